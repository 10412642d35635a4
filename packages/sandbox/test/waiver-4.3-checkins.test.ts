import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn, CheckinsPage } from '../../../shared/domain/waiver.ts';
import { HOUR_MS, ms, startHarness, type WaiverHarness } from './waiver-harness.ts';

type CheckinsBody = { type: string; message?: string; checkins: CheckinsPage };

describe('4.3 list check-ins', () => {
  let h: WaiverHarness;
  /** Every check-in the dataset holds in (from, to], oldest first: what the route must page through. */
  const expected = (fromMs: number, toMs: number): CheckIn[] =>
    h.sandbox.dataset.checkins
      .filter((checkin) => ms(checkin.date) > fromMs && ms(checkin.date) <= toMs)
      .sort((a, b) => ms(a.date) - ms(b.date));
  const get = (query: string) => h.request<CheckinsBody>(`/v4/checkins?${query}`);
  /** Check-ins as the sandbox writes them in its (default) shape. */
  const onWire = (checkins: CheckIn[]) => checkins.map((checkin) => h.sandbox.wire.checkin(checkin));

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('returns check-ins after fromDts up to toDts, oldest first, 20 by default, echoing the dates', async () => {
    const res = await get('fromDts=2025-06-13T00:00:00Z&toDts=2025-06-14T14:59:59Z');
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('checkins');
    const all = expected(Date.UTC(2025, 5, 13), Date.UTC(2025, 5, 14, 14, 59, 59));
    expect(all.length).toBeGreaterThan(20);
    expect(res.body.checkins.fromDts).toBe('2025-06-13T00:00:00Z');
    expect(res.body.checkins.toDts).toBe('2025-06-14T14:59:59Z');
    expect(res.body.checkins.checkins).toEqual(onWire(all.slice(0, 20)));
    expect(res.body.checkins.moreCheckins).toBe(true);
  });

  it('pages with limit and offset and says when nothing more remains', async () => {
    const all = expected(Date.UTC(2025, 5, 14), Date.UTC(2025, 5, 14, 14, 0, 0));
    const pages: CheckIn[] = [];
    let more = true;
    for (let offset = 0; more; offset += 7) {
      const res = await get(`fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=7&offset=${offset}`);
      pages.push(...res.body.checkins.checkins);
      more = res.body.checkins.moreCheckins;
    }
    expect(pages).toEqual(onWire(all));
  });

  it('reads a date-only fromDts as midnight and accepts zone offsets', async () => {
    const dateOnly = await get('fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=100');
    const offset = await get(
      `fromDts=${encodeURIComponent('2025-06-13T18:00:00-06:00')}&toDts=${encodeURIComponent('2025-06-14T08:00:00-06:00')}&limit=100`,
    );
    expect(dateOnly.body.checkins.checkins).toEqual(offset.body.checkins.checkins);
    expect(offset.body.checkins.fromDts).toBe('2025-06-13T18:00:00-06:00');
  });

  it('filters by waiverId and by checkinId', async () => {
    const sample = expected(Date.UTC(2025, 5, 10), Date.UTC(2025, 5, 14, 14))[5] as CheckIn;
    const byWaiver = await get(`fromDts=2025-06-10&toDts=2025-06-14T14:00:00Z&waiverId=${sample.waiverId}`);
    expect(byWaiver.body.checkins.checkins.length).toBeGreaterThan(0);
    expect(byWaiver.body.checkins.checkins.every((c) => c.waiverId === sample.waiverId)).toBe(true);
    const byId = await get(`fromDts=2025-06-10&toDts=2025-06-14T14:00:00Z&checkinId=${sample.checkinId}`);
    expect(byId.body.checkins.checkins).toEqual(onWire([sample]));
  });

  it('requires fromDts and toDts (400 naming the parameter)', async () => {
    const noFrom = await get('toDts=2025-06-14T14:00:00Z');
    expect(noFrom.status).toBe(400);
    expect(noFrom.body).toMatchObject({ type: 'parameter_error' });
    expect(noFrom.body.message).toContain('fromDts');
    const noTo = await get('fromDts=2025-06-14');
    expect(noTo.status).toBe(400);
    expect(noTo.body.message).toContain('toDts');
  });

  it('refuses an unsupported parameter with 400 naming it', async () => {
    const res = await get('fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&page=2');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'parameter_error', message: 'Unsupported parameter: page' });
  });

  it.each([
    ['fromDts=yesterday&toDts=2025-06-14T14:00:00Z', 'fromDts must be an ISO 8601 date'],
    ['fromDts=2025-02-30&toDts=2025-06-14T14:00:00Z', 'fromDts must be an ISO 8601 date'],
    [
      'fromDts=2025-06-14T15:00:00Z&toDts=2025-06-14T14:00:00Z',
      'fromDts must not be within the current hour',
    ],
    ['fromDts=2025-06-14&toDts=2025-06-14T15:00:00Z', 'toDts must be before the current hour'],
    ['fromDts=2025-06-14T12:00:00Z&toDts=2025-06-14T11:00:00Z', 'fromDts must not be after toDts'],
    ['fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=0', 'limit must be an integer from 1 to 100'],
    ['fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=101', 'limit must be an integer from 1 to 100'],
    ['fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=ten', 'limit must be an integer from 1 to 100'],
    ['fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&offset=-1', 'offset must be an integer from 0 to 1000'],
    ['fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&offset=1001', 'offset must be an integer from 0 to 1000'],
  ])('refuses %s with 402 data_error', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ type: 'data_error', message });
  });

  it('opens an hour once the clock has left it', async () => {
    const hourStart = '2025-06-14T15:00:00Z';
    const before = await get(`fromDts=2025-06-14&toDts=${hourStart}`);
    expect(before.status).toBe(402);
    h.advance(HOUR_MS);
    const after = await get(
      `fromDts=2025-06-14T14:59:59Z&toDts=${encodeURIComponent('2025-06-14T15:59:59Z')}&limit=100`,
    );
    expect(after.status).toBe(200);
    expect(after.body.checkins.checkins).toEqual(
      onWire(expected(Date.UTC(2025, 5, 14, 14, 59, 59), Date.UTC(2025, 5, 14, 15, 59, 59)).slice(0, 100)),
    );
  });
});
