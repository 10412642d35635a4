/**
 * The front door of the sandbox server: control endpoint, injected faults, ping and
 * version, the status service mount, link pages, and finally the waiver API.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { WaiverApi } from './api-pipeline.ts';
import { CONTROL_PREFIX, type ControlEndpoint } from './control/control-endpoint.ts';
import { answerWithFault } from './faults/answer.ts';
import type { FaultRegistry } from './faults/registry.ts';
import { answerPing, isPingRequest } from './routes/ping.ts';
import { answerAutoTagPage, answerSignPage } from './routes/sign-pages.ts';
import { errorEnvelope } from './server/envelope.ts';
import { InternalError, NotFoundError } from './server/errors.ts';
import { isUnder } from './server/paths.ts';
import type { FixedWindowLimiter } from './server/rate-limit.ts';
import { sendJson } from './server/respond.ts';
import type { AccountState } from './state/account-state.ts';
import type { StatusService } from './status/index.ts';

export const STATUS_MOUNT = '/status';

export interface RequestListenerOptions {
  account: AccountState;
  api: WaiverApi;
  /** Null when the control endpoint is switched off. */
  control: ControlEndpoint | null;
  faults: FaultRegistry;
  status: StatusService;
  pingLimiter: FixedWindowLimiter;
  signal: AbortSignal;
}

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  options: RequestListenerOptions,
): Promise<void> {
  const { account, faults, signal } = options;
  const url = new URL(req.url ?? '/', account.baseUrl);
  const path = url.pathname;
  const method = req.method ?? 'GET';
  const stamp = () => ({ now: account.clock.now(), timeZone: account.timeZone });
  if (isUnder(path, CONTROL_PREFIX)) {
    if (options.control) await options.control.handle(req, res, url);
    else sendJson(res, 404, errorEnvelope(new NotFoundError(), stamp()));
    return;
  }
  const latency = faults.takeLatency(method, path);
  if (latency > 0) await delay(latency, undefined, { signal });
  const fault = faults.takeTerminal(method, path);
  if (fault) {
    answerWithFault(fault, req, res, path, stamp());
  } else if (isPingRequest(method, path)) {
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
