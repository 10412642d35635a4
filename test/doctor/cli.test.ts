import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REFUSED_FIX } from '../../electron/doctor/checks.ts';

const CLI = path.resolve(import.meta.dirname, '../../electron/doctor/cli.ts');
const DESK_KEY = 'desk-key-8e2d4f6a0c1b3e5d';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run doctor` as a separate process, with only the WAIVER_DESK_* settings given here. */
function runDoctor(settings: Record<string, string>): Promise<Run> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('WAIVER_DESK_')),
  );
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI],
      { env: { ...inherited, ...settings }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

describe('npm run doctor', () => {
  let sandbox: SandboxHandle;
  let dataDir: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ apiKeys: [DESK_KEY], waivers: 20 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'doctor-cli-'));
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const account = (apiKey: string) => ({
    WAIVER_DESK_BASE_URL: sandbox.baseUrl,
    WAIVER_DESK_STATUS_URL: sandbox.statusUrl,
    WAIVER_DESK_API_KEY: apiKey,
    WAIVER_DESK_DATA_DIR: dataDir,
  });

  it('prints a PASS line per check and exits 0 on a healthy account, without the key', async () => {
    const run = await runDoctor(account(DESK_KEY));
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').filter((line) => /^(PASS|WARN|FAIL) /.test(line));
    expect(lines).toHaveLength(7);
    expect(lines.every((line) => line.startsWith('PASS'))).toBe(true);
    expect(run.stdout).toContain('All checks passed');
    expect(run.stdout + run.stderr).not.toContain(DESK_KEY);
  });

  it('exits 1 with the fix for a refused key, without printing the key', async () => {
    const wrongKey = 'refused-key-5a7c9e1b3d5f7a9c';
    const run = await runDoctor(account(wrongKey));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}API key accepted/m);
    expect(run.stdout).toContain(`→ ${KEY_REFUSED_FIX}`);
    expect(run.stdout + run.stderr).not.toContain(wrongKey);
  });
});
