/** Why a lookup may have missed someone: the desk's copy is not complete, or not current. */
import type { CopyState } from '../../../shared/ipc/lookup.ts';
import { whenCurrent } from '../sync/sync-words.ts';

const count = (value: number): string => new Intl.NumberFormat().format(value);

export function copyNote(copy: CopyState, timeZone: string, now: number = Date.now()): string | null {
  const loading = copy.lastCurrentAt === null || copy.phase === 'starting' || copy.phase === 'backfill';
  if (copy.phase === 'unavailable') return null;
  if (loading) {
    const progress = copy.total > 0 ? ` (${count(copy.done)} of ${count(copy.total)})` : '';
    return `The desk's copy is still loading${progress} — someone who signed recently may not be found yet.`;
  }
  if ((copy.phase === 'paused' || copy.phase === 'error') && copy.lastCurrentAt) {
    return `The desk's copy was last up to date at ${whenCurrent(copy.lastCurrentAt, timeZone, now)} — someone who signed since may not be found yet.`;
  }
  return null;
}
