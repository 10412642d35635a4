/**
 * Every way a data folder can refuse a write is named as such, and the desk
 * waits it out (issue 28, problem 3), with the errors injected:
 * - each errno (EROFS, EACCES, EPERM, ENOENT on a parent, ENOSPC, EDQUOT), alone
 *   or under a library's error, is a write failure named for the page;
 * - a copy whose opening meets one waits (it is not given up on), says which
 *   folder and why, and opens by itself once a try goes through;
 * - making a folder on a read-only disk says EROFS, where `mkdirSync(…,
 *   {recursive: true})` says ENOENT and the desk took it for something else;
 * - a refused save of the settings names the failure the same way.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, writeFailureOf, writeRefusalOf } from '../../electron/files/owner-only.ts';
import { probeWritable } from '../../electron/files/writable.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { describeForDesk } from '../../electron/ipc/desk-failure.ts';
import { type CopySetup, openCopyWhenPossible } from '../../electron/runtime/account-copy.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';
import { SettingsUnwritableError } from '../../electron/settings/settings-file.ts';
import { copyProblemWords } from '../../renderer/src/failures/words.ts';
import type { CopyProblem, WriteFailure } from '../../shared/ipc/events.ts';
import { worded } from '../support/worded.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-write-failures-'));
  dirs.push(dir);
  return dir;
};

function errnoError(code: string, syscall: string, at: string): NodeJS.ErrnoException {
  const error = new Error(`${code}: refused, ${syscall} '${at}'`) as NodeJS.ErrnoException;
  error.code = code;
  error.syscall = syscall;
  error.path = at;
  return error;
}

const INJECTED: [code: string, syscall: string, failure: WriteFailure][] = [
  ['EROFS', 'open', 'read-only'],
  ['EACCES', 'mkdir', 'no-permission'],
  ['EPERM', 'rename', 'no-permission'],
  ['ENOENT', 'mkdir', 'missing-folder'],
  ['ENOSPC', 'write', 'disk-full'],
  ['EDQUOT', 'open', 'quota'],
];

describe('a refused write, named as the file system said it', () => {
  it.each(INJECTED)('%s from %s is "%s"', (code, syscall, failure) => {
    const error = errnoError(code, syscall, '/data/copies/abc/waiver-cache.sqlite');
    expect(writeFailureOf(error)).toBe(failure);
    // Under a library's own error, as conf or the secret store wrap it.
    expect(writeFailureOf(new Error('could not write', { cause: error }))).toBe(failure);
    expect(writeRefusalOf(error)).toBe(
      failure === 'disk-full' || failure === 'quota' ? 'full' : 'unwritable',
    );
  });

  it('leaves a file that is simply not there (reading it) and other failures alone', () => {
    expect(writeFailureOf(errnoError('ENOENT', 'stat', '/data/settings.json'))).toBeNull();
    expect(writeFailureOf(errnoError('EIO', 'write', '/data/x'))).toBeNull();
    expect(writeFailureOf(new Error('no code'))).toBeNull();
  });

  it('words every failure for the page: which folder, and why', () => {
    for (const [, , cause] of INJECTED) {
      const problem: CopyProblem = {
        kind: 'waiting',
        trouble: cause === 'disk-full' || cause === 'quota' ? 'full' : 'unwritable',
        folder: '/data/copies',
        cause,
      };
      const words = copyProblemWords(problem);
      expect(words).toContain('/data/copies');
      expect(words).toMatch(/read-only|not allowed|missing|full|share of the disk/);
    }
  });

  it('a refused save of the settings names the failure too', () => {
    const error = new SettingsUnwritableError(
      '/data',
      'unwritable',
      errnoError('EROFS', 'open', '/data/settings.json'),
    );
    const failure = describeForDesk(error);
    expect(failure.reason).toEqual({
      kind: 'settings_not_saved',
      folder: '/data',
      because: 'unwritable',
      cause: 'read-only',
    });
    expect(worded(failure).message).toBe(
      'The settings could not be saved in the folder /data: the disk it is on is read-only.',
    );
  });
});

describe('a copy that meets a refused write', () => {
  it.each(INJECTED)(
    'waits on %s, says why, and opens by itself once a try goes through',
    async (code, syscall, failure) => {
      const dataDir = tempDir();
      const dir = path.join(dataDir, 'copies', 'account');
      let refusals = 2;
      const setup = async (): Promise<CopySetup> => {
        if (refusals > 0) {
          refusals -= 1;
          // A folder is named by mkdir itself, a file by the other calls: either way the copies' folder.
          const at =
            syscall === 'mkdir' ? path.join(dataDir, 'copies') : path.join(dataDir, 'copies', 'copy.tmp');
          throw new Error('the copy could not be opened', { cause: errnoError(code, syscall, at) });
        }
        return { dir, dataKey: randomBytes(32), ephemeral: false, retentionDays: 30, consumeQueue: false };
      };
      const scheduler = createRequestScheduler();
      const waiver = createWaiverClient({
        baseUrl: 'http://127.0.0.1:9',
        apiKey: 'k-injected',
        timeZone: 'Etc/UTC',
        scheduler,
      });
      const problems: CopyProblem[] = [];
      const controller = new AbortController();
      let opened: Awaited<ReturnType<typeof openCopyWhenPossible>>['copy'] = null;
      const opening = await openCopyWhenPossible(
        setup,
        { waiver, scheduler, timeZone: 'Etc/UTC', onProgress: () => {}, onArrived: () => {} },
        controller.signal,
        { onOpened: (copy) => (opened = copy), onProblem: (problem) => problems.push(problem) },
      );
      try {
        expect(opening.copy).toBeNull();
        expect(opening.problem).toMatchObject({
          kind: 'waiting',
          cause: failure,
          folder: path.join(dataDir, 'copies'),
        });
        await opening.settled;
        expect(opened).not.toBeNull();
      } finally {
        controller.abort();
        await (opened as Awaited<ReturnType<typeof openCopyWhenPossible>>['copy'])?.close();
        scheduler.close();
        await waiver.close();
      }
    },
  );
});

/** Whether this machine lets the test mount a tmpfs (root in a container that allows it). */
function mountProblem(): string | null {
  const probe = mkdtempSync(path.join(tmpdir(), 'waiver-desk-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe]);
    return null;
  } catch (error) {
    return `making a folder on a read-only disk needs a mount, and this machine allows none (${
      error instanceof Error ? error.message.split('\n')[0] : String(error)
    })`;
  } finally {
    rmdirSync(probe);
  }
}
const mountSkip = mountProblem();
if (mountSkip) console.warn(`making folders on a read-only disk skipped: ${mountSkip}`);

describe.skipIf(mountSkip !== null)('making folders on a read-only disk', () => {
  it('says EROFS (read-only), where a recursive mkdir said ENOENT', () => {
    const dir = tempDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', dir]);
    try {
      execFileSync('mount', ['-o', 'remount,ro', dir]);
      const copies = path.join(dir, 'copies', 'account');
      let recursive: unknown;
      try {
        mkdirSync(copies, { recursive: true });
      } catch (error) {
        recursive = error;
      }
      // What Node says: not that the disk is read-only.
      expect((recursive as NodeJS.ErrnoException).code).toBe('ENOENT');
      let made: unknown;
      try {
        ensurePrivateDir(copies);
      } catch (error) {
        made = error;
      }
      expect((made as NodeJS.ErrnoException).code).toBe('EROFS');
      expect(writeFailureOf(made)).toBe('read-only');
      expect(probeWritable(copies)).toEqual({ failure: 'read-only', folder: path.join(dir, 'copies') });
      // An existing folder on it is no failure to make.
      expect(() => ensurePrivateDir(dir)).not.toThrow();
      execFileSync('mount', ['-o', 'remount,rw', dir]);
      expect(probeWritable(copies)).toBeNull();
    } finally {
      execFileSync('umount', [dir]);
    }
  });
});
