/**
 * `npm run bench`: every speed and memory measurement of the project, printed as
 * one JSON object on stdout (progress goes to stderr). The targets are stated
 * beside the numbers and compared with them: `misses` lists every target a section
 * that ran did not meet, with what it measured (empty when all held). A percentile
 * with too few samples behind it is null (`minimumSamples` says how many each needs).
 */
import { benchCache } from './cache.ts';
import { benchClient } from './client.ts';
import { benchColdStart } from './cold-start.ts';
import { benchDesk } from './desk.ts';
import { benchBackfill, benchLookup } from './desk-copy.ts';
import { benchDesks } from './desks.ts';
import { benchPrivacy } from './privacy.ts';
import { benchRecovery } from './recovery.ts';
import { benchSandbox } from './sandbox.ts';
import { BENCH_CHECK_EVERY_SECONDS, benchSigningToFindable } from './signing.ts';
import { type Measures, MIN_SAMPLES } from './stats.ts';
import { benchTargets, findMisses, targetValues } from './targets.ts';
import { benchTodayHours } from './today-hours.ts';
import { benchTruth } from './truth.ts';
import { benchUi } from './ui.ts';

const TARGETS = benchTargets(BENCH_CHECK_EVERY_SECONDS);

/** `npm run bench -- desks lookup`: only the sections named; all of them when none is. */
const only = new Set(process.argv.slice(2));

async function section(name: string, run: () => Promise<Measures>) {
  if (only.size > 0 && !only.has(name.split(' ')[0] ?? name)) return undefined;
  process.stderr.write(`bench: ${name}…\n`);
  const started = performance.now();
  const result = await run();
  process.stderr.write(`bench: ${name} done in ${Math.round(performance.now() - started)} ms\n`);
  return result;
}

const sections = {
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
  privacy: await section('privacy (the shared database dumped, a hostile file scrubbed)', benchPrivacy),
  truth: await section(
    'truth (Chromium: a silent service, a status change, another desk’s check-in)',
    benchTruth,
  ),
};
const report = {
  node: process.version,
  measuredAt: new Date().toISOString(),
  targets: targetValues(TARGETS),
  minimumSamples: MIN_SAMPLES,
  misses: findMisses(TARGETS, sections),
  ...sections,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
