/** Writing a finished response: one place owns content types and lengths. */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function sendBody(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const payload = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'content-type': contentType, 'content-length': payload.length });
  res.end(payload);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendBody(res, status, JSON_CONTENT_TYPE, JSON.stringify(body), headers);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  sendBody(res, status, 'text/html; charset=utf-8', html);
}
