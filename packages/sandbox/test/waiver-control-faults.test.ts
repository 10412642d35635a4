import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinsPage, SearchSummary, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { HOUR_MS, START, startHarness, type WaiverHarness } from './waiver-harness.ts';

type FaultBody = { fault: { id: string; hits: number; remaining: number | null; kind: string } };

describe('control endpoint: faults', () => {
  let h: WaiverHarness;
  const addFault = (spec: Record<string, unknown>) => h.control<FaultBody>('/faults', 'POST', spec);

  beforeAll(async () => {
    h = await startHarness({ rateWindowMs: 10_000 });
  });
  afterEach(async () => {
    await h.control('/faults', 'DELETE');
  });
  afterAll(() => h.close());

  it('answers with an injected status for `times` requests, then lets requests through', async () => {
    const added = await addFault({ route: '/v4/templates', kind: 'status', status: 503, times: 2 });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await h.request('/v4/templates');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ version: 4, type: 'error', message: 'Service Unavailable' });
    }
    expect((await h.request('/v4/templates')).status).toBe(200);
    expect((await h.control<{ faults: unknown[] }>('/faults')).body.faults).toEqual([]);
  });

  it('matches the route on path segments and the method when given', async () => {
    await addFault({ route: '/v4/search', method: 'get', kind: 'status', status: 500 });
    expect((await h.request('/v4/search/abc/results?page=0')).status).toBe(500);
    expect((await h.request('/v4/settings')).status).toBe(200);
    expect((await h.request('/v4/search', { method: 'POST', body: {} })).status).toBe(404);
  });

  it("applies '*' to every path, /ping and the status mount included, but never to the control endpoint", async () => {
    await addFault({ route: '*', kind: 'status', status: 502 });
    expect((await h.request('/ping', { key: null })).status).toBe(502);
    expect((await h.request('/status/api/v1/status', { key: null })).status).toBe(502);
    expect((await h.control('/clock')).status).toBe(200);
  });

  it('delays a request with latency and still answers it, counting the hit', async () => {
    const added = await addFault({ route: '/v4/settings', kind: 'latency', ms: 30 });
    expect((await h.request('/v4/settings')).status).toBe(200);
    const listed = (await h.control<{ faults: FaultBody['fault'][] }>('/faults')).body.faults;
    expect(listed).toEqual([expect.objectContaining({ id: added.body.fault.id, hits: 1, remaining: null })]);
  });

  it('resets the connection', async () => {
    await addFault({ route: '/v4/settings', kind: 'reset', times: 1 });
    await expect(h.request('/v4/settings')).rejects.toThrow();
    expect((await h.request('/v4/settings')).status).toBe(200);
  });

  it('truncates a response: the declared length is never delivered', async () => {
    await addFault({ route: '/v4/settings', kind: 'truncated', times: 1 });
    const res = await fetch(`${h.sandbox.baseUrl}/v4/settings`, {
      headers: { authorization: `Bearer ${h.key}` },
    });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('sends malformed JSON with status 200', async () => {
    await addFault({ route: '/v4/settings', kind: 'malformed-json', times: 1 });
    const res = await fetch(`${h.sandbox.baseUrl}/v4/settings`, {
      headers: { authorization: `Bearer ${h.key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('exhausts the account window in a rate-limit storm, then recovers when the window ends', async () => {
    h.sandbox.clock.set(Math.ceil(h.sandbox.clock.now() / 10_000) * 10_000 + 2_000);
    await addFault({ route: '*', kind: 'rate-limit-storm', times: 1 });
    const limited = await h.request('/v4/settings');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('8');
    expect(limited.body).toMatchObject({ type: 'rate_limit', rate_limit: { max: 100, retryAfter: 8 } });
    expect((await h.request('/v4/templates')).status).toBe(429);
    h.advance(8_000);
    expect((await h.request('/v4/settings')).status).toBe(200);
  });

  it('lists, removes one and clears all faults', async () => {
    const a = (await addFault({ route: '/v4/a', kind: 'reset' })).body.fault;
    await addFault({ route: '/v4/b', kind: 'reset' });
    expect((await h.control<{ faults: unknown[] }>('/faults')).body.faults).toHaveLength(2);
    expect((await h.control(`/faults/${a.id}`, 'DELETE')).status).toBe(200);
    expect((await h.control(`/faults/${a.id}`, 'DELETE')).status).toBe(404);
    expect((await h.control<{ faults: unknown[] }>('/faults')).body.faults).toHaveLength(1);
    await h.control('/faults', 'DELETE');
    expect((await h.control<{ faults: unknown[] }>('/faults')).body.faults).toEqual([]);
  });

  it.each([
    [{ route: 'v4', kind: 'reset' }],
    [{ route: '/v4', kind: 'explode' }],
    [{ route: '/v4', kind: 'latency' }],
    [{ route: '/v4', kind: 'status' }],
    [{ route: '/v4', kind: 'status', status: 700 }],
    [{ route: '/v4', kind: 'reset', times: 0 }],
    [{ route: '/v4', kind: 'reset', colour: 'red' }],
  ])('refuses the fault %j with 400', async (spec) => {
    const res = await addFault(spec);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'invalid_fault' } });
  });

  it('offers the same operations in process', async () => {
    const fault = h.sandbox.faults.add({ route: '/v4/settings', kind: 'status', status: 504, times: 1 });
    expect(h.sandbox.faults.list()).toEqual([fault]);
    expect((await h.request('/v4/settings')).status).toBe(504);
    h.sandbox.faults.add({ route: '/v4/settings', kind: 'status', status: 504 });
    h.sandbox.faults.clear();
    expect((await h.request('/v4/settings')).status).toBe(200);
    expect(() => h.sandbox.faults.add({ route: '/x', kind: 'latency' })).toThrow(/latency/);
  });
});

describe('control endpoint: clock and signings', () => {
  let h: WaiverHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('reads, sets and advances the clock', async () => {
    const now = await h.control('/clock');
    expect(now.body).toEqual({ now: '2025-06-14T09:20:00-06:00', epochMs: START, frozen: true });
    const set = await h.control('/clock', 'POST', { set: '2025-06-14T16:00:00Z' });
    expect(set.body.epochMs).toBe(Date.UTC(2025, 5, 14, 16));
    const advanced = await h.control('/clock', 'POST', { advanceMs: 60_000 });
    expect(advanced.body.epochMs).toBe(Date.UTC(2025, 5, 14, 16, 1));
    expect((await h.control('/clock', 'POST', { set: 'noon' })).status).toBe(402);
    expect((await h.control('/clock', 'POST', { jump: 1 })).status).toBe(400);
  });

  it('simulates a signing that shows by id, in search, in the hour’s check-ins and on the queue', async () => {
    const templateId = h.sandbox.dataset.templates[3]?.templateId as string;
    const signed = await h.control<{ waiverId: string; templateId: string }>('/signings', 'POST', {
      templateId,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.templateId).toBe(templateId);
    const byId = await h.request<{ waiver: SignedWaiver }>(`/v4/waivers/${signed.body.waiverId}`);
    expect(byId.status).toBe(200);
    const search = await h.request<{ search: SearchSummary }>(
      `/v4/search?lastName=${encodeURIComponent(byId.body.waiver.lastName)}&sort=desc`,
    );
    const results = await h.request<{ search_results: SignedWaiver[] }>(
      `/v4/search/${search.body.search.guid}/results?page=0`,
    );
    expect(results.body.search_results[0]?.waiverId).toBe(signed.body.waiverId);
    // Generated waivers the clock has passed are queued too: drain up to the walk-in.
    const queued: string[] = [];
    for (;;) {
      const head = await h.request<{
        api_webhook_account_message_get: { payload: { unique_id: string } } | null;
      }>('/v4/webhooks/queues/account?delete=true');
      const message = head.body.api_webhook_account_message_get;
      if (!message) break;
      queued.push(message.payload.unique_id);
    }
    expect(queued).toContain(signed.body.waiverId);
    // The walk-in checks in right after signing; that hour can be read once it is over.
    const signedAt = h.sandbox.clock.now();
    h.advance(2 * HOUR_MS);
    const from = new Date(signedAt - 1).toISOString();
    const to = new Date(signedAt + HOUR_MS).toISOString();
    const checkins = await h.request<{ checkins: CheckinsPage }>(
      `/v4/checkins?fromDts=${from}&toDts=${to}&waiverId=${signed.body.waiverId}`,
    );
    expect(checkins.body.checkins.checkins.length).toBeGreaterThan(0);
  });

  it('signs a waiver with the people a test names: participants, flags, tags, a guardian', async () => {
    const heart = { displayText: 'Any heart condition?', reason: 'Answered yes' };
    const signed = await h.control<{ waiverId: string }>('/signings', 'POST', {
      participants: [
        { firstName: 'Ana', lastName: 'Flagged', flags: [heart] },
        { firstName: 'Leo', lastName: 'Flagged' },
        { firstName: 'Mia', lastName: 'Flagged', isMinor: true, dob: '2018-02-03' },
        { firstName: 'Sam', lastName: 'Flagged', tags: ['VIP'] },
      ],
      guardian: null,
      tags: ['Birthday'],
      waiverFlags: [{ displayText: 'Group booking?', reason: 'Yes' }],
    });
    expect(signed.status).toBe(201);
    const { waiver } = (await h.request<{ waiver: SignedWaiver }>(`/v4/waivers/${signed.body.waiverId}`))
      .body;
    expect(
      waiver.participants.map((person) => [person.firstName, person.isMinor, person.flags, person.tags]),
    ).toEqual([
      ['Ana', false, [heart], []],
      ['Leo', false, [], []],
      ['Mia', true, [], []],
      ['Sam', false, [], ['VIP']],
    ]);
    expect([waiver.firstName, waiver.lastName]).toEqual(['Ana', 'Flagged']);
    expect(waiver.guardian).toBeNull();
    expect(waiver.tags).toEqual(['Birthday']);
    // As the service does: the waiver's own questions, then each participant's flag repeated.
    expect(waiver.flags).toEqual([{ displayText: 'Group booking?', reason: 'Yes' }, heart]);

    const minors = await h.control<{ waiverId: string }>('/signings', 'POST', {
      participants: [{ firstName: 'Noah', isMinor: true }],
      guardian: { firstName: 'Eva', lastName: 'Lund', relationship: 'Mother' },
    });
    const minorsOnly = (await h.request<{ waiver: SignedWaiver }>(`/v4/waivers/${minors.body.waiverId}`)).body
      .waiver;
    expect(minorsOnly.participants).toHaveLength(1);
    expect(minorsOnly.guardian).toMatchObject({ firstName: 'Eva', lastName: 'Lund', relationship: 'Mother' });
    // A guardian the test names is that person: none of the generator's middle names is left on
    // them (the generator gives about a third of its guardians one), unless one is given.
    const middleNames: string[] = [];
    for (let signing = 0; signing < 24; signing++) {
      const given = signing === 0 ? { middleName: 'Rose' } : {};
      const named = await h.control<{ waiverId: string }>('/signings', 'POST', {
        templateId: h.sandbox.dataset.templates[signing % h.sandbox.dataset.templates.length]?.templateId,
        participants: [{ firstName: 'Noah', isMinor: true }],
        guardian: { firstName: 'Eva', lastName: 'Lund', relationship: 'Mother', ...given },
      });
      const { waiver: read } = (
        await h.request<{ waiver: SignedWaiver }>(`/v4/waivers/${named.body.waiverId}`)
      ).body;
      middleNames.push(read.guardian?.middleName ?? 'none');
    }
    expect(middleNames).toEqual(['Rose', ...Array(23).fill('')]);
    expect((await h.control('/signings', 'POST', { participants: [] })).status).toBe(402);
    expect((await h.control('/signings', 'POST', { participants: [{ age: 3 }] })).status).toBe(400);
  });

  it('signs in process too and refuses an unknown template', async () => {
    const waiver = h.sandbox.signNewWaiver();
    expect((await h.request(`/v4/waivers/${waiver.waiverId}`)).status).toBe(200);
    expect((await h.control('/signings', 'POST', { templateId: '404404' })).status).toBe(404);
    expect(() => h.sandbox.signNewWaiver({ templateId: '404404' })).toThrow(/not found/);
  });

  it('answers unknown control paths with 404', async () => {
    expect((await h.control('/nothing')).status).toBe(404);
  });
});

describe('control endpoint switched off', () => {
  it('answers /__control with 404 and keeps the in-process controls', async () => {
    const h = await startHarness({ enableControl: false });
    try {
      expect((await h.control('/clock')).status).toBe(404);
      expect((await h.control('/faults', 'POST', { route: '*', kind: 'reset' })).status).toBe(404);
      h.sandbox.faults.add({ route: '/v4/settings', kind: 'status', status: 503, times: 1 });
      expect((await h.request('/v4/settings')).status).toBe(503);
    } finally {
      await h.close();
    }
  });
});

describe('control endpoint: status service', () => {
  it('hands /__control/status to the status service, which starts in the chosen scenario', async () => {
    const h = await startHarness({ statusScenario: 'incident' });
    try {
      expect((await h.control('/status/scenario')).body).toEqual({ scenario: 'incident' });
      const switched = await h.control('/status/scenario', 'POST', { scenario: 'maintenance' });
      expect(switched.status).toBe(200);
      expect(h.sandbox.status.scenario).toBe('maintenance');
    } finally {
      await h.close();
    }
  });
});
