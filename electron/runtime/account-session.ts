/**
 * Everything one account owns, built by `openAccount` and stopped, all of it, by
 * `close()`: the demo sandbox when it is the demo, one request scheduler shared by
 * the waiver and status clients, the desk's view of the service's reachability,
 * and a lifetime signal every call of the account is tied to. The runtime holds
 * one session at a time and swaps it when the person switches accounts.
 */
import type { AccountMode } from '../../shared/ipc/events.ts';
import { APP_VERSION } from '../services/http/user-agent.ts';
import { createStatusClient, type StatusClient } from '../services/status-api/index.ts';
import {
  createRequestScheduler,
  createWaiverClient,
  type RequestScheduler,
  type WaiverClient,
} from '../services/waiver-api/index.ts';
import type { AccountPlan } from './account-plan.ts';
import { createReachMonitor, type ReachMonitor, type ReachSnapshot } from './reach-monitor.ts';

export interface AccountSession {
  /** Distinct for every session of this launch. */
  readonly id: number;
  readonly plan: AccountPlan;
  readonly account: { mode: AccountMode; baseUrl: string; statusUrl: string };
  /** Null when the account has no usable API key; `keyProblem` says why. */
  readonly waiver: WaiverClient | null;
  readonly keyProblem: string | null;
  /** Null when no status page is configured. */
  readonly status: StatusClient | null;
  readonly scheduler: RequestScheduler;
  readonly reach: ReachMonitor;
  /** Aborted by `close()`: every call of the account listens to it. */
  readonly signal: AbortSignal;
  close(): Promise<void>;
}

export interface OpenAccountOptions {
  /** Names the desk in the User-Agent, e.g. 'electron', 'browser', 'doctor'. */
  agent: string;
  onReachChange?: (session: AccountSession, snapshot: ReachSnapshot) => void;
  /** Demo only: how long the sandbox's search takes, to behave like the real service. */
  demoSearchLatencyMs?: number;
}

/** The demo slows search down a little so the desk behaves as it will against the real service. */
const DEMO_SEARCH_LATENCY_MS = 400;

let lastSessionId = 0;

interface Endpoints {
  baseUrl: string;
  statusUrl: string;
  apiKey: string | null;
  keyProblem: string | null;
  close: () => Promise<void>;
}

async function demoEndpoints(plan: AccountPlan, latencyMs: number): Promise<Endpoints> {
  // Loaded only here, so the sandbox (its data generator, faults and control code)
  // stays out of the app's main bundle and out of memory on a real account.
  const { startSandbox } = await import('../sandbox/index.ts');
  const sandbox = await startSandbox({
    timeZone: plan.timeZone,
    enableControl: false,
    searchLatencyMs: latencyMs,
  });
  return {
    baseUrl: sandbox.baseUrl,
    statusUrl: sandbox.statusUrl,
    apiKey: sandbox.apiKeys[0] ?? null,
    keyProblem: null,
    close: () => sandbox.close(),
  };
}

export async function openAccount(plan: AccountPlan, options: OpenAccountOptions): Promise<AccountSession> {
  const endpoints: Endpoints =
    plan.mode === 'demo'
      ? await demoEndpoints(plan, options.demoSearchLatencyMs ?? DEMO_SEARCH_LATENCY_MS)
      : {
          baseUrl: plan.baseUrl,
          statusUrl: plan.statusUrl,
          apiKey: plan.apiKey,
          keyProblem: plan.keyProblem,
          close: async () => {},
        };
  const id = ++lastSessionId;
  const lifetime = new AbortController();
  const userAgent = `WaiverDesk/${APP_VERSION} (${options.agent})`;
  // One scheduler per account: every client of the session spends the same budgets.
  const scheduler = createRequestScheduler();
  let session: AccountSession | null = null;
  const reach = createReachMonitor({
    // /ping is anonymous and outside the budget: probing costs the account nothing.
    probe: (signal) =>
      waiver ? waiver.ping({ signal: AbortSignal.any([signal, lifetime.signal]) }) : Promise.reject(),
    onChange: (snapshot) => {
      if (session) options.onReachChange?.(session, snapshot);
    },
  });
  const waiver: WaiverClient | null = endpoints.apiKey
    ? createWaiverClient({
        baseUrl: endpoints.baseUrl,
        apiKey: endpoints.apiKey,
        authScheme: plan.mode === 'configured' ? plan.authScheme : 'bearer',
        timeZone: plan.timeZone,
        timeoutMs: plan.timeouts.requestMs,
        searchTimeoutMs: plan.timeouts.searchMs,
        scheduler,
        userAgent,
        onOutcome: (outcome) => reach.record(outcome),
      })
    : null;
  const status: StatusClient | null = endpoints.statusUrl
    ? createStatusClient({ statusUrl: endpoints.statusUrl, scheduler, userAgent })
    : null;

  let closing: Promise<void> | null = null;
  session = {
    id,
    plan,
    account: { mode: plan.mode, baseUrl: endpoints.baseUrl, statusUrl: endpoints.statusUrl },
    waiver,
    keyProblem: endpoints.keyProblem,
    status,
    scheduler,
    reach,
    signal: lifetime.signal,
    close() {
      closing ??= (async () => {
        lifetime.abort();
        reach.close();
        scheduler.close();
        await Promise.allSettled([waiver?.close(), status?.close()]);
        await endpoints.close();
      })();
      return closing;
    },
  };
  return session;
}
