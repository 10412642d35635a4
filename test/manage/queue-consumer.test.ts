/**
 * Which desk reads the account's webhook queue, chosen in the page: saving the
 * choice reopens the session, and only then does the desk's sync drain the queue
 * (checked on the sandbox's own queue counts, over real HTTP). The desk runs on a
 * clock the test moves past its sync's intervals, so a message left in the queue
 * is left by rounds that ran, not by a pause too short for one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import type { SettingsStore } from '../../electron/settings/schema.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { JumpClock } from '../support/jump-clock.ts';

const API_KEY = 'queue-consumer-key';
const ZONE = 'Europe/London';
/** Past every interval of the desk's sync: the queue's (30 s) and the looks for new signings. */
const ROUND_MS = 10 * 60_000;

async function accountQueueTotal(sandbox: SandboxHandle): Promise<number> {
  const response = await fetch(`${sandbox.baseUrl}/v4/webhooks/queues`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  const body = (await response.json()) as {
    api_webhook_all_queue_message_count: { account: { messagesTotal: number } };
  };
  return body.api_webhook_all_queue_message_count.account.messagesTotal;
}

async function resend(sandbox: SandboxHandle, waiverId: string): Promise<void> {
  const response = await fetch(`${sandbox.baseUrl}/v4/webhooks/resend/${waiverId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  expect(response.status).toBe(200);
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

describe('the queue consumer choice', () => {
  let sandbox: SandboxHandle;
  let dataDir: string;
  let settings: SettingsStore;
  let runtime: DeskRuntime;
  const clock = new JumpClock();
  /** When the desk's copy was last current, as its sync last said. */
  let currentAt = 0;
  const call = async (method: string, payload: unknown) => {
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    return dispatcher.call(method, payload, { caller: 'queue-test' });
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 3, waivers: 60, timeZone: ZONE, apiKeys: [API_KEY] });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-queue-'));
    settings = openSettingsFile(dataDir);
    settings.set('accountChoice', 'configured');
    runtime = await startRuntime({
      host: 'browser',
      setup: {
        settings,
        secrets: new MemorySecretStore(),
        env: { baseUrl: sandbox.baseUrl, apiKey: API_KEY, timeZone: ZONE },
        dataDir,
      },
      clock,
    });
    runtime.events.subscribe((event) => {
      if (event.name !== 'syncProgress') return;
      const at = (event.payload as SyncProgress).lastCurrentAt;
      if (at) currentAt = Date.parse(at);
    });
  });

  /** The desk's clock moves past every interval of its sync, and a round runs: its look makes the copy current as of then. */
  const aRoundRuns = async () => {
    clock.jump(ROUND_MS);
    const after = clock.now();
    await vi.waitFor(() => expect(currentAt).toBeGreaterThanOrEqual(after), { timeout: 30_000 });
  };

  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts off: a queued message stays for another desk', async () => {
    expect(runtime.info().account?.mode).toBe('configured');
    await expect(call('getSettings', {})).resolves.toMatchObject({
      ok: true,
      value: { preferences: { consumeWebhookQueue: false } },
    });
    // A waiver signed now is queued by itself; a resend queues it once more.
    const signed = sandbox.signNewWaiver();
    const queued = await accountQueueTotal(sandbox);
    expect(queued).toBeGreaterThan(0);
    await resend(sandbox, signed.waiverId);
    expect(await accountQueueTotal(sandbox)).toBe(queued + 1);
    // Two rounds of the sync, each of which drains the queue when it is on: the messages stay.
    await aRoundRuns();
    await aRoundRuns();
    expect(await accountQueueTotal(sandbox)).toBe(queued + 1);
  });

  it('turned on, it reopens the session and this desk drains the queue', async () => {
    const before = runtime.info().sessionId;
    await expect(call('saveSettings', { consumeWebhookQueue: true })).resolves.toMatchObject({
      ok: true,
      value: { preferences: { consumeWebhookQueue: true } },
    });
    expect(settings.get('consumeWebhookQueue')).toBe(true);
    expect(runtime.info().sessionId).not.toBe(before);
    expect(await eventually(async () => (await accountQueueTotal(sandbox)) === 0, 15_000)).toBe(true);
  });

  it('saving the same choice again keeps the session open', async () => {
    const before = runtime.info().sessionId;
    await expect(call('saveSettings', { consumeWebhookQueue: true })).resolves.toMatchObject({ ok: true });
    expect(runtime.info().sessionId).toBe(before);
  });
});
