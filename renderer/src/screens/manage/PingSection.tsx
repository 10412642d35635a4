/** One ping on opening and another on request, with the round trip this desk measured. */
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { formatClock } from '../../format/time.ts';
import { accountFactsText } from './words.ts';

const text = accountFactsText.ping;

export function PingSection() {
  const timeZone = useDeskTimeZone();
  const query = useSessionQuery('pingService', {});
  return (
    <div className="manage-ping" data-testid="ping">
      <QueryView query={query} loadingLabel={text.loading}>
        {(ping) => (
          <p>
            {text.answeredBefore(ping.answer)}
            <strong data-testid="ping-ms">{text.roundTrip(ping.roundTripMs)}</strong>
            {text.answeredAt(formatClock(ping.at, timeZone))}
          </p>
        )}
      </QueryView>
      <button
        type="button"
        className="button-quiet"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? text.pinging : text.again}
      </button>
    </div>
  );
}
