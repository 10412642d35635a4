import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedWaiver, WebhookQueueCounts, WebhookQueueMessage } from '../../../shared/domain/waiver.ts';
import { DAY_MS, ms, startHarness, type WaiverHarness } from './waiver-harness.ts';

type QueueCounts = WebhookQueueCounts['account'];
/** The real service's counts: the account queue and one `template-<id>` member per template queue. */
type CountsBody = { api_webhook_all_queue_message_count: Record<string, QueueCounts> };
type AccountMessageBody = { type: string; api_webhook_account_message_get: WebhookQueueMessage | null };
type TemplateMessageBody = { type: string; api_webhook_template_message_get: WebhookQueueMessage | null };

describe('notes: webhook configuration', () => {
  let h: WaiverHarness;
  beforeEach(async () => {
    await h?.close();
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('starts unconfigured (`{}`, as the service answers), stores a configuration and deletes it', async () => {
    const none = await h.request('/v4/webhooks/configure');
    expect(none.body).toMatchObject({ type: 'webhooks', webhooks: {} });
    const config = { endpoint: 'https://desk.example.com/hooks', emailValidationRequired: 'both' };
    const put = await h.request('/v4/webhooks/configure', { method: 'PUT', body: config });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ type: 'webhooks', webhooks: config });
    expect((await h.request('/v4/webhooks/configure')).body.webhooks).toEqual(config);
    const deleted = await h.request('/v4/webhooks/configure', { method: 'DELETE' });
    expect(deleted.body).toMatchObject({ type: 'webhooks', webhooks: {} });
    expect((await h.request('/v4/webhooks/configure')).body.webhooks).toEqual({});
  });

  it.each([
    [
      { endpoint: 'ftp://x.example', emailValidationRequired: 'yes' },
      'endpoint must be an http or https URL',
    ],
    [{ endpoint: 'not a url', emailValidationRequired: 'yes' }, 'endpoint must be an http or https URL'],
    [
      { endpoint: 'https://x.example', emailValidationRequired: 'maybe' },
      "emailValidationRequired must be 'yes', 'no' or 'both'",
    ],
    [{ emailValidationRequired: 'yes' }, 'Missing required field: endpoint'],
  ])('refuses %j with 402', async (body, message) => {
    const res = await h.request('/v4/webhooks/configure', { method: 'PUT', body });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });
});

