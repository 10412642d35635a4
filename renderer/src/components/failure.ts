/** What a screen says about a failed call, whatever was thrown. */
import { DeskError, type DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { commonText } from '../strings.ts';

export interface Failure {
  code: DeskErrorCode;
  message: string;
  hint?: string;
  retryAfterSeconds?: number;
}

export function describeFailure(error: unknown): Failure {
  if (error instanceof DeskError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.hint === undefined ? {} : { hint: error.hint }),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  return {
    code: 'internal',
    message: commonText.unexpectedFailure.message,
    hint: commonText.unexpectedFailure.hint,
  };
}
