/** A failure in the desk's words: what happened, what to do, and a way to try again. */

import { commonText } from '../i18n/words.ts';
import type { Failure } from './failure.ts';
import { RateLimitCountdown } from './RateLimitCountdown.tsx';

interface Props {
  failure: Failure;
  onRetry?: () => void;
  /** When the service said how long to wait: the epoch ms the wait ends, and what to do then. */
  wait?: { until: number; onElapsed: () => void } | null;
}

export function ErrorPanel({ failure, onRetry, wait }: Props) {
  return (
    <div className="failure" role="alert">
      <p className="failure-message">{failure.message}</p>
      {failure.hint ? <p className="failure-hint">{failure.hint}</p> : null}
      {wait ? <RateLimitCountdown until={wait.until} onElapsed={wait.onElapsed} /> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {commonText.errorPanel.retry}
        </button>
      ) : null}
    </div>
  );
}
