/**
 * The account's request budget as this desk holds it, read every few seconds:
 * what this desk spent and what the service said others spent, of 100 a minute
 * and 5 searches a minute, and when the next call may go when none may now.
 */
import { useQuery } from '@tanstack/react-query';
import type { BudgetLine } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useAppInfo, useDeskTimeZone } from '../../desk/hooks.ts';
import { formatClock } from '../../format/time.ts';
import { sessionQueryKey } from '../../query/keys.ts';

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
  if (!freesAt) return 'free now';
  const seconds = Math.max(1, Math.ceil((Date.parse(freesAt) - Date.now()) / 1_000));
  return `the next may go in ${seconds} s (${formatClock(freesAt, timeZone)})`;
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
        aria-label={`${name} used`}
      />
      <span className="budget-words">
        {line.used} of {line.limit} {unit} used this minute — {freesWords(line.freesAt, timeZone)}
      </span>
    </div>
  );
}

export function BudgetSection() {
  const query = useRateBudget();
  return (
    <section className="manage-subsection" aria-labelledby="budget-title" data-testid="budget">
      <h3 id="budget-title">Request budget</h3>
      <p className="form-help">
        Every desk of the account shares it. This desk counts what it sent and what the service said the
        others spent.
      </p>
      <QueryView query={query} loadingLabel="Reading the budget…">
        {(budget) => (
          <>
            <BudgetRow name="Requests" line={budget.account} unit="requests" testId="budget-account" />
            <BudgetRow name="Searches" line={budget.search} unit="searches" testId="budget-search" />
            {budget.queued > 0 ? (
              <p className="form-help">{budget.queued} waiting their turn on this desk.</p>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
