/**
 * What a failed send means for the customer's phone. A refusal the service answered
 * (4xx, 429) or a connection that never opened sent nothing; a timeout, a dropped
 * connection, a server error or an unreadable answer came after the request may
 * have reached the service, so the text may have gone out and must not be repeated
 * without the person checking first.
 */
import { ApiError, NetworkError, RateLimitError } from '../../../http/errors.ts';
import { DeskRefusal } from '../../refusal.ts';

/** Connection failures that happen before a single byte of the request left this computer. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function causeCode(error: Error): string {
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    if ('code' in cause && typeof cause.code === 'string' && NEVER_CONNECTED.has(cause.code))
      return cause.code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return '';
}

export type SendOutcome = 'not-sent' | 'maybe-sent';

export function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof RateLimitError) return 'not-sent';
  // A refusal (4xx) sent nothing; an unreadable 2xx answer most likely means it went out.
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) {
    return 'not-sent';
  }
  if (error instanceof NetworkError && causeCode(error) !== '') return 'not-sent';
  return 'maybe-sent';
}

/** The service's refusal when the day's texts are used up (the real wording is not documented). */
const DAILY_LIMIT = /limit|daily|quota|maximum|exceed/i;

export function isDailyLimit(error: unknown): boolean {
  return (
    error instanceof ApiError && error.code === 'data_error' && DAILY_LIMIT.test(error.serviceMessage ?? '')
  );
}

/** A text that surely went nowhere, in words that fit a send (nothing is tried again by itself). */
export function notSentRefusal(error: unknown): unknown {
  if (isDailyLimit(error)) {
    return new DeskRefusal(
      'data_error',
      "Today's text-message limit for the account is reached; it resets tomorrow.",
      'Ask support to raise it. Until then, give the customer a prefilled link or its QR code.',
      { cause: error },
    );
  }
  if (error instanceof RateLimitError) {
    return new DeskRefusal(
      'rate_limited',
      "The text was not sent: the account's request budget is used up for the moment.",
      'Every desk of the account shares one budget. Send it again once the wait is over.',
      { retryAfterSeconds: error.retryAfterSeconds, cause: error },
    );
  }
  if (error instanceof NetworkError) {
    return new DeskRefusal(
      'network',
      'The text was not sent: the waiver service cannot be reached from this desk.',
      "Check this computer's network connection, then send it again.",
      { cause: error },
    );
  }
  // The service's own refusals (a wrong template, the key) read well in the general words.
  return error;
}

export function maybeSentRefusal(error: unknown, display: string): DeskRefusal {
  const code = error instanceof ApiError ? error.code : 'internal';
  return new DeskRefusal(
    code,
    `The text to ${display} may have been sent: the waiver service's answer did not arrive.`,
    "Check the customer's phone before sending again. It was not sent again by itself.",
    { cause: error },
  );
}
