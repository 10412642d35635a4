/**
 * A whole browser host as `npm run start:browser` starts one: its log in the
 * data directory's `logs/`, the settings file, the owner-only key file, the
 * runtime, and the HTTP host. The command line (`cli.ts`) adds its flags and
 * signals; tests start the same in their own process.
 */
import path from 'node:path';
import { type DeskRuntime, startRuntime } from '../desk/desk-runtime.ts';
import { deskLog } from '../logging/desk-log.ts';
import { logsDir, startNodeLogging } from '../logging/node-logging.ts';
import { prepareDataDir } from '../runtime/data-dir.ts';
import { takeDeskLock } from '../runtime/desk-lock.ts';
import type { EnvOverrides } from '../runtime/env.ts';
import { OwnerFileSecretStore } from '../secrets/owner-file-store.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { type BrowserHost, startBrowserHost } from './server.ts';

export const RENDERER_DIR = path.resolve(import.meta.dirname, '../../dist/renderer');

export interface LaunchOptions {
  dataDir: string;
  env: EnvOverrides;
  port: number;
  /** Problems also go to stderr (a host started from a terminal). */
  console: boolean;
  /** The desk's wall clock; default the system time (a test runs it ahead). */
  now?: () => Date;
}

export interface LaunchedHost {
  host: BrowserHost;
  runtime: DeskRuntime;
  /** Closes the host, then the account; the log goes back to stderr. */
  stop(): Promise<void>;
}

export async function launchBrowserHost(options: LaunchOptions): Promise<LaunchedHost> {
  const { dataDir, env } = options;
  // One desk process per data folder: a second is refused here, naming the one that runs.
  const lock = takeDeskLock(dataDir, 'browser-host');
  // No link where the desk's own files belong, before anything is written through one.
  const { linksRemoved } = prepareDataDir(dataDir);
  // Before anything can log: the files go to the data directory's `logs/`.
  const log = startNodeLogging({ dataDir, name: 'browser-host', console: options.console });
  const settings = openSettingsFile(dataDir);
  // No OS keychain outside Electron: a key saved on connect goes to a file only its owner can read.
  // The runtime plans the launch (environment over settings) and the demo from this setup.
  const runtime = await startRuntime({
    host: 'browser',
    setup: {
      settings,
      secrets: new OwnerFileSecretStore(dataDir),
      env,
      dataDir,
      settingsRepair: settings.repaired,
      linksRemoved,
    },
    logDirs: [logsDir(dataDir)],
    ...(options.now ? { now: options.now } : {}),
  });
  const host = await startBrowserHost({ runtime, rendererDir: RENDERER_DIR, port: options.port });
  deskLog.info(`browser host started on 127.0.0.1:${host.port}`);
  let stopping: Promise<void> | null = null;
  return {
    host,
    runtime,
    stop() {
      stopping ??= (async () => {
        deskLog.info('browser host stopping');
        await host.close();
        await runtime.close();
        log.stop();
        lock.release();
      })();
      return stopping;
    },
  };
}
