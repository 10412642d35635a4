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
import { webhooksText } from './words.ts';

export function WebhooksScreen() {
  return (
    <section className="manage-tool" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{webhooksText.title}</h2>
      <p className="subtitle">{webhooksText.subtitle}</p>
      <OfflineNote what={webhooksText.offline} />
      <WebhookConfigSection />
      <QueueCounts />
      <QueueConsumerChoice />
      <ResendForm />
    </section>
  );
}
