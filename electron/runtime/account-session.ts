/**
 * Everything one account owns, built by `openAccount` and stopped, all of it, by
 * `close()`: the demo sandbox when it is the demo, one request scheduler shared by
 * the waiver and status clients, the desk's view of the service's reachability,
 * and a lifetime signal every call of the account is tied to. The runtime holds
 * one session at a time and swaps it when the person switches accounts.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { AccountMode, ServiceHealth, SyncProgress } from '../../shared/ipc/events.ts';
import { APP_VERSION } from '../services/http/user-agent.ts';
import { createStatusClient, type StatusClient } from '../services/status-api/index.ts';
import { type AlertText, createStatusMonitor, type StatusMonitor } from '../services/status-monitor/index.ts';
import {
  createRequestScheduler,
  createWaiverClient,
  type RequestScheduler,
  type WaiverClient,
} from '../services/waiver-api/index.ts';
import { type AccountCopy, type CopySetup, openAccountCopy } from './account-copy.ts';
import type { AccountPlan } from './account-plan.ts';
import { createReachMonitor, type ReachMonitor, type ReachSnapshot } from './reach-monitor.ts';

export interface AccountSession {
  /** Distinct for every session of this launch. */
  readonly id: number;
  readonly plan: AccountPlan;
  /** `businessName`: what the service calls the business, where it says (the demo's sandbox does). */
  readonly account: { mode: AccountMode; baseUrl: string; statusUrl: string; businessName: string | null };
  /** Null when the account has no usable API key; `keyProblem` says why. */
  readonly waiver: WaiverClient | null;
  readonly keyProblem: string | null;
  /** Null when no status page is configured. */
  readonly status: StatusClient | null;
  readonly scheduler: RequestScheduler;
  readonly reach: ReachMonitor;
  /** The watch on the status page merged with `reach`; polls once the runtime starts it. */
  readonly statusMonitor: StatusMonitor;
  /** The desk's encrypted copy and its sync; null when none could be opened (`copyProblem` says why). */
  readonly copy: AccountCopy | null;
  readonly copyProblem: string | null;
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
  /** The status check interval in minutes (the setting), asked at every schedule; default 2. */
  statusPollMinutes?: () => number;
  onServiceHealth?: (session: AccountSession, health: ServiceHealth) => void;
  onStatusAlert?: (session: AccountSession, alert: AlertText) => void;
  /** Where and under which key this account's copy lives; none opens no copy. */
  copy?: (plan: AccountPlan) => Promise<CopySetup | null>;
  onSyncProgress?: (session: AccountSession, progress: Omit<SyncProgress, 'sessionId'>) => void;
  onArrived?: (session: AccountSession, waivers: SignedWaiver[]) => void;
}

/** The demo slows search down a little so the desk behaves as it will against the real service. */
const DEMO_SEARCH_LATENCY_MS = 400;

let lastSessionId = 0;

interface Endpoints {
  baseUrl: string;
  statusUrl: string;
  apiKey: string | null;
  keyProblem: string | null;
  businessName: string | null;
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
    businessName: sandbox.dataset.account.businessName,
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
          // The service's API names no business: the account goes by Settings' name or its host.
          businessName: null,
          close: async () => {},
        };
  const id = ++lastSessionId;
  const lifetime = new AbortController();
  const userAgent = `WaiverDesk/${APP_VERSION} (${options.agent})`;
  // One scheduler per account: every client of the session spends the same budgets.
  const scheduler = createRequestScheduler();
  let session: AccountSession | null = null;
  let copy: AccountCopy | null = null;
  const reach = createReachMonitor({
    // /ping is anonymous and outside the budget: probing costs the account nothing.
    probe: (signal) =>
      waiver ? waiver.ping({ signal: AbortSignal.any([signal, lifetime.signal]) }) : Promise.reject(),
    onChange: (snapshot) => {
      statusMonitor.deskReach(snapshot.service);
      // A sync sitting out a long pause after the outage catches up now, as the header says it does.
      if (snapshot.service === 'online' && copy?.sync.progress().phase === 'paused') copy.sync.wake();
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
    ? createStatusClient({
        statusUrl: endpoints.statusUrl,
        scheduler,
        userAgent,
        // The status monitor backs off between readings itself; a reading retries a request once at most.
        retryPolicy: { maxAttempts: 2 },
      })
    : null;
  // Created before anything can call the service: the reach monitor above reports to it.
  const statusMonitor = createStatusMonitor({
    sessionId: id,
    client: status,
    pollMinutes: options.statusPollMinutes ?? (() => 2),
    timeZone: plan.timeZone,
    onHealth: (health) => {
      if (session) options.onServiceHealth?.(session, health);
    },
    onAlert: (alert) => {
      if (session) options.onStatusAlert?.(session, alert);
    },
  });

  let copyProblem: string | null = null;
  const copySetup = waiver && options.copy ? await options.copy(plan) : null;
  if (waiver && copySetup) {
    try {
      copy = await openAccountCopy(copySetup, {
        waiver,
        scheduler,
        timeZone: plan.timeZone,
        onProgress: (progress) => {
          if (session) options.onSyncProgress?.(session, progress);
        },
        onArrived: (waivers) => {
          if (session) options.onArrived?.(session, waivers);
        },
      });
    } catch (error) {
      copyProblem = `The desk could not open its copy of the account (${error instanceof Error ? error.message : 'unknown'}); lookups go to the service.`;
    }
  }

  let closing: Promise<void> | null = null;
  session = {
    id,
    plan,
    account: {
      mode: plan.mode,
      baseUrl: endpoints.baseUrl,
      statusUrl: endpoints.statusUrl,
      businessName: endpoints.businessName,
    },
    waiver,
    keyProblem: endpoints.keyProblem,
    status,
    scheduler,
    reach,
    statusMonitor,
    copy,
    copyProblem,
    signal: lifetime.signal,
    close() {
      closing ??= (async () => {
        lifetime.abort();
        statusMonitor.close();
        await copy?.close();
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
