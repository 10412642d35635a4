/**
 * A signed PDF or photo as the answer to the page: the bytes with their type,
 * never cached, or the status and failure (code and reason, as JSON) the browser
 * host answers with for the same failure (one mapping, `describeFileFailure`). Pure, so it is
 * tested without Electron.
 */

import type { DeskFile } from '../desk/files.ts';
import { deskLog } from '../logging/desk-log.ts';
import { SECURITY_HEADERS } from '../serving/content-security.ts';
import { describeFileFailure, FILE_FAILURE_TYPE } from '../serving/file-failures.ts';

const TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

export function fileAnswer(file: DeskFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: { 'content-type': file.contentType, 'cache-control': 'no-store', ...SECURITY_HEADERS },
  });
}

export function fileFailure(error: unknown): Response {
  const failure = describeFileFailure(error);
  if (failure.internal) {
    // Name and message only: the error object could carry request headers.
    const name = error instanceof Error ? error.name : typeof error;
    deskLog.error(`a file could not be served: ${name}`);
  }
  const headers: Record<string, string> = {
    ...TEXT_HEADERS,
    'content-type': FILE_FAILURE_TYPE,
    ...SECURITY_HEADERS,
  };
  if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
  return new Response(failure.body, { status: failure.status, headers });
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { ...TEXT_HEADERS, ...SECURITY_HEADERS } });
}
