/**
 * Lookup as you type: every change of the text asks the desk's copy again, and
 * only the answer to the newest text is ever shown. `createLatestCall` drops the
 * answer of any call a newer one overtook (whatever order they arrive in), and
 * the main process cancels the older call's work. The last answer stays on screen
 * while the next one is on its way, so the list does not flicker between keys.
 *
 * Kept cheap per keystroke, because it runs on every one: "pending" is not state
 * of its own but read from which question the shown answer answers, so a key
 * costs one render before its answer (not two); and a new answer keeps the
 * objects of the rows it shares with the last one (structural sharing), so the
 * list re-renders only the rows that changed.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
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

/** What is shown, and the question it answers: the session, the text and the copy's version. */
interface Shown {
  result: LookupResult | null;
  failure: Failure | null;
  question: string;
}

const questionOf = (sessionId: number | null, query: string, copyVersion: string | null): string =>
  JSON.stringify([sessionId, query, copyVersion]);

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
  const [shown, setShown] = useState<Shown & { sessionId: number | null }>({
    result: null,
    failure: null,
    question: '',
    sessionId,
  });
  const query = text.trim();
  const question = questionOf(sessionId, query, copyVersion);

  useEffect(() => () => call.cancel(), [call]);

  useEffect(() => {
    if (!query || sessionId === null) {
      call.cancel();
      // An emptied box forgets its list: the next text starts from nothing, not from an old name's rows.
      setShown({ result: null, failure: null, question, sessionId });
      return;
    }
    call.run({ text: query }).then(
      (result) =>
        // Drawn in the task the answer arrived in, not in a later one after a frame may have gone by:
        // the person is looking at the list, and nothing else on the page is as urgent.
        flushSync(() =>
          setShown((before) => ({
            result: replaceEqualDeep(before.sessionId === sessionId ? before.result : null, result),
            failure: null,
            question,
            sessionId,
          })),
        ),
      (error: unknown) => {
        if (isAbandoned(error)) return;
        // Overtaken by a scan: the last answer stays, and nothing is awaited any more.
        if (wasOvertaken(error)) setShown((before) => ({ ...before, question }));
        else setShown({ result: null, failure: describeFailure(error), question, sessionId });
      },
    );
  }, [call, query, sessionId, question]);

  if (!query || sessionId === null) return NOTHING;
  // Another account's answer is never shown under this one: nothing yet, and it is on its way.
  if (shown.sessionId !== sessionId) return { ...NOTHING, pending: true };
  return { result: shown.result, failure: shown.failure, pending: shown.question !== question };
}
