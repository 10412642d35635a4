/**
 * A call the desk refuses: a text that was not sent, a check-in of someone not on
 * the waiver, a manager's screen while locked. It carries its code and reason; the
 * page words it. Unlike a failed read, the generic words ("this screen tries again
 * by itself") would be wrong for these: none is tried again unasked.
 */
import type { DeskErrorCode, DeskErrorInfo, DeskFailureReason } from '../../shared/ipc/errors.ts';
import type { RefusalForDesk } from '../ipc/desk-failure.ts';

export class DeskRefusal extends Error implements RefusalForDesk {
  readonly code: DeskErrorCode;
  readonly reason: DeskFailureReason;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: DeskErrorCode,
    reason: DeskFailureReason,
    options: { retryAfterSeconds?: number | undefined; cause?: unknown } = {},
  ) {
    // The message is for the log: the kind of refusal, never its values (a phone number).
    super(`refused: ${reason.kind}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DeskRefusal';
    this.code = code;
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  forDesk(): DeskErrorInfo {
    return {
      code: this.code,
      reason: this.reason,
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }
}
