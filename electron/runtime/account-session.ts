/**
 * Everything one account owns, built by `openAccount` and stopped, all of it, by
 * `close()`: the demo sandbox when it is the demo, one request scheduler shared by
 * the waiver and status clients, the desk's view of the service's reachability,
 * and a lifetime signal every call of the account is tied to. The runtime holds
 * one session at a time and swaps it when the person switches accounts.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { AdmissionChange } from '../../shared/ipc/admissions.ts';
import type { KeyProblem } from '../../shared/ipc/errors.ts';
import type { AccountMode, CopyProblem, ServiceHealth, SyncProgress } from '../../shared/ipc/events.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { APP_VERSION } from '../http/user-agent.ts';
import { deskLog } from '../logging/desk-log.ts';
import { createStatusClient, type StatusClient } from '../services/status-api/index.ts';
import { type AlertNews, createStatusMonitor, type StatusMonitor } from '../services/status-monitor/index.ts';
import {
  createRequestScheduler,
  createWaiverClient,
  type RequestScheduler,
  type WaiverClient,
} from '../services/waiver-api/index.ts';
import { openSharedConnection, withSharedBudget } from '../shared-copy/index.ts';
import { type LeaderContact, startContactReports } from '../shared-copy/service-contact.ts';
import { type AccountCopy, type CopySetup, openCopyWhenPossible } from './account-copy.ts';
import type { AccountPlan } from './account-plan.ts';
import { createReachMonitor, type ReachMonitor, type ReachSnapshot } from './reach-monitor.ts';

/** The account as the page's AppInfo and diagnostics name it: the business name goes by the desk's account name instead. */
export const accountForPage = ({ mode, baseUrl, statusUrl }: AccountSession['account']) => ({
  mode,
  baseUrl,
  statusUrl,
});

export interface AccountSession {
  /** Distinct for every session of this launch. */
  readonly id: number;
  readonly plan: AccountPlan;
  /** `businessName`: what the service calls the business, where it says (the demo's sandbox does). */
  readonly account: { mode: AccountMode; baseUrl: string; statusUrl: string; businessName: string | null };
  /** Null when the account has no usable API key; `keyProblem` says why. */
  readonly waiver: WaiverClient | null;
  readonly keyProblem: KeyProblem | null;
  /** Null when no status page is configured. */
  readonly status: StatusClient | null;
  readonly scheduler: RequestScheduler;
  readonly reach: ReachMonitor;
  /** The watch on the status page merged with `reach`; polls once the runtime starts it. */
  readonly statusMonitor: StatusMonitor;
  /**
   * The desk's encrypted copy and its sync; null while none is open (`copyProblem`
   * says why). A copy that something stood in the way of at first (a lock, a folder
   * that could not be written) appears here once a later try opens it.
   */
  readonly copy: AccountCopy | null;
  readonly copyProblem: CopyProblem | null;
  /**
   * Where desks share a copy: the leading desk's contact with the service, while
   * this desk follows (null while it leads or nothing is known); undefined alone.
   */
  leaderContact(): LeaderContact | null | undefined;
  /** Aborted by `close()`: every call of the account listens to it. */
  readonly signal: AbortSignal;
  close(): Promise<void>;
}

/** What reached the copy from the desks sharing it: check-ins (their ids), or undos and marks of left. */
export type AdmissionsReached = { admissionIds: string[] } | { changes: AdmissionChange[] };

