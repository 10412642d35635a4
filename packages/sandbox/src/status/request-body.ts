/** Reading the small JSON bodies of control requests. */
import type { IncomingMessage } from 'node:http';

export class RequestBodyError extends Error {
  readonly code = 'bad_body';
  override name = 'RequestBodyError';
}

const MAX_BODY_BYTES = 16 * 1024;

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new RequestBodyError(`the body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new RequestBodyError('the body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestBodyError('the body is not valid JSON');
  }
}
