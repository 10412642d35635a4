/**
 * What became of a print, in the desk's words: the main process sends the kind of
 * problem and its values, this chooses the sentence (every kind has one, or this
 * does not compile).
 */
import type { PrintOutcome, PrintProblem, PrintPurpose } from '../../../shared/printing/printing.ts';
import { admissionPrintText, printProblemText } from './words.ts';

export function printProblemWords(purpose: PrintPurpose, problem: PrintProblem): string {
  switch (problem.kind) {
    case 'no-printer':
      return printProblemText.noPrinter(purpose);
    case 'system-printing-unavailable':
      return printProblemText.systemUnavailable(purpose);
    case 'printer-missing':
      return printProblemText.printerMissing(problem.name);
    case 'system-print-failed':
      return problem.because === 'cancelled'
        ? printProblemText.cancelled
        : printProblemText.systemFailed(purpose);
    case 'refused':
      return printProblemText.refused(purpose);
    case 'unknown-host':
      return printProblemText.unknownHost(purpose);
    case 'unreachable':
      return printProblemText.unreachable(purpose);
    case 'timeout':
      return problem.phase === 'connect'
        ? printProblemText.noAnswer(purpose, problem.seconds)
        : printProblemText.notFinished(purpose, problem.seconds);
    case 'disconnected':
      return printProblemText.disconnected(purpose);
    case 'not-found':
      return printProblemText.notFound;
  }
}

/** The line a print leaves on screen; `count` is how many were asked for. */
export function printOutcomeWords(outcome: PrintOutcome, count: number): { printed: boolean; text: string } {
  return outcome.status === 'printed'
    ? { printed: true, text: admissionPrintText.printed(outcome.purpose, count) }
    : { printed: false, text: printProblemWords(outcome.purpose, outcome.problem) };
}
