/** How many new-waiver messages wait in the account's queue and in each template's. */
import type { WebhookQueueCounts } from '../../../../shared/domain/waiver.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';

type Counts = WebhookQueueCounts['account'];

function CountCells({ counts }: { counts: Counts }) {
  return (
    <>
      <td className="manage-number">{counts.messagesTotal}</td>
      <td className="manage-number">{counts.messagesNotVisible}</td>
      <td className="manage-number">{counts.messagesDelayed}</td>
    </>
  );
}

export function QueueCounts() {
  const query = useSessionQuery('getWebhookQueueCounts', {});
  const templates = useSessionQuery('listAccountTemplates', { publishedOnly: false });
  const titleOf = (templateId: string): string =>
    templates.data?.templates.find((template) => template.templateId === templateId)?.title || templateId;
  return (
    <section className="manage-subsection" aria-labelledby="queues-title" data-testid="webhook-queues">
      <div className="manage-section-head">
        <h3 id="queues-title">Queued messages</h3>
        <button
          type="button"
          className="button-quiet"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? 'Counting…' : 'Count again'}
        </button>
      </div>
      <p className="form-help">
        Messages are kept 7 days, or until the desk that reads the queue takes them.
      </p>
      <QueryView query={query} loadingLabel="Counting the queued messages…">
        {(counts) => (
          <table className="manage-table" aria-label="Queued messages">
            <thead>
              <tr>
                <th scope="col">Queue</th>
                <th scope="col">Waiting</th>
                <th scope="col">Being read</th>
                <th scope="col">Delayed</th>
              </tr>
            </thead>
            <tbody>
              <tr data-testid="queue-account">
                <th scope="row">The whole account</th>
                <CountCells counts={counts.account} />
              </tr>
              {counts.templates.map((template) => (
                <tr key={template.templateId}>
                  <th scope="row">{titleOf(template.templateId)}</th>
                  <CountCells counts={template} />
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}
