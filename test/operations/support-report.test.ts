/**
 * "Save a support report" on a desk keeping its copy of a sandbox account over
 * real HTTP: one file with the doctor's checks, the versions, the settings, the
 * copy's counts and state, the last days of the logs (the page's own errors
 * among them) and a summary of each crash dump; and none of the account's API
 * key or any customer's name, email, phone or tag, though the page's error quoted
 * one and a crash dump's memory held some.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { logsDir, type RunningLog, startNodeLogging } from '../../electron/logging/node-logging.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { SupportReport } from '../../shared/ipc/support.ts';
import { detailsIn, everyCustomerDetail } from '../support/account-personal-data.ts';
import { KEY_SPELLINGS, spellingsIn } from '../support/key-spellings.ts';
import { buildMinidump } from './minidump-fixture.ts';

const KEY = 'k-support-report-5Tq8Wm2x';
const FEED = 'https://updates.example.com/waiver-desk';

let sandbox: SandboxHandle;
let dataDir: string;
let log: RunningLog;
let runtime: DeskRuntime;
let dispatcher: Dispatcher;

async function call<T>(method: string, request: unknown = {}): Promise<T> {
  const result = await dispatcher.call(method, request, { caller: 'support-report-test' });
  if (!result.ok) throw new Error(`${method} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 6, waivers: 250, timeZone: 'Etc/UTC', apiKeys: [KEY] });
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-support-'));
  log = startNodeLogging({ dataDir, name: 'browser-host', console: false });
  // A crash dump whose memory held a customer's details and the key, as a real one can.
  const [customer] = sandbox.dataset.waivers;
  const crashes = path.join(dataDir, 'crashes', 'pending');
  mkdirSync(crashes, { recursive: true });
  writeFileSync(
    path.join(crashes, 'renderer.dmp'),
    buildMinidump({
      modules: [{ path: '/home/desk/waiver-desk/waiver-desk', base: 0x4000_0000n, size: 0x100_0000 }],
      exception: { code: 0xc0000005, address: 0x4012_3456n },
      memory: `${customer?.firstName} ${customer?.lastName} ${customer?.email} ${KEY}`,
    }),
  );
  const secrets = new MemorySecretStore();
  await secrets.save('apiKey', KEY);
  runtime = await startRuntime({
    host: 'browser',
    setup: {
      settings: memorySettings({
        accountChoice: 'configured',
        baseUrl: sandbox.baseUrl,
        statusUrl: sandbox.statusUrl,
        updateUrl: FEED,
      }),
      secrets,
      env: { timeZone: 'Etc/UTC' },
      dataDir,
    },
    logDirs: [logsDir(dataDir)],
    crashDumpsDir: path.join(dataDir, 'crashes'),
  });
  dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  // The copy holds some of the account before the report is made.
  await vi.waitFor(
    async () =>
      expect((await (await runtime.session()).copy?.cache.counts())?.waivers ?? 0).toBeGreaterThan(0),
    { timeout: 60_000, interval: 200 },
  );
});

afterAll(async () => {
  await runtime?.close();
  log?.stop();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a support report', () => {
  it('holds the checks, versions, settings, the copy, recent logs and crashes, and no customer or key', async () => {
    const [customer] = sandbox.dataset.waivers;
    // The page met an error that quoted a customer: it reaches the log (values left out).
    await call('logPageProblems', {
      problems: [
        {
          level: 'error',
          kind: 'uncaught',
          screen: 'waiver',
          errorName: 'TypeError',
          message: `Cannot read "${customer?.firstName} ${customer?.lastName}" of ${customer?.email}`,
        },
      ],
    });
    const report = await call<SupportReport>('makeSupportReport');
    expect(report.fileName).toMatch(/^waiver-desk-support-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
    const { text } = report;
    expect(text).toMatch(/^Waiver Desk support report\nMade /);
    expect(text).toContain('Waiver Desk: 0.1.0 (browser host)');
    expect(text).toContain(`Waiver Desk doctor: account at ${sandbox.baseUrl}`);
    expect(text).toContain('API key accepted');
    expect(text).toContain(`feed: ${FEED}`);
    expect(text).toContain('secrets held: none');
    expect(text).toContain(`baseUrl: "${sandbox.baseUrl}"`);
    expect(text).toMatch(/holds: \d+ waivers, \d+ people/);
    expect(text).toMatch(/sync: \w+, \d+ of /);
    expect(text).toContain('--- browser-host.log ---');
    expect(text).toContain('account opened: configured');
    expect(text).toContain(
      'the page (waiver screen), an error nothing caught: TypeError Cannot read "…" of [email]',
    );
    expect(text).toMatch(/renderer\.dmp {2}\d+ bytes: exception 0xC0000005 in waiver-desk at \+0x123456/);

    expect(text).not.toContain(KEY);
    const details = everyCustomerDetail(sandbox.dataset);
    expect(details.filter((detail) => detail.kind === 'a tag').length).toBeGreaterThan(0);
    expect(detailsIn(text, details)).toEqual([]);
  });

  it('carries no spelling of the key the page quoted in its errors, in the log lines or anywhere else', async () => {
    // One problem a spelling (the page's line budget takes them all within the minute), each
    // outside quotes, where the page's own taking-out of values leaves text as it is.
    const problems = Object.entries(KEY_SPELLINGS).map(([name, spell]) => ({
      level: 'warn' as const,
      kind: 'console' as const,
      screen: 'send',
      errorName: 'Error',
      message: `request for the link (${name}) failed at /links?key=${spell(KEY)} and gave up`,
    }));
    const logged = await call<{ logged: number }>('logPageProblems', { problems });
    expect(logged.logged).toBe(problems.length);
    const { text } = await call<SupportReport>('makeSupportReport');
    // The lines reached the log and the report (every one of them), with the key taken out.
    for (const name of Object.keys(KEY_SPELLINGS))
      expect(text).toContain(`request for the link (${name}) failed`);
    expect(spellingsIn(text, KEY)).toEqual([]);
  });
});
