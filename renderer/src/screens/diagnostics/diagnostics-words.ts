/** How the Diagnostics screen words an outcome and the run as a whole. */
import type {
  CatalogWords,
  DiagnosticCheck,
  DiagnosticOutcome,
  DiagnosticsReport,
} from '../../../../shared/ipc/diagnostics.ts';
import { knowsMessage, message } from '../../i18n/messages.ts';
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

/**
 * The doctor's messages in the language in use, worded for the desk (Settings rather
 * than the terminal's variable names); null when one of them is not in the catalogs.
 */
function worded(parts: readonly CatalogWords[], join: string): string | null {
  const texts: string[] = [];
  for (const { id, values } of parts) {
    if (!knowsMessage(id)) return null;
    texts.push(message(id, { ...values, audience: 'desk' }));
  }
  return texts.join(join);
}

/** What a check found, in the language in use (the doctor's English for a message the page does not know). */
export const foundOf = (check: DiagnosticCheck): string => worded(check.said.found, '; ') ?? check.found;

/** What to do about it, likewise; null when there is nothing to do. */
export function fixOf(check: DiagnosticCheck): string | null {
  if (check.said.fix.length === 0) return check.fix;
  return worded(check.said.fix, ' ') ?? check.fix;
}
