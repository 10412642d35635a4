/**
 * One bad row never stops a desk (issue 28, problem 2). A row of the shared copy
 * whose sealed body does not authenticate (random bytes, another waiver's body,
 * one flipped byte) used to stop every desk's feed at it, silently, the leader's
 * included. Now:
 * - the feed sets it aside, counts it (since when, kept across a restart) and
 *   follows on past it: what is written after it still arrives;
 * - the leader writes such a waiver again from the service, and the count at
 *   every desk goes back to nothing;
 * - Settings → Several desks and Diagnostics say how many and since when.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { openAccountKey } from '../../electron/shared-copy/account-key.ts';
import { startDeskLink } from '../../electron/shared-copy/desk-link.ts';
import { startFeed } from '../../electron/shared-copy/feed.ts';
import { putSharedWaivers, readWaiversAfter } from '../../electron/shared-copy/records.ts';
import { migrateShared } from '../../electron/shared-copy/schema.ts';
import { sharedSyncStorage } from '../../electron/shared-copy/sync-storage.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { DiagnosticsReport } from '../../shared/ipc/diagnostics.ts';
import type { SharedDatabaseView } from '../../shared/ipc/shared-database.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import {
  localCopy,
  memoryKeptKey,
  PASSWORD,
  type SharedDatabase,
  serverAndSandboxForTests,
  sharedDatabase,
  waitFor,
} from './support.ts';

const API_KEY = 'unreadable-row-key';
const RATE_WINDOW_MS = 2_000;
const FAST = { leadershipEveryMs: 500, feedEveryMs: 2_000, queueEveryMs: 1_000, incrementalEveryMs: 3_000 };
const ZONE = 'America/Denver';

const rig = serverAndSandboxForTests({
  seed: 31,
  waivers: 200,
  apiKey: API_KEY,
  rateWindowMs: RATE_WINDOW_MS,
  timeZone: ZONE,
});
const { signedByNow } = rig;

type Poison = 'random bytes' | "another waiver's body" | 'one flipped byte';
const POISONS: Poison[] = ['random bytes', "another waiver's body", 'one flipped byte'];

/** Overwrites a waiver's sealed body in place, as damage or a writer without the key would. */
async function poison(client: pg.ClientBase, waiverId: string, how: Poison, otherId: string): Promise<void> {
  const { rows } = await client.query<{ body: Buffer }>(
    'SELECT body FROM waiver_desk.waivers WHERE waiver_id = $1',
    [waiverId],
  );
  const body = rows[0]?.body;
  if (!body) throw new Error(`no row for ${waiverId}`);
  let bad: Buffer;
  if (how === 'random bytes') bad = randomBytes(body.length);
  else if (how === 'one flipped byte') {
    bad = Buffer.from(body);
    const at = Math.floor(bad.length / 2);
    bad[at] = (bad[at] ?? 0) ^ 0x01;
  } else {
    const other = await client.query<{ body: Buffer }>(
      'SELECT body FROM waiver_desk.waivers WHERE waiver_id = $1',
      [otherId],
    );
    bad = other.rows[0]?.body as Buffer;
  }
  await client.query('UPDATE waiver_desk.waivers SET body = $2 WHERE waiver_id = $1', [waiverId, bad]);
}