describe('notes: webhook queues', () => {
  let h: WaiverHarness;
  const accountHead = (remove = false) =>
    h.request<AccountMessageBody>(`/v4/webhooks/queues/account?delete=${remove}`);
  const templateHead = (templateId: string, remove = false) =>
    h.request<TemplateMessageBody>(`/v4/webhooks/queues/template/${templateId}?delete=${remove}`);
  const counts = async () => {
    const wire = (await h.request<CountsBody>('/v4/webhooks/queues')).body
      .api_webhook_all_queue_message_count;
    const { account, ...perTemplate } = wire;
    return {
      account: account as QueueCounts,
      templates: Object.entries(perTemplate).map(([member, queue]) => ({ member, ...queue })),
    };
  };
  const templateMember = (templateId: string) => `template-${templateId}`;
  const sign = async (templateId?: string) =>
    (
      await h.control<{ waiverId: string; templateId: string }>(
        '/signings',
        'POST',
        templateId ? { templateId } : {},
      )
    ).body;

  beforeEach(async () => {
    await h?.close();
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('starts empty: counts are zero and reading gives null', async () => {
    const empty = await counts();
    expect(empty.account).toEqual({ messagesTotal: 0, messagesNotVisible: 0, messagesDelayed: 0 });
    expect(empty.templates.map((t) => t.member)).toEqual(
      h.sandbox.dataset.templates.map((t) => templateMember(t.templateId)),
    );
    expect(empty.templates.every((t) => t.messagesTotal === 0)).toBe(true);
    const head = await accountHead();
    expect(head.body).toMatchObject({
      type: 'api_webhook_account_message_get',
      api_webhook_account_message_get: null,
    });
  });

  it('queues a new signing on the account queue and its template queue', async () => {
    const signed = await sign(h.sandbox.dataset.templates[2]?.templateId);
    const all = await counts();
    expect(all.account.messagesTotal).toBe(1);
    expect(all.templates.find((t) => t.member === templateMember(signed.templateId))?.messagesTotal).toBe(1);
    const head = (await accountHead()).body.api_webhook_account_message_get;
    expect(head?.payload).toEqual({ unique_id: signed.waiverId, event: 'new-waiver' });
    const templateMessage = await templateHead(signed.templateId);
    expect(templateMessage.body.type).toBe('api_webhook_template_message_get');
    expect(templateMessage.body.api_webhook_template_message_get?.payload.unique_id).toBe(signed.waiverId);
  });

  it('keeps a read message unless delete=true', async () => {
    const first = await sign();
    const second = await sign();
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      first.waiverId,
    );
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      first.waiverId,
    );
    expect((await accountHead(true)).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      first.waiverId,
    );
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      second.waiverId,
    );
  });

  it('deletes a message by id, and answers 404 for an unknown message or template', async () => {
    const signed = await sign();
    const message = (await accountHead()).body.api_webhook_account_message_get as WebhookQueueMessage;
    const deleted = await h.request(`/v4/webhooks/queues/account/${message.messageId}`, { method: 'DELETE' });
    expect(deleted.body).toMatchObject({
      type: 'api_webhook_account_message_delete',
      api_webhook_account_message_delete: { success: true },
    });
    expect((await accountHead()).body.api_webhook_account_message_get).toBeNull();
    expect(
      (await h.request(`/v4/webhooks/queues/account/${message.messageId}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const templateMessage = (await templateHead(signed.templateId)).body
      .api_webhook_template_message_get as WebhookQueueMessage;
    const templateDelete = await h.request(
      `/v4/webhooks/queues/template/${signed.templateId}/${templateMessage.messageId}`,
      {
        method: 'DELETE',
      },
    );
    expect(templateDelete.body.type).toBe('api_webhook_template_message_delete');
    expect((await templateHead('0000000')).status).toBe(404);
    expect((await h.request('/v4/webhooks/queues/account?delete=yes')).status).toBe(402);
  });

  it('queues a resend of an existing waiver, and refuses an unknown one', async () => {
    const waiver = h.sandbox.dataset.waivers.find(
      (w) => ms(w.createdOn) <= h.sandbox.clock.now(),
    ) as SignedWaiver;
    const res = await h.request(`/v4/webhooks/resend/${waiver.waiverId}`, { method: 'PUT' });
    expect(res.body).toMatchObject({ type: 'webhooks_resend', webhooks_resend: { success: true } });
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      waiver.waiverId,
    );
    expect((await h.request('/v4/webhooks/resend/nope', { method: 'PUT' })).status).toBe(404);
  });

  it('announces generated waivers once the clock reaches their signing time', async () => {
    const upcoming = h.sandbox.dataset.waivers
      .filter((w) => ms(w.createdOn) > h.sandbox.clock.now())
      .sort((a, b) => ms(a.createdOn) - ms(b.createdOn))[0] as SignedWaiver;
    h.advance(ms(upcoming.createdOn) - h.sandbox.clock.now());
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      upcoming.waiverId,
    );
  });

  it('drops messages older than 7 days', async () => {
    const walkIn = await sign();
    h.advance(7 * DAY_MS);
    expect((await accountHead()).body.api_webhook_account_message_get?.payload.unique_id).toBe(
      walkIn.waiverId,
    );
    h.advance(1);
    const remaining: string[] = [];
    for (;;) {
      const message = (await accountHead(true)).body.api_webhook_account_message_get;
      if (!message) break;
      remaining.push(message.payload.unique_id);
    }
    // What is left are the generated waivers of the rest of that day, all younger than 7 days.
    expect(remaining.length).toBeGreaterThan(0);
    expect(remaining).not.toContain(walkIn.waiverId);
    for (const waiverId of remaining) {
      const waiver = h.sandbox.dataset.waivers.find((w) => w.waiverId === waiverId) as SignedWaiver;
      expect(h.sandbox.clock.now() - ms(waiver.createdOn)).toBeLessThanOrEqual(7 * DAY_MS);
    }
  });
});
