/**
 * The manager's tools as the page calls them (the contract, through the
 * runtime's handlers and the real waiver client) against a sandbox over real
 * HTTP, with every request the desk sends counted on the wire.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dispatcher } from '../../electron/ipc/dispatch.ts';
import type { Method, RequestOf, ResponseOf } from '../../shared/ipc/contract.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import { type CountedDesk, startCountedDesk } from '../support/counted-desk.ts';
import type { CountingProxy } from '../support/counting-proxy.ts';
import { worded } from '../support/worded.ts';

const ZONE = 'America/Denver';
const API_KEY = 'manage-key';

describe('the manager’s tools against the sandbox', () => {
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let desk: CountedDesk;
  let dispatcher: Dispatcher;

  const call = async <M extends Method>(method: M, request: RequestOf<M>): Promise<ResponseOf<M>> => {
    const result = await dispatcher.call(method, request, { caller: 'manage-test' });
    if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
    return result.value as ResponseOf<M>;
  };

  const refusal = async <M extends Method>(method: M, request: RequestOf<M>): Promise<DeskErrorInfo> => {
    const result = await dispatcher.call(method, request, { caller: 'manage-test' });
    if (result.ok) throw new Error(`${method} was expected to fail`);
    return result.error;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 5, waivers: 300, timeZone: ZONE, apiKeys: [API_KEY] });
    desk = await startCountedDesk(sandbox, { apiKey: API_KEY, timeZone: ZONE });
    ({ proxy, dispatcher } = desk);
  });

  afterAll(async () => {
    await desk?.close();
    await sandbox?.close();
  });

  beforeEach(() => proxy.reset());

  it('a label already in use comes back as a conflict, after exactly one request, and creates nothing', async () => {
    const first = await call('createPublishedKey', { label: 'Website' });
    expect(first.newKey.label).toBe('Website');
    expect(first.keys.map((key) => key.label)).toEqual(['Website']);

    proxy.reset();
    const taken = await refusal('createPublishedKey', { label: '  website ' });
    expect(taken.code).toBe('conflict');
    expect(worded(taken).message).toMatch(/already in use/i);
    // A write is never repeated: one POST, answered 406.
    expect(proxy.seen()).toEqual([{ method: 'POST', path: '/v4/keys/published', status: 406 }]);

    const listed = await call('listPublishedKeys', {});
    expect(listed.keys.map((key) => key.label)).toEqual(['Website']);
    expect(listed.keys[0]?.key).toBe(first.newKey.key);
  });

  it('refuses an empty label in the main process, beside the field, without asking the service', async () => {
    const refused = await refusal('createPublishedKey', { label: '   ' });
    expect(refused.code).toBe('invalid_request');
    // The main process sends the message's id; the page words it beside the field.
    expect(refused.fields?.label).toBe('field.manage.enterLabel');
    expect(proxy.count()).toBe(0);
  });

  it('creates a group with participants whose invite link opens the group page', async () => {
    const templates = await call('listAccountTemplates', { publishedOnly: true });
    const template = templates.templates[0];
    if (!template) throw new Error('the sandbox has no published template');
    const group = await call('createGroupReservation', {
      event: { event_date: '2026-07-04T14:30:00-06:00', leader: 'Garcia party', name: '', description: '' },
      leader: { first_name: 'Ana', last_name: 'Garcia', email: 'ana@example.com' },
      template: template.templateId,
      mailer: 'thirdparty',
      participants: [{ first_name: 'Luis', last_name: 'Garcia', email: '' }],
    });
    expect(group.event.event_date).toBe('2026-07-04T14:30:00-06:00');
    expect(group.mailer).toBe('thirdparty');
    const invite = group.invite_urls[0]?.invite_url ?? '';
    expect(invite).toMatch(/\/sign\/group\//);
    const page = await fetch(invite);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(template.title);
    const dashboard = await fetch(group.group_management);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Group Leader Dashboard');
  });

  it('a refused group reads as the service’s refusal, sent once', async () => {
    proxy.reset();
    const refused = await refusal('createGroupReservation', {
      event: { event_date: '2026-07-04T14:30:00-06:00', leader: 'Garcia party' },
      leader: { first_name: 'Ana', last_name: 'Garcia', email: 'ana@example.com' },
      template: 'nosuchtemplate',
      mailer: 'service',
    });
    expect(refused.code).toBe('data_error');
    expect(refused.serviceMessage).toContain('template');
    expect(worded(refused).message).toContain('template');
    expect(proxy.count('/groups/store')).toBe(1);
  });

  it('a write that fails for a passing reason is not repeated; a read is', async () => {
    sandbox.faults.add({ route: '/groups/store', kind: 'status', status: 503, times: 1 });
    proxy.reset();
    const failed = await refusal('createGroupReservation', {
      event: { event_date: '2026-07-04T14:30:00+00:00', leader: 'Lee party' },
      leader: { first_name: 'Kim', last_name: 'Lee', email: 'kim@example.com' },
      template: 'anything',
      mailer: 'service',
    });
    expect(failed.code).toBe('server_error');
    expect(proxy.count('/groups/store')).toBe(1);

    sandbox.faults.add({ route: '/v4/keys/published', method: 'GET', kind: 'status', status: 503, times: 1 });
    proxy.reset();
    await call('listPublishedKeys', {});
    expect(proxy.seen().map((seen) => seen.status)).toEqual([503, 200]);
  });

  it('a dynamic template signed through the control endpoint becomes one waiver id, which opens', async () => {
    const link = await call('createDynamicTemplate', {
      template: '{"meta":{"title":"Kayak rental"}}',
      data: '{"adult":true}',
      expirationMinutes: 30,
    });
    expect(link.expirationSeconds).toBe(1_800);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await fetch(link.url)).status).toBe(200);

    const signed = await fetch(`${sandbox.controlUrl}/dynamic/${link.uuid}/sign`, { method: 'POST' });
    const { transactionId } = (await signed.json()) as { transactionId: string };
    const processed = await call('processDynamicWaiver', {
      transactionId: `https://example.com/thanks?transactionId=${transactionId}`,
    });
    expect(processed.transactionId).toBe(transactionId);
    const again = await call('processDynamicWaiver', { transactionId });
    expect(again.waiverId).toBe(processed.waiverId);
    const detail = await call('getWaiverDetail', { waiverId: processed.waiverId });
    expect(detail.waiver.waiverId).toBe(processed.waiverId);
  });

  it('sets, reads and deletes the account webhook', async () => {
    expect((await call('getWebhookConfig', {})).config).toBeNull();
    const saved = await call('saveWebhookConfig', {
      endpoint: 'https://hooks.example.com/waivers',
      emailValidationRequired: 'both',
    });
    expect(saved.config).toEqual({
      endpoint: 'https://hooks.example.com/waivers',
      emailValidationRequired: 'both',
    });
    expect((await call('getWebhookConfig', {})).config).toEqual(saved.config);
    expect((await call('deleteWebhookConfig', {})).config).toBeNull();
    expect((await call('getWebhookConfig', {})).config).toBeNull();
    const plain = await refusal('saveWebhookConfig', {
      endpoint: 'http://hooks.example.com/waivers',
      emailValidationRequired: 'yes',
    });
    expect(plain.fields?.endpoint).toBe('field.manage.webhook.notHttps');
  });

  it('a resend queues a message the counts then show', async () => {
    const before = await call('getWebhookQueueCounts', {});
    const waiver = sandbox.signNewWaiver();
    const resend = await call('resendWebhook', { waiverId: waiver.waiverId });
    expect(resend).toEqual({ waiverId: waiver.waiverId, accepted: true });
    const after = await call('getWebhookQueueCounts', {});
    expect(after.account.messagesTotal).toBeGreaterThan(before.account.messagesTotal);
    const missing = await refusal('resendWebhook', { waiverId: 'nosuchwaiver' });
    expect(missing.code).toBe('not_found');
  });

  it('reads the console settings, the version and a timed ping', async () => {
    expect(await call('getConsoleSettings', {})).toEqual({
      console: { staticExpiration: 'never', rollingExpiration: 'never', rollingExpirationTime: 'signed' },
    });
    expect((await call('getServiceVersion', {})).version).toBe('5.0.0');
    const ping = await call('pingService', {});
    expect(ping.answer).toBe('pong');
    expect(ping.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(proxy.count('/ping')).toBe(1);
  });

  it('the budget counts the requests this desk sent this minute', async () => {
    const before = await call('getRateBudget', {});
    await call('listPublishedKeys', {});
    await call('listPublishedKeys', {});
    const after = await call('getRateBudget', {});
    expect(after.account.limit).toBe(100);
    expect(after.search.limit).toBe(5);
    expect(after.account.used).toBe(before.account.used + 2);
    expect(after.account.freesAt).toBeNull();
    // Reading the budget asks the service nothing.
    expect(proxy.count()).toBe(2);
  });
});
