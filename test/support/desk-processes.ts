/**
 * A desk as a person runs it: the browser host as its own process, optionally
 * pointed at a sandbox that also runs as its own process, with a throwaway data dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningCli, spawnCli } from './spawn-cli.ts';

export interface DeskProcesses {
  desk: RunningCli;
  /** Null on the demo account, where the desk starts its own sandbox in process. */
  sandbox: RunningCli | null;
  stop(): Promise<void>;
}

export interface DeskSetup {
  timeZone: string;
  /** Start a separate sandbox with these CLI flags; omit for the demo account. */
  sandboxArgs?: string[];
  /** The key the desk sends to that sandbox. */
  deskApiKey?: string;
}

export async function startDeskProcesses(setup: DeskSetup): Promise<DeskProcesses> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-e2e-'));
  const sandbox = setup.sandboxArgs
    ? await spawnCli('electron/sandbox/cli.ts', [
        '--port',
        '0',
        '--time-zone',
        setup.timeZone,
        ...setup.sandboxArgs,
      ])
    : null;
  const account = sandbox
    ? {
        WAIVER_DESK_BASE_URL: sandbox.url,
        WAIVER_DESK_STATUS_URL: `${sandbox.url}/status`,
        WAIVER_DESK_API_KEY: setup.deskApiKey ?? '',
      }
    : { WAIVER_DESK_BASE_URL: '', WAIVER_DESK_STATUS_URL: '', WAIVER_DESK_API_KEY: '' };
  const desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
    ...account,
    WAIVER_DESK_TIME_ZONE: setup.timeZone,
    WAIVER_DESK_DATA_DIR: dataDir,
  });
  return {
    desk,
    sandbox,
    async stop() {
      await desk.stop();
      await sandbox?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
