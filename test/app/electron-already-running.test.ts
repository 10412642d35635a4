/**
 * The Electron entry on a data folder another desk process already runs on, against
 * the mocked Electron: it says so in a native dialog in the system's language (the
 * running desk's settings are not read) and ends, never starting a second desk.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESK_LOCK_FILE, processStartOf } from '../../electron/runtime/desk-lock.ts';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));
vi.mock('electron-updater', () => import('../mocks/electron-updater.ts'));

const savedEnv = { ...process.env };
let dataDir: string;
let syncService: ChildProcess;
/** What the start-up showed (vitest clears mock calls before each test). */
let shown: unknown[][];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-already-running-'));
  // The sync service runs on the folder: a live process of its own holds the lock.
  syncService = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], { stdio: 'ignore' });
  const pid = syncService.pid ?? 0;
  writeFileSync(
    path.join(dataDir, DESK_LOCK_FILE),
    JSON.stringify({ pid, kind: 'sync-service', startedMs: Date.now(), processStart: processStartOf(pid) }),
    { mode: 0o600 },
  );
  for (const name of Object.keys(process.env)) if (name.startsWith('WAIVER_DESK_')) delete process.env[name];
  process.env.WAIVER_DESK_DATA_DIR = dataDir;
  // A computer set to Spanish.
  electron.app.getLocale.mockReturnValue('es-US');
  electron.app.getPreferredSystemLanguages.mockReturnValue(['es-US', 'en-US']);
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => expect(electron.app.exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
  shown = [...electron.dialog.showErrorBox.mock.calls];
});

afterAll(() => {
  syncService.kill();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a second desk on a data folder in use', () => {
  it('says so in the system’s language, naming what runs there and the folder, and opens no window', () => {
    expect(shown).toHaveLength(1);
    const [title, body] = shown[0] as [string, string];
    expect(title).toBe('Waiver Desk ya está abierto');
    expect(body).toContain('El servicio de sincronización ya usa la carpeta de datos de este mostrador');
    expect(body).toContain(dataDir);
    expect(electron.createdWindows).toHaveLength(0);
  });
});
