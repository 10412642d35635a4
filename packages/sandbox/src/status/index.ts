/**
 * The sandbox status service (sandbox-api.md, status-api.md): a fake of a hosted
 * status page's read-only API, mounted under '/status' by the sandbox server.
 * Its data is generated per scenario around the moment the scenario is set, and
 * every state is worked out from the sandbox clock when a request arrives.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_LIMITS } from '../../../../shared/domain/status.ts';
import type { SandboxClock } from '../clock.ts';
import { sendJson } from '../server/respond.ts';
import { buildWorld } from './build-world.ts';
import type { StatusControls } from './control.ts';
import { answer, NOT_FOUND } from './endpoints.ts';
import { StatusQueryError } from './query.ts';
import { createSlidingWindowLimiter } from './rate-limit.ts';
import { matchStatusRoute, STATUS_MOUNT } from './routes.ts';
import { isStatusScenario, type StatusScenario, UnknownScenarioError } from './scenarios.ts';
import { takeSnapshot } from './snapshot.ts';

export type { StatusScenario } from './scenarios.ts';

export interface StatusServiceOptions {
  clock: SandboxClock;
  scenario?: StatusScenario;
  seed?: number;
}

export interface StatusService {
  /** Answers every request whose path starts with '/status' (the mount); `url` is the full request URL. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void;
  /** What a test's control endpoint may change at run time (its routes live in `control.ts`, test-only). */
  readonly controls: StatusControls;
  setScenario(scenario: StatusScenario): void;
  readonly scenario: StatusScenario;
}

export function createStatusService(options: StatusServiceOptions): StatusService {
  const { clock } = options;
  const seed = options.seed ?? 1;
  let scenario = checkedScenario(options.scenario ?? 'operational');
  let world = buildWorld({ scenario, seed, anchor: clock.now() });
  const limiter = createSlidingWindowLimiter({ limit: STATUS_LIMITS.requestsPerSecond, windowMs: 1_000 });
  let rateLimitEnabled = true;

  const controls: StatusControls = {
    get scenario() {
      return scenario;
    },
    setScenario(next: StatusScenario) {
      scenario = checkedScenario(next);
      world = buildWorld({ scenario, seed, anchor: clock.now() });
    },
    get rateLimitEnabled() {
      return rateLimitEnabled;
    },
    setRateLimitEnabled(enabled: boolean) {
      rateLimitEnabled = enabled;
      limiter.reset();
    },
  };

  return {
    handle(req, res, url) {
      // Like the real service: no Retry-After, no rate-limit headers (notes: status-service.md).
      if (rateLimitEnabled && !limiter.tryAcquire()) {
        sendJson(res, 429, { error: 'Too Many Requests' });
        return;
      }
      const route = matchStatusRoute(url.pathname);
      if (route === null) {
        sendJson(res, NOT_FOUND.status, NOT_FOUND.body);
        return;
      }
      if (req.method !== 'GET') {
        sendJson(res, 405, { error: 'Method Not Allowed' }, { allow: 'GET' });
        return;
      }
      const context = {
        snapshot: takeSnapshot(world, clock.now()),
        seed,
        pageUrl: `${url.origin}${STATUS_MOUNT}`,
      };
      try {
        const reply = answer(route, url.searchParams, context);
        sendJson(res, reply.status, reply.body);
      } catch (error) {
        if (error instanceof StatusQueryError)
          sendJson(res, 400, { error: 'Bad Request', message: error.message });
        else sendJson(res, 500, { error: 'Internal Server Error' });
      }
    },
    controls,
    setScenario: controls.setScenario,
    get scenario() {
      return scenario;
    },
  };
}

/** The type says it already, but JavaScript callers and JSON configs get a clear error too. */
function checkedScenario(scenario: StatusScenario): StatusScenario {
  if (!isStatusScenario(scenario))
    throw new UnknownScenarioError(`unknown status scenario "${String(scenario)}"`);
  return scenario;
}
