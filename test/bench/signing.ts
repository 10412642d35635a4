/**
 * Signing to findable: how long after a customer signs the desk finds them. A
 * real desk (the runtime with its copy, served by the browser host) follows a
 * sandbox on the real clock; once its copy is complete, waivers are signed
 * through the sandbox's control endpoint at random moments of the look interval,
 * and the desk's lookup is asked through its contract, over HTTP, until the new
 * auto-tag is found. Each figure is from the signing's answer to the first lookup
 * that found it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSandbox } from '@waiver-desk/sandbox/testing';
import { startBrowserHost } from '../../electron/browser-host/server.ts';
import { BROWSER_TOKEN_META } from '../../shared/ipc/channels.ts';
import type { LookupResult } from '../../shared/ipc/lookup.ts';
import { connectDesk } from '../support/desk-socket-client.ts';
import { startDeskWithCopy } from '../support/desk-with-copy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { type Measures, summarise } from './stats.ts';

/** The setting's smallest value, so several signings fit in a few minutes. */
export const BENCH_CHECK_EVERY_SECONDS = 20;
const SIGNINGS = 8;
const POLL_EVERY_MS = 200;
const GIVE_UP_MS = 5 * 60_000;

export async function benchSigningToFindable(): Promise<Measures> {
  const { zone } = middayZone();
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-sign-page-'));
  writeFileSync(path.join(rendererDir, 'index.html'), `<meta name="${BROWSER_TOKEN_META}" content="">`);
  const sandbox = await startSandbox({ seed: 19, waivers: 5_000, timeZone: zone, apiKeys: ['bench-key'] });
  const desk = await startDeskWithCopy({
    sandbox,
    apiKey: 'bench-key',
    timeZone: zone,
    settings: { newWaiverCheckSeconds: BENCH_CHECK_EVERY_SECONDS },
  });
  const runtime = desk.runtime;
  const token = 'bench-token';
  const host = await startBrowserHost({ runtime, rendererDir, token });
  const page = await connectDesk(host.url, { token });

  const lookup = async (text: string): Promise<LookupResult> => {
    const result = (await page.call('lookupWaivers', { text, scan: true })) as {
      ok: boolean;
      value?: LookupResult;
    };
    if (!result.ok || !result.value) throw new Error('lookupWaivers failed during the benchmark');
    return result.value;
  };

  const sign = async (autoTag: string): Promise<string> => {
    const response = await fetch(`${sandbox.controlUrl}/signings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ autoTag }),
    });
    if (response.status !== 201) throw new Error(`signing failed: ${response.status}`);
    return ((await response.json()) as { waiverId: string }).waiverId;
  };

  try {
    const session = await runtime.session();
    const started = Date.now();
    while (session.copy?.sync.progress().phase !== 'idle') {
      if (Date.now() - started > GIVE_UP_MS) throw new Error('the desk never completed its copy');
      await sleep(100);
    }
    const seconds: number[] = [];
    for (let signing = 0; signing < SIGNINGS; signing += 1) {
      // A random moment of the interval: the wait depends on when the next look comes.
      await sleep(Math.random() * BENCH_CHECK_EVERY_SECONDS * 1_000);
      const tag = `BENCH-NEW-${signing}-${Date.now()}`;
      const waiverId = await sign(tag);
      const signedAt = performance.now();
      for (;;) {
        const found = (await lookup(tag)).matches.some((match) => match.waiverId === waiverId);
        if (found) break;
        if (performance.now() - signedAt > GIVE_UP_MS) throw new Error(`waiver ${tag} was never found`);
        await sleep(POLL_EVERY_MS);
      }
      seconds.push((performance.now() - signedAt) / 1_000);
    }
    const stats = summarise(seconds);
    return {
      checkEverySeconds: BENCH_CHECK_EVERY_SECONDS,
      signings: SIGNINGS,
      signingToFindableMedianSeconds: stats.median,
      signingToFindableMaxSeconds: stats.max,
    };
  } finally {
    page.close();
    await host.close();
    await desk.close();
    await sandbox.close();
    rmSync(rendererDir, { recursive: true, force: true });
  }
}
