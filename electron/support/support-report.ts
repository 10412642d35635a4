/**
 * The support report as one text file: what a person at the desk sends support
 * when something is wrong, made in one click (Diagnostics). Its parts are
 * gathered by the desk (`electron/desk/features/support-report.ts`); this module
 * lays them out and redacts the whole as a log line is redacted: the desk's
 * secrets (the API key, the browser host's token, the secret store's values),
 * credentials, emails, phone numbers and dates of birth. Names and tags cannot be
 * recognised by their shape: no part carries a record of the account (the logs
 * never hold one, the copy is described by its counts, crash dumps by a summary).
 */
import { redactForLog } from '../logging/desk-log.ts';
import { SECRET_NAMES, SETTINGS_FIELDS, type SettingsStore } from '../settings/schema.ts';
import type { LogExcerpt } from './log-excerpt.ts';

export interface SupportReportParts {
  madeAt: Date;
  /** `name: value` lines: the desk's version and host, Electron's, Node's, the system's. */
  versions: string[];
  updates: string[];
  /** The doctor's report as `npm run doctor` prints it. */
  doctor: string;
  settings: string[];
  copy: string[];
  recoveries: string[];
  crashDumps: string[];
  logs: LogExcerpt[];
}

const section = (title: string, lines: readonly string[]): string =>
  [`== ${title} ==`, ...(lines.length > 0 ? lines : ['(none)']), ''].join('\n');

export function supportReportText(parts: SupportReportParts): string {
  const text = [
    'Waiver Desk support report',
    `Made ${parts.madeAt.toISOString()}`,
    '',
    section('Versions', parts.versions),
    section('Updates', parts.updates),
    section("The doctor's checks", parts.doctor.split('\n')),
    section('Settings (no secrets)', parts.settings),
    section("The desk's copy of the account", parts.copy),
    section('Recovered by itself', parts.recoveries),
    section('Crash dumps (kept on this computer; a summary of each)', parts.crashDumps),
    section(
      'Logs of the last days',
      parts.logs.flatMap((excerpt) => [`--- ${excerpt.file} ---`, ...excerpt.lines]),
    ),
  ].join('\n');
  return redactForLog(text);
}

/** `waiver-desk-support-2026-03-02-0930.txt` (UTC): sortable, and legal in a file name everywhere. */
export function supportReportFileName(madeAt: Date): string {
  const stamp = madeAt.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `waiver-desk-support-${stamp}.txt`;
}

/** An address without the user name or password it may carry. */
function withoutCredentials(address: string): string {
  try {
    const url = new URL(address);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return '(not an address)';
  }
}

/**
 * Every setting as `name: value`, secrets by name only (which are held, never a
 * value), the shared database's address without its user, and the tags a manager
 * marked by their number.
 */
export function settingsForSupport(settings: SettingsStore): string[] {
  return (Object.keys(SETTINGS_FIELDS) as (keyof typeof SETTINGS_FIELDS)[]).map((name) => {
    const value = settings.get(name);
    if (name === 'secrets') {
      const held = SECRET_NAMES.filter((secret) => settings.get('secrets')[secret] !== undefined);
      return `secrets held: ${held.length > 0 ? held.join(', ') : 'none'}`;
    }
    if (name === 'deskTags') return `deskTags: ${settings.get('deskTags').length} marked`;
    if (name === 'sharedDatabaseUrl' && value)
      return `sharedDatabaseUrl: ${withoutCredentials(String(value))}`;
    return `${name}: ${JSON.stringify(value)}`;
  });
}
