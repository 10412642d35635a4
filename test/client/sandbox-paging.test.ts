/** Paging across search results and check-ins against the real sandbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, FROZEN_AT, type Rig, startRig } from './support/sandbox.ts';

let rig: Rig;

beforeAll(async () => {
  rig = await startRig();
});

afterAll(async () => {
  await rig?.close();
});

const HOUR_MS = 3_600_000;
const searchesSent = () => rig.recorder.to('/v4/search').length;

describe('search results', () => {
  it('pages through every result of a search, PDFs included', async () => {
    const templateId = rig.sandbox.dataset.templates[1]?.templateId as string;
    const query = { templateId, sort: 'asc' as const };
    const pages = await collect(rig.client.searchResults(query, { pdf: true }));
    const expected = rig.sandbox.dataset.waivers.filter(
      (waiver) => waiver.templateId === templateId && Date.parse(waiver.createdOn) <= FROZEN_AT,
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(0, -1).every((page) => page.length === 100)).toBe(true);
    const waivers = pages.flat();
    expect(waivers.map((waiver) => waiver.waiverId).sort()).toEqual(
      expected.map((waiver) => waiver.waiverId).sort(),
    );
    expect(
      waivers.every((waiver) => Buffer.from(waiver.pdf, 'base64').subarray(0, 5).toString() === '%PDF-'),
    ).toBe(true);
  });

  it('asks the service afresh when the same query is walked again, so a waiver signed in between is found', async () => {
    const query = { lastName: rig.sandbox.dataset.waivers[0]?.lastName as string };
    const before = searchesSent();
    const first = (await collect(rig.client.searchResults(query))).flat();
    const signed = rig.sandbox.signNewWaiver({
      fields: { lastName: query.lastName },
      signedAt: FROZEN_AT,
    });
    const second = (await collect(rig.client.searchResults(query))).flat();
    expect(searchesSent()).toBe(before + 2);
    expect(second.map((waiver) => waiver.waiverId).sort()).toEqual(
      [...first.map((waiver) => waiver.waiverId), signed.waiverId].sort(),
    );
  });

  it('searches again, once and transparently, when the guid expired 12 hours later', async () => {
    const query = {
      templateId: rig.sandbox.dataset.templates[2]?.templateId as string,
      sort: 'asc' as const,
    };
    const walk = rig.client.searchResults(query)[Symbol.asyncIterator]();
    const before = searchesSent();
    const firstPage = await walk.next();
    expect(firstPage.done).toBe(false);
    expect(searchesSent()).toBe(before + 1);

    rig.sandbox.clock.advance(12 * HOUR_MS + 60_000);
    try {
      const rest = [];
      for (let page = await walk.next(); !page.done; page = await walk.next()) rest.push(page.value);
      expect(rest.length).toBeGreaterThan(0);
      expect(searchesSent()).toBe(before + 2);
      const pageRequests = rig.recorder.exchanges.filter((exchange) =>
        /^\/v4\/search\/[^/]+\/results/.test(exchange.path),
      );
      expect(pageRequests.filter((exchange) => exchange.status === 404)).toHaveLength(1);
    } finally {
      rig.sandbox.clock.set(FROZEN_AT);
    }
  });
});

describe('check-ins', () => {
  it('walks past offset 1000 with a narrower window and returns each check-in exactly once', async () => {
    const from = new Date(Date.parse('2025-03-01T00:00:00-08:00'));
    const pages = await collect(rig.client.checkins({ from, to: new Date(FROZEN_AT) }));
    const lastReportable = Date.parse('2025-03-14T10:59:59-07:00');
    const expected = rig.sandbox.dataset.checkins.filter((checkin) => {
      const at = Date.parse(checkin.date);
      return at > from.getTime() && at <= lastReportable;
    });
    expect(expected.length).toBeGreaterThan(1_100);
    const seen = pages.flat().map((checkin) => checkin.checkinId);
    expect(seen).toEqual(expected.map((checkin) => checkin.checkinId));

    const requests = rig.recorder
      .to('/v4/checkins')
      .map((exchange) => new URL(exchange.path, 'http://x').searchParams);
    expect(requests.some((params) => params.get('offset') === '1000')).toBe(true);
    expect(requests.every((params) => params.get('toDts') === '2025-03-14T10:59:59-07:00')).toBe(true);
    // Each narrowed window starts later than the one before, written in the desk zone.
    const starts = [...new Set(requests.map((params) => params.get('fromDts') as string))];
    expect(starts.length).toBeGreaterThan(1);
    expect(starts[0]).toBe('2025-03-01T00:00:00-08:00');
    for (let i = 1; i < starts.length; i += 1) {
      expect(Date.parse(starts[i] as string)).toBeGreaterThan(Date.parse(starts[i - 1] as string));
    }
  });
});
