/**
 * Today's check-ins as the page asks for them (the contract call, through the
 * runtime's handler) against a sandbox with a frozen clock, with every request
 * the desk sends counted on the wire.
 */

import { createClock, type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dispatcher } from '../../electron/ipc/dispatch.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { type CountedDesk, startCountedDesk } from '../support/counted-desk.ts';
import type { CountingProxy } from '../support/counting-proxy.ts';

const ZONE = 'America/Denver';
/** 12:30 in Denver (MDT, UTC-6) on a Tuesday. */
const MIDDAY = Date.parse('2026-03-10T18:30:00Z');
/** 00:20 in Denver the same day. */
const JUST_AFTER_MIDNIGHT = Date.parse('2026-03-10T06:20:00Z');
const PAGE_SIZE = 100;

describe('Today against a sandbox with a frozen clock', () => {
  const clock = createClock({ startAt: MIDDAY, frozen: true });
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let desk: CountedDesk;
  let dispatcher: Dispatcher;

  const loadToday = async (): Promise<TodayCheckins> => {
    const result = await dispatcher.call('listTodayCheckins', {}, { caller: 'today-test' });
    if (!result.ok) throw new Error(`listTodayCheckins failed: ${JSON.stringify(result.error)}`);
    return result.value as TodayCheckins;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 21, waivers: 8000, timeZone: ZONE, clock, apiKeys: ['today-key'] });
    desk = await startCountedDesk(sandbox, {
      apiKey: 'today-key',
      timeZone: ZONE,
      now: () => new Date(clock.now()),
    });
    ({ proxy, dispatcher } = desk);
  });

  afterAll(async () => {
    await desk?.close();
    await sandbox?.close();
  });

  beforeEach(() => proxy.reset());

  it('reports local midnight through the last completed hour, newest first, one request per page', async () => {
    clock.set(MIDDAY);
    const today = await loadToday();
    expect(today.window).toEqual({
      fromDts: '2026-03-10T00:00:00-06:00',
      toDts: '2026-03-10T11:59:59-06:00',
    });
    expect(today.excludedFrom).toBe('2026-03-10T12:00:00-06:00');
    const from = Date.parse('2026-03-10T06:00:00Z');
    const to = Date.parse('2026-03-10T17:59:59Z');
    const expected = sandbox.dataset.checkins.filter(
      (c) => Date.parse(c.date) > from && Date.parse(c.date) <= to,
    );
    // More than one page of 100, so the service is paged.
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    expect(today.checkins.map((c) => c.checkinId).sort((a, b) => a - b)).toEqual(
      expected.map((c) => c.checkinId).sort((a, b) => a - b),
    );
    expect(today.skipped).toBe(0);
    const times = today.checkins.map((c) => Date.parse(c.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(proxy.count('/v4/checkins')).toBe(Math.ceil(expected.length / PAGE_SIZE));
  });

  it('asks nothing of the service before the first hour of the day is over', async () => {
    clock.set(JUST_AFTER_MIDNIGHT);
    const today = await loadToday();
    expect(today).toMatchObject({
      window: null,
      checkins: [],
      skipped: 0,
      excludedFrom: '2026-03-10T00:00:00-06:00',
    });
    expect(proxy.seen()).toEqual([]);
  });
});
