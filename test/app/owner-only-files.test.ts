/**
 * Owner-only files: after a real start of the browser host on a configured
 * account (its copy filling from a sandbox over HTTP), every folder in the data
 * directory is 0700 and every file 0600, the ones the desk created (the copy's
 * database with its -wal and -shm, the copy a recovery moved aside, logs,
 * settings) and the ones an older version left wider, which are narrowed at
 * start. The modes are read from the disk, not from the code.
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDirOf, startConfiguredRuntime } from '../support/configured-runtime.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

const CLI = 'electron/browser-host/cli.ts';
const KEY = 'k-owner-only-9Lm3Qa';

/** What is not owner-only under `root`, as `path 0mode`. */
function widerThanOwner(root: string): string[] {
  return [...modes(root)]
    .filter(([target, mode]) => mode !== (lstatSync(path.join(root, target)).isDirectory() ? 0o700 : 0o600))
    .map(([target, mode]) => `${target} 0${mode.toString(8)}`);
}

/** Every folder and file under `root` (itself included) with its permission bits. */
function modes(root: string): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (target: string) => {
    const stat = lstatSync(target);
    found.set(path.relative(root, target) || '.', stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name));
  };
  walk(root);
  return found;
}

describe.skipIf(process.platform === 'win32')('the files of a desk after a real start', () => {
  let sandbox: SandboxHandle;
  let cli: RunningCli;
  let dataDir: string;
  let copyDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 23, waivers: 400, apiKeys: [KEY], timeZone: 'Etc/UTC' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-modes-'));
    // What an older version left behind, readable by others.
    chmodSync(dataDir, 0o755);
    const settings = path.join(dataDir, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ accountChoice: 'configured', baseUrl: sandbox.baseUrl, statusUrl: sandbox.statusUrl }),
    );
    chmodSync(settings, 0o644);
    mkdirSync(path.join(dataDir, 'secrets'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'secrets'), 0o755);
    writeFileSync(path.join(dataDir, 'secrets', 'apiKey'), KEY, { mode: 0o600 });
    mkdirSync(path.join(dataDir, 'logs'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'logs'), 0o755);
    writeFileSync(path.join(dataDir, 'logs', 'browser-host.1.log'), 'an older line\n', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'logs', 'browser-host.1.log'), 0o644);
    copyDir = copyDirOf(dataDir, sandbox.baseUrl);
    mkdirSync(copyDir, { recursive: true, mode: 0o755 });
    chmodSync(path.join(dataDir, 'copies'), 0o755);
    chmodSync(copyDir, 0o755);
    // A copy that is not a database: the desk moves it aside and builds a new one.
    const damaged = path.join(copyDir, 'waiver-cache.sqlite');
    writeFileSync(damaged, 'not a database at all', { mode: 0o644 });
    chmodSync(damaged, 0o644);

    cli = await spawnCli(CLI, ['--port', '0'], {
      WAIVER_DESK_BASE_URL: '',
      WAIVER_DESK_STATUS_URL: '',
      WAIVER_DESK_API_KEY: '',
      WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
      WAIVER_DESK_DATA_DIR: dataDir,
    });
  }, 60_000);

  afterAll(async () => {
    await cli?.stop();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are owner-only, made so or narrowed at start', async () => {
    expect(cli.output()).toContain(`on ${sandbox.baseUrl}`);
    // The copy is in use: its WAL is there, and the damaged one lies beside it.
    await expect
      .poll(() => existsSync(path.join(copyDir, 'waiver-cache.sqlite-wal')), { timeout: 20_000 })
      .toBe(true);
    const names = readdirSync(copyDir);
    expect(names.some((name) => name.startsWith('waiver-cache.sqlite.damaged-'))).toBe(true);
    expect(names).toContain('waiver-cache.sqlite-shm');
    expect(existsSync(path.join(dataDir, 'logs', 'browser-host.log'))).toBe(true);

    expect(widerThanOwner(dataDir)).toEqual([]);
    expect(modes(dataDir).size).toBeGreaterThan(10);
  });

  it('are owner-only by how each is made, not only by the process umask the hosts set', async () => {
    // This test process keeps the usual umask (022): the runtime alone must make its files private.
    expect(process.umask()).toBe(0o022);
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-modes-runtime-'));
    const runtime = await startConfiguredRuntime({ baseUrl: sandbox.baseUrl, apiKey: KEY, dataDir: dir });
    try {
      const copy = (await runtime.session()).copy;
      expect(copy).not.toBeNull();
      await expect.poll(() => existsSync(`${copy?.cache.path}-wal`), { timeout: 20_000 }).toBe(true);
      expect(widerThanOwner(dir)).toEqual([]);
    } finally {
      await runtime.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
