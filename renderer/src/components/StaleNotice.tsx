/** Data stays on screen when it is old or a refresh failed; this line says so. */
import { useDeskTimeZone } from '../desk/hooks.ts';
import { formatClock } from '../format/time.ts';
import { commonText } from '../i18n/words.ts';
import type { Failure } from './failure.ts';

interface Props {
  /** Epoch ms of the answer on screen. */
  updatedAt: number;
  /** Why the last refresh failed; null when the data is only old. */
  failure: Failure | null;
}

export function StaleNotice({ updatedAt, failure }: Props) {
  const timeZone = useDeskTimeZone();
  const at = formatClock(updatedAt, timeZone);
  return (
    <p className="stale" role="status" data-testid="stale-notice">
      {commonText.stale.lastUpdated(at)}
      {failure ? commonText.stale.couldNotRefresh(failure.message) : null}
    </p>
  );
}
