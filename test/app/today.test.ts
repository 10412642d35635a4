import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../electron/sandbox/clock.ts';
import { type SandboxHandle, startSandbox } from '../../electron/sandbox/index.ts';
import { loadTodayCheckins } from '../../electron/services/desk/today.ts';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';

const ZONE = 'America/Denver';
/** 12:30 in Denver (MDT, UTC-6) on a Tuesday. */
const MIDDAY = Date.parse('2026-03-10T18:30:00Z');
/** 00:20 in Denver the same day. */
const JUST_AFTER_MIDNIGHT = Date.parse('2026-03-10T06:20:00Z');

describe('Today service against a sandbox with a frozen clock', () => {
  const clock = createClock({ startAt: MIDDAY, frozen: true });
  let sandbox: SandboxHandle;
  let client: WaiverClient;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 21, waivers: 8000, timeZone: ZONE, clock, apiKeys: ['today-key'] });
    client = createWaiverClient({
      baseUrl: sandbox.baseUrl,
      apiKey: 'today-key',
      timeZone: ZONE,
      now: () => new Date(clock.now()),
    });
  });

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it('reports local midnight through the last completed hour, newest first', async () => {
    clock.set(MIDDAY);
    const today = await loadTodayCheckins(client, new Date(MIDDAY), ZONE);
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
    expect(expected.length).toBeGreaterThan(100);
    expect(today.checkins.map((c) => c.checkinId).sort((a, b) => a - b)).toEqual(
      expected.map((c) => c.checkinId).sort((a, b) => a - b),
    );
    const times = today.checkins.map((c) => Date.parse(c.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('asks nothing of the service before the first hour of the day is over', async () => {
    clock.set(JUST_AFTER_MIDNIGHT);
    const today = await loadTodayCheckins(client, new Date(JUST_AFTER_MIDNIGHT), ZONE);
    expect(today).toMatchObject({ window: null, checkins: [], excludedFrom: '2026-03-10T00:00:00-06:00' });
  });
});