export interface OpenAccountOptions {
  /** Names the desk in the User-Agent, e.g. 'electron', 'browser', 'doctor'. */
  agent: string;
  onReachChange?: (session: AccountSession, snapshot: ReachSnapshot) => void;
  /** The leading desk's contact with the service changed (desks sharing a copy). */
  onLeaderContact?: (session: AccountSession) => void;
  /** Demo only: how long the sandbox's search takes, to behave like the real service. */
  demoSearchLatencyMs?: number;
  /** The status check interval in minutes (the setting), asked at every schedule; default 2. */
  pollMinutes?: () => number;
  onServiceHealth?: (session: AccountSession, health: ServiceHealth) => void;
  onStatusAlert?: (session: AccountSession, alert: AlertNews) => void;
  /** Where and under which key this account's copy lives; none opens no copy. */
  copy?: (plan: AccountPlan) => Promise<CopySetup | null>;
  onSyncProgress?: (session: AccountSession, progress: Omit<SyncProgress, 'sessionId'>) => void;
  onArrived?: (session: AccountSession, waivers: SignedWaiver[]) => void;
  /**
   * Admissions of the desks sharing the copy, or their undos and people who left, reached this
   * desk's copy: how many, and either the admissions' ids or the changes.
   */
  onAdmissions?: (session: AccountSession, count: number, reached?: AdmissionsReached) => void;
  /**
   * The desk's clock (tests fix or move it): the budgets, the reach and status monitors, the sync
   * and the shared copy read the time and wait through it. Default the system clock.
   */
  clock?: Clock;
  /** The copy is still not open, for a reason other than before (`copyProblem`). */
  onCopyProblem?: (session: AccountSession) => void;
  /** The copy's worker died and was started again. */
  onCopyRestarted?: (session: AccountSession) => void;
}

/**
 * How soon the desk notices the waiver service stopped answering: a ping after 5 s
 * without hearing from it; the ping itself times out 5 s after it is sent (the
 * client's PING_TIMEOUT_MS) and the service is then not answering: within 10 s in
 * all, the counter's target being 15. A ping that never settles at all counts as
 * no answer after 8 s. `/ping` is outside the account's budget and takes no slot
 * of the desk's own (it never waits behind a slow search); its own rate header
 * says 600, and a desk pings at most 12 times a minute.
 */
export const REACH_TIMING = { heartbeatMs: 5_000, answerWithinMs: 8_000, maxProbeDelayMs: 15_000 } as const;

/** The demo slows search down a little so the desk behaves as it will against the real service. */
const DEMO_SEARCH_LATENCY_MS = 400;

let lastSessionId = 0;

interface Endpoints {
  baseUrl: string;
  statusUrl: string;
  apiKey: string | null;
  keyProblem: KeyProblem | null;
  businessName: string | null;
  close: () => Promise<void>;
}

async function demoEndpoints(plan: AccountPlan, latencyMs: number): Promise<Endpoints> {
  // Loaded only here, so the demo's sandbox (its data generator and routes) stays out
  // of the app's main bundle and out of memory on a real account.
  const { startDemoSandbox } = await import('@waiver-desk/sandbox/demo');
  const sandbox = await startDemoSandbox({ timeZone: plan.timeZone, searchLatencyMs: latencyMs });
  return {
    baseUrl: sandbox.baseUrl,
    statusUrl: sandbox.statusUrl,
    apiKey: sandbox.apiKeys[0] ?? null,
    keyProblem: null,
    businessName: sandbox.dataset.account.businessName,
    close: () => sandbox.close(),
  };
}

/** The copy chosen for a session, or why it could not be chosen. */
type CopyChoice = { setup: CopySetup | null } | { error: unknown };

/** The services the session talks to: the demo's own sandbox, or the configured account's. */
async function endpointsOf(plan: AccountPlan, demoSearchLatencyMs: number): Promise<Endpoints> {
  if (plan.mode === 'demo') return demoEndpoints(plan, demoSearchLatencyMs);
  return {
    baseUrl: plan.baseUrl,
    statusUrl: plan.statusUrl,
    apiKey: plan.apiKey,
    keyProblem: plan.keyProblem,
    // The service's API names no business: the account goes by Settings' name or its host.
    businessName: null,
    close: async () => {},
  };
}

