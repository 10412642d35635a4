import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WaiverTemplate } from '../../../shared/domain/waiver.ts';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('7 errors', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('answers an unknown route with 404 error Not Found', async () => {
    for (const path of ['/v4/unknown', '/v3/checkins', '/']) {
      const res = await h.request(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ version: 4, type: 'error', message: 'Not Found' });
    }
  });

  it('answers a known path with an unsupported method with 404', async () => {
    const res = await h.request('/v4/templates', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.body.type).toBe('error');
  });

  it('answers an unknown resource id with 404 error', async () => {
    const res = await h.request('/v4/waivers/doesNotExist123');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'error' });
  });

  it('refuses an unsupported query parameter with 400 parameter_error naming it', async () => {
    const res = await h.request('/v4/templates?colour=blue');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'parameter_error', message: 'Unsupported parameter: colour' });
  });

  it('refuses an unsupported body member with 400 parameter_error naming it', async () => {
    const res = await h.request('/v4/keys/published', {
      method: 'POST',
      body: { label: 'Kiosk', colour: 'blue' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'parameter_error', message: 'Unsupported parameter: colour' });
  });

  it('refuses a body that is not declared as JSON with 406 Invalid content type', async () => {
    const plain = await h.request('/v4/keys/published', {
      method: 'POST',
      rawBody: '{"label":"Kiosk"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(406);
    expect(plain.body).toMatchObject({ type: 'error', message: 'Invalid content type' });
    const none = await h.request('/v4/keys/published', { method: 'POST', rawBody: '{"label":"Kiosk"}' });
    expect(none.status).toBe(406);
  });

  it('accepts a JSON content type with parameters', async () => {
    const res = await h.request('/v4/keys/published', {
      method: 'POST',
      rawBody: '{"label":"Charset"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses malformed JSON and a non-object body with 402 data_error', async () => {
    const malformed = await h.request('/v4/keys/published', {
      method: 'POST',
      rawBody: '{"label":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(402);
    expect(malformed.body).toMatchObject({ type: 'data_error', message: 'Malformed JSON body' });
    const array = await h.request('/v4/keys/published', { method: 'POST', body: ['Kiosk'] });
    expect(array.status).toBe(402);
    expect(array.body).toMatchObject({ type: 'data_error', message: 'body must be an object' });
  });

  it('answers a failing handler with 500 error in the envelope', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const templates = h.sandbox.dataset.templates as (WaiverTemplate | null)[];
    const saved = templates[0] as WaiverTemplate;
    templates[0] = null;
    try {
      const res = await h.request('/v4/templates');
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ version: 4, type: 'error', message: 'Internal server error' });
      expect(quiet).toHaveBeenCalled();
    } finally {
      templates[0] = saved;
      quiet.mockRestore();
    }
  });
});
