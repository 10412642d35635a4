/**
 * Whether something has been going on for longer than a person notices. The list
 * under the box dims only for a slow answer: dimming it for every key, then
 * undimming it a few milliseconds later, repaints the whole list twice per key
 * and flickers while the person types.
 */
import { useEffect, useState } from 'react';

/** How long an answer may take before the list says it is out of date. */
export const SLOW_ANSWER_MS = 150;

export function useSlow(going: boolean, afterMs = SLOW_ANSWER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!going) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [going, afterMs]);
  return going && slow;
}
