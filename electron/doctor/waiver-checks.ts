/**
 * Checks of the waiver service through the app's own client: /ping, /version,
 * an authenticated cheap call (the template list) and the rate budget its
 * answer reported. The client is built to try once, so the doctor reports what
 * happened instead of waiting through retries.
 */

import { rateHeaders } from '../http/rate-headers.ts';
import { cutForPage } from '../logging/desk-log.ts';
import { ENV_NAMES } from '../runtime/env.ts';
import {
  ApiError,
  AuthError,
  NetworkError,
  NotFoundError,
  ProtocolError,
  RateLimitError,
  TimeoutError,
  type WaiverClient,
} from '../services/waiver-api/index.ts';
import { inEnglish, type Said, said } from './doctor-words.ts';
import type { ResponseLog } from './response-log.ts';
import { type CheckResult, checkResult, notChecked } from './result.ts';
import type { DoctorTarget } from './target.ts';

const KEY_REFUSED = said('doctor.waiver.fix.keyRefused', { variable: ENV_NAMES.apiKey });
/** What to do about a refused key, as the terminal reads it. */
export const KEY_REFUSED_FIX = inEnglish(KEY_REFUSED);

const BASE_URL_FIX = said('doctor.waiver.fix.baseUrl', { variable: ENV_NAMES.baseUrl });
const NETWORK_FIX = said('doctor.waiver.fix.network', { variable: ENV_NAMES.baseUrl });

/** Below this share of the window's budget left, other desks are using most of it. */
const LOW_BUDGET_SHARE = 0.2;

/** The error's own words, without the endpoint it starts with. */
export const reasonOf = (error: ApiError): string =>
  error.message.startsWith(`${error.endpoint}: `)
    ? error.message.slice(error.endpoint.length + 2)
    : error.message;

/** A short quote of what the service answered, redacted before it is cut (a cut key would not be recognised). */
const quoted = (text: string): string => JSON.stringify(cutForPage(text, 40));

/** Why a call got no usable answer, and what to do, for failures that are not about the request. */
function unanswered(error: unknown, target: DoctorTarget): { found: Said; fix: Said } | null {
  if (error instanceof NetworkError) {
    return {
      found: said('doctor.waiver.cannotConnect', { address: target.baseUrl, reason: reasonOf(error) }),
      fix: NETWORK_FIX,
    };
  }
  if (error instanceof TimeoutError) {
    return {
      found: said('doctor.waiver.noAnswer', { address: target.baseUrl, ms: error.timeoutMs }),
      fix: NETWORK_FIX,
    };
  }
  if (error instanceof NotFoundError || error instanceof ProtocolError) {
    return {
      found: said('doctor.waiver.notTheService', { address: target.baseUrl, reason: error.message }),
      fix: BASE_URL_FIX,
    };
  }
  return null;
}

const RUN_AGAIN = said('doctor.fix.runAgain');

/** What to do about a service's answer the checks above do not name, by its code. */
const ANSWER_FIXES: Partial<Record<ApiError['code'], Said[]>> = {
  auth_error: [said('doctor.waiver.fix.enterKeyAgain'), KEY_REFUSED],
  rate_limited: [said('doctor.waiver.fix.rateLimited')],
  server_error: [said('doctor.waiver.fix.serverError')],
};

function otherFailure(error: unknown): { found: Said; fix: Said[] } {
  if (!(error instanceof ApiError)) return { found: said('doctor.failedInside'), fix: [RUN_AGAIN] };
  return {
    found: said('doctor.said', { text: error.message }),
    fix: ANSWER_FIXES[error.code] ?? [RUN_AGAIN],
  };
}

export async function checkReachable(client: WaiverClient, target: DoctorTarget): Promise<CheckResult> {
  try {
    const answer = await client.ping();
    if (answer.trim().toLowerCase() === 'pong')
      return checkResult('reachable', 'PASS', said('doctor.waiver.pong', { address: target.baseUrl }));
    return checkResult(
      'reachable',
      'FAIL',
      said('doctor.waiver.notPong', { address: target.baseUrl, answer: quoted(answer) }),
      [said('doctor.waiver.fix.notTheService'), BASE_URL_FIX],
    );
  } catch (error) {
    const { found, fix } = unanswered(error, target) ?? otherFailure(error);
    return checkResult('reachable', 'FAIL', found, fix);
  }
}

const SEMANTIC_VERSION = /^\d+\.\d+\.\d+/;

export async function checkVersion(client: WaiverClient): Promise<CheckResult> {
  try {
    const version = await client.version();
    if (SEMANTIC_VERSION.test(version))
      return checkResult('version', 'PASS', said('doctor.waiver.version', { version }));
    return checkResult('version', 'WARN', said('doctor.waiver.oddVersion', { answer: quoted(version) }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return checkResult('version', 'WARN', said('doctor.waiver.versionUnread', { reason }));
  }
}

export async function checkApiKey(client: WaiverClient, target: DoctorTarget): Promise<CheckResult> {
  if (target.apiKey === null) return notChecked('api-key', 'noKey');
  try {
    const templates = await client.listTemplates();
    return checkResult(
      'api-key',
      'PASS',
      said('doctor.waiver.keyAccepted', { account: target.mode, count: templates.length }),
    );
  } catch (error) {
    if (error instanceof AuthError) {
      return checkResult(
        'api-key',
        'FAIL',
        said('doctor.waiver.keyRefused', { status: error.status ?? 401 }),
        KEY_REFUSED,
      );
    }
    if (error instanceof RateLimitError) {
      const seconds = error.retryAfterSeconds;
      return checkResult(
        'api-key',
        'WARN',
        said('doctor.waiver.budgetUsedUp'),
        said('doctor.waiver.fix.budgetUsedUp', {
          wait: seconds === undefined ? 'soon' : 'seconds',
          seconds: seconds ?? 0,
        }),
      );
    }
    const { found, fix } = unanswered(error, target) ?? otherFailure(error);
    return checkResult('api-key', 'FAIL', found, fix);
  }
}

/** Reads the budget from the headers of the authenticated call's answer, whatever its status. */
export function checkRateBudget(log: ResponseLog): CheckResult {
  const answer = log.latest('/v4/templates');
  if (answer === undefined) return notChecked('rate-budget', 'noAuthAnswer');
  const { remaining, limit } = rateHeaders(answer.headers);
  const refusedForBudget = answer.status === 429;
  if (!refusedForBudget && (answer.status < 200 || answer.status >= 300)) {
    return notChecked('rate-budget', 'authAnswered', answer.status);
  }
  const ofLimit = { hasLimit: limit === undefined ? 'no' : 'yes', limit: limit ?? 0 };
  if (refusedForBudget) {
    return checkResult(
      'rate-budget',
      'WARN',
      said('doctor.budget.refusing', ofLimit),
      said('doctor.budget.fix.refusing'),
    );
  }
  if (remaining === undefined) {
    return checkResult('rate-budget', 'WARN', said('doctor.budget.noHeader'));
  }
  const found = said('doctor.budget.left', { ...ofLimit, remaining });
  if (limit !== undefined && remaining < limit * LOW_BUDGET_SHARE) {
    return checkResult('rate-budget', 'WARN', found, said('doctor.budget.fix.low'));
  }
  return checkResult('rate-budget', 'PASS', found);
}
