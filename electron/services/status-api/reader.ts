/**
 * How the status service's answers are read: bare JSON documents (no envelope);
 * its errors carry at most `{error}` and its 429 no Retry-After (notes), so the
 * retry policy's own backoff decides the wait.
 */
import type { z } from 'zod';
import { isRecord, isSuccess, parseJson, validate } from '../../http/json-body.ts';
import type { RawResponse } from '../../http/send-once.ts';
import { errorForStatus } from '../../http/status-errors.ts';
import type { ResponseReader } from '../../http/transport.ts';

function statusServiceError(response: RawResponse) {
  let message: string | undefined;
  try {
    const body: unknown = JSON.parse(response.body);
    if (isRecord(body) && typeof body.error === 'string') message = body.error;
  } catch {
    message = undefined;
  }
  return errorForStatus({
    endpoint: response.endpoint,
    status: response.status,
    ...(message === undefined ? {} : { serviceMessage: message }),
  });
}

export function statusJsonReader<T>(schema: z.ZodType<T>): ResponseReader<T> {
  return (response) => {
    if (!isSuccess(response)) throw statusServiceError(response);
    return validate(schema, parseJson(response), 'body', response);
  };
}
