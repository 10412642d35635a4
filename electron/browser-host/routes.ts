/**
 * The browser host's HTTP routes: signed files (`GET /files/…`) and the page with
 * its assets. The contract's calls and events are not among them: they travel on
 * the page's socket (`desk-socket.ts`). Every request passes the same guards once,
 * in `guardAndServe` (its request target, our own Host and Origin, a method the
 * route serves, no body, the per-launch token where the route needs it), then the
 * first route whose path matches serves it.
 */
import type { IncomingMessage } from 'node:http';
import { BROWSER_TOKEN_META } from '../../shared/ipc/channels.ts';
import { FILES_PREFIX, parseFilePath } from '../../shared/ipc/files.ts';
import { describeFileFailure, FILE_FAILURE_TYPE } from '../serving/file-failures.ts';
import { readStaticFile } from '../serving/static-files.ts';
import {
  type Exchange,
  fail,
  type HostContext,
  type HostRoute,
  refuse,
  respond,
  sendText,
} from './exchange.ts';
import { checkHostAndOrigin, checkToken } from './request-guard.ts';
import { readRequestTarget } from './request-target.ts';

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function injectToken(html: Buffer, token: string): string {
  const meta = `<meta name="${BROWSER_TOKEN_META}" content="">`;
  const text = html.toString('utf8');
  if (!text.includes(meta)) throw new Error(`The built index.html lacks ${meta}; rebuild the renderer.`);
  return text.replace(meta, `<meta name="${BROWSER_TOKEN_META}" content="${token}">`);
}

async function serveFile(context: HostContext, exchange: Exchange, pathname: string): Promise<void> {
  const { res } = exchange;
  const ref = parseFilePath(pathname);
  if (!ref) return sendText(res, 404, 'There is no such file.');
  try {
    const file = await context.runtime.readFile(ref, exchange.signal);
    respond(
      res,
      200,
      {
        'content-type': file.contentType,
        'content-length': file.bytes.byteLength,
        'content-disposition': 'inline',
      },
      file.bytes,
    );
  } catch (error) {
    // The client left (or the host closed): nobody is waiting for an answer.
    if (exchange.signal.aborted) return;
    const failure = describeFileFailure(error);
    if (failure.internal) return fail(context, exchange, error);
    const headers: Record<string, string> = {};
    if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
    respond(res, failure.status, { 'content-type': FILE_FAILURE_TYPE, ...headers }, failure.body);
  }
}

async function servePage(context: HostContext, exchange: Exchange, pathname: string): Promise<void> {
  const { req, res } = exchange;
  const isPage = pathname === '/' || pathname === '/index.html';
  const file = await readStaticFile(context.rendererDir, isPage ? '/index.html' : pathname);
  if (!file) return sendText(res, 404, 'Not found');
  const body = isPage ? injectToken(file.body, context.token) : file.body;
  respond(
    res,
    200,
    { 'content-type': file.contentType, 'cache-control': isPage ? 'no-store' : 'public, max-age=3600' },
    req.method === 'HEAD' ? undefined : body,
  );
}

/** Every route of the host, the first that matches serving; the page and its assets take the rest. */
const ROUTES: readonly HostRoute[] = [
  {
    matches: (pathname) => pathname.startsWith(FILES_PREFIX),
    methods: ['GET'],
    needsToken: true,
    serve: serveFile,
  },
  {
    matches: () => true,
    methods: ['GET', 'HEAD'],
    needsToken: false,
    serve: servePage,
  },
];

/**
 * The guards every request passes, once, before its route serves it: a request
 * target of ours, our own Host and Origin, a method the route serves, no body,
 * and the per-launch token where the route needs it.
 */
export async function guardAndServe(context: HostContext, exchange: Exchange): Promise<void> {
  const { req } = exchange;
  const target = readRequestTarget(req.url);
  if (!target.ok) return refuse(context, exchange, target.status, target.reason);
  const { pathname } = target;
  const route = ROUTES.find((candidate) => candidate.matches(pathname)) as HostRoute;
  const hostVerdict = checkHostAndOrigin(req.headers, context.hosts);
  if (!hostVerdict.allowed) return refuse(context, exchange, 403, hostVerdict.reason);
  if (!route.methods.includes(exchange.method)) {
    return refuse(
      context,
      exchange,
      405,
      `Only ${route.methods.join(' and ')} ${route.methods.length > 1 ? 'are' : 'is'} served here.`,
      {
        allow: route.methods.join(', '),
      },
    );
  }
  if (hasBody(req)) {
    return refuse(context, exchange, 400, `A ${exchange.method} request carries no body.`);
  }
  if (route.needsToken) {
    const tokenVerdict = checkToken(req.headers, context.token);
    if (!tokenVerdict.allowed) return refuse(context, exchange, 403, tokenVerdict.reason);
  }
  return route.serve(context, exchange, pathname);
}
