/** How the Diagnostics screen words an outcome and the run as a whole. */
import type { DiagnosticOutcome, DiagnosticsReport } from '../../../../shared/ipc/diagnostics.ts';
import { diagnosticsText } from './words.ts';

export const OUTCOME_WORDS: Record<DiagnosticOutcome, string> = diagnosticsText.outcome;

export function summaryOf(report: DiagnosticsReport): string {
  const count = (outcome: DiagnosticOutcome) =>
    report.checks.filter((check) => check.outcome === outcome).length;
  const failed = count('FAIL');
  const warned = count('WARN');
  if (failed > 0) {
    return diagnosticsText.summary.needFixing(failed);
  }
  if (warned > 0) return diagnosticsText.summary.worthALook(warned);
  return diagnosticsText.summary.allFine;
}
