/**
 * What one scan found, looked up in the desk's copy: the best waiver opens in the
 * scan screen's place (with its sound); several waivers none of which is valid are
 * listed to choose from; none is a miss. A miss may then ask the service for the
 * tag (what it finds joins the copy, and the best one opens).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { bestWaiver } from '../../../shared/desk/best-waiver.ts';
import { DeskError } from '../../../shared/ipc/errors.ts';
import type { WaiverDetail, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { callDesk, isAbandoned } from '../bridge/index.ts';
import { describeFailure, type Failure } from '../components/failure.ts';
import { useLookupStore } from '../lookup/LookupProvider.tsx';
import { useOpenTagged } from '../lookup/open-best.ts';
import { useCues } from '../lookup/use-cues.ts';
import type { ScanVisit } from '../navigation/waiver-path.ts';
import { scanLookup } from './scan-lookup.ts';

export type ServiceAsk =
  | { status: 'idle' }
  | { status: 'searching' }
  /** The service has no waiver with the tag either. */
  | { status: 'none' }
  | { status: 'failed'; failure: Failure };

export type ScanOutcome =
  | { kind: 'looking' }
  /** No waiver in the desk's copy has the tag. */
  | { kind: 'miss'; ask: ServiceAsk }
  /** The copy could not be asked. */
  | { kind: 'failed'; failure: Failure; ask: ServiceAsk }
  /** Several waivers, none valid: newest first. */
  | { kind: 'choose'; waivers: WaiverMatch[] };

/** When the service says nothing about how long, its search window is a minute. */
const DEFAULT_WAIT_SECONDS = 60;

const wasOvertaken = (error: unknown): boolean =>
  isAbandoned(error) || (error instanceof DeskError && error.code === 'cancelled');

export interface ScanLookup {
  outcome: ScanOutcome;
  /** Asks the service for the tag (after a miss or a failure). */
  askService(): void;
}

export function useScanOutcome(scan: ScanVisit): ScanLookup {
  const store = useLookupStore();
  const cue = useCues();
  const openTagged = useOpenTagged();
  const [outcome, setOutcome] = useState<ScanOutcome>({ kind: 'looking' });
  // The newest handlers, without looking the tag up again when they change.
  const act = useRef({ cue, openTagged });
  act.current = { cue, openTagged };
  /** The scan's screen is still up: an answer that comes after the person left it opens nothing. */
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  /** What a list of the tag's waivers means; false when it holds none. `opened`: the page of the one that opens. */
  const settle = useCallback(
    (matches: WaiverMatch[], opened?: WaiverDetail): boolean => {
      const best = bestWaiver(matches);
      if (best.kind === 'none') return false;
      if (best.kind === 'open') {
        store.getState().clear();
        act.current.openTagged(best.waiver, scan, true, opened);
      } else {
        setOutcome({ kind: 'choose', waivers: best.waivers });
        act.current.cue('attention');
      }
      return true;
    },
    [scan, store],
  );

  useEffect(() => {
    let current = true;
    scanLookup(scan).then(
      ({ matches, opened }) => {
        if (!current || settle(matches, opened)) return;
        setOutcome({ kind: 'miss', ask: { status: 'idle' } });
        act.current.cue('miss');
      },
      (error: unknown) => {
        // Overtaken (another scan, the screen left): that one answers instead.
        if (!current || wasOvertaken(error)) return;
        setOutcome({ kind: 'failed', failure: describeFailure(error), ask: { status: 'idle' } });
        act.current.cue('miss');
      },
    );
    return () => {
      current = false;
    };
  }, [scan, settle]);

  const askService = useCallback(() => {
    if (outcome.kind !== 'miss' && outcome.kind !== 'failed') return;
    if (outcome.ask.status === 'searching') return;
    const blockedUntil = store.getState().searchBlockedUntil;
    if (blockedUntil !== null && blockedUntil > Date.now()) return;
    const setAsk = (ask: ServiceAsk) =>
      setOutcome((now) => (now.kind === 'miss' || now.kind === 'failed' ? { ...now, ask } : now));
    setAsk({ status: 'searching' });
    callDesk('searchService', { text: scan.tag, scan: true }).then(
      (result) => {
        if (shown.current && !settle(result.matches)) setAsk({ status: 'none' });
      },
      (error: unknown) => {
        if (isAbandoned(error) || !shown.current) return;
        if (error instanceof DeskError && error.code === 'rate_limited') {
          store
            .getState()
            .blockSearchUntil(Date.now() + (error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1_000);
        }
        setAsk({ status: 'failed', failure: describeFailure(error) });
      },
    );
  }, [outcome, scan.tag, settle, store]);

  return { outcome, askService };
}
