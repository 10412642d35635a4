/**
 * `npm run doctor`: the checks a person setting up a desk needs, as structured
 * results. It reads the configuration the app reads, checks the demo account when
 * nothing is configured, and talks to the services through the app's own clients
 * (one scheduler for the account, so the status page spends its own budget).
 */
import { Agent } from 'undici';
import { createRequestScheduler } from '../http/scheduler.ts';
import { APP_VERSION } from '../http/user-agent.ts';
import { createStatusClient, type StatusClient } from '../services/status-api/index.ts';
import { createWaiverClient } from '../services/waiver-api/index.ts';
import { checkClock } from './clock-check.ts';
import { loadConfiguration } from './configuration.ts';
import { createResponseLog } from './response-log.ts';
import { type CheckResult, notChecked } from './result.ts';
import { checkStatusPage } from './status-check.ts';
import { type DoctorTarget, openTarget } from './target.ts';
import { checkApiKey, checkRateBudget, checkReachable, checkVersion } from './waiver-checks.ts';

export type { CheckName, CheckOutcome, CheckResult } from './result.ts';
export { CHECK_TITLES } from './result.ts';
export type { DoctorTarget } from './target.ts';
export { KEY_REFUSED_FIX } from './waiver-checks.ts';

export interface CheckOptions {
  /** This computer's time; default the system time. */
  now?: () => Date;
  /** The zone this computer is set to; default the system zone. */
  systemTimeZone?: string;
}

export interface DoctorReport {
  /** What was checked; null when the configuration could not be used. */
  account: { mode: 'demo' | 'configured'; baseUrl: string; statusUrl: string } | null;
  checks: CheckResult[];
  /** Whether any check failed: the CLI's exit code. */
  failed: boolean;
  /** Values that must never be printed (the API key). */
  secrets: string[];
}

const USER_AGENT = `WaiverDesk/${APP_VERSION} (doctor)`;
/** The doctor reports what happened instead of waiting through retries; a 429 from the status page gets one more try. */
const WAIVER_ATTEMPTS = 1;
const STATUS_ATTEMPTS = 2;

/** Every check after the configuration one, against one account. */
export async function runChecks(target: DoctorTarget, options: CheckOptions = {}): Promise<CheckResult[]> {
  const now = options.now ?? (() => new Date());
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const log = createResponseLog(agent, () => now().getTime());
  const scheduler = createRequestScheduler();
  const waiver = createWaiverClient({
    baseUrl: target.baseUrl,
    // /ping and /version are sent without credentials, so an empty key is never sent.
    apiKey: target.apiKey ?? '',
    authScheme: target.authScheme,
    timeZone: target.timeZone,
    timeoutMs: target.timeoutMs,
    userAgent: USER_AGENT,
    scheduler,
    dispatcher: log.dispatcher,
    retryPolicy: { maxAttempts: WAIVER_ATTEMPTS },
  });
  const status: StatusClient | null = target.statusUrl
    ? createStatusClient({
        statusUrl: target.statusUrl,
        userAgent: USER_AGENT,
        timeoutMs: target.timeoutMs,
        scheduler,
        dispatcher: log.dispatcher,
        retryPolicy: { maxAttempts: STATUS_ATTEMPTS },
        now,
      })
    : null;
  try {
    const reachable = await checkReachable(waiver, target);
    const answered = reachable.outcome !== 'FAIL';
    const version = answered ? await checkVersion(waiver) : notChecked('version', 'unreachable');
    const apiKey = answered ? await checkApiKey(waiver, target) : notChecked('api-key', 'unreachable');
    const budget = checkRateBudget(log);
    const statusPage = await checkStatusPage(status, target.statusUrl, target.timeZone);
    const clock = checkClock({
      timeZone: target.timeZone,
      systemTimeZone: options.systemTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      now: now(),
      answer: log.latestFrom(new URL(target.baseUrl).origin),
    });
    return [reachable, version, apiKey, budget, statusPage, clock];
  } finally {
    await waiver.close();
    await status?.close();
    await agent.close();
  }
}

/** The whole doctor run for an environment, as `npm run doctor` performs it. */
export async function diagnose(env: NodeJS.ProcessEnv, options: CheckOptions = {}): Promise<DoctorReport> {
  const configuration = await loadConfiguration(env);
  if (configuration.plan === null) {
    return { account: null, checks: [configuration.check], failed: true, secrets: configuration.secrets };
  }
  const opened = await openTarget(configuration.plan);
  try {
    const { target } = opened;
    const checks = [configuration.check, ...(await runChecks(target, options))];
    return {
      account: { mode: target.mode, baseUrl: target.baseUrl, statusUrl: target.statusUrl },
      checks,
      failed: checks.some((check) => check.outcome === 'FAIL'),
      secrets: [...new Set([...configuration.secrets, ...(target.apiKey ? [target.apiKey] : [])])],
    };
  } finally {
    await opened.close();
  }
}