export async function openAccount(plan: AccountPlan, options: OpenAccountOptions): Promise<AccountSession> {
  const clock = options.clock ?? systemClock;
  const endpoints = await endpointsOf(plan, options.demoSearchLatencyMs ?? DEMO_SEARCH_LATENCY_MS);
  const id = ++lastSessionId;
  const lifetime = new AbortController();
  const userAgent = `WaiverDesk/${APP_VERSION} (${options.agent})`;
  const firstChoice: CopyChoice =
    endpoints.apiKey && options.copy
      ? await options.copy(plan).then(
          (setup) => ({ setup }),
          (error: unknown) => ({ error }),
        )
      : { setup: null };
  const copySetup = 'setup' in firstChoice ? firstChoice.setup : null;
  // Desks sharing a copy also share the account's budget, kept in the shared database.
  const sharedConnection = copySetup?.shared
    ? openSharedConnection(copySetup.shared, { clock, log: (line) => deskLog.warn(line) })
    : null;
  // One scheduler per account: every client of the session spends the same budgets.
  const scheduler = sharedConnection
    ? withSharedBudget(createRequestScheduler({ clock }), sharedConnection.budget)
    : createRequestScheduler({ clock });
  let session: AccountSession | null = null;
  let copy: AccountCopy | null = null;
  const reach = createReachMonitor({
    ...REACH_TIMING,
    clock,
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
    clock,
    client: status,
    pollMinutes: options.pollMinutes ?? (() => 2),
    timeZone: plan.timeZone,
    onHealth: (health) => {
      if (session) options.onServiceHealth?.(session, health);
    },
    onAlert: (alert) => {
      if (session) options.onStatusAlert?.(session, alert);
    },
  });

  let copyProblem: CopyProblem | null = null;
  let copyOpening: Promise<void> = Promise.resolve();
  if (waiver && options.copy) {
    const chooseCopy = options.copy;
    // The first choice is made above (a shared copy needs its connection before the scheduler); a choice
    // that failed there (a folder that cannot be written) is made again at each try to open the copy.
    let pendingFirst: CopyChoice | null = firstChoice;
    const opening = await openCopyWhenPossible(
      async () => {
        const first = pendingFirst;
        pendingFirst = null;
        if (!first) return chooseCopy(plan);
        if ('error' in first) throw first.error;
        return first.setup;
      },
      {
        waiver,
        scheduler,
        timeZone: plan.timeZone,
        sharedConnection,
        clock,
        onProgress: (progress) => {
          if (session) options.onSyncProgress?.(session, progress);
        },
        onArrived: (waivers) => {
          if (session) options.onArrived?.(session, waivers);
        },
        onAdmissions: (admissions) => {
          if (session)
            options.onAdmissions?.(session, admissions.length, {
              admissionIds: admissions.map((admission) => admission.admissionId),
            });
        },
        onAdmissionChanges: (changes) => {
          if (session) options.onAdmissions?.(session, changes.length, { changes });
        },
        onWorkerRestarted: () => {
          if (session) options.onCopyRestarted?.(session);
        },
      },
      lifetime.signal,
      {
        // Lookups read `session.copy` on every call: from now on they answer from the copy.
        onOpened: (opened) => {
          copy = opened;
          copyProblem = null;
        },
        onProblem: (problem) => {
          const changed = JSON.stringify(problem) !== JSON.stringify(copyProblem);
          copyProblem = problem;
          if (changed && session) options.onCopyProblem?.(session);
        },
      },
    );
    copy = opening.copy;
    copyProblem = opening.problem;
    copyOpening = opening.settled;
  }

  // Desks sharing a copy tell each other how the service answers them: a following desk shows the leader's word.
  const contact =
    sharedConnection && copySetup?.shared
      ? startContactReports({
          pool: sharedConnection.pool,
          deskId: copySetup.shared.deskId,
          deskName: copySetup.shared.label,
          own: () => reach.snapshot(),
          leading: () => copy?.shared?.leading() ?? false,
          onLeader: () => {
            if (session) options.onLeaderContact?.(session);
          },
          clock,
          log: (line) => deskLog.warn(line),
        })
      : null;

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
    get copy() {
      return copy;
    },
    get copyProblem() {
      return copyProblem;
    },
    leaderContact: () => (contact ? (copy?.shared?.leading() ? null : contact.leader()) : undefined),
    signal: lifetime.signal,
    close() {
      closing ??= (async () => {
        lifetime.abort();
        statusMonitor.close();
        // A try to open the copy under way ends at once; a copy it opened is closed by it.
        await copyOpening;
        await contact?.close();
        await copy?.close();
        reach.close();
        scheduler.close();
        await Promise.allSettled([waiver?.close(), status?.close(), sharedConnection?.close()]);
        await endpoints.close();
      })();
      return closing;
    },
  };
  return session;
}
