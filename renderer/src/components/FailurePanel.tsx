import type { Failure } from '../stores/failure.ts';

interface Props {
  failure: Failure;
  onRetry?: () => void;
}

export function FailurePanel({ failure, onRetry }: Props) {
  return (
    <div className="failure" role="alert">
      <p className="failure-message">{failure.message}</p>
      {failure.hint ? <p className="failure-hint">{failure.hint}</p> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
