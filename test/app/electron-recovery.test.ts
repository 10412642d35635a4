/**
 * Crash recovery in the Electron entry, against the Electron test double: the
 * crash reporter keeps dumps in the data folder with uploading off, and tidies
 * them; a page whose renderer is gone (or stops answering) is loaded again on the
 * screen it was on, with a notice the reloaded page hears and a line in the log;
 * a helper process that goes is logged; errors main did not catch are logged, and
 * a burst of them restarts the desk once, which says so at its next start.
 *
 * The real Electron binary would be needed to crash a real renderer; the double
 * raises the same events Electron raises (`render-process-gone`, `unresponsive`).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_DUMPS } from '../../electron/recovery/crash-dumps.ts';
import { BURST, RESTART_MARK } from '../../electron/recovery/main-faults.ts';
import { UNRESPONSIVE_GRACE_MS } from '../../electron/recovery/page-recovery.ts';
import * as electron from '../mocks/electron.ts';
import { listenAs } from '../support/electron-calls.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));
vi.mock('electron-updater', () => import('../mocks/electron-updater.ts'));

const APP = 'app://waiver-desk/index.html';
const savedEnv = { ...process.env };
let dataDir: string;
let window: electron.BrowserWindow;
let ourUncaught: (error: Error) => void;
let ourRejection: (reason: unknown) => void;
/** What the start-up asked of Electron (vitest clears mock calls before each test). */
let startup: { setPath: unknown[][]; crashReporter: unknown[][] };

const crashesDir = () => path.join(dataDir, 'crashes');
const mainLog = () => {
  const file = path.join(dataDir, 'logs', 'main.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/** The recoveries the page hears once its preload asks for its port, as after a load (retained, so sent at once). */
async function recoveriesHeard() {
  const page = listenAs(window.webContents);
  await vi.waitFor(() => expect(page.events.some((event) => event.name === 'recoveries')).toBe(true));
  return page.events.flatMap((event) => (event.name === 'recoveries' ? event.payload.recoveries : []));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-recovery-'));
  // Dumps an earlier run left: more than are kept, one of them from long ago, and one too wide open.
  const pending = path.join(crashesDir(), 'pending');
  mkdirSync(pending, { recursive: true });
  for (let index = 0; index < KEPT_DUMPS + 2; index++) {
    const file = path.join(pending, `dump-${index}.dmp`);
    writeFileSync(file, 'MDMP', { mode: 0o644 });
    const days = index === 0 ? 60 : index;
    const at = new Date(Date.now() - days * 24 * 60 * 60_000);
    utimesSync(file, at, at);
  }
  for (const name of Object.keys(process.env)) if (name.startsWith('WAIVER_DESK_')) delete process.env[name];
  process.env.WAIVER_DESK_DATA_DIR = dataDir;
  const uncaughtBefore = new Set(process.listeners('uncaughtException'));
  const rejectionBefore = new Set(process.listeners('unhandledRejection'));
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => expect(electron.createdWindows).toHaveLength(1), { timeout: 10_000 });
  window = electron.createdWindows[0]!;
  startup = {
    setPath: [...electron.app.setPath.mock.calls],
    crashReporter: [...electron.crashReporter.start.mock.calls],
  };
  ourUncaught = process
    .listeners('uncaughtException')
    .find((listener) => !uncaughtBefore.has(listener)) as never;
  ourRejection = process
    .listeners('unhandledRejection')
    .find((listener) => !rejectionBefore.has(listener)) as never;
});

afterAll(() => {
  if (ourUncaught) process.off('uncaughtException', ourUncaught);
  if (ourRejection) process.off('unhandledRejection', ourRejection);
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash dumps', () => {
  it('are written into the data folder with uploading off', () => {
    expect(startup.setPath).toContainEqual(['crashDumps', crashesDir()]);
    expect(startup.crashReporter).toEqual([[expect.objectContaining({ uploadToServer: false })]]);
  });

  it('are kept owner-only and rotated: the newest few, none from long ago', () => {
    const kept = readdirSync(path.join(crashesDir(), 'pending'));
    expect(kept).toHaveLength(KEPT_DUMPS);
    expect(kept).not.toContain('dump-0.dmp');
    expect(kept).not.toContain(`dump-${KEPT_DUMPS + 1}.dmp`);
    expect(statSync(path.join(crashesDir(), 'pending', 'dump-1.dmp')).mode & 0o777).toBe(0o600);
  });
});

describe('a page whose renderer is gone', () => {
  it('is loaded again on the screen it was on, with a notice and a line in the log', async () => {
    const screen = `${APP}#/waivers/W-7Kq2`;
    window.webContents.navigate(screen, { sameDocument: true });
    window.loadURL.mockClear();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.waitFor(() => expect(window.loadURL).toHaveBeenCalledWith(screen));
    expect(await recoveriesHeard()).toEqual([expect.objectContaining({ what: 'page' })]);
    await vi.waitFor(() =>
      expect(mainLog()).toMatch(/the window's page was gone \(crashed, exit code 139\)/),
    );
  });

  it('is not brought back when it ended cleanly (the window closing)', async () => {
    window.loadURL.mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
      // Longer than a reload waits after any number of crashes: one scheduled would have run.
      vi.advanceTimersByTime(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(window.loadURL).not.toHaveBeenCalled();
  });

  it('that stops answering is given a while, then ended and loaded again', async () => {
    window.webContents.navigate(`${APP}#/today`, { sameDocument: true });
    window.loadURL.mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      window.webContents.emit('unresponsive');
      vi.advanceTimersByTime(UNRESPONSIVE_GRACE_MS - 1);
      expect(window.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();
      // It answered in time: nothing happens.
      window.webContents.emit('responsive');
      vi.advanceTimersByTime(UNRESPONSIVE_GRACE_MS);
      expect(window.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();

      window.webContents.emit('unresponsive');
      vi.advanceTimersByTime(UNRESPONSIVE_GRACE_MS);
      expect(window.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(window.loadURL).toHaveBeenCalledWith(`${APP}#/today`));
  });
});

describe("main's own errors", () => {
  it('logs a helper process that went', async () => {
    electron.app.emit(
      'child-process-gone',
      {},
      { type: 'GPU', reason: 'crashed', exitCode: 11, name: 'GPU' },
    );
    await vi.waitFor(() => expect(mainLog()).toMatch(/a helper process of the desk \(GPU\) went: crashed/));
  });

  it('logs an error nothing caught and a promise nobody handled, redacted, and keeps serving', async () => {
    ourRejection(new Error('could not reach Ann at ann@example.com'));
    ourUncaught(new Error('boom for 503-555-0100'));
    await vi.waitFor(() =>
      expect(mainLog()).toMatch(/main: a promise nobody handled: Error could not reach Ann at \[email\]/),
    );
    expect(mainLog()).toMatch(/main: an error nothing caught: Error boom for \[phone\]/);
    expect(electron.app.relaunch).not.toHaveBeenCalled();
  });

  it('restarts the desk once after a burst, and leaves a mark the next start reads', () => {
    for (let error = 0; error < BURST.errors; error++) ourUncaught(new TypeError('broken state'));
    expect(electron.app.relaunch).toHaveBeenCalledTimes(1);
    expect(electron.app.quit).toHaveBeenCalled();
    expect(existsSync(path.join(dataDir, RESTART_MARK))).toBe(true);
    // Another burst so soon: no second restart.
    for (let error = 0; error < BURST.errors; error++) ourUncaught(new TypeError('broken state'));
    expect(electron.app.relaunch).toHaveBeenCalledTimes(1);
  });
});
