/** The typed error for a non-2xx status, once a service has read what its body says. */
import {
  type ApiError,
  type ApiErrorDetails,
  AuthError,
  DataError,
  LabelInUseError,
  NotFoundError,
  ParameterError,
  ProtocolError,
  RateLimitError,
  ServerError,
  UnsupportedMediaError,
} from './errors.ts';

/** A 406 means one of two things; the service's body decides which. */
export type NotAcceptableKind = 'unsupported_media' | 'conflict';

export function errorForStatus(
  details: ApiErrorDetails & { status: number },
  notAcceptable: NotAcceptableKind = 'unsupported_media',
): ApiError {
  const { status } = details;
  if (status >= 500) return new ServerError(details);
  switch (status) {
    case 400:
      return new ParameterError(details);
    case 401:
    case 403:
      return new AuthError(details);
    case 402:
      return new DataError(details);
    case 404:
    case 410:
      return new NotFoundError(details);
    case 406:
      return notAcceptable === 'conflict' ? new LabelInUseError(details) : new UnsupportedMediaError(details);
    case 429:
      return new RateLimitError(details);
    default:
      return new ProtocolError(`unexpected HTTP status ${status}`, details);
  }
}
