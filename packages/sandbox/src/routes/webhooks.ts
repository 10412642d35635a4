/**
 * Webhook configuration, resend and the pull queues (notes). Response types follow
 * the service's SDKs: `webhooks`, `webhooks_resend`, and `api_webhook_*` for queues.
 */
import { z } from 'zod';
import { NotFoundError } from '../server/errors.ts';
import type { QueryReader } from '../server/query.ts';
import { parseBody } from '../server/validate.ts';
import type { QueueName } from '../state/webhook-queues.ts';
import { type ApiRoute, envelope, type RouteContext } from './route.ts';
import { text } from './schemas.ts';
import { visibleWaiver } from './waivers.ts';

const configureBody = z.strictObject({
  endpoint: text().refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'must be an http or https URL' },
  ),
  emailValidationRequired: z.enum(['yes', 'no', 'both'], { error: "must be 'yes', 'no' or 'both'" }),
});

function readMessage({ now, account, query }: RouteContext, name: QueueName) {
  const message = account.webhookQueues(now).read(name, wantsDelete(query), now);
  if (message === undefined) throw new NotFoundError();
  return message;
}

function wantsDelete(query: QueryReader): boolean {
  return query.bool('delete') ?? false;
}

function deleteMessage({ now, account, params }: RouteContext, name: QueueName) {
  if (!account.webhookQueues(now).delete(name, params.messageId as string, now)) throw new NotFoundError();
  return { success: true };
}

function templateQueue(params: Record<string, string>): QueueName {
  return { scope: 'template', templateId: params.templateId as string };
}

export const webhookRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/webhooks/configure',
    handle({ account }) {
      return envelope('webhooks', account.wire.accountWebhook(account.webhookConfig));
    },
  },
  {
    method: 'PUT',
    path: '/v4/webhooks/configure',
    body: true,
    handle({ body, account }) {
      account.webhookConfig = parseBody(configureBody, body);
      return envelope('webhooks', account.wire.accountWebhook(account.webhookConfig));
    },
  },
  {
    method: 'DELETE',
    path: '/v4/webhooks/configure',
    handle({ account }) {
      account.webhookConfig = null;
      return envelope('webhooks', account.wire.accountWebhook(null));
    },
  },
  {
    method: 'PUT',
    path: '/v4/webhooks/resend/:waiverId',
    handle({ params, now, account }) {
      const waiver = visibleWaiver(account, params.waiverId as string, now);
      account.webhookQueues(now).enqueue(waiver.waiverId, waiver.templateId, now);
      return envelope('webhooks_resend', { success: true });
    },
  },
  {
    method: 'GET',
    path: '/v4/webhooks/queues',
    handle({ now, account }) {
      return envelope(
        'api_webhook_all_queue_message_count',
        account.wire.queueCounts(account.webhookQueues(now).counts(now)),
      );
    },
  },
  {
    method: 'GET',
    path: '/v4/webhooks/queues/account',
    query: ['delete'],
    handle(context) {
      return envelope('api_webhook_account_message_get', readMessage(context, { scope: 'account' }));
    },
  },
  {
    method: 'DELETE',
    path: '/v4/webhooks/queues/account/:messageId',
    handle(context) {
      return envelope('api_webhook_account_message_delete', deleteMessage(context, { scope: 'account' }));
    },
  },
  {
    method: 'GET',
    path: '/v4/webhooks/queues/template/:templateId',
    query: ['delete'],
    handle(context) {
      return envelope(
        'api_webhook_template_message_get',
        readMessage(context, templateQueue(context.params)),
      );
    },
  },
  {
    method: 'DELETE',
    path: '/v4/webhooks/queues/template/:templateId/:messageId',
    handle(context) {
      return envelope(
        'api_webhook_template_message_delete',
        deleteMessage(context, templateQueue(context.params)),
      );
    },
  },
];
