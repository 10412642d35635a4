import { describe, expect, it } from 'vitest';
import type { DoctorReport } from '../../electron/doctor/checks.ts';
import { said } from '../../electron/doctor/doctor-words.ts';
import { formatReport } from '../../electron/doctor/report.ts';
import { checkResult } from '../../electron/doctor/result.ts';

/** A finding or fix of the doctor's, as it words a value it only quotes. */
const quote = (text: string) => said('doctor.said', { text });

const KEY = 'echoed-key-4b6d8f0a2c4e6a8b';

function report(checks: DoctorReport['checks']): DoctorReport {
  return {
    account: { mode: 'configured', baseUrl: 'https://api.example.test', statusUrl: '' },
    checks,
    failed: checks.some((check) => check.outcome === 'FAIL'),
    secrets: [KEY],
  };
}

describe('doctor report', () => {
  it('prints one line per check with the fix under it and a closing verdict', () => {
    const printed = formatReport(
      report([
        checkResult('reachable', 'PASS', quote('https://api.example.test/ping answered "pong"')),
        checkResult(
          'api-key',
          'FAIL',
          quote('the service refused the key (401)'),
          quote('generate a new token'),
        ),
        checkResult('status-page', 'WARN', quote('no status page is configured')),
      ]),
    ).split('\n');
    expect(printed[0]).toBe('Waiver Desk doctor: account at https://api.example.test');
    expect(printed.slice(2, 6)).toEqual([
      'PASS  Base URL reachable  https://api.example.test/ping answered "pong"',
      'FAIL  API key accepted    the service refused the key (401)',
      '                          → generate a new token',
      'WARN  Status page         no status page is configured',
    ]);
    expect(printed.at(-1)).toBe('1 check failed: follow the → lines above.');
  });

  it('hides the key even when a service echoed it into a finding', () => {
    const printed = formatReport(
      report([
        checkResult(
          'api-key',
          'FAIL',
          quote(`GET /v4/templates: 401 unknown key ${KEY}`),
          quote('check the key'),
        ),
      ]),
    );
    expect(printed).not.toContain(KEY);
    expect(printed).toContain('unknown key [API key hidden]');
  });

  it('says the desk is ready when everything passed, and what to look at when only warnings remain', () => {
    expect(formatReport(report([checkResult('version', 'PASS', quote('service version 5.0.0'))]))).toMatch(
      /All checks passed: this desk is ready\.$/,
    );
    expect(formatReport(report([checkResult('version', 'WARN', quote('odd version'))]))).toMatch(
      /No failures; 1 warning to look at\.$/,
    );
  });
});
