/**
 * The front door of the sandbox server: whatever a test sandbox answers first
 * (its control endpoint, injected faults), ping and version, the status service
 * mount, link pages, and finally the waiver API.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { WaiverApi } from './api-pipeline.ts';
import { answerPing, isPingRequest } from './routes/ping.ts';
import { answerAutoTagPage, answerSignPage } from './routes/sign-pages.ts';
import { errorEnvelope } from './server/envelope.ts';
import { InternalError } from './server/errors.ts';
import { isUnder } from './server/paths.ts';
import type { FixedWindowLimiter } from './server/rate-limit.ts';
import { sendJson } from './server/respond.ts';
import type { AccountState } from './state/account-state.ts';
import type { StatusService } from './status/index.ts';

export const STATUS_MOUNT = '/status';

/**
 * A test sandbox's own door, asked first: true when it answered the request
 * itself (the control endpoint, an answering fault), after any delay it adds.
 */
export type RequestIntercept = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export interface RequestListenerOptions {
  account: AccountState;
  api: WaiverApi;
  /** None in the demo: its build carries no test machinery. */
  intercept?: RequestIntercept;
  status: StatusService;
  pingLimiter: FixedWindowLimiter;
  signal: AbortSignal;
}

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestListenerOptions,
): Promise<void> {
  const { account } = options;
  const url = new URL(req.url ?? '/', account.baseUrl);
  const path = url.pathname;
  const method = req.method ?? 'GET';
  if (options.intercept && (await options.intercept(req, res, url))) return;
  if (isPingRequest(method, path)) {
    answerPing(req, res, path, options.pingLimiter, account.wire);
  } else if (isUnder(path, STATUS_MOUNT)) {
    options.status.handle(req, res, url);
  } else if (
    !answerAutoTagPage(method, url, res, account) &&
    !answerSignPage(method, path, res, account, account.clock.now())
  ) {
    await options.api.handle(req, res, url);
  }
}

export function createRequestListener(options: RequestListenerOptions): RequestListener {
  return (req, res) => {
    dispatch(req, res, options).catch((error: unknown) => {
      if (options.signal.aborted) return;
      console.error('[sandbox] request failed:', error);
      sendJson(
        res,
        500,
        errorEnvelope(new InternalError(), {
          now: options.account.clock.now(),
          timeZone: options.account.timeZone,
        }),
      );
    });
  };
}
