/**
 * How the waiver service's answers are read: the /v4 envelope whose `type` names
 * the member holding the payload, the bare `{ data }` of group creation, the
 * plain text of /ping and /version, and the error bodies of section 7 and the
 * notes. Anything that breaks the contract is a ProtocolError naming the endpoint
 * and what was wrong.
 */
import type { z } from 'zod';
import { API_VERSION } from '../../shared/domain/envelope.ts';
import type { SignedWaiver, SkipReport } from '../../shared/domain/waiver.ts';
import { type ApiError, ProtocolError } from '../http/errors.ts';
import { isRecord, isSuccess, parseJson, validate } from '../http/json-body.ts';
import { retryAfterSeconds } from '../http/rate-headers.ts';
import type { RawResponse } from '../http/send-once.ts';
import { errorForStatus } from '../http/status-errors.ts';
import type { ResponseReader } from '../http/transport.ts';
import { signedWaiverListSchema, versionJsonSchema } from './schemas.ts';
import type { ReadList } from './tolerant-list.ts';

/** Seconds to wait after a 429: the longer of the header and the body's own figure. */
function refusalWait(response: RawResponse, body: unknown): number | undefined {
  const fromHeader = retryAfterSeconds(response.headers, Date.now());
  const limit = isRecord(body) && isRecord(body.rate_limit) ? body.rate_limit : undefined;
  const fromBody =
    typeof limit?.retryAfter === 'number' && limit.retryAfter >= 0 ? Math.ceil(limit.retryAfter) : undefined;
  if (fromHeader === undefined) return fromBody;
  return fromBody === undefined ? fromHeader : Math.max(fromHeader, fromBody);
}

/** The typed error for a non-2xx answer; its body is read when it is an envelope and ignored otherwise. */
export function serviceError(response: RawResponse): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  const details = {
    endpoint: response.endpoint,
    status: response.status,
    ...(message === undefined ? {} : { serviceMessage: message }),
  };
  if (response.status === 429) {
    const wait = refusalWait(response, body);
    return errorForStatus(wait === undefined ? details : { ...details, retryAfterSeconds: wait });
  }
  // Both 406s share status and type; only the message tells a taken label from a wrong content type.
  return errorForStatus(
    details,
    response.status === 406 && /label/i.test(message ?? '') ? 'conflict' : undefined,
  );
}

/** Reads the /v4 envelope of type `type` and validates its member with `payload`. */
export function envelopeReader<T>(type: string, payload: z.ZodType<T>): ResponseReader<T> {
  return (response) => {
    if (!isSuccess(response)) throw serviceError(response);
    const details = { endpoint: response.endpoint, status: response.status };
    const body = parseJson(response);
    if (!isRecord(body) || typeof body.type !== 'string') {
      throw new ProtocolError('envelope missing: the body has no `type`', details);
    }
    if (body.version !== undefined && body.version !== API_VERSION) {
      throw new ProtocolError(
        `envelope of API version ${JSON.stringify(body.version)}, expected ${API_VERSION}`,
        details,
      );
    }
    if (body.type !== type) {
      const said = typeof body.message === 'string' ? ` (${body.message})` : '';
      // Marked as the service's words, so a log line can leave them out (they may echo a request).
      throw new ProtocolError(`envelope of type '${body.type}' where '${type}' was expected${said}`, {
        ...details,
        ...(typeof body.message === 'string' ? { serviceMessage: body.message } : {}),
      });
    }
    if (!Object.hasOwn(body, type)) {
      throw new ProtocolError(`envelope type '${type}' names no member`, details);
    }
    return validate(payload, body[type], type, response);
  };
}

/**
 * A successful answer's body as received, unread: for result pages that are read
 * and validated off the main thread (the cache worker), so a backfill never spends
 * the main event loop on parsing. Failures are still read and typed here.
 */
export const unreadBodyReader: ResponseReader<string> = (response) => {
  if (!isSuccess(response)) throw serviceError(response);
  return response.body;
};

/** Reads a JSON body that carries no envelope (POST /groups/store). */
export function bareJsonReader<T>(schema: z.ZodType<T>): ResponseReader<T> {
  return (response) => {
    if (!isSuccess(response)) throw serviceError(response);
    return validate(schema, parseJson(response), 'body', response);
  };
}

/** /ping: the plain-text answer as sent. */
export const plainTextReader: ResponseReader<string> = (response) => {
  if (!isSuccess(response)) throw serviceError(response);
  const text = response.body.trim();
  if (text === '')
    throw new ProtocolError('empty body', { endpoint: response.endpoint, status: response.status });
  return text;
};

/** /version: plain text, or `{"version":"4.2.1"}` on some deployments. */
export const versionReader: ResponseReader<string> = (response) => {
  const text = plainTextReader(response);
  if (!text.startsWith('{')) return text;
  return validate(versionJsonSchema, parseJson(response), 'body', response).version;
};

/**
 * Reads a result page's body taken with `unreadBodyReader`, wherever it is read
 * (the cache worker): the same envelope and tolerant list rules as any answer.
 */
/** What result pages left out, in all: how many, and the signing times of those that said. */
export function unreadableOf(pages: readonly SkipReport[]): { unreadable: number; unreadableAt: string[] } {
  return {
    unreadable: pages.reduce((sum, page) => sum + page.skipped, 0),
    unreadableAt: pages.flatMap((page) => page.skippedAt ?? []),
  };
}

export function readSearchResultsBody(body: string): ReadList<SignedWaiver> {
  const response: RawResponse = { endpoint: 'GET /v4/search/{guid}/results', status: 200, headers: {}, body };
  return envelopeReader('search_results', signedWaiverListSchema)(response);
}
