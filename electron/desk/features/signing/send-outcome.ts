/**
 * What a failed send means for the customer's phone. A refusal the service answered
 * (4xx, 429) or a connection that never opened sent nothing; a timeout, a dropped
 * connection, a server error or an unreadable answer came after the request may
 * have reached the service, so the text may have gone out and must not be repeated
 * without the person checking first.
 */
import { ApiError, NetworkError, RateLimitError } from '../../../http/errors.ts';
import { DeskRefusal } from '../../refusal.ts';

export type SendOutcome = 'not-sent' | 'maybe-sent';

export function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof RateLimitError) return 'not-sent';
  // A refusal (4xx) sent nothing; an unreadable 2xx answer most likely means it went out.
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) {
    return 'not-sent';
  }
  // No connection was made (or the call never left for want of a budget): nothing reached the service.
  if (error instanceof NetworkError && error.unsent) return 'not-sent';
  return 'maybe-sent';
}

/** The service's refusal when the day's texts are used up (the real wording is not documented). */
const DAILY_LIMIT = /limit|daily|quota|maximum|exceed/i;

export function isDailyLimit(error: unknown): boolean {
  return (
    error instanceof ApiError && error.code === 'data_error' && DAILY_LIMIT.test(error.serviceMessage ?? '')
  );
}

/** A text that surely went nowhere, refused as a send (nothing is tried again by itself). */
export function notSentRefusal(error: unknown): unknown {
  if (isDailyLimit(error))
    return new DeskRefusal('data_error', { kind: 'sms_daily_limit' }, { cause: error });
  if (error instanceof RateLimitError) {
    return new DeskRefusal(
      'rate_limited',
      { kind: 'sms_not_sent', because: 'budget' },
      { retryAfterSeconds: error.retryAfterSeconds, cause: error },
    );
  }
  if (error instanceof NetworkError) {
    return new DeskRefusal('network', { kind: 'sms_not_sent', because: 'unreachable' }, { cause: error });
  }
  // The service's own refusals (a wrong template, the key) read well in the general words.
  return error;
}

export function maybeSentRefusal(error: unknown, display: string): DeskRefusal {
  const code = error instanceof ApiError ? error.code : 'internal';
  return new DeskRefusal(code, { kind: 'sms_maybe_sent', display }, { cause: error });
}
