/** "New waiver: <name>", with a link to it; each can be dismissed and leaves by itself. */
import { Link } from 'react-router';
import { waiverPath } from '../navigation/waiver-path.ts';
import { useArrivals } from './use-arrivals.ts';
import { syncText } from './words.ts';
import './sync.css';

export function ArrivalToasts() {
  const { arrivals, dismiss } = useArrivals();
  return (
    <div className="arrivals" role="status" aria-live="polite" data-testid="arrivals">
      {arrivals.map((arrival) => (
        <div key={arrival.id} className="arrival" data-testid="arrival-toast">
          <div className="arrival-words">
            <Link
              to={waiverPath(arrival.waiverId)}
              className="arrival-link"
              onClick={() => dismiss(arrival.id)}
            >
              {syncText.arrival.newWaiver(arrival.name || syncText.arrival.noName)}
            </Link>
            {arrival.title ? <span className="arrival-title">{arrival.title}</span> : null}
          </div>
          <button
            type="button"
            className="arrival-close"
            aria-label={syncText.arrival.dismiss}
            onClick={() => dismiss(arrival.id)}
          >
            {syncText.arrival.dismissSign}
          </button>
        </div>
      ))}
    </div>
  );
}
