/** What a screen says about a failed call, whatever was thrown. */
import { DeskError, type DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { wordsForFailure } from '../failures/failure-words.ts';
import { commonText } from '../i18n/words.ts';

export interface Failure {
  code: DeskErrorCode;
  message: string;
  hint?: string;
  retryAfterSeconds?: number;
}

/**
 * Failures with no answer from the service: the desk adds the connection's own reason
 * ("connection failed (ECONNREFUSED)", "no answer within 15000 ms") after a colon. That
 * is a developer's detail (Diagnostics and the log keep it); the counter reads what
 * happened, and the hint says what to do.
 */
const NO_ANSWER: ReadonlySet<DeskErrorCode> = new Set(['network', 'timeout']);

const plainMessage = (code: DeskErrorCode, message: string): string => {
  if (!NO_ANSWER.has(code)) return message;
  const colon = message.indexOf(': ');
  return colon > 0 ? `${message.slice(0, colon)}.` : message;
};

export function describeFailure(error: unknown): Failure {
  if (error instanceof DeskError) {
    const { what, hint } = wordsForFailure(error);
    return {
      code: error.code,
      message: plainMessage(error.code, what),
      ...(hint === undefined ? {} : { hint }),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  return {
    code: 'internal',
    message: commonText.unexpectedFailure.message,
    hint: commonText.unexpectedFailure.hint,
  };
}
