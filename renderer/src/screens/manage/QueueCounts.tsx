/** How many new-waiver messages wait in the account's queue and in each template's. */
import type { WebhookQueueCounts } from '../../../../shared/domain/waiver.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { webhooksText } from './words.ts';

const text = webhooksText.queues;

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
        <h3 id="queues-title">{text.title}</h3>
        <button
          type="button"
          className="button-quiet"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? text.counting : text.countAgain}
        </button>
      </div>
      <p className="form-help">{text.help}</p>
      <QueryView query={query} loadingLabel={text.loading}>
        {(counts) => (
          <table className="manage-table" aria-label={text.table.label}>
            <thead>
              <tr>
                <th scope="col">{text.table.queue}</th>
                <th scope="col">{text.table.waiting}</th>
                <th scope="col">{text.table.beingRead}</th>
                <th scope="col">{text.table.delayed}</th>
              </tr>
            </thead>
            <tbody>
              <tr data-testid="queue-account">
                <th scope="row">{text.table.account}</th>
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
