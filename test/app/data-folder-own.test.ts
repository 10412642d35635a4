/**
 * The data folder is the desk's own (issue 28, problems 7, 8 and 9), each shown
 * on a real browser host started as a person would (the CLI, a sandbox over HTTP):
 * - links planted where its own folders and key file belong (`copies/`, `logs/`,
 *   `secrets/`, `secrets/apiKey`) are removed rather than followed, with a notice;
 *   the copy, the log and the keys land in folders of the desk's own, 0700, and
 *   nothing is written or read where the links pointed;
 * - a FIFO at `secrets/apiKey` no longer hangs the start: the desk opens and says
 *   the key file was not read;
 * - a second desk process on the same folder (a browser host, the sync service)
 *   is refused in one line naming the one that runs; the doctor still runs beside
 *   it; once the first is killed, its lock is stale and a new desk starts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESK_LOCK_FILE } from '../../electron/runtime/desk-lock.ts';
import type { AccountOverview } from '../../shared/ipc/account.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

const CLI = 'electron/browser-host/cli.ts';
const KEY = 'k-own-folder-6Tz2Pw';
const posix = process.platform !== 'win32';

let sandbox: SandboxHandle;
const running: RunningCli[] = [];
const folders: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 41, waivers: 120, apiKeys: [KEY], timeZone: 'Etc/UTC' });
});
afterEach(async () => {
  for (const cli of running.splice(0)) await cli.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
afterAll(async () => {
  await sandbox?.close();
});

const folder = (name: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `waiver-desk-${name}-`));
  folders.push(made);
  return made;
};

const env = (dir: string, extra: NodeJS.ProcessEnv = {}) => ({
  WAIVER_DESK_BASE_URL: '',
  WAIVER_DESK_STATUS_URL: '',
  WAIVER_DESK_API_KEY: '',
  WAIVER_DESK_SHARED_DATABASE_URL: '',
  WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
  WAIVER_DESK_DATA_DIR: dir,
  ...extra,
});

async function host(dir: string): Promise<{ cli: RunningCli; rpc: (method: string) => Promise<unknown> }> {
  const cli = await spawnCli(CLI, ['--port', '0'], env(dir));
  running.push(cli);
  const rpc = async (method: string) => {
    const answer = await callDeskOnce(cli.url, method);
    if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.value;
  };
  return { cli, rpc };
}

/** A configured account's settings in `dir`; its key file is each test's own. */
function presetSettings(dir: string): void {
  writeFileSync(
    path.join(dir, 'settings.json'),
    JSON.stringify({ accountChoice: 'configured', baseUrl: sandbox.baseUrl, statusUrl: '' }),
    { mode: 0o600 },
  );
}

