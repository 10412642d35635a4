/**
 * Who may talk to the browser host: only pages it served itself. The Host check
 * defeats DNS rebinding (a foreign name resolving to 127.0.0.1), the Origin check
 * defeats other sites' pages, and the per-launch token proves the caller read our page.
 * Reasons never repeat a header's value: they are logged and sent back as they are.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BROWSER_TOKEN_HEADER } from '../../shared/ipc/channels.ts';

export type GuardVerdict = { allowed: true } | { allowed: false; reason: string };

export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function checkHostAndOrigin(headers: IncomingHttpHeaders, hosts: Set<string>): GuardVerdict {
  const host = headers.host?.toLowerCase();
  if (!host || !hosts.has(host))
    return { allowed: false, reason: 'The request is addressed to another host.' };
  const origin = headers.origin;
  if (origin !== undefined) {
    let originHost: string;
    try {
      const parsed = new URL(origin);
      originHost = parsed.protocol === 'http:' ? parsed.host : '';
    } catch {
      originHost = '';
    }
    if (!hosts.has(originHost)) return { allowed: false, reason: 'The request comes from another site.' };
  }
  return { allowed: true };
}

export function checkToken(headers: IncomingHttpHeaders, token: string): GuardVerdict {
  const sent = headers[BROWSER_TOKEN_HEADER];
  return verdictOnToken(typeof sent === 'string' ? sent : null, token);
}

/** The same check for a token sent another way (a WebSocket's subprotocol); null when none was sent. */
export function verdictOnToken(sent: string | null, token: string): GuardVerdict {
  if (sent === null) return { allowed: false, reason: 'The desk token is missing.' };
  const expected = Buffer.from(token);
  const received = Buffer.from(sent);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { allowed: false, reason: 'The desk token is wrong.' };
  }
  return { allowed: true };
}

const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Who calls, for supersession: the page that named itself with a well-formed id, else the browser as a whole. */
export const callerOf = (page: unknown): string =>
  typeof page === 'string' && PAGE_ID.test(page) ? `page:${page}` : 'browser';
