/**
 * Several desks (each its own process) on one account and one shared database:
 * - exactly one leads; killing it with SIGKILL hands the sync to another, which
 *   resumes from the state stored in PostgreSQL (no second backfill);
 * - the webhook queue is read by the leader only, each message taken once;
 * - a desk that was off catches up from where it stopped; with PostgreSQL gone,
 *   lookups still answer from each desk's own copy, and it follows again after;
 * - desks that send bursts at once together draw no 429 from the service
 *   (and do, on their own budgets alone: the test can fail).
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateShared } from '../../electron/shared-copy/schema.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { startCutProxy } from '../support/cut-proxy.ts';
import { type DeskStart, type SharedDesk, startSharedDesk } from '../support/shared-desks.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { PASSWORD, type SharedDatabase, sharedDatabase, waitFor } from './support.ts';

const API_KEY = 'desks-api-key';
/**
 * Calls each desk's burst makes at once: four desks' together six windows' worth of what the service
 * admits, so on their own budgets they meet its refusals however their bursts fall across windows.
 */
const BURST_CALLS = 150;
const RATE_WINDOW_MS = 2_000;
const FAST = { leadershipEveryMs: 500, feedEveryMs: 5_000, queueEveryMs: 1_000, incrementalEveryMs: 4_000 };
/**
 * A leader's session given up after 3 s unanswered, ended by the server after 5 s of silence, and a
 * preferred desk taken for gone 5 s after its last heartbeat (the desk's 10 s, 20 s and 20 s): the
 * same hand-over, in seconds. Each still several leadership checks, so a session that answers is
 * never taken for a silent one.
 */
const SILENCE = { answerWithinMs: 3_000, silentSessionEndsMs: 5_000, deskGoneMs: 5_000 };

let server: ThrowawayPostgres;
let sandbox: SandboxHandle;
const desks: SharedDesk[] = [];

beforeAll(async () => {
  // A server of this file's own: a test here takes it away and brings it back.
  server = await startThrowawayPostgres({ own: true });
  sandbox = await startSandbox({
    seed: 12,
    waivers: 600,
    timeZone: 'America/Denver',
    apiKeys: [API_KEY],
    rateWindowMs: RATE_WINDOW_MS,
  });
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(desks.map((desk) => desk.kill()));
  for (const desk of desks) desk.remove();
  await sandbox?.close();
  await server?.stop();
});

/** A desk behind a proxy of its own, so what each desk sent can be told apart. */
async function deskOn(db: SharedDatabase, deskId: string, extra: Partial<DeskStart> = {}) {
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const desk = await startSharedDesk({
    deskId,
    baseUrl: proxy.url,
    apiKey: API_KEY,
    databaseUrl: db.url,
    password: PASSWORD,
    rateWindowMs: RATE_WINDOW_MS,
    timings: FAST,
    ...extra,
  });
  desks.push(desk);
  return { desk, proxy };
}

const visibleWaivers = () =>
  sandbox.dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now()).length;

async function signAs(firstName: string, lastName: string): Promise<string> {
  return sandbox.signNewWaiver({ fields: { firstName, lastName } }).waiverId;
}

const findable = (desk: SharedDesk, text: string, waiverId: string) =>
  waitFor(
    async () => (await desk.ask<string[]>({ type: 'lookup', text })).includes(waiverId),
    `${text} at ${desk.deskId}`,
  );

const leaders = (group: SharedDesk[]) => group.filter((desk) => desk.leading());

