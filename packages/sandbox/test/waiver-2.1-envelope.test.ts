import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type WaiverHarness } from './waiver-harness.ts';

describe('2.1 response envelope', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('wraps a success in version, a 32-hex id, an offset timestamp, type and the type-named member', async () => {
    const res = await h.request('/v4/templates');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body.version).toBe(4);
    expect(res.body.id).toMatch(/^[0-9a-f]{32}$/);
    // 09:20 in Denver during daylight saving time.
    expect(res.body.ts).toBe('2025-06-14T09:20:00-06:00');
    expect(res.body.type).toBe('templates');
    expect(Array.isArray(res.body.templates)).toBe(true);
    expect(res.body).not.toHaveProperty('message');
  });

  it('gives every response its own id', async () => {
    const [a, b] = await Promise.all([h.request('/v4/templates'), h.request('/v4/templates')]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('wraps an error in the same envelope with type and message', async () => {
    const res = await h.request('/v4/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toMatchObject({ version: 4, type: 'error', message: 'Not Found' });
    expect(res.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.ts).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});