/** Every file under `root`, relative. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe.skipIf(!posix)('links inside the data folder', () => {
  it('are removed rather than followed: copy, log and keys stay in folders of the desk’s own, with a notice', async () => {
    const dir = folder('linked');
    const elsewhere = folder('elsewhere');
    presetSettings(dir);
    for (const name of ['copies', 'logs', 'secrets']) {
      mkdirSync(path.join(elsewhere, name), { mode: 0o777 });
      chmodSync(path.join(elsewhere, name), 0o777);
      symlinkSync(path.join(elsewhere, name), path.join(dir, name));
    }
    // A key file of someone else's, linked in: it must not be read or used.
    writeFileSync(path.join(elsewhere, 'their-key'), KEY, { mode: 0o600 });
    symlinkSync(path.join(elsewhere, 'their-key'), path.join(elsewhere, 'secrets', 'apiKey'));

    const { rpc } = await host(dir);
    const info = (await rpc('getAppInfo')) as AppInfo;
    expect([...(info.linksRemoved ?? [])].sort()).toEqual(['copies', 'logs', 'secrets']);
    for (const name of ['copies', 'logs', 'secrets'].filter((one) => existsSync(path.join(dir, one)))) {
      const stat = lstatSync(path.join(dir, name));
      expect(stat.isSymbolicLink(), name).toBe(false);
      expect(stat.mode & 0o777, name).toBe(0o700);
    }
    // The key behind the link was not read: the account has no usable key.
    const account = (await rpc('getAccount')) as AccountOverview;
    expect(account.key).toBeNull();
    // The log and the demo's copy went into the desk's own folders; nothing landed where the links pointed.
    await expect
      .poll(() => filesUnder(path.join(dir, 'logs')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(filesUnder(path.join(elsewhere, 'logs'))).toEqual([]);
    expect(filesUnder(path.join(elsewhere, 'copies'))).toEqual([]);
    expect(filesUnder(path.join(elsewhere, 'secrets'))).toEqual(['apiKey']);
    expect(statSync(path.join(elsewhere, 'copies')).mode & 0o777).toBe(0o777);
    expect(readFileSync(path.join(elsewhere, 'their-key'), 'utf8')).toBe(KEY);
  }, 60_000);

  it('a linked key file alone is removed, never read', async () => {
    const dir = folder('linked-key');
    const elsewhere = folder('elsewhere-key');
    presetSettings(dir);
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    writeFileSync(path.join(elsewhere, 'their-key'), KEY, { mode: 0o600 });
    symlinkSync(path.join(elsewhere, 'their-key'), path.join(dir, 'secrets', 'apiKey'));
    const { rpc } = await host(dir);
    expect(((await rpc('getAppInfo')) as AppInfo).linksRemoved).toEqual([path.join('secrets', 'apiKey')]);
    expect(((await rpc('getAccount')) as AccountOverview).key).toBeNull();
    expect(existsSync(path.join(dir, 'secrets', 'apiKey'))).toBe(false);
    expect(readFileSync(path.join(elsewhere, 'their-key'), 'utf8')).toBe(KEY);
  }, 60_000);
});

describe.skipIf(!posix)('a FIFO where the key file belongs', () => {
  it('does not hang the start: the desk opens and says the key file was not read', async () => {
    const dir = folder('fifo');
    presetSettings(dir);
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    execFileSync('mkfifo', ['-m', '600', path.join(dir, 'secrets', 'apiKey')]);
    const { rpc } = await host(dir);
    const account = (await rpc('getAccount')) as AccountOverview;
    expect(account.key).toBeNull();
    expect(account.keyProblem).toEqual({ kind: 'not_a_file', found: 'not-a-file' });
  }, 60_000);
});

describe('one desk process per data folder', () => {
  it('refuses a second browser host and the sync service in one line naming the one that runs; the doctor runs beside it', async () => {
    const dir = folder('one-desk');
    const first = await host(dir);
    const lock = JSON.parse(readFileSync(path.join(dir, DESK_LOCK_FILE), 'utf8')) as {
      pid: number;
      kind: string;
    };
    expect(lock.kind).toBe('browser-host');
    if (posix) expect(statSync(path.join(dir, DESK_LOCK_FILE)).mode & 0o777).toBe(0o600);

    const second = spawnSync(process.execPath, [CLI, '--port', '0'], {
      env: { ...process.env, ...env(dir) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    const refusal = second.stderr.trim().split('\n');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toMatch(
      new RegExp(
        `^Waiver Desk could not start: the browser host \\(process ${lock.pid}, started .+\\) already runs on the data folder`,
      ),
    );
    expect(second.stdout).not.toMatch(/http:\/\/127\.0\.0\.1/);

    const service = spawnSync(process.execPath, ['electron/runtime/sync-service.ts'], {
      env: { ...process.env, ...env(dir) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(service.status).toBe(1);
    expect(service.stderr.trim()).toMatch(
      /^The sync service could not start: the browser host \(process \d+/,
    );

    // The doctor only reads: it runs beside a desk.
    const doctor = spawnSync(process.execPath, ['electron/doctor/cli.ts'], {
      env: { ...process.env, ...env(dir) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(`${doctor.stdout}${doctor.stderr}`).toContain('Waiver Desk doctor');
    expect(`${doctor.stdout}${doctor.stderr}`).not.toContain('already runs');

    // Killed without a chance to let go: the lock is stale, and the next desk takes it over.
    await first.cli.kill('SIGKILL');
    expect(existsSync(path.join(dir, DESK_LOCK_FILE))).toBe(true);
    const next = await host(dir);
    expect(((await next.rpc('getAppInfo')) as AppInfo).phase).toBe('ready');
    const taken = JSON.parse(readFileSync(path.join(dir, DESK_LOCK_FILE), 'utf8')) as { pid: number };
    expect(taken.pid).not.toBe(lock.pid);
    // Stopped as a person stops it: the lock goes with it.
    await next.cli.stop();
    expect(existsSync(path.join(dir, DESK_LOCK_FILE))).toBe(false);
  }, 120_000);
});
