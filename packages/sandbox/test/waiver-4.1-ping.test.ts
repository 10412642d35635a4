import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('4.1 ping and 4.2 version', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness({ rateWindowMs: 60_000 });
  });
  afterAll(() => h.close());

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s /ping with pong as text/html, no key',
    async (method) => {
      const res = await h.request('/ping', { method, key: null });
      expect(res.status).toBe(200);
      expect(res.body).toBe('pong');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );

  it('answers GET /version with 5.0.0 as plain text, no key', async () => {
    const res = await h.request('/version', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toBe('5.0.0');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('carries the documented headers on both', async () => {
    for (const path of ['/ping', '/version']) {
      const res = await h.request(path, { key: null });
      expect(res.headers.get('x-ratelimit-limit')).toBe('600');
      expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(600);
      expect(res.headers.get('cache-control')).toBe('no-cache, private');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('has its own budget of 600 per window per client, outside the account budget', async () => {
    h.advance(60_000);
    const first = await h.request('/ping', { key: null });
    expect(first.headers.get('x-ratelimit-remaining')).toBe('599');
    for (let i = 1; i < 600; i++) await h.request('/ping', { key: null });
    const over = await h.request('/ping', { key: null });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const api = await h.request('/v4/templates');
    expect(api.status).toBe(200);
    expect(api.headers.get('x-ratelimit-remaining')).toBe('99');
    h.advance(60_000);
    expect((await h.request('/version', { key: null })).status).toBe(200);
  });

  it('does not answer other methods on /version', async () => {
    const res = await h.request('/version', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'error', message: 'Not Found' });
  });
});
