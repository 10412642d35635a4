/**
 * The account's request budget as this desk holds it, read every few seconds:
 * what this desk spent and what the service said others spent, of 100 a minute
 * and 5 searches a minute, and when the next call may go when none may now.
 */
import { useQuery } from '@tanstack/react-query';
import type { BudgetLine } from '../../../../shared/ipc/manage.ts';
import { readInstant } from '../../../../shared/time/instant.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useAppInfo, useDeskTimeZone } from '../../desk/hooks.ts';
import { formatClock } from '../../format/time.ts';
import { sessionQueryKey } from '../../query/keys.ts';
import { accountFactsText } from './words.ts';

const text = accountFactsText.budget;

const READ_EVERY_MS = 2_000;
const NO_SESSION = -1;

function useRateBudget() {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : NO_SESSION;
  return useQuery({
    queryKey: sessionQueryKey(sessionId, 'getRateBudget', {}),
    queryFn: ({ signal }) => callDesk('getRateBudget', {}, { signal }),
    enabled: sessionId !== NO_SESSION,
    refetchInterval: READ_EVERY_MS,
    // Current until two readings were missed; then the screen says it is old.
    staleTime: READ_EVERY_MS * 2.5,
  });
}

function freesWords(freesAt: string | null, timeZone: string): string {
  const at = readInstant(freesAt);
  if (!at) return text.freeNow;
  const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1_000));
  return text.nextIn(seconds, formatClock(at, timeZone));
}

function BudgetRow({
  name,
  line,
  unit,
  testId,
}: {
  name: string;
  line: BudgetLine;
  unit: string;
  testId: string;
}) {
  const timeZone = useDeskTimeZone();
  return (
    <div className="budget-row" data-testid={testId}>
      <span className="budget-name">{name}</span>
      <meter
        className="budget-meter"
        min={0}
        max={line.limit}
        value={line.used}
        aria-label={text.meterLabel(name)}
      />
      <span className="budget-words">
        {text.usedThisMinute(line.used, line.limit, unit, freesWords(line.freesAt, timeZone))}
      </span>
    </div>
  );
}

export function BudgetSection() {
  const query = useRateBudget();
  return (
    <section className="manage-subsection" aria-labelledby="budget-title" data-testid="budget">
      <h3 id="budget-title">{text.title}</h3>
      <p className="form-help">{text.help}</p>
      <QueryView query={query} loadingLabel={text.loading}>
        {(budget) => (
          <>
            <BudgetRow
              name={text.requests.name}
              line={budget.account}
              unit={text.requests.unit}
              testId="budget-account"
            />
            <BudgetRow
              name={text.searches.name}
              line={budget.search}
              unit={text.searches.unit}
              testId="budget-search"
            />
            {budget.queued > 0 ? <p className="form-help">{text.queued(budget.queued)}</p> : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
