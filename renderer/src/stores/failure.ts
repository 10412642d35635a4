import type { DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { DeskError } from '../bridge/index.ts';

/** What a screen shows when a call failed. */
export interface Failure {
  code: DeskErrorCode;
  message: string;
  hint?: string;
}

export function toFailure(error: unknown): Failure {
  if (error instanceof DeskError) return { code: error.code, message: error.message, hint: error.hint };
  return {
    code: 'internal',
    message: 'Something went wrong in the desk window.',
    hint: 'Reload the window.',
  };
}
