/**
 * A `settings.json` that is not JSON, is empty, or holds values no rule accepts
 * never stops the desk: the file is moved aside as `settings.damaged-<time>.json`,
 * every value that still reads is kept (the API key among them, each secret on
 * its own), the rest go back to their defaults, and the desk says which. The
 * file is read by the settings store itself, then by the real browser host
 * started on it, whose page is told what was reset.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../electron/settings/schema.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { RESETTABLE_SETTINGS } from '../../shared/ipc/events.ts';
import { readPageToken } from '../support/desk-log-scan.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

const CLI = 'electron/browser-host/cli.ts';
const KEY = 'k-damaged-settings-8Wc1';
const API_KEY_CIPHER = { cipher: 'c2VjcmV0LWtleS1jaXBoZXI=', backend: 'gnome_libsecret' };

const dirs: string[] = [];
function dataDirWith(settings: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-settings-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'settings.json'), settings, { mode: 0o600 });
  return dir;
}
const damagedCopies = (dir: string) =>
  readdirSync(dir).filter((name) => /^settings\.damaged-.+\.json$/.test(name));

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the settings store on a damaged file', () => {
  it.each([
    ['not JSON', '{"baseUrl": "https://api.waivers.example", "retentionDays": 30', 'not-json'],
    ['empty', '  \n', 'empty'],
    ['a list, not settings', '["https://api.waivers.example"]', 'not-json'],
  ])('%s: set aside, and every setting back to its default', (_what, text, problem) => {
    const dir = dataDirWith(text);
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toMatchObject({ problem, reset: [...RESETTABLE_SETTINGS] });
    expect(settings.get('retentionDays')).toBe(SETTINGS_DEFAULTS.retentionDays);
    const [aside] = damagedCopies(dir);
    expect(aside).toBeDefined();
    expect(readFileSync(path.join(dir, aside as string), 'utf8')).toBe(text);
    expect(statSync(path.join(dir, aside as string)).mode & 0o777).toBe(0o600);
    // The file in its place reads as settings again.
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      retentionDays: SETTINGS_DEFAULTS.retentionDays,
    });
    expect(openSettingsFile(dir).repaired).toBeNull();
  });

  it('values no rule accepts: only those go back; the rest, the API key among them, are kept', () => {
    const dir = dataDirWith(
      JSON.stringify({
        accountChoice: 'configured',
        baseUrl: 'https://api.waivers.example',
        requestTimeoutMs: 'soon',
        retentionDays: 30,
        kioskMode: 'yes',
        secrets: { apiKey: API_KEY_CIPHER, cacheKey: { cipher: 7 } },
      }),
    );
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toMatchObject({
      problem: 'invalid',
      reset: ['cacheKey', 'requestTimeoutMs', 'kioskMode'],
    });
    expect(settings.get('baseUrl')).toBe('https://api.waivers.example');
    expect(settings.get('retentionDays')).toBe(30);
    expect(settings.get('requestTimeoutMs')).toBe(SETTINGS_DEFAULTS.requestTimeoutMs);
    expect(settings.get('secrets')).toEqual({ apiKey: API_KEY_CIPHER });
    expect(damagedCopies(dir)).toHaveLength(1);
    const reread = openSettingsFile(dir);
    expect(reread.repaired).toBeNull();
    expect(reread.get('secrets')).toEqual({ apiKey: API_KEY_CIPHER });
  });

  it('a reader that must change nothing (the doctor) reads around the damage and leaves the file', () => {
    const text = '{"baseUrl": 5}';
    const dir = dataDirWith(text);
    const settings = openSettingsFile(dir, { repair: false });
    expect(settings.repaired).toMatchObject({ reset: ['baseUrl'], movedTo: null });
    expect(readFileSync(path.join(dir, 'settings.json'), 'utf8')).toBe(text);
    expect(damagedCopies(dir)).toEqual([]);
  });
});

describe('the browser host started on a damaged settings file', () => {
  let sandbox: SandboxHandle;
  let cli: RunningCli | null = null;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 31, waivers: 100, apiKeys: [KEY], timeZone: 'Etc/UTC' });
  });

  afterEach(async () => {
    await cli?.stop();
    cli = null;
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  const start = async (dir: string) => {
    cli = await spawnCli(CLI, ['--port', '0'], {
      WAIVER_DESK_BASE_URL: '',
      WAIVER_DESK_STATUS_URL: '',
      WAIVER_DESK_API_KEY: '',
      WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
      WAIVER_DESK_DATA_DIR: dir,
    });
    const url = cli.url;
    const token = await readPageToken(url);
    return (method: string, payload: unknown = {}) =>
      callDeskOnce(url, method, payload, { token }) as Promise<{
        ok: boolean;
        value?: Record<string, unknown>;
      }>;
  };

  it('keeps the account it can still read and tells the page what went back to its default', async () => {
    const dir = dataDirWith(
      JSON.stringify({ accountChoice: 'configured', baseUrl: sandbox.baseUrl, statusPollMinutes: 99 }),
    );
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    writeFileSync(path.join(dir, 'secrets', 'apiKey'), KEY, { mode: 0o600 });
    const rpc = await start(dir);
    expect((await rpc('getAppInfo')).value).toMatchObject({
      phase: 'ready',
      account: { mode: 'configured', baseUrl: sandbox.baseUrl },
      settingsReset: { everything: false, settings: ['statusPollMinutes'] },
    });
    expect((await rpc('getSettings')).value).toMatchObject({ preferences: { statusPollMinutes: 2 } });
    expect(damagedCopies(dir)).toHaveLength(1);
  });

  it('starts on the welcome screen when nothing could be read, and says so', async () => {
    const dir = dataDirWith('{"baseUrl": "https://api.waivers.example",');
    const rpc = await start(dir);
    expect((await rpc('getAppInfo')).value).toMatchObject({
      phase: 'ready',
      firstRun: true,
      settingsReset: { everything: true },
    });
    expect(damagedCopies(dir)).toHaveLength(1);
  });
});
