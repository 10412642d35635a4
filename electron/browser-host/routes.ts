/**
 * The browser host's routes: the page's contract calls (`POST /rpc/<method>`),
 * main → page events (`GET /events`), signed files (`GET /files/…`) and the
 * page with its assets. Every request passes the same guards once, in
 * `guardAndServe` (its request target, our own Host and Origin, a method the
 * route serves, no body where none belongs, the per-launch token where the
 * route needs it), then the first route whose path matches serves it.
 */
import type { IncomingMessage } from 'node:http';
import {
  BROWSER_EVENTS_PATH,
  BROWSER_PAGE_HEADER,
  BROWSER_RPC_PREFIX,
  BROWSER_TOKEN_META,
} from '../../shared/ipc/channels.ts';
import { FILES_PREFIX, parseFilePath } from '../../shared/ipc/files.ts';
import { describeFileFailure, FILE_FAILURE_TYPE } from '../serving/file-failures.ts';
import { readStaticFile } from '../serving/static-files.ts';
import { openEventStream } from './event-stream.ts';
import {
  type Exchange,
  fail,
  type HostContext,
  type HostRoute,
  refuse,
  respond,
  sendJson,
  sendText,
} from './exchange.ts';
import { callerOf, checkHostAndOrigin, checkToken } from './request-guard.ts';
import { readRequestTarget } from './request-target.ts';

class BodyTooLargeError extends Error {}
class BodyCutOffError extends Error {}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Reads the body up to `limit` bytes without destroying the socket on overflow, so a 413 can still go out. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCutOff);
      req.off('aborted', onCutOff);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onCutOff = () => {
      stop();
      reject(new BodyCutOffError());
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onCutOff);
    req.once('aborted', onCutOff);
  });
}

function injectToken(html: Buffer, token: string): string {
  const meta = `<meta name="${BROWSER_TOKEN_META}" content="">`;
  const text = html.toString('utf8');
  if (!text.includes(meta)) throw new Error(`The built index.html lacks ${meta}; rebuild the renderer.`);
  return text.replace(meta, `<meta name="${BROWSER_TOKEN_META}" content="${token}">`);
}

async function serveRpc(context: HostContext, exchange: Exchange, pathname: string): Promise<void> {
  const { req, res } = exchange;
  const { limits } = context;
  if (!req.headers['content-type']?.toLowerCase().startsWith('application/json')) {
    return refuse(context, exchange, 415, 'Contract calls carry Content-Type: application/json.');
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.bodyBytes) return refuse(context, exchange, 413, 'The request body is too large.');
  let payload: unknown;
  try {
    const text = (await readBody(req, limits.bodyBytes)).toString('utf8');
    payload = text ? JSON.parse(text) : {};
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return refuse(context, exchange, 413, 'The request body is too large.');
    if (error instanceof BodyCutOffError)
      return refuse(context, exchange, 400, 'The request body was cut off.');
    return refuse(context, exchange, 400, 'The request body is not valid JSON.');
  }
  if (exchange.signal.aborted) return;
  const caller = callerOf(req.headers[BROWSER_PAGE_HEADER]);
  const method = pathname.slice(BROWSER_RPC_PREFIX.length);
  const result = await context.dispatcher.call(method, payload, { caller, signal: exchange.signal });
  sendJson(res, 200, result);
}

function serveEvents(context: HostContext, exchange: Exchange): void {
  const end = openEventStream(exchange.res, context.runtime.events, {
    keepAliveMs: context.limits.eventKeepAliveMs,
  });
  context.streams.add(end);
  exchange.res.once('close', () => context.streams.delete(end));
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
    name: 'rpc',
    matches: (pathname) => pathname.startsWith(BROWSER_RPC_PREFIX),
    methods: ['POST'],
    needsToken: true,
    takesBody: true,
    serve: serveRpc,
  },
  {
    name: 'events',
    matches: (pathname) => pathname === BROWSER_EVENTS_PATH,
    methods: ['GET'],
    needsToken: true,
    takesBody: false,
    serve: serveEvents,
  },
  {
    name: 'file',
    matches: (pathname) => pathname.startsWith(FILES_PREFIX),
    methods: ['GET'],
    needsToken: true,
    takesBody: false,
    serve: serveFile,
  },
  {
    name: 'page',
    matches: () => true,
    methods: ['GET', 'HEAD'],
    needsToken: false,
    takesBody: false,
    serve: servePage,
  },
];

/**
 * The guards every request passes, once, before its route serves it: a request
 * target of ours, our own Host and Origin, a method the route serves, no body
 * where none belongs, and the per-launch token where the route needs it.
 */
export async function guardAndServe(context: HostContext, exchange: Exchange): Promise<void> {
  const { req } = exchange;
  const target = readRequestTarget(req.url);
  if (!target.ok) return refuse(context, exchange, target.status, target.reason);
  const { pathname } = target;
  const route = ROUTES.find((candidate) => candidate.matches(pathname)) as HostRoute;
  exchange.route = route;
  const hostVerdict = checkHostAndOrigin(req.headers, context.hosts);
  if (!hostVerdict.allowed) return refuse(context, exchange, 403, hostVerdict.reason);
  if (!route.methods.includes(exchange.method)) {
    return refuse(context, exchange, 405, `Only ${route.methods.join(' and ')} is served here.`, {
      allow: route.methods.join(', '),
    });
  }
  if (!route.takesBody && hasBody(req)) {
    return refuse(context, exchange, 400, `A ${exchange.method} request carries no body.`);
  }
  if (route.needsToken) {
    const tokenVerdict = checkToken(req.headers, context.token);
    if (!tokenVerdict.allowed) return refuse(context, exchange, 403, tokenVerdict.reason);
  }
  return route.serve(context, exchange, pathname);
}
