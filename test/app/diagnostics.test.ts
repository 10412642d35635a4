/**
 * The Diagnostics screen's contract call: the doctor's checks against the account
 * open now (a real sandbox over HTTP), worded for the desk and redacted.
 */

import { DEMO_API_KEY, type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { deskWording } from '../../electron/desk/features/diagnostics.ts';
import { KEY_REFUSED_FIX } from '../../electron/doctor/checks.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { registerLogSecret } from '../../electron/logging/desk-log.ts';
import type { DiagnosticsReport } from '../../shared/ipc/diagnostics.ts';
import type { LookupResult } from '../../shared/ipc/lookup.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { type DeskWithCopy, startDeskWithCopy } from '../support/desk-with-copy.ts';

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const KEY = 'k-diagnostics-right-key';

async function runDiagnostics(runtime: DeskRuntime): Promise<DiagnosticsReport> {
  const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  const result = await dispatcher.call('runDiagnostics', {}, { caller: 'diagnostics-test' });
  if (!result.ok) throw new Error(`runDiagnostics failed: ${JSON.stringify(result.error)}`);
  return result.value as DiagnosticsReport;
}

const byName = (report: DiagnosticsReport) =>
  Object.fromEntries(report.checks.map((check) => [check.name, check]));

describe('diagnostics of the account open now', () => {
  let sandbox: SandboxHandle;
  const runtimes: DeskRuntime[] = [];
  const open = async (apiKey: string) => {
    const runtime = await startRuntime({ host: 'browser', plan: configuredPlan(sandbox, apiKey, ZONE) });
    runtimes.push(runtime);
    return runtime;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 4, waivers: 200, timeZone: ZONE, apiKeys: [KEY] });
  });

  afterAll(async () => {
    for (const runtime of runtimes) await runtime.close();
    await sandbox?.close();
  });

  it("runs the doctor's checks against it, the key unseen", async () => {
    const report = await runDiagnostics(await open(KEY));
    expect(report.checks.map((check) => check.name)).toEqual([
      'configuration',
      'reachable',
      'version',
      'api-key',
      'rate-budget',
      'status-page',
      'clock',
    ]);
    const checks = byName(report);
    expect(checks.configuration).toMatchObject({ outcome: 'PASS', fix: null });
    expect(checks.configuration!.found).toContain(`account at ${sandbox.baseUrl}`);
    expect(checks.configuration!.found).toContain('API key held in a setting made for this computer');
    expect(checks.reachable!.outcome).toBe('PASS');
    expect(checks['api-key']).toMatchObject({ outcome: 'PASS' });
    expect(checks['api-key']!.found).toMatch(/accepted: the account has \d+ waiver templates?/);
    expect(checks['status-page']!.outcome).not.toBe('FAIL');
    expect(report.account).toEqual({
      mode: 'configured',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
    });
    expect(report.failed).toBe(false);
    expect(report.text).toContain(`Waiver Desk doctor: account at ${sandbox.baseUrl}`);
    expect(report.text).toContain('API key accepted');
    expect(JSON.stringify(report)).not.toContain(KEY);
  });

  it('says the key was refused and what to do, in Settings words, without the key', async () => {
    const wrong = 'k-diagnostics-wrong-key';
    const report = await runDiagnostics(await open(wrong));
    const apiKey = byName(report)['api-key']!;
    expect(apiKey.outcome).toBe('FAIL');
    expect(apiKey.found).toContain('the service refused the key');
    expect(apiKey.fix).toBe(
      'the key was refused: generate a new API token in the account dashboard and give it to this desk in Settings',
    );
    expect(report.failed).toBe(true);
    expect(report.text).toContain('1 check failed');
    expect(JSON.stringify(report)).not.toContain(wrong);
    expect(JSON.stringify(report)).not.toMatch(/WAIVER_DESK_/);
  });

  it('counts the waivers the copy could not keep, as the lookups say it', async () => {
    const odd = await startSandbox({ seed: 6, waivers: 300, timeZone: ZONE, apiKeys: [KEY] });
    let desk: DeskWithCopy | undefined;
    try {
      // Every result page's last waiver comes without its id.
      odd.faults.add({ route: '/v4/search', kind: 'odd-records' });
      desk = await startDeskWithCopy({ sandbox: odd, apiKey: KEY, timeZone: ZONE });
      const { dispatcher, runtime } = desk;
      const lookup = async () => {
        const result = await dispatcher.call('lookupWaivers', { text: 'a' }, { caller: 'diagnostics-test' });
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        return result.value as LookupResult;
      };
      await vi.waitFor(async () => expect((await lookup()).copy.lastCurrentAt).not.toBeNull(), {
        timeout: 60_000,
        interval: 250,
      });
      const report = await runDiagnostics(runtime);
      expect(report.leftOut?.waivers).toBeGreaterThan(0);
      expect((await lookup()).copy.leftOut).toBe(report.leftOut?.waivers);
    } finally {
      await desk?.close();
      await odd.close();
    }
  }, 90_000);

  it('checks the demo account with the demo key, which the report never shows', async () => {
    const runtime = await startRuntime({
      host: 'browser',
      plan: { mode: 'demo', timeZone: ZONE, timeouts: { requestMs: 15_000, searchMs: 60_000 } },
    });
    runtimes.push(runtime);
    const report = await runDiagnostics(runtime);
    const checks = byName(report);
    expect(checks.configuration!.found).toContain('the demo account');
    expect(checks['api-key']!.outcome).toBe('PASS');
    expect(report.account.mode).toBe('demo');
    expect(JSON.stringify(report)).not.toContain(DEMO_API_KEY);
  });
});

describe("the doctor's words on the desk's screen", () => {
  it.each([
    [
      KEY_REFUSED_FIX,
      'the key was refused: generate a new API token in the account dashboard and give it to this desk in Settings',
    ],
    [
      'Check the base URL (WAIVER_DESK_BASE_URL or Settings): it should be the waiver service API root',
      'Check the base URL (in Settings): it should be the waiver service API root',
    ],
    [
      'Set WAIVER_DESK_STATUS_URL (or the status page in Settings) so the desk can show incidents',
      'Set the status page in Settings so the desk can show incidents',
    ],
    [
      'if that is not the business’s zone, correct WAIVER_DESK_TIME_ZONE or the time zone in Settings',
      'if that is not the business’s zone, correct the time zone in Settings',
    ],
    [
      'run with WAIVER_DESK_OTHER set',
      'run with the setting made for this computer by its administrator set',
    ],
    [
      'http://x answered, but not as the waiver service (GET /v4/templates: 404 not found)',
      'http://x answered, but not as the waiver service (404 not found)',
    ],
    [
      'Run the doctor again; report the line above if it repeats',
      'Run the checks again; report the line above if it repeats',
    ],
  ])('%s', (doctor, desk) => {
    expect(deskWording(doctor)).toBe(desk);
  });

  it('is redacted as a log line is', () => {
    registerLogSecret('k-echoed-by-a-service');
    expect(deskWording('the service said: k-echoed-by-a-service is not valid for jane@example.com')).toBe(
      'the service said: [secret] is not valid for [email]',
    );
  });
});
