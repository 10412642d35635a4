/**
 * A desk as a person runs it: the browser host as its own process, optionally
 * pointed at a sandbox that also runs as its own process, with a throwaway data dir.
 * Before that folder goes, `stop()` reads every log the desk wrote in it and
 * throws (failing the suite) if any line holds the key, the page token or a
 * customer's data, or if the desk wrote no line at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY } from '@waiver-desk/sandbox/testing';
import type { DeskSettings } from '../../electron/settings/schema.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import {
  assertCleanLogs,
  type ForbiddenValue,
  readPageToken,
  sandboxPersonalData,
  scanDeskLogs,
} from './desk-log-scan.ts';
import { type RunningCli, spawnCli } from './spawn-cli.ts';

export interface DeskProcesses {
  desk: RunningCli;
  /** Null on the demo account, where the desk starts its own sandbox in process. */
  sandbox: RunningCli | null;
  /** The desk's own data directory (settings file, key file, logs), removed by `stop()`. */
  dataDir: string;
  /** Every line the desk has logged so far. */
  logLines(): string[];
  /** Stops both, then fails if the logs hold what they must not (see above). */
  stop(): Promise<void>;
}

export interface DeskSetup {
  /**
   * The zone the environment fixes for the desk (and the sandbox's zone). Omit it
   * to leave the desk's zone to its settings, as a person's desk has it.
   */
  timeZone?: string;
  /** Start a separate sandbox with these CLI flags; omit for the demo account. */
  sandboxArgs?: string[];
  /** The key the desk sends to that sandbox. */
  deskApiKey?: string;
  /**
   * Start as a fresh install, on the welcome screen. Otherwise a desk without a
   * sandbox starts with the demo account already chosen.
   */
  firstRun?: boolean;
  /** Stored settings to start from (as if chosen in Settings earlier). */
  settings?: Partial<DeskSettings>;
  /** Steers the sandbox (faults, clock) before the desk starts and reads from it. */
  beforeDesk?: (sandboxUrl: string) => Promise<void>;
  /**
   * A sandbox already running (several desks of one account share it; the caller stops
   * it), reached at `baseUrl` (the sandbox's own, or a proxy in front of it), instead of
   * `sandboxArgs`.
   */
  service?: { sandboxUrl: string; baseUrl: string; apiKey: string };
  /** More of the desk's environment, e.g. `WAIVER_DESK_SHARED_DATABASE_URL`. */
  env?: Record<string, string>;
  /** The desk's entry instead of the browser host's own CLI (e.g. `test/support/clock-desk.ts`). */
  deskEntry?: string;
}

function presetSettings(dataDir: string, setup: DeskSetup): void {
  const preset: Partial<DeskSettings> = {
    ...(setup.firstRun || setup.sandboxArgs || setup.service ? {} : { accountChoice: 'demo' }),
    ...setup.settings,
  };
  const settings = openSettingsFile(dataDir);
  for (const [key, value] of Object.entries(preset) as [keyof DeskSettings, never][])
    settings.set(key, value);
}

/** The key the sandbox accepts: its `--api-key`, or the demo key it takes by default. */
function sandboxKey(args: readonly string[]): string {
  const at = args.indexOf('--api-key');
  return (at >= 0 ? args[at + 1] : undefined) ?? DEMO_API_KEY;
}

async function forbiddenInLogs(
  setup: DeskSetup,
  desk: RunningCli,
  sandbox: RunningCli | null,
): Promise<ForbiddenValue[]> {
  const shared = setup.service;
  const keys = shared
    ? [shared.apiKey]
    : sandbox
      ? [setup.deskApiKey, sandboxKey(setup.sandboxArgs ?? [])]
      : [DEMO_API_KEY];
  const served = shared
    ? { url: shared.sandboxUrl, key: shared.apiKey }
    : sandbox
      ? { url: sandbox.url, key: sandboxKey(setup.sandboxArgs ?? []) }
      : null;
  return [
    { kind: 'the page token', value: await readPageToken(desk.url) },
    ...keys.filter((key): key is string => Boolean(key)).map((value) => ({ kind: 'an API key', value })),
    ...(served ? await sandboxPersonalData(served.url, served.key) : []),
  ];
}

export async function startDeskProcesses(setup: DeskSetup): Promise<DeskProcesses> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-e2e-'));
  presetSettings(dataDir, setup);
  const zoneArgs = setup.timeZone ? ['--time-zone', setup.timeZone] : [];
  const sandbox = setup.sandboxArgs
    ? await spawnCli('packages/sandbox/src/cli.ts', ['--port', '0', ...zoneArgs, ...setup.sandboxArgs])
    : null;
  if (sandbox && setup.beforeDesk) {
    try {
      await setup.beforeDesk(sandbox.url);
    } catch (error) {
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const account = setup.service
    ? {
        WAIVER_DESK_BASE_URL: setup.service.baseUrl,
        WAIVER_DESK_STATUS_URL: `${setup.service.sandboxUrl}/status`,
        WAIVER_DESK_API_KEY: setup.service.apiKey,
      }
    : sandbox
      ? {
          WAIVER_DESK_BASE_URL: sandbox.url,
          WAIVER_DESK_STATUS_URL: `${sandbox.url}/status`,
          WAIVER_DESK_API_KEY: setup.deskApiKey ?? '',
        }
      : { WAIVER_DESK_BASE_URL: '', WAIVER_DESK_STATUS_URL: '', WAIVER_DESK_API_KEY: '' };
  const desk = await spawnCli(setup.deskEntry ?? 'electron/browser-host/cli.ts', ['--port', '0'], {
    ...account,
    ...setup.env,
    // Empty is "not set": the runner's own environment must not fix the zone either.
    WAIVER_DESK_TIME_ZONE: setup.timeZone ?? '',
    WAIVER_DESK_DATA_DIR: dataDir,
  }).catch(async (error: unknown) => {
    // A desk that never came up leaves no sandbox behind to outlive the run.
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  let forbidden: ForbiddenValue[];
  try {
    forbidden = await forbiddenInLogs(setup, desk, sandbox);
  } catch (error) {
    await desk.stop();
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    desk,
    sandbox,
    dataDir,
    logLines: () => scanDeskLogs(dataDir, []).lines,
    async stop() {
      await desk.stop();
      await sandbox?.stop();
      try {
        assertCleanLogs(dataDir, forbidden);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
