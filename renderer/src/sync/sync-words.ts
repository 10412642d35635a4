/** What the shell says about the desk's copy of the account, in front-desk words. */
import type { SyncProgress } from '../../../shared/ipc/events.ts';
import { formatClock } from '../format/time.ts';
import { formatSignedAt } from '../screens/waiver/waiver-dates.ts';

export type SyncTone = 'busy' | 'ok' | 'warn' | 'stop';

export interface SyncWords {
  text: string;
  tone: SyncTone;
  /** The desk's own message (a rebuilt copy, a refused key), shown under the line. */
  detail: string | null;
}

const count = (value: number): string => new Intl.NumberFormat().format(value);

const dayKey = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** "10:42" today, "21 Nov 2026, 10:42" on another day (in the desk's zone). */
export function whenCurrent(iso: string, timeZone: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return dayKey(at, timeZone) === dayKey(new Date(now), timeZone)
    ? formatClock(iso, timeZone)
    : formatSignedAt(iso, timeZone);
}

export function timeLeftWords(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  if (seconds < 3_600) return `about ${Math.ceil(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.round((seconds % 3_600) / 60);
  return minutes > 0 ? `about ${hours} h ${minutes} min left` : `about ${hours} h left`;
}

function copyingLine(progress: SyncProgress): string {
  const parts = [
    progress.total > 0
      ? `Copying waivers ${count(progress.done)} / ${count(progress.total)}`
      : 'Copying waivers',
  ];
  if (progress.secondsLeft !== null) parts.push(timeLeftWords(progress.secondsLeft));
  parts.push(`budget ${Math.round(progress.budgetInUse * 100)}% in use`);
  return parts.join(' · ');
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
  const detail = progress.message;
  const phase = serviceOffline && QUIET_PHASES.has(progress.phase) ? 'paused' : progress.phase;
  switch (phase) {
    case 'starting':
      return current
        ? { text: `Copy current as of ${current} · updating`, tone: 'ok', detail }
        : { text: "Preparing the desk's copy of the account…", tone: 'busy', detail };
    case 'backfill':
      return { text: copyingLine(progress), tone: 'busy', detail };
    case 'incremental':
      return current
        ? { text: `Copy current as of ${current} · checking for new waivers`, tone: 'ok', detail }
        : { text: copyingLine(progress), tone: 'busy', detail };
    case 'idle':
      return { text: current ? `Copy current as of ${current}` : 'Copy up to date', tone: 'ok', detail };
    case 'paused':
      return {
        text: current
          ? `Offline — copy from ${current}; resumes by itself`
          : `Offline — copy incomplete (${count(progress.done)} of ${count(progress.total)}); resumes by itself`,
        tone: 'warn',
        // The phase already says it in fewer words.
        detail: null,
      };
    case 'error':
      return {
        text: current
          ? `Copy not updating — last current ${current}`
          : "The desk's copy is not being updated",
        tone: 'stop',
        detail: detail ?? 'It tries again by itself shortly.',
      };
    case 'unavailable':
      return {
        text: 'No copy on this desk — lookups ask the service',
        tone: 'warn',
        detail,
      };
  }
}
