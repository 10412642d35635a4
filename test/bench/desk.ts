/**
 * What the person at the desk waits for: the Today screen's contract call through
 * the browser host, against a sandbox of realistic size. A counting proxy between
 * the desk and the sandbox records the requests each load really sent.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '@waiver-desk/sandbox/testing';
import { startBrowserHost } from '../../electron/browser-host/server.ts';
import { startRuntime } from '../../electron/desk/desk-runtime.ts';
import { BROWSER_TOKEN_META } from '../../shared/ipc/channels.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { startCountingProxy } from '../support/counting-proxy.ts';
import { connectDesk } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { type Measures, summarise } from './stats.ts';

/**
 * Each load pages through every check-in of the day (100 per request) against the
 * account's 100-per-minute budget, so the rounds stay inside one window.
 */
const ROUNDS = 5;

export async function benchDesk(): Promise<Measures> {
  const { zone } = middayZone();
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-'));
  writeFileSync(path.join(rendererDir, 'index.html'), `<meta name="${BROWSER_TOKEN_META}" content="">`);
  const sandbox = await startSandbox({ seed: 5, waivers: 20_000, timeZone: zone, apiKeys: ['bench-key'] });
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const runtime = await startRuntime({
    host: 'browser',
    plan: { ...configuredPlan(sandbox, 'bench-key', zone), baseUrl: proxy.url, statusUrl: '' },
  });
  const token = 'bench-token';
  const host = await startBrowserHost({ runtime, rendererDir, token });
  const page = await connectDesk(host.url, { token });
  try {
    // The socket open, as a page's is by the time anyone looks at Today.
    await page.call('getAppInfo');
    const samples: number[] = [];
    const requestsPerLoad: number[] = [];
    let checkins = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      proxy.reset();
      const started = performance.now();
      const result = (await page.call('listTodayCheckins')) as {
        ok: boolean;
        value?: { checkins: unknown[] };
      };
      samples.push(performance.now() - started);
      requestsPerLoad.push(proxy.count());
      if (!result.ok || !result.value) throw new Error('listTodayCheckins failed during the benchmark');
      checkins = result.value.checkins.length;
    }
    const stats = summarise(samples);
    const requests = summarise(requestsPerLoad);
    return {
      todayCheckins: checkins,
      todayRequestsPerLoad: requests.median,
      todayRequestsPerLoadMax: requests.max,
      todayCallMedianMs: stats.median,
      todayCallP95Ms: stats.p95,
    };
  } finally {
    page.close();
    await host.close();
    await runtime.close();
    await proxy.close();
    await sandbox.close();
    rmSync(rendererDir, { recursive: true, force: true });
  }
}
