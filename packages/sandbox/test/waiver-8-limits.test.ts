import { afterEach, describe, expect, it } from 'vitest';
import { START, startHarness, type WaiverHarness } from './waiver-harness.ts';

type RateLimitBody = { type: string; rate_limit: { requests: number; max: number; retryAfter: number } };

describe('8 rate limits', () => {
  let h: WaiverHarness | undefined;
  afterEach(() => h?.close());

  it('allows 100 requests per window, counting down x-ratelimit-remaining, then answers 429', async () => {
    // 20 s into a minute: the 60 s window ends 40 s later.
    h = await startHarness({ apiKeys: ['desk-1', 'desk-2'], startAt: START + 20_000 });
    for (let i = 1; i <= 100; i++) {
      const res = await h.request('/v4/settings', { key: i % 2 ? 'desk-1' : 'desk-2' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(100 - i));
    }
    const over = await h.request<RateLimitBody>('/v4/settings', { key: 'desk-1' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('40');
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(over.body).toMatchObject({
      version: 4,
      type: 'rate_limit',
      rate_limit: { requests: 101, max: 100, retryAfter: 40 },
    });
    h.advance(39_500);
    const stillOver = await h.request<RateLimitBody>('/v4/settings', { key: 'desk-2' });
    expect(stillOver.status).toBe(429);
    expect(stillOver.headers.get('retry-after')).toBe('1');
    h.advance(500);
    const next = await h.request('/v4/settings');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('counts errors after authentication too, but not unauthenticated requests', async () => {
    h = await startHarness();
    await h.request('/v4/nothing');
    await h.request('/v4/settings', { key: null });
    const res = await h.request('/v4/settings');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('98');
  });

  it('gives search 5 per window of its own, outside the 100', async () => {
    h = await startHarness({ rateWindowMs: 10_000 });
    for (let i = 0; i < 5; i++) {
      const res = await h.request('/v4/search');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('100');
    }
    const over = await h.request<RateLimitBody>('/v4/search');
    expect(over.status).toBe(429);
    expect(over.body.rate_limit).toEqual({ requests: 6, max: 5, retryAfter: 10 });
    expect((await h.request('/v4/settings')).status).toBe(200);
    h.advance(10_000);
    expect((await h.request('/v4/search')).status).toBe(200);
  });

  it('uses the configured window length for Retry-After', async () => {
    h = await startHarness({ rateWindowMs: 5_000, startAt: START + 1_500 });
    for (let i = 0; i < 100; i++) await h.request('/v4/settings');
    const over = await h.request('/v4/settings');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('4');
  });
});
