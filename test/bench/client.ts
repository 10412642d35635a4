/**
 * The waiver client's own costs: how fast a queued burst drains through a short
 * rate window without a refusal, what the client adds to each call over a bare
 * HTTP request, what the scheduler costs per task, and how long validating a full
 * search page takes.
 */

import { createClock, startSandbox } from '@waiver-desk/sandbox/testing';
import { Agent } from 'undici';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { signedWaiverSchema } from '../../electron/records/schemas.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';
import { createRecorder } from '../client/support/recorder.ts';
import { type Measures, summarise } from './stats.ts';

const BURST = 500;
const RATE_WINDOW_MS = 200;
const SEQUENTIAL_ROUNDS = 300;
const SCHEDULER_TASKS = 20_000;

const round = (value: number) => Math.round(value * 100) / 100;

async function timeEach(rounds: number, call: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function schedulerOverheadUs(): Promise<number> {
  const scheduler = createRequestScheduler({
    buckets: { account: { limit: 1e9, windowMs: 1_000 } },
    maxConcurrent: 8,
  });
  const onCancel = () => new Error('cancelled');
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SCHEDULER_TASKS }, (_, index) =>
      scheduler.schedule(
        { bucket: 'account', priority: index % 2 ? 'background' : 'interactive', onCancel },
        async () => index,
      ),
    ),
  );
  return ((performance.now() - started) * 1_000) / SCHEDULER_TASKS;
}

export async function benchClient(): Promise<Measures> {
  const sandbox = await startSandbox({
    clock: createClock({ frozen: false }),
    rateWindowMs: RATE_WINDOW_MS,
    apiKeys: ['bench-key'],
    timeZone: 'UTC',
  });
  const recorder = createRecorder();
  const rawAgent = new Agent();
  const client = createWaiverClient({
    baseUrl: sandbox.baseUrl,
    apiKey: 'bench-key',
    timeZone: 'UTC',
    dispatcher: recorder.dispatcher,
    scheduler: createRequestScheduler({ rateWindowMs: RATE_WINDOW_MS }),
    retryPolicy: { maxAttempts: 1 },
  });
  try {
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: BURST }, () => client.getSettings({ priority: 'background' })));
    const burstMs = performance.now() - burstStarted;
    const refused = recorder.exchanges.filter((exchange) => exchange.status === 429).length;

    // Ping spends no budget, so both loops measure transport and reading alone.
    const viaClient = summarise(await timeEach(SEQUENTIAL_ROUNDS, () => client.ping()));
    const bare = summarise(
      await timeEach(SEQUENTIAL_ROUNDS, async () => {
        const response = await rawAgent.request({ origin: sandbox.baseUrl, path: '/ping', method: 'GET' });
        await response.body.text();
      }),
    );

    const summary = await client.search({});
    const page = await fetch(`${sandbox.baseUrl}/v4/search/${summary.guid}/results?page=0&pdf=true`, {
      headers: { authorization: 'Bearer bench-key' },
    });
    const waivers = ((await page.json()) as { search_results: unknown[] }).search_results;
    const validation = summarise(await timeEach(20, async () => signedWaiverSchema.array().parse(waivers)));

    return {
      burstCalls: BURST,
      burstRateWindowMs: RATE_WINDOW_MS,
      burstTotalMs: round(burstMs),
      burstCallsPerSecond: round((BURST * 1_000) / burstMs),
      burstRefused429: refused,
      pingViaClientMedianMs: viaClient.median,
      pingBareMedianMs: bare.median,
      clientOverheadPerCallMs:
        viaClient.median === null || bare.median === null ? null : round(viaClient.median - bare.median),
      schedulerOverheadPerTaskUs: round(await schedulerOverheadUs()),
      validateSearchPageMedianMs: validation.median,
      validatedWaiversPerPage: waivers.length,
    };
  } finally {
    await client.close();
    await rawAgent.close();
    await recorder.close();
    await sandbox.close();
  }
}
