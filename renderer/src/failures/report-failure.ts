/**
 * Tells the desk's log that a screen (or a row of one) could not be shown, with
 * the record's id and the error's kind: never the record itself. Each distinct
 * failure is told once per page load; a screen retried on the same record does
 * not fill the log with the same line.
 */
import { waiverIdSchema } from '../../../shared/ipc/lookup.ts';
import { errorForPageLog, type ScreenName } from '../../../shared/ipc/screen-failure.ts';
import { callDesk } from '../bridge/index.ts';

const told = new Set<string>();

/** A record id the contract takes, or none (an id that is not a service token is not sent). */
function recordIdOf(recordId: string | number | undefined): string | undefined {
  if (recordId === undefined) return undefined;
  const parsed = waiverIdSchema.safeParse(String(recordId));
  return parsed.success ? parsed.data : undefined;
}

export function reportFailure(screen: ScreenName, error: unknown, recordId?: string | number): void {
  // not words: the name the log gives a thrown value that is no Error
  const { errorName, message } = errorForPageLog(error, 'NonError');
  const id = recordIdOf(recordId);
  const key = `${screen}|${id ?? ''}|${errorName}|${message}`;
  if (told.has(key)) return;
  told.add(key);
  // Telling the log is best effort: a desk that cannot take the line must not break the page further.
  callDesk('reportScreenFailure', {
    screen,
    errorName,
    message,
    ...(id === undefined ? {} : { recordId: id }),
  }).catch(() => {});
}

/** Forgets what was told (tests start each case afresh). */
export function forgetReportedFailures(): void {
  told.clear();
}
