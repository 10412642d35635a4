/**
 * `npm run bench`: every speed and memory measurement of the project, printed as
 * one JSON object on stdout (progress goes to stderr). Targets are stated beside
 * the numbers so a regression is visible in the output itself.
 */
import { benchCache } from './cache.ts';
import { benchClient } from './client.ts';
import { benchColdStart } from './cold-start.ts';
import { benchDesk } from './desk.ts';
import { benchBackfill, benchLookup } from './desk-copy.ts';
import { benchDesks } from './desks.ts';
import { benchRecovery } from './recovery.ts';
import { benchSandbox } from './sandbox.ts';
import { BENCH_CHECK_EVERY_SECONDS, benchSigningToFindable } from './signing.ts';
import { benchTodayHours } from './today-hours.ts';
import { benchUi } from './ui.ts';

const TARGETS = {
  sandbox100kReadyMs: 10_000,
  lookup100kContractP95Ms: 10,
  ingestPerSecond: 5_000,
  backfillRequestsOverMinimumAtMost: 1.02,
  backfillThroughputOverCeilingAtLeast: 0.95,
  backfill429s: 0,
  rssWithCopy100kMbAtMost: 250,
  backfillLoopLagP99MsAtMost: 20,
  coldStartSpawnToTodayRowMsAtMost: 5_000,
  /** A new signing is findable within one look interval plus 15 s. */
  signingToFindableMaxSecondsAtMost: BENCH_CHECK_EVERY_SECONDS + 15,
  /** Requests of an hourly Today refresh minus (new check-ins / 100 + 1), the worst refresh. */
  todayHourlyRefreshRequestsOverBoundMaxAtMost: 0,
  /** Today of a desk holding 100 000 waivers and a busy day, in headless Chromium. */
  uiKeystrokeToPaintP95MsAtMost: 50,
  budgetRefusalToPageMsAtMost: 3_000,
  hostCloseWithOpenSocketsMsAtMost: 1_000,
  copyLockReleaseToLookupMsAtMost: 3_000,
  desksRequestsAt10OverOneAtMost: 1.2,
  desks429s: 0,
  desksSigningToFindableAtEveryDeskMsAtMost: 60_000,
  desksTakeoverMsAtMost: 30_000,
  desksLateJoinerServiceRequests: 0,
};

/** `npm run bench -- desks lookup`: only the sections named; all of them when none is. */
const only = new Set(process.argv.slice(2));

async function section(name: string, run: () => Promise<Record<string, number>>) {
  if (only.size > 0 && !only.has(name.split(' ')[0] ?? name)) return undefined;
  process.stderr.write(`bench: ${name}…\n`);
  const started = performance.now();
  const result = await run();
  process.stderr.write(`bench: ${name} done in ${Math.round(performance.now() - started)} ms\n`);
  return result;
}

const report = {
  node: process.version,
  measuredAt: new Date().toISOString(),
  targets: TARGETS,
  sandbox: await section('sandbox', benchSandbox),
  client: await section('client', benchClient),
  desk: await section('desk', benchDesk),
  todayHours: await section('today hour by hour', benchTodayHours),
  cache: await section('cache', benchCache),
  lookup: await section('lookup', benchLookup),
  backfill: await section('backfill', benchBackfill),
  coldStart: await section('coldStart (browser host)', benchColdStart),
  signing: await section('signing to findable', benchSigningToFindable),
  ui: await section('ui (Chromium on a 100 000-waiver desk)', benchUi),
  recovery: await section('recovery (refusals, closing, a locked copy)', benchRecovery),
  desks: await section('desks', benchDesks),
};
process.stdout.write(`${JSON.stringify(report)}\n`);
