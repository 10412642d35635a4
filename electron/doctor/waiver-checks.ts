/**
 * Checks of the waiver service through the app's own client: /ping, /version,
 * an authenticated cheap call (the template list) and the rate budget its
 * answer reported. The client is built to try once, so the doctor reports what
 * happened instead of waiting through retries.
 */

import { plural } from '../../shared/words/plural.ts';
import { rateHeaders } from '../http/rate-headers.ts';
import { cutForPage } from '../logging/desk-log.ts';
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
import type { ResponseLog } from './response-log.ts';
import { type CheckResult, checkResult, notChecked } from './result.ts';
import type { DoctorTarget } from './target.ts';

export const KEY_REFUSED_FIX =
  'the key was refused: generate a new API token in the account dashboard and give it to this desk (WAIVER_DESK_API_KEY)';

const BASE_URL_FIX =
  'Check the base URL (WAIVER_DESK_BASE_URL or Settings): it should be the waiver service API root, e.g. https://api.<service host>';
const NETWORK_FIX = `${BASE_URL_FIX}; also check the network connection and any proxy or firewall`;

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
function unanswered(error: unknown, target: DoctorTarget): { found: string; fix: string } | null {
  if (error instanceof NetworkError) {
    return { found: `cannot connect to ${target.baseUrl}: ${reasonOf(error)}`, fix: NETWORK_FIX };
  }
  if (error instanceof TimeoutError) {
    return { found: `${target.baseUrl} gave no answer within ${error.timeoutMs} ms`, fix: NETWORK_FIX };
  }
  if (error instanceof NotFoundError || error instanceof ProtocolError) {
    return {
      found: `${target.baseUrl} answered, but not as the waiver service (${error.message})`,
      fix: BASE_URL_FIX,
    };
  }
  return null;
}

const RUN_AGAIN = 'Run the doctor again; report the line above if it repeats';

/** What to do about a service's answer the checks above do not name, by its code. */
const ANSWER_FIXES: Partial<Record<ApiError['code'], string>> = {
  auth_error: `Open Settings and enter the API key again; if it was revoked, ${KEY_REFUSED_FIX}`,
  rate_limited: 'Every desk of the account shares one budget; run the doctor again after the wait',
  server_error: 'The service had an internal problem; its status page shows whether others are affected',
};

function otherFailure(error: unknown): { found: string; fix: string } {
  if (!(error instanceof ApiError)) return { found: 'the doctor failed inside the app', fix: RUN_AGAIN };
  return { found: error.message, fix: ANSWER_FIXES[error.code] ?? RUN_AGAIN };
}

export async function checkReachable(client: WaiverClient, target: DoctorTarget): Promise<CheckResult> {
  try {
    const answer = await client.ping();
    if (answer.trim().toLowerCase() === 'pong')
      return checkResult('reachable', 'PASS', `${target.baseUrl}/ping answered "pong"`);
    return checkResult(
      'reachable',
      'FAIL',
      `${target.baseUrl}/ping answered ${quoted(answer)}, not "pong"`,
      `The address answers but is not the waiver service. ${BASE_URL_FIX}`,
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
    if (SEMANTIC_VERSION.test(version)) return checkResult('version', 'PASS', `service version ${version}`);
    return checkResult(
      'version',
      'WARN',
      `/version answered ${quoted(version)}, not a major.minor.patch version`,
    );
  } catch (error) {
    const { found } = otherFailure(error);
    return checkResult('version', 'WARN', `/version could not be read: ${found}`);
  }
}

export async function checkApiKey(client: WaiverClient, target: DoctorTarget): Promise<CheckResult> {
  if (target.apiKey === null) return notChecked('api-key', 'the doctor has no API key to try');
  try {
    const templates = await client.listTemplates();
    const account = target.mode === 'demo' ? 'the demo account' : 'the account';
    return checkResult(
      'api-key',
      'PASS',
      `accepted: ${account} has ${templates.length} ${plural(templates.length, { one: 'waiver template', other: 'waiver templates' })}`,
    );
  } catch (error) {
    if (error instanceof AuthError) {
      return checkResult(
        'api-key',
        'FAIL',
        `the service refused the key (${error.status ?? 401})`,
        KEY_REFUSED_FIX,
      );
    }
    if (error instanceof RateLimitError) {
      const wait = error.retryAfterSeconds === undefined ? 'shortly' : `in ${error.retryAfterSeconds} s`;
      return checkResult(
        'api-key',
        'WARN',
        "not checked: the account's request budget is used up",
        `Run the doctor again ${wait}; if this repeats, other desks of the account are using the whole budget`,
      );
    }
    const { found, fix } = unanswered(error, target) ?? otherFailure(error);
    return checkResult('api-key', 'FAIL', found, fix);
  }
}

/** Reads the budget from the headers of the authenticated call's answer, whatever its status. */
export function checkRateBudget(log: ResponseLog): CheckResult {
  const answer = log.latest('/v4/templates');
  if (answer === undefined) return notChecked('rate-budget', 'no authenticated call was answered');
  const { remaining, limit } = rateHeaders(answer.headers);
  const refusedForBudget = answer.status === 429;
  if (!refusedForBudget && (answer.status < 200 || answer.status >= 300)) {
    return notChecked('rate-budget', `the authenticated call was answered ${answer.status}`);
  }
  if (refusedForBudget) {
    return checkResult(
      'rate-budget',
      'WARN',
      `0${limit === undefined ? '' : ` of ${limit}`} requests left: the service is refusing calls for now`,
      'Wait a minute; if this repeats, fewer desks or less frequent refreshes on this account will help',
    );
  }
  if (remaining === undefined) {
    return checkResult(
      'rate-budget',
      'WARN',
      'the service sent no x-ratelimit-remaining header; the desk paces itself',
    );
  }
  const of = limit === undefined ? '' : ` of ${limit}`;
  const found = `${remaining}${of} requests left in the current window (shared by every desk of the account)`;
  if (limit !== undefined && remaining < limit * LOW_BUDGET_SHARE) {
    return checkResult(
      'rate-budget',
      'WARN',
      found,
      'Other desks or integrations of the account are using most of the budget; lookups may wait for it',
    );
  }
  return checkResult('rate-budget', 'PASS', found);
}
