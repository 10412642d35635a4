/** The doctor's report as printed: one line per check, the fix indented below it. */
import { plural } from '../../shared/words/plural.ts';
import { Redactor } from '../logging/redact.ts';
import type { DoctorReport } from './checks.ts';

/**
 * Belt and braces: no check puts the key in its text, but a service could echo
 * it back, in any spelling (the log's own redaction of secrets, whatever their length).
 */
function redact(text: string, secrets: readonly string[]): string {
  const redactor = new Redactor({ mark: '[API key hidden]' });
  for (const secret of secrets) redactor.addSecret(secret);
  return redactor.redactSecrets(text);
}

export function formatReport(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((check) => check.title.length));
  const heading =
    report.account === null
      ? 'Waiver Desk doctor: the configuration cannot be used'
      : `Waiver Desk doctor: ${report.account.mode === 'demo' ? 'demo account at' : 'account at'} ${report.account.baseUrl}`;
  const lines = [heading, ''];
  for (const check of report.checks) {
    lines.push(`${check.outcome.padEnd(4)}  ${check.title.padEnd(width)}  ${check.found}`);
    if (check.fix) lines.push(`${' '.repeat(6 + width + 2)}→ ${check.fix}`);
  }
  const failed = report.checks.filter((check) => check.outcome === 'FAIL').length;
  const warned = report.checks.filter((check) => check.outcome === 'WARN').length;
  lines.push('');
  if (failed > 0)
    lines.push(
      `${failed} ${plural(failed, { one: 'check', other: 'checks' })} failed: follow the → lines above.`,
    );
  else if (warned > 0)
    lines.push(`No failures; ${warned} ${plural(warned, { one: 'warning', other: 'warnings' })} to look at.`);
  else lines.push('All checks passed: this desk is ready.');
  return redact(lines.join('\n'), report.secrets);
}