describe('desks sharing one copy', () => {
  it('elect one leader, hand over when it is killed, and drain the queue with the leader only', async () => {
    const db = await sharedDatabase(server);
    const started = await Promise.all(['a', 'b', 'c'].map((id) => deskOn(db, `lead-${id}`)));
    const group = started.map((entry) => entry.desk);
    const first = await waitFor(async () => leaders(group)[0], 'a leader');
    // Everyone holds the whole account, copied through PostgreSQL.
    for (const desk of group) {
      await waitFor(
        async () => (await desk.ask<{ waivers: number }>({ type: 'counts' })).waivers >= visibleWaivers(),
        `the account at ${desk.deskId}`,
      );
    }
    expect(leaders(group)).toEqual([first]);
    const pagesBefore = started.reduce((sum, entry) => sum + entry.proxy.count('/results'), 0);
    expect(pagesBefore).toBeGreaterThan(0);

    // A new signing reaches every desk through the leader's queue.
    const one = await signAs('Quentin', 'Queuewalker');
    for (const desk of group) await findable(desk, 'Queuewalker', one);

    await first.kill();
    const survivors = group.filter((desk) => desk !== first);
    const next = await waitFor(async () => leaders(survivors)[0], 'a new leader');
    const two = await signAs('Rosalind', 'Takeover');
    for (const desk of survivors) await findable(desk, 'Takeover', two);
    expect(leaders(survivors)).toEqual([next]);

    // The new leader resumed: it did not page through the account again.
    const pagesAfter = started.reduce((sum, entry) => sum + entry.proxy.count('/results'), 0);
    expect(pagesAfter - pagesBefore).toBeLessThan(5);
    // Only leaders read the queue, and each message's waiver was fetched once in all.
    const byDesk = new Map(started.map((entry) => [entry.desk, entry.proxy]));
    for (const [desk, proxy] of byDesk) {
      if (desk !== first && desk !== next) expect(proxy.count('/v4/webhooks/queues/account')).toBe(0);
    }
    expect(byDesk.get(first)!.count('/v4/webhooks/queues/account')).toBeGreaterThan(0);
    expect(byDesk.get(next)!.count('/v4/webhooks/queues/account')).toBeGreaterThan(0);
    const fetched = (id: string) =>
      [...byDesk.values()].reduce((sum, proxy) => sum + proxy.count(`/v4/waivers/${id}`), 0);
    expect(fetched(one)).toBe(1);
    expect(fetched(two)).toBe(1);
    for (const desk of survivors) await desk.quit();
    for (const entry of started) await entry.proxy.close();
  }, 240_000);

  it('hand over when the leader’s network goes silent (nothing in or out, nothing closed)', async () => {
    const db = await sharedDatabase(server);
    const cable = await startCutProxy(server.port);
    const url = new URL(db.url);
    url.port = String(cable.port);
    const cutOff = await deskOn(db, 'cable-leader', {
      databaseUrl: url.href,
      prefersLead: true,
      timings: { ...FAST, ...SILENCE },
    });
    await waitFor(async () => cutOff.desk.leading(), 'the desk behind the cable to lead');
    const other = await deskOn(db, 'cable-other', { timings: { ...FAST, ...SILENCE } });
    await other.desk.ask({ type: 'caughtUp' });
    cable.cut();
    const cutAt = Date.now();
    const took = await other.desk.report((report) => report.type === 'leading' && report.leading);
    // The cut-off desk stops syncing by itself too, once its session goes unanswered.
    await cutOff.desk.report((report) => report.type === 'leading' && !report.leading);
    expect(took.receivedAt).toBeGreaterThan(cutAt);
    const after = await signAs('Cornelius', 'Cablecut');
    await findable(other.desk, 'Cablecut', after);
    await cutOff.desk.kill();
    await other.desk.quit();
    await cable.close();
    await cutOff.proxy.close();
    await other.proxy.close();
  }, 240_000);

  it('hand the sync to the desk a manager prefers once it is up', async () => {
    const db = await sharedDatabase(server);
    const plain = await deskOn(db, 'plain-desk');
    await waitFor(async () => plain.desk.leading(), 'the only desk to lead');
    const preferred = await deskOn(db, 'preferred-desk', { prefersLead: true });
    await preferred.desk.report((report) => report.type === 'leading' && report.leading);
    await plain.desk.report((report) => report.type === 'leading' && !report.leading);
    expect(leaders([plain.desk, preferred.desk])).toEqual([preferred.desk]);
    await plain.desk.quit();
    await preferred.desk.quit();
    await plain.proxy.close();
    await preferred.proxy.close();
  }, 240_000);

  it('catch up after being off, and answer lookups with PostgreSQL gone', async () => {
    const db = await sharedDatabase(server);
    const leader = await deskOn(db, 'off-leader', { prefersLead: true });
    const follower = await deskOn(db, 'off-follower');
    await waitFor(async () => leader.desk.leading(), 'the preferred desk to lead');
    await follower.desk.ask({ type: 'caughtUp' });
    await waitFor(
      async () =>
        (await follower.desk.ask<{ waivers: number }>({ type: 'counts' })).waivers >= visibleWaivers(),
      'the follower holding the account',
    );
    // The follower is off for a while; signings go on.
    const dir = (follower.desk.child.spawnargs.at(-1) ?? '').toString();
    const config = JSON.parse(dir) as { dir: string; dataKeyBase64: string };
    await follower.desk.quit();
    const missed = [await signAs('Ottilie', 'Whileaway'), await signAs('Osric', 'Whileaway')];
    await findable(leader.desk, 'Whileaway', missed[1]!);
    const back = await deskOn(db, 'off-follower', { dir: config.dir, dataKeyBase64: config.dataKeyBase64 });
    await back.desk.ask({ type: 'caughtUp' });
    const found = await back.desk.ask<string[]>({ type: 'lookup', text: 'Whileaway' });
    expect(found).toEqual(expect.arrayContaining(missed));

    // The database goes away: lookups answer from each desk's copy all the same.
    await server.halt();
    expect(await back.desk.ask<string[]>({ type: 'lookup', text: 'Whileaway' })).toEqual(
      expect.arrayContaining(missed),
    );
    expect(await leader.desk.ask<string[]>({ type: 'lookup', text: 'Whileaway' })).toEqual(
      expect.arrayContaining(missed),
    );
    await server.restart();
    const after = await signAs('Philippa', 'Afterwards');
    await findable(back.desk, 'Afterwards', after);
    await leader.desk.quit();
    await back.desk.quit();
    await leader.proxy.close();
    await back.proxy.close();
    await follower.proxy.close();
  }, 240_000);

  it('share one budget: bursts at several desks at once draw no 429 (and do on their own budgets)', async () => {
    const burst = async (
      shared: boolean,
    ): Promise<{ refused: number; sent: number; proxies: CountingProxy[]; logged: string }> => {
      const db = await sharedDatabase(server);
      // A shared database in use, its tables made: on a fresh one the first desk makes them as it
      // starts, and a burst before that goes on each desk's own budget (as it must, the shared
      // one not being there yet), which is not what this measures.
      const raw = await db.raw();
      await migrateShared(raw);
      await raw.end();
      const started = await Promise.all(
        ['w', 'x', 'y', 'z'].map((id) =>
          deskOn(db, `budget-${shared ? 'shared' : 'own'}-${id}`, {
            sharedBudget: shared,
            // Leadership is tried once, at start: no hand-over in the way.
            timings: { ...FAST, leadershipEveryMs: 600_000 },
          }),
        ),
      );
      // No fixed pause for the leader's backfill: it runs beside the bursts (on the shared budget too, when shared).
      for (const entry of started) entry.proxy.reset();
      await Promise.all(started.map((entry) => entry.desk.ask({ type: 'burst', calls: BURST_CALLS })));
      const seen = started.flatMap((entry) => entry.proxy.seen());
      // Why a desk went on alone (the shared database did not answer a claim in time), should one have.
      const logged = started.map((entry) => entry.desk.logged()).join('');
      for (const entry of started) await entry.desk.quit();
      for (const entry of started) await entry.proxy.close();
      return {
        refused: seen.filter((request) => request.status === 429).length,
        sent: seen.length,
        proxies: started.map((entry) => entry.proxy),
        logged,
      };
    };
    const together = await burst(true);
    expect(together.sent).toBeGreaterThanOrEqual(4 * BURST_CALLS);
    expect(together.refused, `429s drawn on the shared budget; the desks logged:\n${together.logged}`).toBe(
      0,
    );
    const alone = await burst(false);
    expect(alone.refused).toBeGreaterThan(0);
  }, 240_000);
});
