/**
 * The room's headcount in the header: everyone checked in within the visit length at
 * any desk sharing the copy, against the venue's capacity (Settings → Visits). Amber
 * from 80 %, red from 90 % and at capacity. Read again every few seconds, so another
 * desk's check-ins show, and at once after a check-in here.
 */
import { headcountLevel } from '../../../shared/desk/headcount.ts';
import { useSessionQuery } from '../desk/use-session-query.ts';
import { formatCount } from '../format/numbers.ts';
import { headcountText } from './words.ts';
import './headcount.css';

/** Another desk's check-in shows within this. */
export const HEADCOUNT_EVERY_MS = 10_000;

export function useHeadcount() {
  return useSessionQuery(
    'getHeadcount',
    {},
    { staleTime: HEADCOUNT_EVERY_MS, refetchInterval: HEADCOUNT_EVERY_MS },
  );
}

export function Headcount() {
  const { data } = useHeadcount();
  if (!data) return null;
  const level = headcountLevel(data.inNow, data.capacity);
  const said = headcountText.level[level];
  return (
    <span
      className={`headcount headcount-${level}`}
      data-testid="headcount"
      data-level={level}
      title={headcountText.title}
      role="status"
    >
      <span className="headcount-count">
        {data.capacity > 0
          ? headcountText.ofCapacity(formatCount(data.inNow), formatCount(data.capacity))
          : headcountText.inNow(formatCount(data.inNow))}
      </span>
      {said ? <span className="headcount-level">{said}</span> : null}
    </span>
  );
}
