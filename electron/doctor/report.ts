/** The doctor's report as printed: one line per check, the fix indented below it. */
import { Redactor } from '../logging/redact.ts';
import type { DoctorReport } from './checks.ts';
import { inEnglish, said } from './doctor-words.ts';

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
      ? inEnglish(said('doctor.report.unusable'))
      : inEnglish(
          said('doctor.report.heading', { mode: report.account.mode, address: report.account.baseUrl }),
        );
  const lines = [heading, ''];
  for (const check of report.checks) {
    lines.push(`${check.outcome.padEnd(4)}  ${check.title.padEnd(width)}  ${check.found}`);
    if (check.fix) lines.push(`${' '.repeat(6 + width + 2)}→ ${check.fix}`);
  }
  const failed = report.checks.filter((check) => check.outcome === 'FAIL').length;
  const warned = report.checks.filter((check) => check.outcome === 'WARN').length;
  lines.push('');
  if (failed > 0) lines.push(inEnglish(said('doctor.report.failed', { failed })));
  else if (warned > 0) lines.push(inEnglish(said('doctor.report.warned', { warned })));
  else lines.push(inEnglish(said('doctor.report.allPassed')));
  return redact(lines.join('\n'), report.secrets);
}
