/**
 * Connecting, switching and signing out through the contract, against a real
 * sandbox: a refused key saves nothing; an accepted one opens the account at once;
 * sign-out wipes the key file; the key never crosses the contract outward.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import { middayZone } from '../support/midday-zone.ts';
import { worded } from '../support/worded.ts';
import '../renderer/support/english.ts';

const RIGHT_KEY = 'acct-test-key-7f3a9c';
const { zone } = middayZone();

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

/** The fields a call refused, as the page words them: main sends the schemas' message ids. */
function refusedFieldsOf(result: unknown): Record<string, string> {
  const fields = (result as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, wordField(text)]));
}

describe('connecting an account in the app', () => {
  let sandbox: SandboxHandle;
  let dataDir: string;
  let runtime: DeskRuntime;
  let secrets: OwnerFileSecretStore;
  const answers: string[] = [];
  const call = async (method: string, payload: unknown = {}) => {
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const result = await dispatcher.call(method, payload, { caller: 'test-page' });
    answers.push(JSON.stringify(result));
    return result;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 12, waivers: 300, timeZone: zone, apiKeys: [RIGHT_KEY] });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-accounts-'));
    secrets = new OwnerFileSecretStore(dataDir);
    runtime = await startRuntime({
      host: 'browser',
      setup: { settings: openSettingsFile(dataDir), secrets, env: { timeZone: zone } },
    });
  });

  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const connect = (apiKey: string) =>
    call('connectAccount', {
      accountName: 'Granite Peak Gym',
      apiKey,
      authScheme: 'bearer',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
    });

  it('starts on the demo behind the welcome screen', async () => {
    expect(runtime.info()).toMatchObject({ phase: 'ready', firstRun: true, account: { mode: 'demo' } });
  });

  it('a refused key shows the service’s own message and saves nothing', async () => {
    const before = runtime.info().sessionId;
    const result = await connect('a-wrong-key');
    expect(result).toMatchObject({ ok: false, error: { code: 'auth_error' } });
    if (!result.ok) expect(worded(result.error).message).toMatch(/Unauthorized/i);
    expect(existsSync(secrets.pathOf('apiKey'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).not.toContain(sandbox.baseUrl);
    expect(runtime.info().sessionId).toBe(before);
  });

  it('refuses a key shorter than any the service gives, beside the field, before asking the service', async () => {
    const before = runtime.info().sessionId;
    const result = await connect('k-sec');
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(refusedFieldsOf(result)).toEqual({ apiKey: expect.stringMatching(/shorter than any API key/) });
    expect(existsSync(secrets.pathOf('apiKey'))).toBe(false);
    expect(runtime.info().sessionId).toBe(before);
  });

  it('refuses a plain-http address that is not on this computer, beside the field', async () => {
    const result = await call('connectAccount', {
      apiKey: RIGHT_KEY,
      authScheme: 'bearer',
      baseUrl: 'http://waivers.example.com',
      statusUrl: '',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(refusedFieldsOf(result)).toMatchObject({ baseUrl: expect.stringMatching(/https/) });
  });

  it('asks for the account’s name, beside the field, and suggests the one its status page goes by', async () => {
    const result = await call('connectAccount', {
      accountName: '   ',
      apiKey: RIGHT_KEY,
      authScheme: 'bearer',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(refusedFieldsOf(result)).toEqual({ accountName: expect.stringMatching(/name/) });
    // The sandbox's status page is "Waiver Cloud Status": the service's name, without the page's word.
    await expect(call('suggestAccountName', { statusUrl: sandbox.statusUrl })).resolves.toEqual({
      ok: true,
      value: { name: 'Waiver Cloud' },
    });
    // No status page, or one that does not answer: nothing to suggest, the person types the name.
    await expect(call('suggestAccountName', { statusUrl: '' })).resolves.toEqual({
      ok: true,
      value: { name: null },
    });
    await expect(call('suggestAccountName', { statusUrl: 'http://127.0.0.1:9' })).resolves.toEqual({
      ok: true,
      value: { name: null },
    });
  });

  it('an accepted key opens the account at once and is held in an owner-only file', async () => {
    const result = await connect(RIGHT_KEY);
    expect(result).toMatchObject({
      ok: true,
      value: { phase: 'ready', firstRun: false, account: { mode: 'configured', baseUrl: sandbox.baseUrl } },
    });
    await expect(call('listTodayCheckins')).resolves.toMatchObject({ ok: true });
    const overview = await call('getAccount');
    expect(overview).toMatchObject({
      ok: true,
      value: {
        mode: 'configured',
        key: { lastFour: RIGHT_KEY.slice(-4), heldIn: 'owner-file' },
        storageWarning: 'owner_file',
      },
    });
    if (process.platform !== 'win32') {
      expect(statSync(secrets.pathOf('apiKey')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dataDir, 'settings.json')).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    }
  });

  it('switching to the demo and back is one step each', async () => {
    await expect(call('openDemoAccount')).resolves.toMatchObject({
      ok: true,
      value: { account: { mode: 'demo' } },
    });
    await expect(call('openConnectedAccount')).resolves.toMatchObject({
      ok: true,
      value: { account: { mode: 'configured', baseUrl: sandbox.baseUrl } },
    });
  });

  it('goes by the name given at connect or in Settings, never its address; the demo by its business', async () => {
    const host = new URL(sandbox.baseUrl).host;
    await expect(call('getAccount')).resolves.toMatchObject({
      ok: true,
      value: { name: 'Granite Peak Gym', connectedName: 'Granite Peak Gym', needsName: false },
    });
    const session = runtime.info().sessionId;
    await expect(call('saveSettings', { accountName: '  Granite Peak Climbing ' })).resolves.toMatchObject({
      ok: true,
      value: { preferences: { accountName: 'Granite Peak Climbing' } },
    });
    // A name is not a reason to reopen the account.
    expect(runtime.info().sessionId).toBe(session);
    await expect(call('saveSettings', { accountName: 'Granite Peak Gym' })).resolves.toMatchObject({
      ok: true,
    });
    // The status page's name is the suggestion once the desk has read it.
    await vi.waitFor(
      () =>
        expect(call('getAccount')).resolves.toMatchObject({
          ok: true,
          value: { name: 'Granite Peak Gym', connectedName: 'Granite Peak Gym', defaultName: 'Waiver Cloud' },
        }),
      { timeout: 15_000 },
    );
    await call('openDemoAccount');
    const demo = await call('getAccount');
    expect(demo).toMatchObject({ ok: true, value: { mode: 'demo', connectedName: 'Granite Peak Gym' } });
    if (demo.ok) {
      const name = (demo.value as { name: string }).name;
      expect(name).not.toMatch(/^https?:|127\.0\.0\.1|Granite Peak Gym/);
      expect(name.length).toBeGreaterThan(0);
    }
    await call('openConnectedAccount');
    // An account without a name (connected before accounts were named) goes by its status page's, and is to be named.
    await call('saveSettings', { accountName: '' });
    await vi.waitFor(
      () =>
        expect(call('getAccount')).resolves.toMatchObject({
          ok: true,
          value: { name: 'Waiver Cloud', connectedName: 'Waiver Cloud', needsName: true },
        }),
      { timeout: 15_000 },
    );
    expect(JSON.stringify(await call('getAccount'))).not.toContain(`"name":"${host}"`);
    await call('saveSettings', { accountName: 'Granite Peak Gym' });
  });

  it('a changed time zone applies at once: the session reopens in it', async () => {
    const before = runtime.info().sessionId;
    await expect(call('saveSettings', { timeZone: 'Pacific/Auckland' })).resolves.toMatchObject({
      ok: true,
      value: { preferences: { timeZone: 'Pacific/Auckland' } },
    });
    // The environment fixes the zone in this rig, so the saved value waits behind it.
    expect(runtime.info().timeZone).toBe(zone);
    expect(runtime.info().sessionId).not.toBe(before);
    const tooSlow = await call('saveSettings', { statusPollMinutes: 9 });
    expect(tooSlow).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(refusedFieldsOf(tooSlow)).toEqual({ statusPollMinutes: expect.stringMatching(/at most 5/) });
  });

  it('sign-out wipes the key file and returns to the welcome screen', async () => {
    await expect(call('signOut')).resolves.toMatchObject({
      ok: true,
      value: { firstRun: true, account: { mode: 'demo' } },
    });
    expect(existsSync(secrets.pathOf('apiKey'))).toBe(false);
    await expect(call('getAccount')).resolves.toMatchObject({
      ok: true,
      value: { key: null, firstRun: true },
    });
  });

  it('the key never crossed the contract outward and sits nowhere but the key file', () => {
    for (const answer of answers) expect(answer).not.toContain(RIGHT_KEY);
    for (const file of allFiles(dataDir)) expect(readFileSync(file, 'utf8')).not.toContain(RIGHT_KEY);
  });
});

describe('the desk’s own refusals reach the page in its words', () => {
  it('keeps the unprotected-storage explanation, a storage failure and a bad setting', async () => {
    const { describeForDesk } = await import('../../electron/ipc/desk-failure.ts');
    const { UnprotectedStorageError, SecretStorageError } = await import(
      '../../electron/secrets/secret-store.ts'
    );
    const { InvalidSettingError } = await import('../../electron/runtime/account-plan.ts');
    const { fieldWordsOf } = await import('../../renderer/src/failures/failure-words.ts');
    const unprotected = describeForDesk(new UnprotectedStorageError());
    expect(unprotected).toEqual({ code: 'unprotected_storage', reason: { kind: 'unprotected_storage' } });
    expect(worded(unprotected).message).toContain('--password-store');
    const refused = describeForDesk(
      new SecretStorageError('keychain_refused', 'the keychain refused to encrypt the secret'),
    );
    expect(refused).toEqual({
      code: 'storage_failed',
      reason: { kind: 'key_not_stored', because: 'keychain_refused' },
    });
    expect(worded(refused).message).toBe('The keychain refused to lock the key.');
    const notSet = describeForDesk(new InvalidSettingError('baseUrl', false, { kind: 'not_set_yet' }));
    expect(notSet).toMatchObject({ code: 'invalid_request' });
    expect(fieldWordsOf(notSet)).toEqual({ baseUrl: expect.stringContaining('not set yet') });
  });
});
