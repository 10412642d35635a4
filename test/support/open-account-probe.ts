/**
 * Run as its own process (`node test/support/open-account-probe.ts <mode>`): opens
 * an account the way a host does and prints, as JSON, every module of the
 * sandbox the process loaded meanwhile. `configured` talks to the waiver service
 * at WAIVER_DESK_BASE_URL with WAIVER_DESK_API_KEY (and asks for diagnostics);
 * `demo` opens the demo account.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SANDBOX = `${path.resolve(import.meta.dirname, '../../packages/sandbox/src')}${path.sep}`;
const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) {
      const file = fileURLToPath(url);
      if (file.startsWith(SANDBOX)) loaded.add(path.relative(SANDBOX, file).split(path.sep).join('/'));
    }
    return nextLoad(url, context);
  },
});

const mode = process.argv[2] === 'demo' ? 'demo' : 'configured';
const { startRuntime } = await import('../../electron/desk/desk-runtime.ts');
const { MemorySecretStore } = await import('../../electron/secrets/memory-store.ts');
const { memorySettings } = await import('../../electron/settings/memory-store.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-probe-'));
const secrets = new MemorySecretStore();
await secrets.save('apiKey', process.env.WAIVER_DESK_API_KEY ?? '');
const runtime = await startRuntime({
  host: 'browser',
  setup: {
    settings: memorySettings(
      mode === 'demo'
        ? { accountChoice: 'demo' }
        : { accountChoice: 'configured', baseUrl: process.env.WAIVER_DESK_BASE_URL ?? '' },
    ),
    secrets,
    env: { timeZone: 'Etc/UTC' },
    dataDir,
  },
});
const signal = new AbortController().signal;
const info = runtime.info();
await runtime.handlers.listTodayCheckins({ reload: false }, { signal });
await runtime.handlers.runDiagnostics({}, { signal });
await runtime.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({ mode: info.account?.mode ?? null, phase: info.phase, sandbox: [...loaded].sort() }),
);
