/**
 * A failure of getting a customer signing, already in the desk's words. Sending is
 * different from reading: the generic words ("this screen tries again by itself")
 * would be wrong for a text message, which is never sent again unasked.
 */
import type { DeskErrorCode, DeskErrorInfo } from '../../../../shared/ipc/errors.ts';
import type { WordedError } from '../../../ipc/desk-words.ts';

export class SigningRefusal extends Error implements WordedError {
  readonly code: DeskErrorCode;
  readonly hint: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: DeskErrorCode,
    message: string,
    hint: string,
    options: { retryAfterSeconds?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SigningRefusal';
    this.code = code;
    this.hint = hint;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  forDesk(): DeskErrorInfo {
    return {
      code: this.code,
      message: this.message,
      hint: this.hint,
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }
}
