/**
 * The shared database setting through the contract, on a desk connected to a
 * real sandbox: "Test connection" in desk words, saving it (the password into
 * the secret store, never back out), the desk joining at once and syncing for
 * all, Today read from the shared copy, and a desk with no setting working alone.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { sharedDatabaseVerdictWords } from '../../renderer/src/screens/settings/shared-database-problem.ts';
import type { SharedDatabaseVerdict } from '../../shared/ipc/shared-database.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { PASSWORD, type SharedDatabase, sharedDatabase, waitFor } from './support.ts';

const API_KEY = 'settings-shared-key';
const { zone } = middayZone();

let server: ThrowawayPostgres;
let sandbox: SandboxHandle;
let proxy: CountingProxy;
let db: SharedDatabase;
let dataDir: string;
let runtime: DeskRuntime;

const call = async (method: string, payload: unknown = {}) => {
  const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  return dispatcher.call(method, payload, { caller: 'test-page' });
};

beforeAll(async () => {
  server = await startThrowawayPostgres();
  db = await sharedDatabase(server);
  sandbox = await startSandbox({ seed: 8, waivers: 300, timeZone: zone, apiKeys: [API_KEY] });
  proxy = await startCountingProxy(sandbox.baseUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-shared-settings-'));
  runtime = await startRuntime({
    host: 'browser',
    setup: {
      settings: openSettingsFile(dataDir),
      secrets: new OwnerFileSecretStore(dataDir),
      env: { timeZone: zone, baseUrl: proxy.url, apiKey: API_KEY },
      dataDir,
    },
    plan: { ...configuredPlan(sandbox, API_KEY, zone), baseUrl: proxy.url },
  });
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  await proxy?.close();
  await sandbox?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the shared database in Settings', () => {
  it('works alone without the setting, reading Today from the service', async () => {
    expect(await call('getSharedDatabase')).toMatchObject({
      ok: true,
      value: { address: '', state: 'alone' },
    });
    proxy.reset();
    await expect(call('listTodayCheckins')).resolves.toMatchObject({ ok: true });
    expect(proxy.count('/v4/checkins')).toBeGreaterThan(0);
  });

  it('tests the address as typed and says what is wrong in desk words, saving nothing', async () => {
    const wrong = await call('testSharedDatabase', { address: db.url, password: 'nope' });
    expect(wrong).toMatchObject({
      ok: true,
      value: { ok: false, problem: { kind: 'password-refused', user: db.user } },
    });
    expect(wrong.ok && sharedDatabaseVerdictWords(wrong.value as SharedDatabaseVerdict)).toMatch(
      /refused the password/,
    );
    const typo = await call('testSharedDatabase', { address: 'mysql://x', password: PASSWORD });
    expect(typo).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const right = await call('testSharedDatabase', { address: db.url, password: PASSWORD });
    expect(right).toMatchObject({ ok: true, value: { ok: true, tablesReady: false } });
    expect(right.ok && sharedDatabaseVerdictWords(right.value as SharedDatabaseVerdict)).toMatch(
      /^Connected/,
    );
    expect(await call('getSharedDatabase')).toMatchObject({ ok: true, value: { state: 'alone' } });
  });

  it('saves it, joins at once, syncs for all, and never sends the password back', async () => {
    const saved = await call('saveSharedDatabase', { address: db.url, password: PASSWORD, preferSync: true });
    expect(saved).toMatchObject({
      ok: true,
      value: { address: db.url, passwordSet: true, preferSync: true },
    });
    expect(JSON.stringify(saved)).not.toContain(PASSWORD);
    expect(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).not.toContain(PASSWORD);
    const view = await waitFor(async () => {
      const result = await call('getSharedDatabase');
      return result.ok && (result.value as { state: string }).state === 'syncing-for-all'
        ? result.value
        : null;
    }, 'the desk to sync for all');
    expect(view).toMatchObject({ problem: null });
    const raw = await db.raw();
    await waitFor(async () => {
      const { rows } = await raw.query<{ n: string }>('SELECT count(*) AS n FROM waivers');
      return Number(rows[0]?.n) > 200;
    }, 'the shared copy to fill');
    // Current: the leader has also read today's check-ins, and has nothing more to ask for now.
    await waitFor(async () => {
      const { rows } = await raw.query<{ value: string }>(`SELECT value FROM sync_state WHERE key = 'sync'`);
      return rows[0] && JSON.parse(rows[0].value).lastCurrentMs !== null;
    }, 'the shared copy to be current');
    await raw.end();

    // Today now comes from the copy the leader keeps: the desk itself asks the service nothing for it.
    const session = await runtime.session();
    await session.copy?.shared?.caughtUp();
    proxy.reset();
    const today = await call('listTodayCheckins');
    expect(today).toMatchObject({ ok: true, value: { source: 'copy' } });
    expect(proxy.count('/v4/checkins')).toBe(0);
  });
});
