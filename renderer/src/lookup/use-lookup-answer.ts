/**
 * Lookup as you type: every change of the text asks the desk's copy again, and
 * only the answer to the newest text is ever shown. `createLatestCall` drops the
 * answer of any call a newer one overtook (whatever order they arrive in), and
 * the main process cancels the older call's work. The last answer stays on screen
 * while the next one is on its way, so the list does not flicker between keys.
 */
import { useEffect, useState } from 'react';
import { DeskError } from '../../../shared/ipc/errors.ts';
import type { LookupResult } from '../../../shared/ipc/lookup.ts';
import { createLatestCall, isAbandoned } from '../bridge/index.ts';
import { describeFailure, type Failure } from '../components/failure.ts';

export interface LookupAnswer {
  /** The newest answer delivered, possibly for an earlier text while `pending`. */
  result: LookupResult | null;
  /** A lookup for the current text is on its way. */
  pending: boolean;
  failure: Failure | null;
}

const NOTHING: LookupAnswer = { result: null, pending: false, failure: null };

/**
 * A call the main process cancelled because a newer lookup from this page (a
 * scan) overtook it: nothing went wrong, and nothing is to be shown for it.
 */
const wasOvertaken = (error: unknown): boolean =>
  isAbandoned(error) || (error instanceof DeskError && error.code === 'cancelled');

/**
 * @param text what is in the box (trimmed here)
 * @param sessionId the open account's session; a switch starts afresh; null when none is open
 * @param copyVersion changes when the copy was brought up to date, so a shown answer is asked again
 */
export function useLookupAnswer(
  text: string,
  sessionId: number | null,
  copyVersion: string | null,
): LookupAnswer {
  const [call] = useState(() => createLatestCall('lookupWaivers'));
  // Tagged with its session, so another account's answer is never shown under this one.
  const [answer, setAnswer] = useState<LookupAnswer & { sessionId: number | null }>({
    ...NOTHING,
    sessionId,
  });
  const query = text.trim();

  useEffect(() => () => call.cancel(), [call]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: sessionId and copyVersion are why the lookup runs again
  useEffect(() => {
    if (!query || sessionId === null) {
      call.cancel();
      setAnswer({ ...NOTHING, sessionId });
      return;
    }
    setAnswer((shown) => ({
      ...(shown.sessionId === sessionId ? shown : NOTHING),
      pending: true,
      sessionId,
    }));
    call.run({ text: query }).then(
      (result) => setAnswer({ result, pending: false, failure: null, sessionId }),
      (error: unknown) => {
        if (isAbandoned(error)) return;
        if (wasOvertaken(error)) setAnswer((shown) => ({ ...shown, pending: false }));
        else setAnswer({ result: null, pending: false, failure: describeFailure(error), sessionId });
      },
    );
  }, [call, query, sessionId, copyVersion]);

  if (answer.sessionId !== sessionId) return NOTHING;
  const { sessionId: _session, ...shown } = answer;
  return shown;
}
