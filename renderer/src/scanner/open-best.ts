/**
 * A tag's waivers, scanned or typed: the best one opens at once (the newest valid,
 * shared/desk/best-waiver.ts) with the pass or attention sound; when none is valid they
 * are listed under the lookup box, newest first, to choose from; none is a miss.
 */
import { useCallback } from 'react';
import { bestWaiver } from '../../../shared/desk/best-waiver.ts';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { useLookupStore } from '../lookup/LookupProvider.tsx';
import { useOpenWaiver } from '../screens/waiver/open-waiver.ts';
import type { WaiverVisit } from '../screens/waiver/waiver-path.ts';
import { useCues } from './use-cues.ts';

export type TagOutcome = 'opened' | 'listed' | 'none';

export function useOpenBest(): (tag: string, matches: WaiverMatch[]) => TagOutcome {
  const store = useLookupStore();
  const openWaiver = useOpenWaiver();
  const cue = useCues();
  return useCallback(
    (tag, matches) => {
      const best = bestWaiver(matches);
      switch (best.kind) {
        case 'none':
          cue('miss');
          return 'none';
        case 'open': {
          const { waiver } = best;
          const passed = waiver.verdict.tone === 'ok';
          store.getState().clear();
          const visit: WaiverVisit = { person: waiver.position, passScan: passed };
          openWaiver(waiver.waiverId, visit);
          cue(passed ? 'pass' : 'attention');
          return 'opened';
        }
        case 'choose':
          store.getState().showScanned({ tag, matches: best.waivers });
          cue('attention');
          return 'listed';
      }
    },
    [cue, openWaiver, store],
  );
}
