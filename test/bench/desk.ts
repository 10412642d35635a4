/**
 * What the person at the desk waits for: the Today screen's contract call through
 * the browser host, against a sandbox of realistic size.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBrowserHost } from '../../electron/browser-host/server.ts';
import { startRuntime } from '../../electron/runtime/runtime.ts';
import { startSandbox } from '../../electron/sandbox/index.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { middayZone } from '../support/midday-zone.ts';
import { summarise } from './stats.ts';

/**
 * Each load pages through every check-in of the day (100 per request) against the
 * account's 100-per-minute budget, so the rounds stay inside one window.
 */
const ROUNDS = 5;
const CHECKINS_PER_PAGE = 100;

export async function benchDesk(): Promise<Record<string, number>> {
  const { zone } = middayZone();
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<meta name="waiver-desk-token" content="">');
  const sandbox = await startSandbox({ seed: 5, waivers: 20_000, timeZone: zone, apiKeys: ['bench-key'] });
  const runtime = await startRuntime({ host: 'browser', plan: configuredPlan(sandbox, 'bench-key', zone) });
  const token = 'bench-token';
  const host = await startBrowserHost({ handlers: runtime.handlers, rendererDir, token });
  try {
    const samples: number[] = [];
    let checkins = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const response = await fetch(`${host.url}rpc/listTodayCheckins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-waiver-desk-token': token },
        body: '{}',
      });
      const result = (await response.json()) as { ok: boolean; value?: { checkins: unknown[] } };
      samples.push(performance.now() - started);
      if (!result.ok || !result.value) throw new Error('listTodayCheckins failed during the benchmark');
      checkins = result.value.checkins.length;
    }
    const stats = summarise(samples);
    return {
      todayCheckins: checkins,
      todayRequestsPerLoad: Math.max(1, Math.ceil(checkins / CHECKINS_PER_PAGE)),
      todayCallMedianMs: stats.median,
      todayCallP95Ms: stats.p95,
    };
  } finally {
    await host.close();
    await runtime.close();
    await sandbox.close();
    rmSync(rendererDir, { recursive: true, force: true });
  }
}
