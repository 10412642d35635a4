/**
 * The end-to-end suite's log scan, checked against a real desk and sandbox: a clean
 * run passes with the desk's own lines read, and a key, a token or a customer's
 * email, phone or name planted in a log file fails `stop()`.
 */
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES_PREFIX } from '../../shared/ipc/files.ts';
import { readPageToken, sandboxPersonalData } from '../support/desk-log-scan.ts';
import { startDeskProcesses } from '../support/desk-processes.ts';

const API_KEY = 'k-log-scan-test';
const SETUP = { sandboxArgs: ['--seed', '5', '--api-key', API_KEY], deskApiKey: API_KEY, timeZone: 'UTC' };

function hostLog(dataDir: string): string {
  return path.join(dataDir, 'logs', 'browser-host.log');
}

describe('the log scan of end-to-end desks', () => {
  it("passes a clean run, having read the desk's start and account lines", async () => {
    const processes = await startDeskProcesses(SETUP);
    const lines = processes.logLines();
    expect(lines.some((line) => line.includes('account opened: configured'))).toBe(true);
    expect(lines.some((line) => line.includes('browser host started on 127.0.0.1:'))).toBe(true);
    await processes.stop();
    expect(existsSync(processes.dataDir)).toBe(false);
  });

  it('logs refused requests, and fails when a token, key or customer datum is in a log', async () => {
    for (const plant of ['token', 'key', 'email', 'phone', 'name'] as const) {
      const processes = await startDeskProcesses(SETUP);
      // A signed file asked for without the desk token.
      const refused = await fetch(`${processes.desk.url}${FILES_PREFIX}pdf/some-waiver/0`);
      expect(refused.status).toBe(403);
      await expect
        .poll(() => processes.logLines().some((line) => /refused GET \(403\)/.test(line)))
        .toBe(true);
      const sample = await sandboxPersonalData(processes.sandbox!.url, API_KEY);
      const value = {
        token: await readPageToken(processes.desk.url),
        key: API_KEY,
        email: sample.find((item) => item.kind === 'an email address')!.value,
        phone: sample.find((item) => item.kind === 'a phone number')!.value,
        name: sample.find((item) => item.kind === 'a name')!.value,
      }[plant];
      // As a line would look had something written it past the redaction.
      appendFileSync(hostLog(processes.dataDir), `[2026-01-01 10:00:00.000] [warn]  leaked ${value}\n`);
      await expect(processes.stop(), plant).rejects.toThrow(/The desk's logs hold what they must not/);
      expect(existsSync(processes.dataDir)).toBe(false);
    }
  }, 120_000);

  it('fails a desk that wrote no line at all, so the scan is never vacuous', async () => {
    const processes = await startDeskProcesses(SETUP);
    await processes.desk.stop();
    for (const name of readdirSync(path.join(processes.dataDir, 'logs'))) {
      appendFileSync(path.join(processes.dataDir, 'logs', name), '', { flag: 'w' });
    }
    await expect(processes.stop()).rejects.toThrow(/wrote no log line/);
  });
});
