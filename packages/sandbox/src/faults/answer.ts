/**
 * How an answering fault replies. `truncated` and `malformed-json` cut a real
 * envelope in half: the first declares the full length and closes the connection
 * early, the second sends the half as a complete 200 JSON response.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { errorEnvelope, type Stamp, successEnvelope } from '../server/envelope.ts';
import { ApiError } from '../server/errors.ts';
import { JSON_CONTENT_TYPE, sendJson } from '../server/respond.ts';
import type { Fault } from './registry.ts';

function halfEnvelope(path: string, stamp: Stamp): { half: Buffer; fullLength: number } {
  const full = Buffer.from(JSON.stringify(successEnvelope('fault', { path, note: 'injected fault' }, stamp)));
  return { half: full.subarray(0, Math.floor(full.length / 2)), fullLength: full.length };
}

export function answerWithFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  stamp: Stamp,
): void {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 503;
      const error = new ApiError('injected', status, 'error', STATUS_CODES[status] ?? 'Injected fault');
      sendJson(res, status, errorEnvelope(error, stamp));
      return;
    }
    case 'reset':
      req.socket.resetAndDestroy();
      return;
    case 'truncated': {
      const { half, fullLength } = halfEnvelope(path, stamp);
      res.writeHead(200, { 'content-type': JSON_CONTENT_TYPE, 'content-length': fullLength });
      res.write(half, () => req.socket.end());
      return;
    }
    case 'malformed-json': {
      const { half } = halfEnvelope(path, stamp);
      res.writeHead(200, { 'content-type': JSON_CONTENT_TYPE, 'content-length': half.length });
      res.end(half);
      return;
    }
    default:
      throw new RangeError(`Fault kind ${fault.kind} does not answer requests`);
  }
}