describe('a row of the shared copy that does not open', () => {
  it('is set aside and counted (across a restart), and following goes on past it', async () => {
    const db = await sharedDatabase(rig.server());
    const writer = await db.raw();
    await migrateShared(writer);
    const key = await openAccountKey(writer, API_KEY, memoryKeptKey());
    const keys = deriveCacheKeys(key.dataKey);
    const storage = sharedSyncStorage(writer, keys);
    const waivers = signedByNow().slice(0, 60);
    await storage.putWaivers(waivers.slice(0, 50));
    const bad = waivers.slice(0, 3);
    for (const [index, how] of POISONS.entries())
      await poison(writer, bad[index]!.waiverId, how, waivers[10]!.waiverId);
    // Written after the bad rows: a desk stopped at them never gets these.
    await storage.putWaivers(waivers.slice(50, 60));

    const local = await localCopy();
    const pool = db.pool();
    const link = startDeskLink(db.connection);
    const told: number[] = [];
    const follow = () =>
      startFeed({
        link,
        pool,
        keys,
        copyId: key.copyId,
        cache: local.cache,
        retentionDays: 3650,
        everyMs: 3_600_000,
        onUnreadable: (summary) => told.push(summary.count),
      });
    let feed = await follow();
    try {
      const startedAt = Date.now();
      await waitFor(async () => (await local.cache.counts()).waivers === 57, 'every readable waiver', 30_000);
      await feed.pull();
      expect(await local.cache.getWaiver(waivers[59]!.waiverId)).toMatchObject({
        waiverId: waivers[59]!.waiverId,
      });
      for (const row of bad) expect(await local.cache.getWaiver(row.waiverId)).toBeNull();
      const summary = feed.unreadable();
      expect(summary.count).toBe(3);
      expect(summary.sinceMs).toBeGreaterThanOrEqual(startedAt - 1_000);
      expect(told.at(-1)).toBe(3);

      // A restart does not forget rows the cursor has passed.
      await feed.close();
      feed = await follow();
      await feed.pull();
      expect(feed.unreadable()).toEqual(summary);

      // Written again well: read, and off the list. Gone from the shared copy: off the list too.
      await putSharedWaivers(writer, keys, [bad[0] as SignedWaiver], Date.now(), { rewrite: true });
      await writer.query('DELETE FROM waiver_desk.waivers WHERE waiver_id = $1', [bad[1]!.waiverId]);
      await feed.pull();
      expect(feed.unreadable().count).toBe(1);
      expect(await local.cache.getWaiver(bad[0]!.waiverId)).toMatchObject({ waiverId: bad[0]!.waiverId });
    } finally {
      await feed.close();
      await link.close();
      await pool.end();
      await writer.end();
      await local.close();
    }
  }, 90_000);

  it.each(POISONS)(
    '%s: every desk finds a new signing within seconds, and the leader writes the row again from the service',
    async (how) => {
      const db = await sharedDatabase(rig.server());
      const leader = await rig.startDesk(db, 'leader', FAST);
      await waitFor(async () => leader.sync.leading(), 'the first desk to lead', 30_000);
      const follower = await rig.startDesk(db, 'follower', FAST);
      const raw = await db.raw();
      try {
        const waivers = signedByNow();
        for (const desk of [leader, follower]) {
          await waitFor(
            async () => (await desk.cache.counts()).waivers >= waivers.length,
            'the copy at each desk',
            120_000,
          );
        }
        const target = waivers[7] as SignedWaiver;
        await poison(raw, target.waiverId, how, (waivers[8] as SignedWaiver).waiverId);

        // Following goes on: a walk-in who signs now is found at both desks.
        const signed = rig
          .sandbox()
          .signNewWaiver({ fields: { firstName: 'Poppy', lastName: 'Pastthebadrow' } });
        leader.sync.wake();
        for (const desk of [leader, follower]) {
          await waitFor(
            async () =>
              (await desk.cache.lookup('Pastthebadrow', { limit: 5 })).some(
                (row) => row.waiverId === signed.waiverId,
              ),
            `the new signing at ${desk === leader ? 'the leader' : 'the follower'}`,
            30_000,
          );
        }
        // The leader's own feed met the bad row and said so under its line.
        expect(
          leader.progress.some(
            (made) => made.notice?.kind === 'shared_copy' && made.notice.problem.kind === 'unreadable-rows',
          ),
        ).toBe(true);
        // It wrote it again from the service: the row opens, and no desk counts it any more.
        const keys = deriveCacheKeys((await openAccountKey(raw, API_KEY, memoryKeptKey())).dataKey);
        await waitFor(
          async () =>
            (await readWaiversAfter(raw, keys, 0, 10_000)).some(
              (row) => row.id === target.waiverId && row.record !== null,
            ),
          'the row written again',
          30_000,
        );
        for (const desk of [leader, follower]) {
          await waitFor(async () => desk.sync.unreadable().count === 0, 'no row set aside', 30_000);
          expect(await desk.cache.getWaiver(target.waiverId)).toMatchObject({ waiverId: target.waiverId });
        }
      } finally {
        await raw.end();
        await follower.close();
        await leader.close();
      }
    },
    180_000,
  );
});

