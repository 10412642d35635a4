/**
 * The browser host: the same contract as Electron's IPC, served over HTTP on
 * 127.0.0.1 next to the built renderer, for machines without the Electron binary.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BROWSER_RPC_PREFIX, BROWSER_TOKEN_META } from '../../shared/ipc/channels.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import { dispatch } from '../ipc/dispatch.ts';
import { SECURITY_HEADERS } from './content-security.ts';
import { allowedHosts, checkHostAndOrigin, checkToken } from './request-guard.ts';
import { readStaticFile } from './static-files.ts';

/** Contract payloads are small; anything bigger is not ours. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface BrowserHostOptions {
  handlers: DeskHandlers;
  rendererDir: string;
  port?: number;
  /** Fixed only by tests; a launch draws its own. */
  token?: string;
}

export interface BrowserHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

class BodyTooLargeError extends Error {}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
  });
  res.end(text);
}

function refuse(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { ok: false, error: { code: 'forbidden', message } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function injectToken(html: Buffer, token: string): string {
  const meta = `<meta name="${BROWSER_TOKEN_META}" content="">`;
  const text = html.toString('utf8');
  if (!text.includes(meta)) throw new Error(`The built index.html lacks ${meta}; rebuild the renderer.`);
  return text.replace(meta, `<meta name="${BROWSER_TOKEN_META}" content="${token}">`);
}

async function serveRpc(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  options: Required<BrowserHostOptions>,
) {
  const tokenVerdict = checkToken(req.headers, options.token);
  if (!tokenVerdict.allowed) return refuse(res, 403, tokenVerdict.reason);
  if (req.method !== 'POST') return refuse(res, 405, 'Contract calls are POST requests.');
  if (!req.headers['content-type']?.startsWith('application/json')) {
    return sendJson(res, 415, {
      ok: false,
      error: { code: 'invalid_request', message: 'Contract calls carry Content-Type: application/json.' },
    });
  }
  let payload: unknown;
  try {
    const text = await readBody(req);
    payload = text ? JSON.parse(text) : {};
  } catch (error) {
    const message =
      error instanceof BodyTooLargeError
        ? 'The request body is too large.'
        : 'The request body is not valid JSON.';
    return sendJson(res, error instanceof BodyTooLargeError ? 413 : 400, {
      ok: false,
      error: { code: 'invalid_request', message },
    });
  }
  sendJson(res, 200, await dispatch(options.handlers, method, payload));
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: Required<BrowserHostOptions>,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Only GET is served here.');
  const isPage = pathname === '/' || pathname === '/index.html';
  const file = await readStaticFile(options.rendererDir, isPage ? '/index.html' : pathname);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Not found');
    return;
  }
  const body = isPage ? injectToken(file.body, options.token) : file.body;
  res.writeHead(200, {
    'content-type': file.contentType,
    'cache-control': isPage ? 'no-store' : 'public, max-age=3600',
    ...SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function startBrowserHost(input: BrowserHostOptions): Promise<BrowserHost> {
  const options: Required<BrowserHostOptions> = {
    port: 0,
    token: randomBytes(32).toString('base64url'),
    ...input,
  };
  let hosts = new Set<string>();
  const server = createServer((req, res) => {
    const verdict = checkHostAndOrigin(req.headers, hosts);
    if (!verdict.allowed) return refuse(res, 403, verdict.reason);
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const handled = pathname.startsWith(BROWSER_RPC_PREFIX)
      ? serveRpc(req, res, pathname.slice(BROWSER_RPC_PREFIX.length), options)
      : serveStatic(req, res, pathname, options);
    handled.catch((error: unknown) => {
      console.error(`[waiver-desk] browser host: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'The desk host failed.' } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(port);
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
