/** Why a lookup may have missed someone: the desk's copy is not complete, or not current. */
import type { CopyState } from '../../../shared/ipc/lookup.ts';
import { formatCount as count } from '../format/numbers.ts';
import { whenCurrent } from '../sync/sync-words.ts';
import { lookupText } from './words.ts';

export function copyNote(copy: CopyState, timeZone: string, now: number = Date.now()): string | null {
  const loading = copy.lastCurrentAt === null || copy.phase === 'starting' || copy.phase === 'backfill';
  if (copy.phase === 'unavailable') return null;
  if (loading) {
    const progress =
      copy.total > 0 ? lookupText.copyNote.loadingProgress(count(copy.done), count(copy.total)) : '';
    return lookupText.copyNote.stillLoading(progress);
  }
  if ((copy.phase === 'paused' || copy.phase === 'error') && copy.lastCurrentAt) {
    return lookupText.copyNote.lastCurrent(whenCurrent(copy.lastCurrentAt, timeZone, now));
  }
  return null;
}
