/**
 * The sandbox stays out of the way of a real account: opening a configured
 * account (and using it, diagnostics included) loads no module of the sandbox
 * but its demo entry (which knows the demo's key and starts nothing),
 * and even the demo account loads only the demo's data and routes, never the
 * test machinery (faults, the control endpoint). Each is watched in a process of
 * its own, with a module hook recording every file it loads.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROBE = 'test/support/open-account-probe.ts';
const KEY = 'k-imports-6Ty2Pw';

interface Probe {
  mode: string | null;
  phase: string;
  sandbox: string[];
}

/** Runs the probe; asynchronously, so the sandbox in this process can answer it. */
async function probe(mode: 'configured' | 'demo', env: NodeJS.ProcessEnv = {}): Promise<Probe> {
  const { stdout } = await promisify(execFile)(process.execPath, [PROBE, mode], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Probe;
}

describe('what opening an account loads of the sandbox', () => {
  let sandbox: SandboxHandle;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 29, waivers: 100, apiKeys: [KEY], timeZone: 'Etc/UTC' });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it('a configured account: nothing but the demo entry, never its server', async () => {
    const seen = await probe('configured', {
      WAIVER_DESK_BASE_URL: sandbox.baseUrl,
      WAIVER_DESK_API_KEY: KEY,
    });
    expect(seen).toMatchObject({ mode: 'configured', phase: 'ready' });
    // The diagnostics know the key the demo takes, from the package's demo entry: that entry
    // and the key's own small file, not the server the entry starts only when the demo opens.
    expect(seen.sandbox).toEqual(['demo-key.ts', 'demo.ts']);
  });

  it('the demo: its data and routes, but no fault or control code', async () => {
    const seen = await probe('demo');
    expect(seen).toMatchObject({ mode: 'demo', phase: 'ready' });
    expect(seen.sandbox).toContain('demo.ts');
    expect(seen.sandbox).toContain('data/generate.ts');
    expect(
      seen.sandbox.filter((file) => /^(faults|control)\/|status\/control\.ts$|^index\.ts$/.test(file)),
    ).toEqual([]);
  });
});
