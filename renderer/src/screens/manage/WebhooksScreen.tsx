/**
 * The account's webhook: where the service notifies of new waivers and when,
 * the pull queues a desk behind a firewall reads instead, a resend for one
 * waiver, and whether this desk is the one that reads the queue.
 */
import { OfflineNote } from './OfflineNote.tsx';
import { QueueConsumerChoice } from './QueueConsumerChoice.tsx';
import { QueueCounts } from './QueueCounts.tsx';
import { ResendForm } from './ResendForm.tsx';
import { WebhookConfigSection } from './WebhookConfigSection.tsx';

export function WebhooksScreen() {
  return (
    <section className="manage-tool" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="subtitle">
        The service tells another system about each new waiver, by calling its address or by keeping a message
        in a queue for it.
      </p>
      <OfflineNote what="What is shown was loaded earlier; nothing can be changed until it is back." />
      <WebhookConfigSection />
      <QueueCounts />
      <QueueConsumerChoice />
      <ResendForm />
    </section>
  );
}
