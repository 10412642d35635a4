/**
 * The webhook pull queues of the notes: one for the account and one per template,
 * each message `{messageId, payload: {unique_id, event: 'new-waiver'}}`, kept 7 days
 * of the sandbox clock. Reading without delete leaves the message at the head.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookQueueCounts, WebhookQueueMessage } from '../../../../shared/domain/waiver.ts';

export const WEBHOOK_MESSAGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface QueuedMessage {
  message: WebhookQueueMessage;
  enqueuedAt: number;
}

class MessageQueue {
  private messages: QueuedMessage[] = [];

  push(entry: QueuedMessage): void {
    this.messages.push(entry);
  }

  prune(now: number): void {
    const oldest = now - WEBHOOK_MESSAGE_LIFETIME_MS;
    if (this.messages.some((entry) => entry.enqueuedAt < oldest)) {
      this.messages = this.messages.filter((entry) => entry.enqueuedAt >= oldest);
    }
  }

  get size(): number {
    return this.messages.length;
  }

  head(remove: boolean): WebhookQueueMessage | null {
    const entry = remove ? this.messages.shift() : this.messages[0];
    return entry?.message ?? null;
  }

  delete(messageId: string): boolean {
    const position = this.messages.findIndex((entry) => entry.message.messageId === messageId);
    if (position < 0) return false;
    this.messages.splice(position, 1);
    return true;
  }
}

export type QueueName = { scope: 'account' } | { scope: 'template'; templateId: string };

export class WebhookQueues {
  private readonly account = new MessageQueue();
  private readonly templates = new Map<string, MessageQueue>();

  constructor(templateIds: readonly string[]) {
    for (const templateId of templateIds) this.templates.set(templateId, new MessageQueue());
  }

  hasTemplate(templateId: string): boolean {
    return this.templates.has(templateId);
  }

  /** A new (or resent) waiver notification, to the account queue and its template's. */
  enqueue(waiverId: string, templateId: string, at: number): void {
    for (const queue of [this.account, this.templates.get(templateId)]) {
      queue?.push({
        message: { messageId: randomUUID(), payload: { unique_id: waiverId, event: 'new-waiver' } },
        enqueuedAt: at,
      });
    }
  }

  counts(now: number): WebhookQueueCounts {
    this.account.prune(now);
    const templates = [...this.templates].map(([templateId, queue]) => {
      queue.prune(now);
      return { templateId, ...sizeOf(queue) };
    });
    return { account: sizeOf(this.account), templates };
  }

  /** The head message or null when the queue is empty; undefined for an unknown template. */
  read(name: QueueName, remove: boolean, now: number): WebhookQueueMessage | null | undefined {
    const queue = this.queue(name);
    if (!queue) return undefined;
    queue.prune(now);
    return queue.head(remove);
  }

  delete(name: QueueName, messageId: string, now: number): boolean {
    const queue = this.queue(name);
    if (!queue) return false;
    queue.prune(now);
    return queue.delete(messageId);
  }

  private queue(name: QueueName): MessageQueue | undefined {
    return name.scope === 'account' ? this.account : this.templates.get(name.templateId);
  }
}

/** The sandbox has no visibility timeout or delivery delay, so only the total is ever non-zero. */
function sizeOf(queue: MessageQueue): WebhookQueueCounts['account'] {
  return { messagesTotal: queue.size, messagesNotVisible: 0, messagesDelayed: 0 };
}
