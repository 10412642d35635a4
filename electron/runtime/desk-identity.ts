/**
 * How this desk and the open account are known: the desk by its id (made once)
 * and its name on the admissions it records; an account by the name staff know
 * it by, never its address.
 */
import { computerDeskName } from '../settings/desk-name.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { deskIdOf } from '../shared-copy/desk-setup.ts';
import { readAccountNameHint, suggestedAccountName } from './account-name.ts';

/** This desk on the admissions it records: its id (made once) and its name. */
export function deskOf(settings: SettingsStore): { deskId: string; deskName: string } {
  // One id per desk: on its admissions and among the desks of a shared copy.
  return { deskId: deskIdOf(settings), deskName: settings.get('deskName') || computerDeskName() };
}

/** A status page's name as an account name; '' when none is known. */
export const nameFromStatusPage = (pageName: string | null): string =>
  pageName === null ? '' : (suggestedAccountName(pageName) ?? '');

/**
 * What staff see an open account called, never its address: the connected account by
 * its given name (else what its status page calls itself), the demo by its business;
 * '' when nothing names it.
 */
export function accountNameOf(
  settings: SettingsStore,
  account: { mode: 'demo' | 'configured'; businessName: string | null },
  statusPageName: string | null,
): string {
  if (account.mode === 'demo') return account.businessName?.trim() ?? '';
  return settings.get('accountName').trim() || nameFromStatusPage(statusPageName);
}

/** What the status page at `statusUrl` suggests the account be called (the connect form's start). */
export function suggestAccountName(
  statusUrl: string,
  agent: string,
  signal: AbortSignal,
): Promise<string | null> {
  return readAccountNameHint(statusUrl, { userAgent: `WaiverDesk (${agent})`, signal });
}
