/**
 * What Today's refresh costs on a busy day: a desk with its copy (the runtime,
 * through the contract call the page makes) on a sandbox whose clock the bench
 * moves an hour at a time, with a counting proxy between them. The first load
 * reads the morning; each refresh after an hour completes is counted on the wire
 * (the sync's own hourly refresh included: it shares the copy's hours), beside the
 * check-ins that hour brought. The bound is one request per hundred new check-ins,
 * plus one.
 */
import { createClock, startSandbox } from '@waiver-desk/sandbox/testing';
import { startCountingProxy } from '../support/counting-proxy.ts';
import { startDeskWithCopy } from '../support/desk-with-copy.ts';
import { type Measures, summarise } from './stats.ts';

const ZONE = 'America/Denver';
/** A Saturday in June (MDT, UTC-6): 10:30 in the morning, then hourly refreshes through the afternoon. */
const DAY_START = Date.parse('2026-06-13T06:00:00Z');
const FIRST_LOAD = Date.parse('2026-06-13T16:30:00Z');
const HOURLY_REFRESHES = 6;
const HOUR_MS = 3_600_000;
/** Enough waivers for about 5,000 check-ins on the day. */
const WAIVERS = 40_000;

export async function benchTodayHours(): Promise<Measures> {
  const clock = createClock({ startAt: FIRST_LOAD });
  const sandbox = await startSandbox({
    seed: 33,
    waivers: WAIVERS,
    timeZone: ZONE,
    clock,
    apiKeys: ['bench-key'],
  });
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const desk = await startDeskWithCopy({
    sandbox,
    apiKey: 'bench-key',
    timeZone: ZONE,
    baseUrl: proxy.url,
    now: () => new Date(clock.now()),
    // A week's retention keeps the background copy small: Today is what is measured.
    settings: { retentionDays: 7 },
  });
  const loadToday = () => desk.loadToday();
  const dayCheckins = sandbox.dataset.checkins.filter((checkin) => {
    const at = Date.parse(checkin.date);
    return at > DAY_START && at <= DAY_START + 24 * HOUR_MS;
  }).length;

  try {
    let shown = (await loadToday()).checkins.length;
    const morningCheckins = shown;
    const requests: number[] = [];
    const newCheckins: number[] = [];
    const overBound: number[] = [];
    for (let hour = 1; hour <= HOURLY_REFRESHES; hour += 1) {
      clock.set(FIRST_LOAD + hour * HOUR_MS);
      proxy.reset();
      const today = await loadToday();
      const sent = proxy.count('/v4/checkins');
      const added = today.checkins.length - shown;
      shown = today.checkins.length;
      requests.push(sent);
      newCheckins.push(added);
      overBound.push(sent - (added / 100 + 1));
    }
    proxy.reset();
    await loadToday();
    return {
      dayCheckins,
      morningCheckins,
      hourlyRefreshes: HOURLY_REFRESHES,
      hourlyRefreshNewCheckinsMedian: summarise(newCheckins).median,
      hourlyRefreshRequestsMedian: summarise(requests).median,
      hourlyRefreshRequestsMax: summarise(requests).max,
      hourlyRefreshRequestsOverBoundMax: summarise(overBound).max,
      sameHourRefreshRequests: proxy.count('/v4/checkins'),
    };
  } finally {
    await desk.close();
    await proxy.close();
    await sandbox.close();
  }
}
