/**
 * Several desks on one account with a shared PostgreSQL copy, each desk its own
 * process (the same pieces a desk's session runs), against a 30,000-waiver
 * sandbox in its own process behind a counting proxy:
 * - the first desk fills the shared copy from the service (it leads);
 * - requests and searches per minute to the service in steady state, and 429s,
 *   with 1, 5 and 10 desks running (one desk's total against ten's);
 * - a fifth desk joining late copies the whole account from PostgreSQL: how
 *   long, and how many requests it sent to the service (through a proxy of its own);
 * - a new signing's time until it is findable at every one of 10 desks;
 * - the time from SIGKILL of the leader to another desk leading.
 * The rate window is shortened (as in the backfill section) so filling the copy
 * takes seconds; the leader's intervals are the desk's own (stated in the output).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readSyncState } from '../../electron/services/sync/sync-state.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { type SharedDesk, startSharedDesk } from '../support/shared-desks.ts';
import { spawnCli } from '../support/spawn-cli.ts';
import { startThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { type Measures, summarise } from './stats.ts';

const ZONE = 'America/Denver';
const WAIVERS = 30_000;
const RATE_WINDOW_MS = 5_000;
const API_KEY = 'bench-desks-key';
const PASSWORD = 'bench-desks-password';
/** The desk's own intervals (shared-sync.ts, leadership.ts, feed.ts), written out for the report. */
const TIMINGS = {
  incrementalEveryMs: 60_000,
  queueEveryMs: 15_000,
  feedEveryMs: 30_000,
  leadershipEveryMs: 5_000,
};
const STEADY_MS = 120_000;
const SIGNINGS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 100) / 100;

async function until<T>(check: () => Promise<T | null | false | undefined>, everyMs = 200): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await sleep(everyMs);
  }
}

