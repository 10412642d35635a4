/**
 * The `odd-records` fault, set through the control endpoint: list answers whose
 * first record lacks fields that do not identify it and whose last record lacks
 * what identifies it. Single records are left alone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import { ms, startHarness, type WaiverHarness } from './waiver-harness.ts';

type Json = Record<string, unknown>;
type FaultBody = { fault: { id: string; hits: number; remaining: number | null } };
type FaultsBody = { faults: { id: string }[] };

const CHECKIN_QUERY = 'fromDts=2025-06-14&toDts=2025-06-14T14:00:00Z&limit=10';

describe('odd-records fault', () => {
  let h: WaiverHarness;
  const addFault = (spec: Json) => h.control<FaultBody>('/faults', 'POST', spec);
  const checkinPage = async () =>
    (await h.request<{ checkins: { checkins: Json[] } }>(`/v4/checkins?${CHECKIN_QUERY}`)).body.checkins
      .checkins;

  beforeAll(async () => {
    h = await startHarness();
  });
  beforeEach(async () => {
    await h.control('/faults', 'DELETE');
  });
  afterAll(() => h.close());

  it('strips its id, dateSigned and templateId from the first check-in and both ids from the last', async () => {
    const clean = await checkinPage();
    const added = await addFault({ route: '/v4/checkins', kind: 'odd-records', times: 1 });
    expect(added.status).toBe(201);
    const odd = await checkinPage();
    expect(odd).toHaveLength(clean.length);
    const { checkinId: _first, dateSigned: _signed, templateId: _template, ...incomplete } = clean[0] as Json;
    expect(odd[0]).toEqual(incomplete);
    const { waiverId: _waiver, checkinId: _id, ...unidentifiable } = clean.at(-1) as Json;
    expect(odd.at(-1)).toEqual(unidentifiable);
    expect(odd.slice(1, -1)).toEqual(clean.slice(1, -1));
    // Spent after one list answer: the next page is whole again.
    expect(await checkinPage()).toEqual(clean);
    expect((await h.control<FaultsBody>('/faults')).body.faults).toEqual([]);
  });

  it('strips templateId, createdOn and autoTag from the first search result and waiverId from the last', async () => {
    h.advance(60_000);
    const search = await h.request<{ search: { guid: string } }>('/v4/search');
    const resultPage = () =>
      h.request<{ search_results: Json[] }>(`/v4/search/${search.body.search.guid}/results?page=0`);
    const clean = (await resultPage()).body.search_results;
    await addFault({ route: '/v4/search', kind: 'odd-records' });
    const odd = (await resultPage()).body.search_results;
    const { templateId: _t, createdOn: _c, autoTag: _a, ...incomplete } = clean[0] as Json;
    expect(odd[0]).toEqual(incomplete);
    const { waiverId: _w, ...unidentifiable } = clean.at(-1) as Json;
    expect(odd.at(-1)).toEqual(unidentifiable);
    expect(odd).toHaveLength(100);
  });

  it('does the same to the waiver summary list but leaves a single waiver whole, spending nothing on it', async () => {
    const clean = (await h.request<{ waivers: Json[] }>('/v4/waivers?limit=5')).body.waivers;
    const fault = (await addFault({ route: '/v4/waivers', kind: 'odd-records', times: 1 })).body.fault;
    const single = h.sandbox.dataset.waivers.find(
      (w) => ms(w.createdOn) <= h.sandbox.clock.now(),
    ) as SignedWaiver;
    const whole = await h.request<{ waiver: Json }>(`/v4/waivers/${single.waiverId}`);
    expect(whole.body.waiver).toEqual(h.sandbox.wire.waiver(single));
    expect((await h.control<FaultsBody>('/faults')).body.faults.map((f) => f.id)).toEqual([fault.id]);
    const odd = (await h.request<{ waivers: Json[] }>('/v4/waivers?limit=5')).body.waivers;
    expect(odd[0]).not.toHaveProperty('templateId');
    expect(odd[0]?.waiverId).toBe(clean[0]?.waiverId);
    expect(odd.at(-1)).not.toHaveProperty('waiverId');
    expect(odd.slice(1, -1)).toEqual(clean.slice(1, -1));
  });

  it('leaves a one-record page identifiable', async () => {
    const one = (await h.request<{ waivers: Json[] }>('/v4/waivers?limit=1')).body.waivers;
    await addFault({ route: '/v4/waivers', kind: 'odd-records' });
    const odd = (await h.request<{ waivers: Json[] }>('/v4/waivers?limit=1')).body.waivers;
    expect(odd).toHaveLength(1);
    expect(odd[0]?.waiverId).toBe(one[0]?.waiverId);
    expect(odd[0]).not.toHaveProperty('createdOn');
  });

  it('never changes the dataset itself', async () => {
    const before = JSON.stringify(h.sandbox.dataset);
    h.sandbox.faults.add({ route: '*', kind: 'odd-records' });
    const odd = await checkinPage();
    expect(odd[0]).not.toHaveProperty('dateSigned');
    await h.request('/v4/waivers?limit=100');
    expect(JSON.stringify(h.sandbox.dataset)).toBe(before);
  });
});
