/**
 * `npm run start:browser -- [--port N] [--open]`: the app in a browser, on the same
 * services as the Electron app, for machines without the Electron binary.
 */
import { parseArgs } from 'node:util';
import { createOwnerOnlyFromNowOn } from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { resolveDataDir } from '../runtime/data-dir.ts';
import { DeskAlreadyRunningError } from '../runtime/desk-lock.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { describeAccount, openInBrowser } from './cli-support.ts';
import { launchBrowserHost } from './launch.ts';

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
  const { host, runtime, stop } = await launchBrowserHost({ dataDir, env, port, console: true });
  console.log(`Waiver Desk (browser host) at ${host.url} ${describeAccount(runtime.info())}`);
  if (values.open) openInBrowser(host.url);
  const exit = () => void stop().finally(() => process.exit(0));
  process.once('SIGINT', exit);
  process.once('SIGTERM', exit);
}

// An error nothing caught, a promise nobody handled: in the log, and the host serves on where it can.
process.on('uncaughtException', (error) =>
  deskLog.error(`browser host: an error nothing caught: ${errorForLog(error)}`),
);
process.on('unhandledRejection', (reason) =>
  deskLog.error(`browser host: a promise nobody handled: ${errorForLog(reason)}`),
);

main().catch((error: unknown) => {
  // Another desk on this folder: its one line on the console is the whole story (nothing of this one was logged).
  if (!(error instanceof DeskAlreadyRunningError))
    deskLog.error(`the browser host could not start: ${errorForLog(error)}`);
  console.error(`Waiver Desk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
