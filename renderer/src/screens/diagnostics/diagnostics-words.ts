/** How the Diagnostics screen words an outcome and the run as a whole. */
import type { DiagnosticOutcome, DiagnosticsReport } from '../../../../shared/ipc/diagnostics.ts';

export const OUTCOME_WORDS: Record<DiagnosticOutcome, string> = {
  PASS: 'Fine',
  WARN: 'Worth a look',
  FAIL: 'Needs fixing',
};

export function summaryOf(report: DiagnosticsReport): string {
  const count = (outcome: DiagnosticOutcome) =>
    report.checks.filter((check) => check.outcome === outcome).length;
  const failed = count('FAIL');
  const warned = count('WARN');
  if (failed > 0) {
    return `${failed} check${failed === 1 ? '' : 's'} need${failed === 1 ? 's' : ''} fixing: see what to do below each.`;
  }
  if (warned > 0) return `Nothing is broken; ${warned} check${warned === 1 ? ' is' : 's are'} worth a look.`;
  return 'Everything checked is fine: this desk is ready.';
}
