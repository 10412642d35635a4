/**
 * Speed and memory of the sandbox: start-up of a 100 000-waiver account, heap and
 * RSS once it is up, and request latency of waiver retrieval and check-in pages over
 * real HTTP. Everything it starts, it closes.
 */
import { createClock, type SandboxClock, startSandbox } from '@waiver-desk/sandbox/testing';
import { type Measures, summarise } from './stats.ts';

const WAIVERS = 100_000;
const WAIVER_REQUESTS = 200;
const CHECKIN_PAGES = 50;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;
/** One request per rate window: the bench measures latency, not the 100-per-window budget. */
const RATE_WINDOW_MS = 1;

/** Sequential GETs; the clock steps one rate window before each, outside the timing. */
async function timeRequests(urls: readonly string[], key: string, clock: SandboxClock): Promise<number[]> {
  const durations: number[] = [];
  for (const url of urls) {
    clock.advance(RATE_WINDOW_MS);
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
  }
  return durations;
}

export async function benchSandbox(): Promise<Measures> {
  // Frozen, so the check-ins' current-hour rule stays put while the bench runs.
  const clock = createClock({ startAt: Date.UTC(2025, 5, 14, 15, 20), frozen: true });
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const sandbox = await startSandbox({
    waivers: WAIVERS,
    clock,
    timeZone: 'America/Denver',
    rateWindowMs: RATE_WINDOW_MS,
  });
  const readyMs = performance.now() - started;
  try {
    const memory = process.memoryUsage();
    const key = sandbox.apiKeys[0] as string;
    const signed = sandbox.dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= clock.now());
    const step = Math.max(1, Math.floor(signed.length / WAIVER_REQUESTS));
    const waiverUrls = Array.from(
      { length: WAIVER_REQUESTS },
      (_, i) => `${sandbox.baseUrl}/v4/waivers/${signed[(i * step) % signed.length]?.waiverId}`,
    );
    const checkinUrls = Array.from({ length: CHECKIN_PAGES }, (_, i) => {
      const day = new Date(clock.now() - (i + 1) * DAY_MS).toISOString().slice(0, 10);
      return `${sandbox.baseUrl}/v4/checkins?fromDts=${day}&toDts=${day}T23:59:59Z&limit=100&offset=${(i * 20) % 1000}`;
    });
    const waivers = summarise(await timeRequests(waiverUrls, key, clock));
    const checkins = summarise(await timeRequests(checkinUrls, key, clock));
    return {
      sandbox100kReadyMs: Math.round(readyMs),
      heapUsedMbAfterStart: Math.round((memory.heapUsed - heapBefore) / MB),
      rssMbAfterStart: Math.round(memory.rss / MB),
      waiverByIdMedianMs: waivers.median,
      waiverByIdP95Ms: waivers.p95,
      checkinPageMedianMs: checkins.median,
      checkinPageP95Ms: checkins.p95,
    };
  } finally {
    await sandbox.close();
  }
}
