import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CheckResult, diagnose, KEY_REFUSED_FIX } from '../../electron/doctor/checks.ts';
import { loadConfiguration } from '../../electron/doctor/configuration.ts';
import { formatReport } from '../../electron/doctor/report.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';

const DESK_KEY = 'desk-key-3c9f27a1d8e4b6f0';
const ZONE = 'UTC';
const ORDER = ['configuration', 'reachable', 'version', 'api-key', 'rate-budget', 'status-page', 'clock'];

let sandbox: SandboxHandle;
let dataDir: string;
beforeAll(async () => {
  sandbox = await startSandbox({ apiKeys: [DESK_KEY], waivers: 20, timeZone: ZONE });
});
afterAll(() => sandbox.close());

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'doctor-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => sandbox.status.setScenario('operational'));

function deskEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    WAIVER_DESK_BASE_URL: sandbox.baseUrl,
    WAIVER_DESK_STATUS_URL: sandbox.statusUrl,
    WAIVER_DESK_API_KEY: DESK_KEY,
    WAIVER_DESK_DATA_DIR: dataDir,
    WAIVER_DESK_TIME_ZONE: ZONE,
    ...overrides,
  };
}

const byName = (checks: CheckResult[], name: string): CheckResult => {
  const found = checks.find((check) => check.name === name);
  if (!found) throw new Error(`no ${name} check in ${JSON.stringify(checks)}`);
  return found;
};

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('doctor against the sandbox', () => {
  it('passes every check on a healthy configured account', async () => {
    const report = await diagnose(deskEnv(), { systemTimeZone: ZONE });
    expect(report.checks.map((check) => check.name)).toEqual(ORDER);
    expect(report.checks.filter((check) => check.outcome !== 'PASS')).toEqual([]);
    expect(report.failed).toBe(false);
    expect(report.account).toEqual({
      mode: 'configured',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
    });
    expect(byName(report.checks, 'configuration').found).toContain(`API key from WAIVER_DESK_API_KEY`);
    expect(byName(report.checks, 'reachable').found).toContain('"pong"');
    expect(byName(report.checks, 'version').found).toBe('service version 5.0.0');
    expect(byName(report.checks, 'rate-budget').found).toMatch(/^\d+ of 100 requests left/);
    expect(byName(report.checks, 'status-page').found).toBe('operational; nothing announced');
    expect(byName(report.checks, 'clock').found).toContain('in step with the service');
  });

  it('checks the demo account, served in process, when nothing is configured', async () => {
    const report = await diagnose({ WAIVER_DESK_DATA_DIR: dataDir }, { systemTimeZone: ZONE });
    expect(report.account?.mode).toBe('demo');
    expect(report.account?.baseUrl).not.toBe(sandbox.baseUrl);
    expect(report.checks.map((check) => [check.name, check.outcome])).toEqual(
      ORDER.map((name) => [name, 'PASS']),
    );
    expect(byName(report.checks, 'api-key').found).toContain('the demo account');
  });

  it('fails the key check with the specific fix when the key is refused, and never prints the key', async () => {
    const wrongKey = 'wrong-key-9d1e5b7c3a2f4e6d';
    const report = await diagnose(deskEnv({ WAIVER_DESK_API_KEY: wrongKey }), { systemTimeZone: ZONE });
    expect(byName(report.checks, 'api-key')).toMatchObject({ outcome: 'FAIL', fix: KEY_REFUSED_FIX });
    expect(byName(report.checks, 'api-key').found).toContain('401');
    expect(byName(report.checks, 'rate-budget')).toMatchObject({
      outcome: 'WARN',
      found: expect.stringContaining('not checked'),
    });
    expect(byName(report.checks, 'reachable').outcome).toBe('PASS');
    expect(report.failed).toBe(true);
    const printed = formatReport(report);
    expect(printed).toContain(`FAIL  API key accepted`);
    expect(printed).toContain(KEY_REFUSED_FIX);
    expect(printed).not.toContain(wrongKey);
    expect(JSON.stringify(report.checks)).not.toContain(wrongKey);
  });

  it('fails reachability with what to do when the base URL is a closed port', async () => {
    const port = await closedPort();
    const closed = `http://127.0.0.1:${port}`;
    const report = await diagnose(
      deskEnv({ WAIVER_DESK_BASE_URL: closed, WAIVER_DESK_STATUS_URL: `${closed}/status` }),
      {
        systemTimeZone: ZONE,
      },
    );
    expect(byName(report.checks, 'reachable')).toMatchObject({
      outcome: 'FAIL',
      found: expect.stringContaining(`cannot connect to ${closed}`),
      fix: expect.stringContaining('WAIVER_DESK_BASE_URL'),
    });
    expect(byName(report.checks, 'version').found).toContain('not checked');
    expect(byName(report.checks, 'api-key').found).toContain('not checked');
    expect(byName(report.checks, 'status-page')).toMatchObject({
      outcome: 'FAIL',
      fix: expect.stringContaining('WAIVER_DESK_STATUS_URL'),
    });
    expect(byName(report.checks, 'clock')).toMatchObject({
      outcome: 'WARN',
      found: expect.stringContaining('not compared'),
    });
    expect(report.failed).toBe(true);
  });

  it('fails the status line on a degraded page, naming the incident and the maintenance', async () => {
    sandbox.status.setScenario('incident-and-maintenance');
    const report = await diagnose(deskEnv(), { systemTimeZone: ZONE });
    const status = byName(report.checks, 'status-page');
    expect(status.outcome).toBe('FAIL');
    expect(status.found).toMatch(/^degraded; incident "Signing kiosk cannot load templates" \(identified\)/);
    expect(status.found).toContain('maintenance underway "Kiosk and web waiver platform upgrade"');
    expect(status.fix).toContain('not this desk');
    expect(report.failed).toBe(true);
    expect(report.checks.filter((check) => check.outcome === 'FAIL').map((check) => check.name)).toEqual([
      'status-page',
    ]);
  });

  it('warns while maintenance is underway and mentions announced maintenance on a healthy page', async () => {
    sandbox.status.setScenario('maintenance');
    const during = await diagnose(deskEnv(), { systemTimeZone: ZONE });
    expect(byName(during.checks, 'status-page')).toMatchObject({
      outcome: 'WARN',
      found: expect.stringMatching(
        /^under maintenance; maintenance underway "Database maintenance for the console"/,
      ),
    });
    expect(during.failed).toBe(false);

    sandbox.status.setScenario('planned-ahead');
    const ahead = await diagnose(deskEnv(), { systemTimeZone: ZONE });
    expect(byName(ahead.checks, 'status-page')).toMatchObject({
      outcome: 'PASS',
      found: expect.stringMatching(/^operational; upcoming maintenance "Search index rebuild" \(from /),
    });
  });

  it('warns when no status page is configured', async () => {
    const report = await diagnose(deskEnv({ WAIVER_DESK_STATUS_URL: '' }), { systemTimeZone: ZONE });
    expect(byName(report.checks, 'status-page')).toMatchObject({
      outcome: 'WARN',
      fix: expect.stringContaining('WAIVER_DESK_STATUS_URL'),
    });
  });

  it('fails the status line when the status URL is not a status page', async () => {
    const report = await diagnose(deskEnv({ WAIVER_DESK_STATUS_URL: `${sandbox.baseUrl}/nowhere` }), {
      systemTimeZone: ZONE,
    });
    expect(byName(report.checks, 'status-page')).toMatchObject({
      outcome: 'FAIL',
      found: expect.stringContaining('not as a status page'),
    });
  });

  it('warns when other desks have spent most of the shared budget', async () => {
    const busy = await startSandbox({ apiKeys: [DESK_KEY], waivers: 20, timeZone: ZONE });
    try {
      const headers = { authorization: `Bearer ${DESK_KEY}` };
      for (let i = 0; i < 85; i += 1) await (await fetch(`${busy.baseUrl}/v4/templates`, { headers })).text();
      const report = await diagnose(deskEnv({ WAIVER_DESK_BASE_URL: busy.baseUrl }), {
        systemTimeZone: ZONE,
      });
      expect(byName(report.checks, 'rate-budget')).toMatchObject({
        outcome: 'WARN',
        found: expect.stringMatching(/^14 of 100 requests left/),
      });
      expect(report.failed).toBe(false);
    } finally {
      await busy.close();
    }
  });

  it("fails the clock when this computer is minutes behind the service, and warns on a zone it isn't set to", async () => {
    const behind = await diagnose(deskEnv(), {
      systemTimeZone: ZONE,
      now: () => new Date(Date.now() - 5 * 60_000),
    });
    expect(byName(behind.checks, 'clock')).toMatchObject({
      outcome: 'FAIL',
      found: expect.stringContaining('5 min behind the service'),
      fix: expect.stringContaining('update automatically'),
    });

    const elsewhere = await diagnose(deskEnv(), { systemTimeZone: 'Asia/Tokyo' });
    expect(byName(elsewhere.checks, 'clock')).toMatchObject({
      outcome: 'WARN',
      found: expect.stringContaining('this computer is set to Asia/Tokyo (GMT+09:00)'),
      fix: expect.stringContaining('WAIVER_DESK_TIME_ZONE'),
    });
  });
});

describe('doctor configuration', () => {
  it('stops at a configuration that cannot be used', async () => {
    const report = await diagnose(deskEnv({ WAIVER_DESK_BASE_URL: 'not a url' }));
    expect(report.account).toBeNull();
    expect(report.checks).toEqual([
      expect.objectContaining({
        name: 'configuration',
        outcome: 'FAIL',
        fix: 'Correct WAIVER_DESK_BASE_URL',
      }),
    ]);
    expect(report.failed).toBe(true);
  });

  it('warns that a key stored in Settings can only be unlocked by the app, and checks the rest', async () => {
    const storedDir = mkdtempSync(path.join(tmpdir(), 'doctor-stored-'));
    try {
      const settings = openSettingsFile(storedDir);
      settings.set('baseUrl', sandbox.baseUrl);
      settings.set('statusUrl', sandbox.statusUrl);
      settings.set('secrets', {
        apiKey: {
          cipher: Buffer.from('sealed by the OS keychain').toString('base64'),
          backend: 'gnome_libsecret',
        },
      });
      const report = await diagnose(
        { WAIVER_DESK_DATA_DIR: storedDir, WAIVER_DESK_TIME_ZONE: ZONE },
        { systemTimeZone: ZONE },
      );
      expect(byName(report.checks, 'configuration')).toMatchObject({
        outcome: 'WARN',
        fix: expect.stringContaining('WAIVER_DESK_API_KEY'),
      });
      expect(byName(report.checks, 'api-key').found).toContain('not checked');
      expect(byName(report.checks, 'reachable').outcome).toBe('PASS');
      expect(report.failed).toBe(false);
    } finally {
      rmSync(storedDir, { recursive: true, force: true });
    }
  });

  it('fails when a configured account has no key at all', async () => {
    const loaded = await loadConfiguration({
      WAIVER_DESK_BASE_URL: sandbox.baseUrl,
      WAIVER_DESK_DATA_DIR: dataDir,
    });
    expect(loaded.check).toMatchObject({
      outcome: 'FAIL',
      fix: 'No API key is set for this account. Enter the key in the app, or run the doctor with WAIVER_DESK_API_KEY set',
    });
    expect(loaded.check.found).toContain('API key from nowhere');
  });

  it('fails when the key would travel over plain http to another machine', async () => {
    const loaded = await loadConfiguration({
      WAIVER_DESK_BASE_URL: 'http://waivers.example.com',
      WAIVER_DESK_API_KEY: DESK_KEY,
      WAIVER_DESK_DATA_DIR: dataDir,
    });
    expect(loaded.plan).toBeNull();
    expect(loaded.check).toMatchObject({
      outcome: 'FAIL',
      found: expect.stringContaining('must be an https:// address'),
      fix: 'Correct WAIVER_DESK_BASE_URL',
    });
    expect(loaded.secrets).toEqual([DESK_KEY]);
    expect(JSON.stringify(loaded.check)).not.toContain(DESK_KEY);
  });
});
