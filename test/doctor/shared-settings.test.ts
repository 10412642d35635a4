/**
 * The doctor reads what the app reads: the settings file the browser host's store
 * writes in the one data directory (given, or where Electron keeps userData), and
 * the key file the browser host keeps beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CheckResult, diagnose } from '../../electron/doctor/checks.ts';
import { formatReport } from '../../electron/doctor/report.ts';
import { resolveDataDir } from '../../electron/runtime/data-dir.ts';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';

const ZONE = 'UTC';
const DESK_KEY = 'desk-key-71c0e5a9b3d2f846';

const configurationOf = (checks: CheckResult[]) => {
  const found = checks.find((check) => check.name === 'configuration');
  if (!found) throw new Error(`no configuration check in ${JSON.stringify(checks)}`);
  return found;
};

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor-shared-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ apiKeys: [DESK_KEY], waivers: 20, timeZone: ZONE });
});
afterAll(() => sandbox.close());

describe('the doctor on the settings the browser host wrote', () => {
  it('shows a bad address stored there in its configuration line, with where to correct it', async () => {
    const dir = dataDir();
    openSettingsFile(dir).set('baseUrl', 'https://frontdesk:hunter22@api.example.com');
    const report = await diagnose({ WAIVER_DESK_DATA_DIR: dir, WAIVER_DESK_TIME_ZONE: ZONE });
    expect(report.account).toBeNull();
    expect(report.checks).toMatchObject([
      {
        name: 'configuration',
        title: 'Configuration',
        outcome: 'FAIL',
        found:
          'The waiver service address must not carry a user name or password; the API key is entered separately.',
        fix: 'Correct the waiver service address in Settings',
      },
    ]);
    const printed = formatReport(report);
    expect(printed).toContain('FAIL  Configuration  The waiver service address must not carry');
    expect(printed).not.toContain('hunter22');
  });

  it('checks the stored account with the key the browser host saved in its key file', async () => {
    const dir = dataDir();
    const settings = openSettingsFile(dir);
    settings.set('baseUrl', sandbox.baseUrl);
    settings.set('statusUrl', sandbox.statusUrl);
    settings.set('accountChoice', 'configured');
    await new OwnerFileSecretStore(dir).save('apiKey', DESK_KEY);

    const report = await diagnose({ WAIVER_DESK_DATA_DIR: dir }, { systemTimeZone: ZONE });
    expect(report.account).toEqual({
      mode: 'configured',
      baseUrl: sandbox.baseUrl,
      statusUrl: sandbox.statusUrl,
    });
    expect(configurationOf(report.checks).found).toContain('API key from the key file in the data folder');
    expect(report.checks.find((check) => check.name === 'api-key')).toMatchObject({ outcome: 'PASS' });
    expect(formatReport(report)).not.toContain(DESK_KEY);
  });

  it('checks the demo when the person chose the demo, though an account is stored', async () => {
    const dir = dataDir();
    const settings = openSettingsFile(dir);
    settings.set('baseUrl', sandbox.baseUrl);
    settings.set('accountChoice', 'demo');
    const report = await diagnose(
      { WAIVER_DESK_DATA_DIR: dir, WAIVER_DESK_TIME_ZONE: ZONE },
      { systemTimeZone: ZONE },
    );
    expect(report.account?.mode).toBe('demo');
    expect(report.account?.baseUrl).not.toBe(sandbox.baseUrl);
    expect(report.failed).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')(
    'finds the settings where Electron keeps userData when no data folder is given (Linux layout)',
    async () => {
      const configHome = dataDir();
      const appDir = resolveDataDir({ env: { XDG_CONFIG_HOME: configHome } });
      expect(appDir).toBe(path.join(configHome, 'Waiver Desk'));
      openSettingsFile(appDir).set('timeZone', 'Mars/Olympus');
      const report = await diagnose({ XDG_CONFIG_HOME: configHome });
      expect(configurationOf(report.checks)).toMatchObject({
        outcome: 'FAIL',
        found: 'The desk time zone is not a known time zone: "Mars/Olympus".',
        fix: 'Correct the time zone in Settings',
      });
    },
  );
});
