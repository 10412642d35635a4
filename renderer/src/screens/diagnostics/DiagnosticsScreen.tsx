/**
 * Diagnostics: the doctor's checks against the account open on this desk, each
 * with what was found and what to do, and the report to copy for support. The
 * report holds no API key, token or customer's details, so it can be sent as is.
 */
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { formatClock } from '../../format/time.ts';
import { ManagerGate } from '../../manager/ManagerGate.tsx';
import { CheckList } from './CheckList.tsx';
import { CopyReportButton } from './CopyReportButton.tsx';
import { summaryOf } from './diagnostics-words.ts';
import { LeftOutSection } from './LeftOutSection.tsx';
import { SupportReportSection } from './SupportReportSection.tsx';
import { UpdatesSection } from './UpdatesSection.tsx';
import { diagnosticsText } from './words.ts';
import './diagnostics.css';

/** The checks ran when the screen opened; a fresh run is a button press away. */
const KEEP_RESULT_MS = Number.POSITIVE_INFINITY;

/** Behind the manager's PIN when one is set. */
export function DiagnosticsScreen() {
  return (
    <ManagerGate>
      <DiagnosticsChecks />
    </ManagerGate>
  );
}

function DiagnosticsChecks() {
  const query = useSessionQuery('runDiagnostics', {}, { staleTime: KEEP_RESULT_MS });
  const timeZone = useDeskTimeZone();
  return (
    <section className="screen diagnostics" aria-labelledby="diagnostics-title">
      <div className="screen-head">
        <div>
          <h1 id="diagnostics-title">{diagnosticsText.title}</h1>
          <p className="subtitle">{diagnosticsText.subtitle}</p>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button-quiet"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? diagnosticsText.checking : diagnosticsText.runAgain}
          </button>
        </div>
      </div>
      <QueryView query={query} loadingLabel={diagnosticsText.running}>
        {(report) => (
          <>
            <p
              className={`diagnostics-summary${report.failed ? ' diagnostics-summary-failed' : ''}`}
              role="status"
            >
              {summaryOf(report)}{' '}
              <span className="diagnostics-ran">
                {diagnosticsText.checkedAt(formatClock(report.ranAt, timeZone))}
              </span>
            </p>
            <CheckList checks={report.checks} />
            <LeftOutSection leftOut={report.leftOut ?? null} />
            <CopyReportButton text={report.text} />
          </>
        )}
      </QueryView>
      <SupportReportSection />
      <UpdatesSection />
    </section>
  );
}
