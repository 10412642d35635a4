/**
 * Why a lookup may have missed someone: the desk's first copy is not complete
 * yet (said with every lookup while it is made, with how much of the account is
 * on this desk), the copy is not current (said when nothing was found), or the
 * service sent waivers the copy could not keep.
 */
import type { CopyState } from '../../../shared/ipc/lookup.ts';
import { formatCount as count } from '../format/numbers.ts';
import { whenCurrent } from '../sync/sync-words.ts';
import { lookupText } from './words.ts';

const firstCopyUnderWay = (copy: CopyState): boolean =>
  copy.lastCurrentAt === null || copy.phase === 'starting' || copy.phase === 'backfill';

/** How much of the account is on this desk, as a whole percent below 100 until the copy is complete. */
export function copyPercent(copy: Pick<CopyState, 'done' | 'total'>): number | null {
  if (copy.total <= 0) return null;
  return Math.min(99, Math.floor((copy.done / copy.total) * 100));
}

export function copyNote(
  copy: CopyState,
  timeZone: string,
  now: number = Date.now(),
  nothingFound = true,
): string | null {
  if (copy.phase === 'unavailable') return null;
  const words = lookupText.copyNote;
  if (firstCopyUnderWay(copy)) {
    const percent = copyPercent(copy);
    if (percent === null) return words.firstCopyStarting;
    const progress = words.progress(count(copy.done), count(copy.total));
    return (copy.totalIsEstimate ? words.firstCopyAbout : words.firstCopy)(percent, progress);
  }
  if (nothingFound && (copy.phase === 'paused' || copy.phase === 'error') && copy.lastCurrentAt) {
    return words.lastCurrent(whenCurrent(copy.lastCurrentAt, timeZone, now));
  }
  return null;
}

/** The waivers the copy could not keep, said wherever lookups are shown; null when there are none. */
export function leftOutNote(copy: CopyState): string | null {
  const leftOut = copy.leftOut ?? 0;
  return leftOut > 0 ? lookupText.copyNote.leftOut(leftOut) : null;
}
