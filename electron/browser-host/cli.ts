/**
 * `npm run start:browser -- --port N`: the app in a browser, on the same services
 * as the Electron app, for machines without the Electron binary.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { planAccount } from '../runtime/account-plan.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { startRuntime } from '../runtime/runtime.ts';
import { ApiKeyVault } from '../secrets/api-key-vault.ts';
import { openConfSettings } from '../settings/conf-store.ts';
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
  const { values } = parseArgs({ options: { port: { type: 'string' } }, strict: true });
  const port = parsePort(values.port);
  const env = readEnvOverrides(process.env);
  const settings = openConfSettings(env.dataDir);
  // No OS keychain outside Electron: a key comes from WAIVER_DESK_API_KEY and is never stored.
  const plan = planAccount(env, settings, new ApiKeyVault(settings, null));
  const runtime = await startRuntime({ plan, host: 'browser' });
  const host = await startBrowserHost({ handlers: runtime.handlers, rendererDir: RENDERER_DIR, port });
  const account = plan.mode === 'demo' ? 'the demo account' : runtime.info.account.baseUrl;
  console.log(`Waiver Desk (browser host) at ${host.url} on ${account}`);
  const stop = async () => {
    await host.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Waiver Desk could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
