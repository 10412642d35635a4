/**
 * `npm run start:browser -- [--port N] [--open]`: the app in a browser, on the same
 * services as the Electron app, for machines without the Electron binary.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRuntime } from '../desk/desk-runtime.ts';
import { createOwnerOnlyFromNowOn } from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { startNodeLogging } from '../logging/node-logging.ts';
import { prepareDataDir, resolveDataDir } from '../runtime/data-dir.ts';
import { DeskAlreadyRunningError, takeDeskLock } from '../runtime/desk-lock.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { OwnerFileSecretStore } from '../secrets/owner-file-store.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { describeAccount, openInBrowser } from './cli-support.ts';
import { startBrowserHost } from './server.ts';

const RENDERER_DIR = path.resolve(import.meta.dirname, '../../dist/renderer');
const DEFAULT_PORT = 5199;

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, open: { type: 'boolean', default: false } },
    strict: true,
  });
  const port = parsePort(values.port);
  const env = readEnvOverrides(process.env);
  const dataDir = resolveDataDir({ dataDirOverride: env.dataDir });
  // Whatever this process writes from here on (settings, logs, the copy) is its owner's only.
  createOwnerOnlyFromNowOn();
  // One desk process per data folder: a second is refused here, naming the one that runs.
  takeDeskLock(dataDir, 'browser-host');
  // No link where the desk's own files belong, before anything is written through one.
  const { linksRemoved } = prepareDataDir(dataDir);
  // Before anything can log: the files go to the data directory's `logs/`.
  startNodeLogging({ dataDir, name: 'browser-host', console: true });
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
  });
  const host = await startBrowserHost({ runtime, rendererDir: RENDERER_DIR, port });
  deskLog.info(`browser host started on 127.0.0.1:${host.port}`);
  console.log(`Waiver Desk (browser host) at ${host.url} ${describeAccount(runtime.info())}`);
  if (values.open) openInBrowser(host.url);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    deskLog.info('browser host stopping');
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Another desk on this folder: its one line on the console is the whole story (nothing of this one was logged).
  if (!(error instanceof DeskAlreadyRunningError))
    deskLog.error(`the browser host could not start: ${errorForLog(error)}`);
  console.error(`Waiver Desk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