export async function benchDesks(): Promise<Measures> {
  const server = await startThrowawayPostgres();
  const sandbox = await spawnCli(
    'packages/sandbox/src/cli.ts',
    [
      '--port',
      '0',
      '--seed',
      '21',
      '--waivers',
      String(WAIVERS),
      '--time-zone',
      ZONE,
      '--api-key',
      API_KEY,
      '--rate-window-ms',
      String(RATE_WINDOW_MS),
    ],
    {},
    120_000,
  );
  const proxy = await startCountingProxy(sandbox.url);
  const lateProxy = await startCountingProxy(sandbox.url);
  const { database, user } = await server.createDatabase(PASSWORD);
  const databaseUrl = server.address(database, user);
  const watcher = new pg.Client({ host: '127.0.0.1', port: server.port, database, user, password: PASSWORD });
  await watcher.connect();
  const desks: SharedDesk[] = [];
  const dirs: string[] = [];
  const start = async (deskId: string, through: CountingProxy = proxy) => {
    const dir = mkdtempSync(path.join(tmpdir(), `waiver-desk-bench-${deskId}-`));
    dirs.push(dir);
    const desk = await startSharedDesk({
      deskId,
      dir,
      baseUrl: through.url,
      apiKey: API_KEY,
      databaseUrl,
      password: PASSWORD,
      rateWindowMs: RATE_WINDOW_MS,
      timeZone: ZONE,
      timings: TIMINGS,
    });
    desks.push(desk);
    return desk;
  };
  const sharedCount = async () =>
    Number(
      (await watcher.query<{ n: string }>('SELECT count(*) AS n FROM waiver_desk.waivers')).rows[0]?.n ?? 0,
    );
  const localCount = async (desk: SharedDesk) =>
    (await desk.ask<{ waivers: number }>({ type: 'counts' })).waivers;
  const backfillDone = async () => {
    // The first desk makes the tables: until then there is nothing to read.
    const { rows } = await watcher
      .query<{ value: string }>(`SELECT value FROM waiver_desk.sync_state WHERE key = 'sync'`)
      .catch(() => ({ rows: [] as { value: string }[] }));
    // Done when its windows reach the retention start with no search under way (the first
    // incremental look may come sooner: it says nothing of the backfill).
    const state = rows[0] ? readSyncState(rows[0].value) : null;
    const backfill = state?.backfill ?? null;
    return backfill !== null && backfill.cursor === null && backfill.doneFromMs <= backfill.startMs;
  };
  const allHold = async (group: SharedDesk[], count: number) =>
    until(async () => {
      for (const desk of group) if ((await localCount(desk)) < count) return false;
      return true;
    }, 500);

  let refusedSoFar = 0;
  const refusedSince = (through: CountingProxy) =>
    through.seen().filter((request) => request.status === 429).length;
  /** Requests to the service over STEADY_MS with every desk current. */
  const steady = async () => {
    refusedSoFar += refusedSince(proxy);
    proxy.reset();
    const from = Date.now();
    await sleep(STEADY_MS);
    const minutes = (Date.now() - from) / 60_000;
    const seen = proxy.seen();
    return {
      requestsPerMinute: round(seen.length / minutes),
      searchesPerMinute: round(
        seen.filter((request) => request.path.endsWith('/v4/search')).length / minutes,
      ),
      refused: seen.filter((request) => request.status === 429).length,
    };
  };

  try {
    // One desk fills the shared copy from the service.
    const fillStarted = Date.now();
    const first = await start('desk-1');
    await until(backfillDone, 500);
    const fillSeconds = (Date.now() - fillStarted) / 1_000;
    const total = await sharedCount();
    await allHold([first], total);
    const one = await steady();

    // Three more desks, then a fifth joining late through a proxy of its own.
    for (const id of ['desk-2', 'desk-3', 'desk-4']) await start(id);
    await allHold(desks, total);
    const joinStarted = Date.now();
    const late = await start('desk-5', lateProxy);
    await allHold([late], total);
    const lateSeconds = (Date.now() - joinStarted) / 1_000;
    const lateServiceRequests = lateProxy.seen().length;
    const five = await steady();

    for (let n = 6; n <= 10; n += 1) await start(`desk-${n}`);
    await allHold(desks, await sharedCount());
    const ten = await steady();

    // New signings: until findable at every one of the ten desks.
    const findable: number[] = [];
    for (let index = 0; index < SIGNINGS; index += 1) {
      const lastName = `Benchfind${String.fromCharCode(97 + index)}`;
      const signedAt = Date.now();
      const response = await fetch(`${sandbox.url}/__control/signings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { firstName: 'Desk', lastName } }),
      });
      const { waiverId } = (await response.json()) as { waiverId: string };
      const times = await Promise.all(
        desks.map((desk) =>
          until(
            async () => (await desk.ask<string[]>({ type: 'lookup', text: lastName })).includes(waiverId),
            100,
          ).then(() => Date.now() - signedAt),
        ),
      );
      findable.push(Math.max(...times));
    }

    // Takeover: the leader is killed outright.
    const leader = desks.find((desk) => desk.leading());
    let takeoverMs = -1;
    if (leader) {
      const killedAt = Date.now();
      await leader.kill();
      const others = desks.filter((desk) => desk !== leader);
      const next = await Promise.race(
        others.map((desk) =>
          desk.report((report) => report.type === 'leading' && report.leading && report.at >= killedAt),
        ),
      );
      takeoverMs = next.receivedAt - killedAt;
    }
    refusedSoFar += refusedSince(proxy) + refusedSince(lateProxy);

    const findableMs = summarise(findable);
    return {
      desksWaivers: total,
      desksRateWindowMs: RATE_WINDOW_MS,
      desksLeaderIncrementalEveryMs: TIMINGS.incrementalEveryMs,
      desksLeaderQueueEveryMs: TIMINGS.queueEveryMs,
      desksFeedFallbackEveryMs: TIMINGS.feedEveryMs,
      desksLeadershipTryEveryMs: TIMINGS.leadershipEveryMs,
      desksSteadyMeasuredMs: STEADY_MS,
      desksFillSeconds: round(fillSeconds),
      desks1RequestsPerMinute: one.requestsPerMinute,
      desks1SearchesPerMinute: one.searchesPerMinute,
      desks5RequestsPerMinute: five.requestsPerMinute,
      desks5SearchesPerMinute: five.searchesPerMinute,
      desks10RequestsPerMinute: ten.requestsPerMinute,
      desks10SearchesPerMinute: ten.searchesPerMinute,
      desksRequestsAt10OverOne:
        one.requestsPerMinute > 0 ? round(ten.requestsPerMinute / one.requestsPerMinute) : 0,
      desks429s: refusedSoFar,
      desksSigningToFindableAtEveryDeskMedianMs: findableMs.median,
      desksSigningToFindableAtEveryDeskMaxMs: findableMs.max,
      desksTakeoverMs: takeoverMs,
      desksLateJoinerCopySeconds: round(lateSeconds),
      desksLateJoinerServiceRequests: lateServiceRequests,
    };
  } finally {
    await Promise.allSettled(desks.map((desk) => desk.quit()));
    await watcher.end().catch(() => {});
    await proxy.close();
    await lateProxy.close();
    await sandbox.stop();
    await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
