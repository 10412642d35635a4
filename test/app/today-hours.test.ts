/**
 * Today on a desk that keeps a copy, through the contract call the page makes,
 * against a sandbox whose clock the test sets: the hours already read come from
 * the copy, a refresh in the same hour asks the service nothing, and a refresh
 * after an hour completes asks only for that hour (at most one request per
 * hundred check-ins in it, plus one), whoever asks first (the sync in the
 * background or the screen). Every check-in request is counted on the wire.
 */

import { createClock, type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { type DeskWithCopy, startDeskWithCopy } from '../support/desk-with-copy.ts';

const ZONE = 'America/Denver';
/** 12:30 in Denver (MDT, UTC-6) on a Saturday: a busy day at the park. */
const MIDDAY = Date.parse('2026-06-13T18:30:00Z');
const HOUR_MS = 3_600_000;
const PAGE_SIZE = 100;

describe('Today kept hour by hour in the desk’s copy', () => {
  const clock = createClock({ startAt: MIDDAY });
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let desk: DeskWithCopy;
  const loadToday = (reload = false) => desk.loadToday(reload);

  /** The sandbox's own check-ins of (from, to], as the service reports a window. */
  const checkinIdsBetween = (from: number, to: number): number[] =>
    sandbox.dataset.checkins
      .filter((checkin) => Date.parse(checkin.date) > from && Date.parse(checkin.date) <= to)
      .map((checkin) => checkin.checkinId)
      .sort((a, b) => a - b);

  const idsOf = (today: TodayCheckins) =>
    today.checkins.map((checkin) => checkin.checkinId).sort((a, b) => a - b);

  beforeAll(async () => {
    sandbox = await startSandbox({
      seed: 27,
      waivers: 20_000,
      timeZone: ZONE,
      clock,
      apiKeys: ['hours-key'],
    });
    proxy = await startCountingProxy(sandbox.baseUrl);
    desk = await startDeskWithCopy({
      sandbox,
      apiKey: 'hours-key',
      timeZone: ZONE,
      baseUrl: proxy.url,
      now: () => new Date(clock.now()),
      // A short retention window keeps the background copy small; Today is what is measured.
      settings: { retentionDays: 7 },
    });
  });

  afterAll(async () => {
    await desk?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  it('reads the day once, answers the same hour from the copy, and asks only for an hour just completed', async () => {
    const dayStart = Date.parse('2026-06-13T06:00:00Z');
    const firstLoad = await loadToday();
    expect(firstLoad.window).toEqual({
      fromDts: '2026-06-13T00:00:00-06:00',
      toDts: '2026-06-13T11:59:59-06:00',
    });
    const morning = checkinIdsBetween(dayStart, Date.parse('2026-06-13T17:59:59Z'));
    expect(morning.length).toBeGreaterThan(3 * PAGE_SIZE);
    expect(idsOf(firstLoad)).toEqual(morning);
    // The whole morning once, whether the sync or the screen asked first.
    expect(proxy.count('/v4/checkins')).toBeLessThanOrEqual(Math.ceil(morning.length / PAGE_SIZE) + 1);

    // Ten minutes later, the same hour: nothing to ask.
    proxy.reset();
    clock.set(MIDDAY + 10 * 60_000);
    const sameHour = await loadToday();
    expect(idsOf(sameHour)).toEqual(morning);
    expect(proxy.count('/v4/checkins')).toBe(0);

    // Walk-ins sign at 12:45; at 13:30 the hour 12:00-12:59 is complete.
    const walkIns = [0, 1, 2].map(() =>
      sandbox.signNewWaiver({ signedAt: Date.parse('2026-06-13T18:45:00Z') }),
    );
    clock.set(MIDDAY + HOUR_MS);
    proxy.reset();
    const nextHour = await loadToday();
    expect(nextHour.window?.toDts).toBe('2026-06-13T12:59:59-06:00');
    const throughNoon = checkinIdsBetween(dayStart, Date.parse('2026-06-13T18:59:59Z'));
    expect(idsOf(nextHour)).toEqual(throughNoon);
    const walkInIds = new Set(walkIns.map((waiver) => waiver.waiverId));
    expect(nextHour.checkins.filter((checkin) => walkInIds.has(checkin.waiverId)).length).toBeGreaterThan(0);
    const newInHour = throughNoon.length - morning.length;
    expect(newInHour).toBeGreaterThan(PAGE_SIZE);
    // Far fewer than reading the day again would take.
    expect(proxy.count('/v4/checkins')).toBeLessThanOrEqual(newInHour / PAGE_SIZE + 1);
    expect(proxy.count('/v4/checkins')).toBeLessThan(Math.ceil(throughNoon.length / PAGE_SIZE));

    // Refresh by hand reads the whole day again.
    proxy.reset();
    expect(idsOf(await loadToday(true))).toEqual(throughNoon);
    expect(proxy.count('/v4/checkins')).toBeGreaterThanOrEqual(Math.ceil(throughNoon.length / PAGE_SIZE));

    // A new day starts afresh: only its own completed hours, none of yesterday's.
    clock.set(Date.parse('2026-06-14T07:30:00Z'));
    proxy.reset();
    const nextDay = await loadToday();
    expect(nextDay.window).toEqual({
      fromDts: '2026-06-14T00:00:00-06:00',
      toDts: '2026-06-14T00:59:59-06:00',
    });
    expect(idsOf(nextDay)).toEqual(
      checkinIdsBetween(Date.parse('2026-06-14T06:00:00Z'), Date.parse('2026-06-14T06:59:59Z')),
    );
  });

  it('when the service cannot be reached, shows the hours the copy holds and says where the rest begins', async () => {
    const held = await loadToday();
    expect(held.window?.toDts).toBe('2026-06-14T00:59:59-06:00');
    // An hour later the service is gone: the new hour cannot be read.
    clock.set(Date.parse('2026-06-14T08:30:00Z'));
    await proxy.close();
    const offline = await loadToday();
    expect(offline).toMatchObject({
      source: 'copy',
      window: { fromDts: '2026-06-14T00:00:00-06:00', toDts: '2026-06-14T00:59:59-06:00' },
      excludedFrom: '2026-06-14T01:00:00-06:00',
    });
    expect(idsOf(offline)).toEqual(idsOf(held));
  });
});
