/**
 * A tag's waivers, scanned or typed: the best one opens at once (the newest valid,
 * shared/desk/best-waiver.ts) with the pass or attention sound (attention when anyone
 * on it needs a look); when none is valid they are listed to choose from; none is a miss.
 */
import { useCallback } from 'react';
import { bestWaiver } from '../../../shared/desk/best-waiver.ts';
import { isAlreadyIn, type WaiverVerdict } from '../../../shared/desk/verdict.ts';
import type { WaiverDetail, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { useOpenWaiver } from '../navigation/open-waiver.ts';
import type { ScanVisit } from '../navigation/waiver-path.ts';
import type { CueKind } from './cues.ts';
import { useLookupStore } from './LookupProvider.tsx';
import { useCues } from './use-cues.ts';

export type TagOutcome = 'opened' | 'listed' | 'none';

/** The sound of an opened waiver: already in over anything else, then how its people stand. */
export function scanCue(verdict: WaiverVerdict): CueKind {
  const everyone = verdict.guardian ? [...verdict.people, verdict.guardian] : verdict.people;
  if (everyone.some(isAlreadyIn)) return 'already';
  return verdict.tone === 'ok' ? 'pass' : 'attention';
}

let scansMade = 0;

/** A new scan of `tag`: a visit of its own, even when the same tag was scanned a moment ago. */
export function newScan(tag: string): ScanVisit {
  scansMade += 1;
  return { tag, id: scansMade };
}

/**
 * Opens one waiver of a scanned (or typed) tag, its person first, with the sound of how
 * its people stand. `replace`: the scan's own screen gives way to the waiver in history.
 */
export function useOpenTagged(): (
  waiver: WaiverMatch,
  scan: ScanVisit,
  replace: boolean,
  detail?: WaiverDetail,
) => void {
  const openWaiver = useOpenWaiver();
  const cue = useCues();
  return useCallback(
    (waiver, scan, replace, detail) => {
      openWaiver(waiver.waiverId, { person: waiver.position, scan }, { replace, detail });
      cue(scanCue(waiver.verdict));
    },
    [cue, openWaiver],
  );
}

/** A typed auto-tag and Enter: its best waiver opens as a scan's would; several expired ones are listed under the box. */
export function useOpenBest(): (tag: string, matches: WaiverMatch[]) => TagOutcome {
  const store = useLookupStore();
  const openTagged = useOpenTagged();
  const cue = useCues();
  return useCallback(
    (tag, matches) => {
      const best = bestWaiver(matches);
      switch (best.kind) {
        case 'none':
          cue('miss');
          return 'none';
        case 'open':
          store.getState().clear();
          openTagged(best.waiver, newScan(tag), false);
          return 'opened';
        case 'choose':
          store.getState().showScanned({ tag, matches: best.waivers });
          cue('attention');
          return 'listed';
      }
    },
    [cue, openTagged, store],
  );
}
