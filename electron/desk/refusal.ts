/**
 * A call the desk refuses, already in the desk's own words: a text that was not
 * sent, a check-in of someone not on the waiver, a manager's screen while locked.
 * Unlike a failed read, the generic words ("this screen tries again by itself")
 * would be wrong for these: none is tried again unasked.
 */
import type { DeskErrorCode, DeskErrorInfo } from '../../shared/ipc/errors.ts';
import type { WordedError } from '../ipc/desk-words.ts';

export class DeskRefusal extends Error implements WordedError {
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
    this.name = 'DeskRefusal';
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
