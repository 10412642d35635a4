/** One ping on opening and another on request, with the round trip this desk measured. */
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { formatClock } from '../../format/time.ts';
import { useSessionQuery } from '../../query/use-session-query.ts';

export function PingSection() {
  const timeZone = useDeskTimeZone();
  const query = useSessionQuery('pingService', {});
  return (
    <div className="manage-ping" data-testid="ping">
      <QueryView query={query} loadingLabel="Pinging the service…">
        {(ping) => (
          <p>
            Answered “{ping.answer}” in <strong data-testid="ping-ms">{ping.roundTripMs} ms</strong> (at{' '}
            {formatClock(ping.at, timeZone)}).
          </p>
        )}
      </QueryView>
      <button
        type="button"
        className="button-quiet"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? 'Pinging…' : 'Ping again'}
      </button>
    </div>
  );
}
