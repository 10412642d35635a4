/**
 * The Electron main process's log: electron-log's main logger writing where
 * Electron keeps logs (`app.getPath('logs')`, inside the data directory set as
 * userData), with the same redaction and owner-only files as the plain-Node log.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));

const { deskLog, registerLogSecret } = await import('../../electron/logging/desk-log.ts');
const { startElectronLogging } = await import('../../electron/logging/electron-logging.ts');

const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("writes redacted lines to main.log in Electron's logs folder, owner-only", () => {
  electron.app.setPath('userData', dataDir);
  const running = startElectronLogging();
  try {
    // Set from userData as it is now (the data directory), then read back.
    expect(electron.app.setAppLogsPath).toHaveBeenCalledWith();
    expect(electron.app.getPath).toHaveBeenCalledWith('logs');
    expect(running.file).toBe(path.join(dataDir, 'logs', 'main.log'));
    registerLogSecret('electron-held-key-1234');
    deskLog.info('account opened with electron-held-key-1234');
    // Also on the terminal Electron was started from (electron-log's console transport).
    deskLog.warn('a guardian at 555-555-0100 with jo@example.com');
    const text = readFileSync(running.file!, 'utf8');
    expect(text).toMatch(/\[info\] +account opened with \[secret\]\n/);
    expect(text).toMatch(/\[warn\] +a guardian at \[phone\] with \[email\]\n/);
    expect(statSync(running.file!).mode & 0o777).toBe(0o600);
  } finally {
    running.stop();
  }
});