describe('Settings → Several desks and Diagnostics', () => {
  let db: SharedDatabase;
  let dataDir: string;
  let runtime: DeskRuntime;
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => {
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const result = await dispatcher.call(method, payload, { caller: 'test-page' });
    if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
    return result.value as T;
  };

  beforeAll(async () => {
    db = await sharedDatabase(rig.server());
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-unreadable-'));
    const address = new URL(db.url);
    address.password = PASSWORD;
    const secrets = new MemorySecretStore();
    await secrets.save('apiKey', API_KEY);
    runtime = await startRuntime({
      host: 'browser',
      setup: {
        settings: memorySettings({ accountChoice: 'configured', baseUrl: rig.sandbox().baseUrl }),
        secrets,
        env: {
          timeZone: ZONE,
          baseUrl: rig.sandbox().baseUrl,
          apiKey: API_KEY,
          sharedDatabaseUrl: address.toString(),
        },
        dataDir,
      },
      plan: configuredPlan(rig.sandbox(), API_KEY, ZONE),
    });
  }, 60_000);
  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('say how many records could not be read and since when; following goes on', async () => {
    await waitFor(
      async () => (await call<SharedDatabaseView>('getSharedDatabase')).state === 'syncing-for-all',
      'the desk to lead',
      60_000,
    );
    const raw = await db.raw();
    try {
      // A row no desk can write again from the service: an admission written by someone without the key.
      await raw.query(
        'INSERT INTO admissions (admission_id, desk_id, admitted_ms, body) VALUES ($1, $2, $3, $4)',
        ['adm-poisoned', 'elsewhere', Date.now(), randomBytes(80)],
      );
      const view = await waitFor(async () => {
        const seen = await call<SharedDatabaseView>('getSharedDatabase');
        return seen.unreadable ? seen : null;
      }, 'the count in Settings');
      expect(view.unreadable?.count).toBe(1);
      expect(Date.parse(view.unreadable?.since ?? '')).toBeGreaterThan(Date.now() - 120_000);
      const report = await call<DiagnosticsReport>('runDiagnostics');
      const check = report.checks.find((one) => one.name === 'shared-copy');
      expect(check).toMatchObject({ outcome: 'WARN' });
      expect(check?.found).toMatch(/^1 record of the shared copy could not be read since /);
      expect(report.text).toContain('1 record of the shared copy could not be read');

      // Past it: a new signing is found by name at this desk.
      const signed = rig.sandbox().signNewWaiver({ fields: { firstName: 'Otto', lastName: 'Followson' } });
      runtime.wake();
      (await runtime.session()).copy?.sync.wake();
      await waitFor(async () => {
        const found = await call<{ matches: { waiverId: string }[] }>('lookupWaivers', { text: 'Followson' });
        return found.matches.some((match) => match.waiverId === signed.waiverId);
      }, 'the new signing');

      // Gone from the shared copy: gone from the count.
      await raw.query("DELETE FROM admissions WHERE admission_id = 'adm-poisoned'");
      (await runtime.session()).copy?.sync.wake();
      await waitFor(
        async () => (await call<SharedDatabaseView>('getSharedDatabase')).unreadable === null,
        'no count',
      );
      const after = await call<DiagnosticsReport>('runDiagnostics');
      expect(after.checks.find((one) => one.name === 'shared-copy')).toMatchObject({ outcome: 'PASS' });
    } finally {
      await raw.end();
    }
  }, 180_000);
});
