/**
 * A failure as the page words it: what the person at the desk reads and the hint
 * beside it, for tests of the main process that assert those words.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { wordsForFailure } from '../../renderer/src/failures/failure-words.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';

export interface WordedFailure {
  code: DeskErrorInfo['code'];
  message: string;
  hint?: string;
  retryAfterSeconds?: number;
}

export function worded(info: DeskErrorInfo): WordedFailure {
  const { what, hint } = wordsForFailure(info);
  return {
    code: info.code,
    message: what,
    ...(hint === undefined ? {} : { hint }),
    ...(info.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: info.retryAfterSeconds }),
  };
}

/** A failed call's words for a thrown error in a test helper. */
export const failureLine = (info: DeskErrorInfo): string => `${info.code}: ${wordsForFailure(info).what}`;
