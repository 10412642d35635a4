/**
 * The status part of the sandbox's control endpoint, '/__control/status':
 *   GET  /__control/status             → {scenario, scenarios, rateLimit}
 *   GET  /__control/status/scenario    → {scenario}
 *   POST /__control/status/scenario    {scenario} → {scenario}
 *   GET  /__control/status/rate-limit  → {enabled, requestsPerSecond}
 *   POST /__control/status/rate-limit  {enabled} → {enabled, requestsPerSecond}; also empties the window
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { STATUS_LIMITS } from '../../../../shared/domain/status.ts';
import { sendJson } from '../server/respond.ts';
import { RequestBodyError, readJsonBody } from './request-body.ts';
import { STATUS_SCENARIOS, type StatusScenario } from './scenarios.ts';

export const CONTROL_MOUNT = '/__control/status';

export interface StatusControls {
  readonly scenario: StatusScenario;
  setScenario(scenario: StatusScenario): void;
  readonly rateLimitEnabled: boolean;
  setRateLimitEnabled(enabled: boolean): void;
}

const ScenarioBody = z.object({ scenario: z.enum(STATUS_SCENARIOS) });
const RateLimitBody = z.object({ enabled: z.boolean() });

type ControlReply = { status: number; body: unknown; headers?: Record<string, string> };

export function handleStatusControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  controls: StatusControls,
): void {
  reply(req, url, controls).then(
    (answer) => sendJson(res, answer.status, answer.body, answer.headers),
    (error: unknown) => {
      if (error instanceof RequestBodyError)
        sendJson(res, 400, { error: 'Bad Request', message: error.message });
      else sendJson(res, 500, { error: 'Internal Server Error' });
    },
  );
}

async function reply(req: IncomingMessage, url: URL, controls: StatusControls): Promise<ControlReply> {
  const rateLimit = () => ({
    enabled: controls.rateLimitEnabled,
    requestsPerSecond: STATUS_LIMITS.requestsPerSecond,
  });
  switch (url.pathname) {
    case CONTROL_MOUNT:
    case `${CONTROL_MOUNT}/`:
      if (req.method !== 'GET') return methodNotAllowed('GET');
      return {
        status: 200,
        body: { scenario: controls.scenario, scenarios: STATUS_SCENARIOS, rateLimit: rateLimit() },
      };
    case `${CONTROL_MOUNT}/scenario`: {
      if (req.method === 'GET') return { status: 200, body: { scenario: controls.scenario } };
      if (req.method !== 'POST') return methodNotAllowed('GET, POST');
      const body = ScenarioBody.safeParse(await readJsonBody(req));
      if (!body.success) return badRequest(`send {"scenario": one of ${STATUS_SCENARIOS.join(', ')}}`);
      controls.setScenario(body.data.scenario);
      return { status: 200, body: { scenario: controls.scenario } };
    }
    case `${CONTROL_MOUNT}/rate-limit`: {
      if (req.method === 'GET') return { status: 200, body: rateLimit() };
      if (req.method !== 'POST') return methodNotAllowed('GET, POST');
      const body = RateLimitBody.safeParse(await readJsonBody(req));
      if (!body.success) return badRequest('send {"enabled": true|false}');
      controls.setRateLimitEnabled(body.data.enabled);
      return { status: 200, body: rateLimit() };
    }
    default:
      return { status: 404, body: { error: 'Not Found' } };
  }
}

function badRequest(message: string): ControlReply {
  return { status: 400, body: { error: 'Bad Request', message } };
}

function methodNotAllowed(allow: string): ControlReply {
  return { status: 405, body: { error: 'Method Not Allowed' }, headers: { allow } };
}
