/** Request bodies: the JSON content-type rule (406) and JSON parsing (402 when malformed). */
import type { IncomingMessage } from 'node:http';
import { DataError, PayloadTooLargeError, UnsupportedMediaError } from './errors.ts';

export const MAX_BODY_BYTES = 1_048_576;

export function hasJsonContentType(req: IncomingMessage): boolean {
  const header = req.headers['content-type'];
  if (!header) return false;
  return header.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export async function readRawBody(req: IncomingMessage, limitBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new PayloadTooLargeError(limitBytes);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The parsed JSON body of a body-carrying request; an empty body reads as `{}`. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (!hasJsonContentType(req)) throw new UnsupportedMediaError();
  return parseJsonText((await readRawBody(req)).toString('utf8'));
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DataError('Malformed JSON body');
  }
}
