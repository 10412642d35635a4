import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchSummary, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { HOUR_MS, ms, START, startHarness, type WaiverHarness } from './waiver-harness.ts';

type SearchBody = { type: string; message?: string; search: SearchSummary };
type ResultsBody = { type: string; message?: string; search_results: SignedWaiver[] };

describe('4.13 search and 4.14 result pages', () => {
  let h: WaiverHarness;
  /** Waivers signed by now matching `keep`, newest first: what a search must find. */
  const signed = (keep: (waiver: SignedWaiver) => boolean = () => true) =>
    h.sandbox.dataset.waivers
      .filter((waiver) => ms(waiver.createdOn) <= h.sandbox.clock.now() && keep(waiver))
      .sort((a, b) => ms(b.createdOn) - ms(a.createdOn));
  const search = async (query = '') => {
    // Search has 5 per window: each search here starts a fresh window.
    h.advance(60_000);
    return h.request<SearchBody>(`/v4/search${query ? `?${query}` : ''}`);
  };
  const page = (guid: string, query: string) => h.request<ResultsBody>(`/v4/search/${guid}/results?${query}`);
  const allResults = async (summary: SearchSummary) => {
    const results: SignedWaiver[] = [];
    for (let p = 0; p < summary.pages; p++)
      results.push(...(await page(summary.guid, `page=${p}`)).body.search_results);
    return results;
  };

  beforeAll(async () => {
    h = await startHarness({ waivers: 1200 });
  });
  afterAll(() => h.close());

  it('finds every signed waiver, newest first, in pages of 100', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('search');
    const expected = signed();
    expect(expected.length).toBeLessThan(h.sandbox.dataset.waivers.length);
    const { guid, count, pages, pageSize } = res.body.search;
    expect(guid).toMatch(/^[0-9a-f]{32}$/);
    expect({ count, pages, pageSize }).toEqual({
      count: expected.length,
      pages: Math.ceil(expected.length / 100),
      pageSize: 100,
    });
    const first = await page(guid, 'page=0');
    expect(first.body.type).toBe('search_results');
    expect(first.body.search_results).toHaveLength(100);
    expect((await allResults(res.body.search)).map((w) => w.waiverId)).toEqual(
      expected.map((w) => w.waiverId),
    );
  });

  it('sorts oldest first with sort=asc', async () => {
    const res = await search('sort=asc');
    const results = await allResults(res.body.search);
    expect(results.map((w) => w.waiverId)).toEqual(
      signed()
        .reverse()
        .map((w) => w.waiverId),
    );
  });

  it('matches a name case-insensitively against any participant', async () => {
    const sample = signed().find((w) => w.participants.length > 1) as SignedWaiver;
    const second = sample.participants[1] as SignedWaiver['participants'][number];
    const res = await search(
      `firstName=${encodeURIComponent(second.firstName.toUpperCase())}&lastName=${encodeURIComponent(second.lastName.toLowerCase())}`,
    );
    const expected = signed((w) =>
      [w, ...w.participants].some(
        (p) =>
          p.firstName.toLowerCase() === second.firstName.toLowerCase() &&
          p.lastName.toLowerCase() === second.lastName.toLowerCase(),
      ),
    );
    expect((await allResults(res.body.search)).map((w) => w.waiverId)).toEqual(
      expected.map((w) => w.waiverId),
    );
    expect(expected.map((w) => w.waiverId)).toContain(sample.waiverId);
  });

  it('filters by template, verified, date range and tag', async () => {
    const templateId = h.sandbox.dataset.templates[1]?.templateId as string;
    const from = START - 7 * 24 * HOUR_MS;
    const query = `templateId=${templateId}&verified=true&fromDts=${new Date(from).toISOString()}&toDts=${new Date(START).toISOString()}`;
    const res = await search(query);
    const expected = signed((w) => w.templateId === templateId && w.verified && ms(w.createdOn) >= from);
    expect(expected.length).toBeGreaterThan(0);
    expect((await allResults(res.body.search)).map((w) => w.waiverId)).toEqual(
      expected.map((w) => w.waiverId),
    );

    const tagged = signed((w) => w.autoTag !== '')[0] as SignedWaiver;
    const byTag = await search(`tag=${encodeURIComponent(tagged.autoTag)}`);
    const results = await allResults(byTag.body.search);
    expect(results.map((w) => w.waiverId)).toContain(tagged.waiverId);
    expect(results.every((w) => w.autoTag === tagged.autoTag || w.tags.includes(tagged.autoTag))).toBe(true);
  });

  it('matches a tag exactly: another case of it is another tag', async () => {
    const tagged = signed((w) => /[A-Z]/.test(w.autoTag))[0] as SignedWaiver;
    const exact = await allResults((await search(`tag=${encodeURIComponent(tagged.autoTag)}`)).body.search);
    expect(exact.map((w) => w.waiverId)).toContain(tagged.waiverId);
    const otherCase = await search(`tag=${encodeURIComponent(tagged.autoTag.toLowerCase())}`);
    expect(otherCase.body.search.count).toBe(
      signed(
        (w) => w.autoTag === tagged.autoTag.toLowerCase() || w.tags.includes(tagged.autoTag.toLowerCase()),
      ).length,
    );
    expect((await allResults(otherCase.body.search)).map((w) => w.waiverId)).not.toContain(tagged.waiverId);
  });

  it('includes the Base64 PDF only with pdf=true', async () => {
    const res = await search('sort=desc');
    const plain = await page(res.body.search.guid, 'page=0&pdf=false');
    expect(plain.body.search_results.every((w) => w.pdf === '')).toBe(true);
    const withPdf = await page(res.body.search.guid, 'page=0&pdf=true');
    const pdf = Buffer.from(withPdf.body.search_results[0]?.pdf as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('returns a guid for an empty search whose every page is refused with 402', async () => {
    const res = await search('lastName=Nobodyhasthisname');
    expect(res.body.search).toMatchObject({ count: 0, pages: 0, pageSize: 100 });
    const first = await page(res.body.search.guid, 'page=0');
    expect(first.status).toBe(402);
    expect(first.body.type).toBe('data_error');
  });

  it('refuses a page outside the results (402), a missing page (400) and bad values', async () => {
    const res = await search();
    const { guid, pages } = res.body.search;
    expect((await page(guid, `page=${pages}`)).body).toMatchObject({
      type: 'data_error',
      message: `page ${pages} is outside the search results`,
    });
    expect((await page(guid, 'page=-1')).status).toBe(402);
    expect((await page(guid, 'page=first')).status).toBe(402);
    expect((await page(guid, 'page=0&pdf=yes')).status).toBe(402);
    const missing = await h.request(`/v4/search/${guid}/results`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      type: 'parameter_error',
      message: 'Missing required parameter: page',
    });
  });

  it('answers an unknown guid, or one older than 12 hours, with 404', async () => {
    const unknown = await page('0123456789abcdef0123456789abcdef', 'page=0');
    expect(unknown.status).toBe(404);
    const res = await search();
    h.advance(12 * HOUR_MS - 1);
    expect((await page(res.body.search.guid, 'page=0')).status).toBe(200);
    h.advance(1);
    const expired = await page(res.body.search.guid, 'page=0');
    expect(expired.status).toBe(404);
    expect(expired.body.type).toBe('error');
  });

  it('refuses bad search parameters', async () => {
    expect((await search('limit=5')).body).toMatchObject({
      type: 'parameter_error',
      message: 'Unsupported parameter: limit',
    });
    expect((await search('sort=newest')).status).toBe(402);
    expect((await search('verified=1')).status).toBe(402);
    expect((await search('fromDts=2025-06-10&toDts=2025-06-01')).body.message).toBe(
      'fromDts must not be after toDts',
    );
  });

  it('charges result pages to the account budget and searches to their own', async () => {
    const res = await search();
    const before = Number(res.headers.get('x-ratelimit-remaining'));
    const next = await page(res.body.search.guid, 'page=0');
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(before - 1);
  });
});

describe('4.13 search result cap', () => {
  it('keeps at most 30000 results, the newest', async () => {
    const h = await startHarness({ waivers: 30_500, startAt: Date.UTC(2025, 5, 15, 6, 0, 0) });
    try {
      const res = await h.request<SearchBody>('/v4/search');
      expect(res.body.search).toMatchObject({ count: 30_000, pages: 300, pageSize: 100 });
      const last = await h.request<ResultsBody>(`/v4/search/${res.body.search.guid}/results?page=299`);
      expect(last.body.search_results).toHaveLength(100);
      const visible = h.sandbox.dataset.waivers.filter((w) => ms(w.createdOn) <= h.sandbox.clock.now());
      expect(visible.length).toBeGreaterThan(30_000);
    } finally {
      await h.close();
    }
  });
});

describe('4.13 search latency', () => {
  it('holds a search for searchLatencyMs, and closing the sandbox ends a held search', async () => {
    const h = await startHarness({ searchLatencyMs: 600_000 });
    // A latency of nothing, only to count the searches that reached the sandbox: one that never
    // reached it would be refused once it closed, and the test would prove nothing.
    const arrived = h.sandbox.faults.add({ route: '/v4/search', kind: 'latency', ms: 0 });
    const pending = h.request('/v4/search');
    await vi.waitFor(() =>
      expect(h.sandbox.faults.list().find((fault) => fault.id === arrived.id)?.hits).toBe(1),
    );
    await h.close();
    await expect(pending).rejects.toThrow();
  });
});
