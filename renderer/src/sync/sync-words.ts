/** What the shell says about the desk's copy of the account, in front-desk words. */
import type { SyncProgress } from '../../../shared/ipc/events.ts';
import { readInstant } from '../../../shared/time/instant.ts';
import { shownZone, zonedFormatter } from '../../../shared/time/zoned-format.ts';
import { formatCount as count } from '../format/numbers.ts';
import { formatClock, notGiven } from '../format/time.ts';
import { formatSignedAt } from '../format/waiver-dates.ts';
import { syncNoticeWords, syncText } from './words.ts';

export type SyncTone = 'busy' | 'ok' | 'warn' | 'stop';

export interface SyncWords {
  text: string;
  tone: SyncTone;
  /** The desk's notice (a rebuilt copy, a refused key) in words, shown under the line. */
  detail: string | null;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const dayKey = (at: Date, timeZone: string): string => zonedFormatter(shownZone(timeZone), DAY).format(at);

/** "10:42" today, "21 Nov 2026, 10:42" on another day (in the desk's zone); "not given" without a time. */
export function whenCurrent(value: unknown, timeZone: string, now: number = Date.now()): string {
  const at = readInstant(value);
  if (!at) return notGiven();
  const today = readInstant(now);
  return today && dayKey(at, timeZone) === dayKey(today, timeZone)
    ? formatClock(at, timeZone)
    : formatSignedAt(at, timeZone);
}

export function timeLeftWords(seconds: number): string {
  const words = syncText.timeLeft;
  if (!Number.isFinite(seconds) || seconds < 60) return words.underAMinute;
  if (seconds < 3_600) return words.minutes(Math.ceil(seconds / 60));
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.round((seconds % 3_600) / 60);
  return minutes > 0 ? words.hoursAndMinutes(hours, minutes) : words.hours(hours);
}

function copyingLine(progress: SyncProgress): string {
  const words = syncText.copying;
  const counted = progress.totalIsEstimate ? words.estimated : words.counted;
  const parts = [progress.total > 0 ? counted(count(progress.done), count(progress.total)) : words.uncounted];
  if (progress.secondsLeft !== null) parts.push(timeLeftWords(progress.secondsLeft));
  // The share of the request budget in use is a manager's figure (Manage shows it), not the counter's.
  return parts.join(words.separator);
}

interface SyncContext {
  timeZone: string;
  now?: number;
  /**
   * The desk already knows the service cannot be reached (another call failed);
   * the sync finds out only at its next step, and the line should not wait for it.
   */
  serviceOffline?: boolean;
}

const QUIET_PHASES: ReadonlySet<SyncProgress['phase']> = new Set(['idle', 'incremental', 'starting']);

export function syncWords(
  progress: SyncProgress,
  { timeZone, now = Date.now(), serviceOffline = false }: SyncContext,
): SyncWords {
  const current = progress.lastCurrentAt ? whenCurrent(progress.lastCurrentAt, timeZone, now) : null;
  const detail = progress.notice ? syncNoticeWords(progress.notice) : null;
  const phase = serviceOffline && QUIET_PHASES.has(progress.phase) ? 'paused' : progress.phase;
  const words = syncText.line;
  switch (phase) {
    case 'starting':
      return current
        ? { text: words.updating(current), tone: 'ok', detail }
        : { text: words.preparing, tone: 'busy', detail };
    case 'backfill':
      return { text: copyingLine(progress), tone: 'busy', detail };
    case 'incremental':
      return current
        ? { text: words.checking(current), tone: 'ok', detail }
        : { text: copyingLine(progress), tone: 'busy', detail };
    case 'idle':
      return { text: current ? words.currentAsOf(current) : words.upToDate, tone: 'ok', detail };
    case 'paused':
      return {
        text: current
          ? words.offlineFrom(current)
          : (progress.totalIsEstimate ? words.offlineIncompleteEstimated : words.offlineIncomplete)(
              count(progress.done),
              count(progress.total),
            ),
        tone: 'warn',
        // The phase already says it in fewer words.
        detail: null,
      };
    case 'error':
      return {
        text: current ? words.notUpdatingSince(current) : words.notUpdating,
        tone: 'stop',
        detail: detail ?? words.triesAgain,
      };
    case 'unavailable':
      return {
        text: words.unavailable,
        tone: 'warn',
        detail,
      };
  }
}
