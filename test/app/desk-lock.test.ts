/**
 * The data folder's lock: taken owner-only and exclusively, refused while its
 * holder runs, taken over when its holder is gone or its pid now belongs to
 * another program, never followed through a link, let go on release.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DESK_LOCK_FILE,
  DeskAlreadyRunningError,
  processStartOf,
  takeDeskLock,
} from '../../electron/runtime/desk-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-lock-'));
  dirs.push(dir);
  return dir;
};
const plant = (dir: string, holder: object) =>
  writeFileSync(path.join(dir, DESK_LOCK_FILE), JSON.stringify(holder), { mode: 0o600 });

describe('the data folder lock', () => {
  it('is taken owner-only, names this process, and goes on release', () => {
    const dir = tempDir();
    const lock = takeDeskLock(dir, 'browser-host');
    const file = path.join(dir, DESK_LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, kind: 'browser-host' });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another running process holds it, naming that one', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const pid = other.pid as number;
      plant(dir, { pid, kind: 'sync-service', startedMs: Date.now(), processStart: processStartOf(pid) });
      let refused: unknown;
      try {
        takeDeskLock(dir, 'browser-host');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(DeskAlreadyRunningError);
      expect((refused as Error).message).toMatch(
        new RegExp(`^the sync service \\(process ${pid}, started .+ UTC\\) already runs on the data folder `),
      );
      expect((refused as Error).message.split('\n')).toHaveLength(1);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, or whose pid another program now has', () => {
    const dir = tempDir();
    plant(dir, { pid: 2 ** 22 + 12_345, kind: 'electron', startedMs: 0, processStart: null });
    takeDeskLock(dir, 'browser-host').release();
    if (processStartOf(1) !== null) {
      // pid 1 runs, but it is not the process that wrote this lock: it started at another moment.
      plant(dir, { pid: 1, kind: 'electron', startedMs: 0, processStart: 'not-when-pid-1-started' });
      const lock = takeDeskLock(dir, 'browser-host');
      expect(JSON.parse(readFileSync(path.join(dir, DESK_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it.runIf(process.platform !== 'win32')('never writes through a link at its name', () => {
    const dir = tempDir();
    const elsewhere = path.join(tempDir(), 'target');
    writeFileSync(elsewhere, 'not a lock');
    symlinkSync(elsewhere, path.join(dir, DESK_LOCK_FILE));
    takeDeskLock(dir, 'browser-host').release();
    expect(readFileSync(elsewhere, 'utf8')).toBe('not a lock');
  });
});
