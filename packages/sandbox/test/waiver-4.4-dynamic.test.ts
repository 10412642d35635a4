import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicProcessResult, DynamicTemplate, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

type DynamicBody = { type: string; message?: string; dynamic: DynamicTemplate };
type ProcessBody = { type: string; message?: string; dynamic_process: DynamicProcessResult };

describe('4.4 dynamic templates and 4.5 processing', () => {
  let h: WaiverHarness;
  const create = (body: unknown) => h.request<DynamicBody>('/v4/dynamic/templates', { method: 'POST', body });
  const config = {
    template: { meta: { title: 'Birthday party' } },
    data: { participants: [{ firstName: 'Kim' }] },
  };

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('creates a dynamic template with a link and a default expiration of 300 s', async () => {
    const res = await create({ dynamic: config });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('dynamic');
    const { url, uuid, expiration } = res.body.dynamic;
    expect(expiration).toBe(300);
    expect(url).toBe(`${h.sandbox.baseUrl}/sign/dynamic/${uuid}`);
    expect((await fetch(url)).status).toBe(200);
  });

  it('accepts template and data as strings and a custom expiration', async () => {
    const res = await create({ dynamic: { template: '{"meta":{}}', data: '{}', expiration: 900 } });
    expect(res.status).toBe(200);
    expect(res.body.dynamic.expiration).toBe(900);
  });

  it('turns a signed dynamic template into a waiver when processed', async () => {
    const { uuid } = (await create({ dynamic: config })).body.dynamic;
    const signed = await h.control<{ transactionId: string }>(`/dynamic/${uuid}/sign`, 'POST');
    expect(signed.status).toBe(200);
    const { transactionId } = signed.body;
    const processed = await h.request<ProcessBody>(`/v4/dynamic/process/${transactionId}`, {
      method: 'POST',
    });
    expect(processed.status).toBe(200);
    expect(processed.body.type).toBe('dynamic_process');
    expect(processed.body.dynamic_process.transactionId).toBe(transactionId);
    const { waiverId } = processed.body.dynamic_process;
    const waiver = await h.request<{ waiver: SignedWaiver }>(`/v4/waivers/${waiverId}`);
    expect(waiver.status).toBe(200);
    expect(waiver.body.waiver.waiverId).toBe(waiverId);
    const again = await h.request<ProcessBody>(`/v4/dynamic/process/${transactionId}`, { method: 'POST' });
    expect(again.body.dynamic_process.waiverId).toBe(waiverId);
  });

  it('answers an unknown transaction with 404', async () => {
    const res = await h.request('/v4/dynamic/process/nosuchtransaction', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('error');
  });

  it('expires by the sandbox clock: the link answers 410 and signing fails with 410', async () => {
    const { uuid, url } = (await create({ dynamic: { ...config, expiration: 60 } })).body.dynamic;
    h.advance(60_000);
    expect((await fetch(url)).status).toBe(410);
    expect((await h.control(`/dynamic/${uuid}/sign`, 'POST')).status).toBe(410);
  });

  it.each([
    [{}, 'Missing required field: dynamic'],
    [{ dynamic: 'yes' }, 'dynamic must be an object'],
    [{ dynamic: { data: {} } }, 'Missing required field: dynamic.template'],
    [{ dynamic: { template: {} } }, 'Missing required field: dynamic.data'],
    [{ dynamic: { template: 5, data: {} } }, 'dynamic.template must be an object or a string'],
    [{ dynamic: { ...config, expiration: 0 } }, 'dynamic.expiration must be an integer from 1 to 2592000'],
    [{ dynamic: { ...config, expiration: 'soon' } }, 'dynamic.expiration must be an integer'],
  ])('refuses %j with 402 data_error', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });

  it('refuses an unsupported member with 400 and a non-JSON body with 406', async () => {
    const extra = await create({ dynamic: config, redirect: 'https://example.com' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unsupported parameter: redirect');
    const text = await h.request('/v4/dynamic/templates', {
      method: 'POST',
      rawBody: JSON.stringify({ dynamic: config }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(406);
  });
});
