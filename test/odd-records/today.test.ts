/**
 * Today's check-ins when the service sends odd records, over real HTTP: a check-in
 * without its id, `dateSigned` and `templateId` is still shown, with those fields
 * empty; one nothing identifies is left out and counted, and the rest of the day loads.
 */

import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import { createClock } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { fromService, loadTodayCheckins } from '../../electron/desk/today.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import type { WaiverClient } from '../../electron/services/waiver-api/index.ts';
import type { CheckIn } from '../../shared/domain/waiver.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { clearFaults, oddOnEachPage, pagesOf, serveOddRecords, startSandboxWithClient } from './support.ts';

const ZONE = 'America/Denver';
/** 12:30 in Denver (MDT, UTC-6) on a Tuesday. */
const MIDDAY = Date.parse('2026-03-10T18:30:00Z');
const API_KEY = 'odd-today-key';
const PAGE_SIZE = 100;

describe("Today's check-ins with odd records on every page", () => {
  const clock = createClock({ startAt: MIDDAY, frozen: true });
  let sandbox: SandboxHandle;
  let client: WaiverClient;
  /** What the service holds for today so far, oldest first, as it pages it. */
  let dayPages: CheckIn[][];

  beforeAll(async () => {
    ({ sandbox, client } = await startSandboxWithClient({
      seed: 21,
      waivers: 8000,
      timeZone: ZONE,
      clock,
      apiKey: API_KEY,
    }));
    const from = Date.parse('2026-03-10T06:00:00Z');
    const to = Date.parse('2026-03-10T17:59:59Z');
    const day = sandbox.dataset.checkins.filter((c) => Date.parse(c.date) > from && Date.parse(c.date) <= to);
    dayPages = pagesOf(day, PAGE_SIZE);
  });

  afterEach(() => clearFaults(sandbox));

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it('loads the day, showing the incomplete check-ins and counting the unreadable ones', async () => {
    expect(dayPages.length).toBeGreaterThan(1);
    await serveOddRecords(sandbox, '/v4/checkins');
    const today = await loadTodayCheckins(fromService(client), new Date(clock.now()), ZONE);
    const { incomplete, unidentifiable } = oddOnEachPage(dayPages);
    expect(today.skipped).toBe(dayPages.length);
    expect(today.skipped).toBe(unidentifiable.length);

    // Who checked in when: the first of each page came without its id.
    const who = (checkin: CheckIn) => `${checkin.waiverId}|${checkin.position}|${Date.parse(checkin.date)}`;
    const shown = new Map(today.checkins.map((checkin) => [who(checkin), checkin]));
    const readable = dayPages.flat().filter((checkin) => !unidentifiable.includes(checkin));
    expect(today.checkins).toHaveLength(readable.length);
    expect(shown.size).toBe(readable.length);
    for (const checkin of unidentifiable) expect(shown.has(who(checkin))).toBe(false);
    for (const checkin of incomplete) {
      expect(shown.get(who(checkin))).toEqual({ ...checkin, checkinId: 0, dateSigned: '', templateId: 0 });
    }
    for (const checkin of readable.filter((c) => !incomplete.includes(c))) {
      expect(shown.get(who(checkin))).toEqual(checkin);
    }
    const times = today.checkins.map((checkin) => Date.parse(checkin.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads the same day whole, with nothing skipped, once the service sends it whole', async () => {
    const today = await loadTodayCheckins(fromService(client), new Date(clock.now()), ZONE);
    expect(today.skipped).toBe(0);
    expect(today.checkins).toHaveLength(dayPages.flat().length);
  });

  describe('as the page asks for it', () => {
    let runtime: DeskRuntime;

    beforeAll(async () => {
      runtime = await startRuntime({
        host: 'browser',
        plan: { ...configuredPlan(sandbox, API_KEY, ZONE), statusUrl: '' },
        now: () => new Date(clock.now()),
      });
    });

    afterAll(() => runtime?.close());

    it('answers the contract call with the rows and the skipped count', async () => {
      await serveOddRecords(sandbox, '/v4/checkins');
      const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
      const result = await dispatcher.call('listTodayCheckins', {}, { caller: 'odd-records-test' });
      expect(result.ok).toBe(true);
      const today = (result as { ok: true; value: TodayCheckins }).value;
      expect(today.skipped).toBe(dayPages.length);
      expect(today.checkins).toHaveLength(dayPages.flat().length - dayPages.length);
      expect(today.checkins.filter((checkin) => checkin.dateSigned === '')).toHaveLength(dayPages.length);
    });
  });
});
