/**
 * Everything behind the contract, shared by both hosts: the current account
 * session (or the reason there is none), the events main pushes, and the
 * handlers. Handlers read the current session on every call, so switching the
 * account while the app runs needs no restart and no re-registration.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import type {
  AdmissionsRecorded,
  AppInfo,
  HostKind,
  ServiceHealth,
  SyncProgress,
  WaiverArrived,
} from '../../shared/ipc/events.ts';
import type { FileRef } from '../../shared/ipc/files.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { APP_VERSION } from '../http/user-agent.ts';
import type { CatalogWords } from '../ipc/catalog-words.ts';
import { deskLog } from '../logging/desk-log.ts';
import { outwardBytes } from '../logging/outward.ts';
import { AccountChoice, type PlanOutcome, type SetupProblem } from '../runtime/account-choice.ts';
import type { AccountPlan } from '../runtime/account-plan.ts';
import {
  type AccountSession,
  type AdmissionsReached,
  accountForPage,
  openAccount,
} from '../runtime/account-session.ts';
import { type AccountSetup, prepareAccountSetup } from '../runtime/account-setup.ts';
import { copySetupFor } from '../runtime/copy-setup.ts';
import { prepareDataDir } from '../runtime/data-dir.ts';
import { NotConfiguredError } from '../runtime/errors.ts';
import { EventHub } from '../runtime/event-hub.ts';
import type { ReachSnapshot } from '../runtime/reach-monitor.ts';
import { MemorySecretStore } from '../secrets/memory-store.ts';
import type { AlertNews } from '../services/status-monitor/index.ts';
import { memorySettings } from '../settings/memory-store.ts';
import { createUpdateController, type UpdateController } from '../updates/update-controller.ts';
import { DeskAccounts } from './desk-accounts.ts';
import { admissionsChanged } from './features/admissions.ts';
import { type DeskFile, readDeskFile } from './files.ts';
import { createDeskHandlers } from './handlers.ts';
import { ManagerLock } from './manager-lock/manager-lock.ts';
import { DeskPrinting } from './printing/desk-printing.ts';
import type { SystemPrinters } from './printing/system-printers.ts';
import { createRecoveryNotices, type RecoveryNotices } from './recoveries.ts';

export type { PlanOutcome, SetupProblem } from '../runtime/account-choice.ts';

export interface DeskRuntime {
  readonly events: EventHub;
  readonly accounts: DeskAccounts;
  readonly handlers: DeskHandlers;
  info(): AppInfo;
  /** The open session, once any switch under way has finished; throws when none is open. */
  session(): Promise<AccountSession>;
  /** A signed PDF or photo of the open account, for the hosts' file routes. */
  readFile(ref: FileRef, signal: AbortSignal): Promise<DeskFile>;
  /** Closes the current session (every call of it is cancelled) and opens the planned one. */
  switchAccount(outcome: PlanOutcome): Promise<AppInfo>;
  /** The computer woke from sleep: what the desk read of the status page before is old. */
  wake(): void;
  /** This desk's updates (the host notes the desk's use: keys, scans). */
  readonly updates: UpdateController;
  /** What the desk recovered from by itself (the host adds a page it reloaded). */
  readonly recoveries: RecoveryNotices;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  host: HostKind;
  /**
   * Where settings and secrets live and what the environment fixes. Default:
   * in memory, nothing fixed (a runtime that persists nothing: tests, checks).
   */
  setup?: AccountSetup;
  /** The account to open at start, or why none can be; default planned from `setup`. */
  plan?: AccountPlan | PlanOutcome;
  /** How a demo plan is made; default from `setup`. */
  demoPlan?: () => AccountPlan;
  /** The desk's wall clock alone (tests fix it); its timers stay the system's. */
  now?: () => Date;
  /**
   * The desk's clock, its time and its timers: every owner of a timer of the account (budgets,
   * reach and status monitors, sync, shared copy) reads and waits through it, so a test can move
   * time instead of waiting it out. Default `now` with the system's timers.
   */
  clock?: Clock;
  /**
   * This desk's updates. Default: shown and kept in the settings, never installed
   * (a host that installs nothing: the browser host, a test).
   */
  updates?: UpdateController;
  /** The folders of the desk's logs, for the support report; default none (a desk that logs to no file). */
  logDirs?: string[];
  /** Where Electron's crash reporter writes its dumps; none elsewhere. */
  crashDumpsDir?: string | null;
  /** This computer's printers (the desktop app); none where the host has none (the browser host). */
  systemPrinters?: SystemPrinters;
  /** The words main speaks now, for what it prints; default this computer's "Language" setting. */
  words?: () => Promise<CatalogWords>;
}

/** A wall clock that is not the system's, with the system's timers. */
const clockOf = (now: () => Date): Clock => ({ now: () => now().getTime(), setTimer: systemClock.setTimer });

const toOutcome = (plan: AccountPlan | PlanOutcome): PlanOutcome =>
  'plan' in plan || 'problem' in plan ? plan : { plan };

function unavailableCopy(session: AccountSession): SyncProgress {
  return {
    sessionId: session.id,
    phase: 'unavailable',
    done: 0,
    total: 0,
    totalIsEstimate: false,
    secondsLeft: null,
    budgetInUse: 0,
    lastCurrentAt: null,
    // Why the copy is not open: the same a lookup's `no_copy` failure carries.
    notice: session.copyProblem ? { kind: 'no_copy', problem: session.copyProblem } : null,
  };
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The notice names this many links at most: a folder full of them is the same story. */
const MAX_LINKS_SHOWN = 20;

/** The page's news of check-ins recorded (here or at another desk): how many, and which when known. */
function admissionsRecorded(
  sessionId: number,
  count: number,
  reached?: AdmissionsReached,
): AdmissionsRecorded {
  return {
    sessionId,
    count,
    ...(reached && 'admissionIds' in reached ? { admissionIds: reached.admissionIds } : {}),
    ...(reached && 'changes' in reached
      ? {
          changes: reached.changes.map(({ admissionId, kind, at, deskId }) => ({
            admissionId,
            kind,
            at,
            deskId,
          })),
        }
      : {}),
  };
}

/** The page's news of new signings: what the toast names of each waiver, no more. */
function waiverArrived(sessionId: number, waivers: readonly SignedWaiver[]): WaiverArrived {
  return {
    sessionId,
    waivers: waivers.map((signed) => ({
      waiverId: signed.waiverId,
      name: [signed.firstName, signed.lastName].filter(Boolean).join(' '),
      title: signed.title,
      createdOn: signed.createdOn,
      autoTag: signed.autoTag,
    })),
  };
}

export async function startRuntime(options: RuntimeOptions): Promise<DeskRuntime> {
  const prepared = options.setup?.dataDir ? prepareDataDir(options.setup.dataDir) : null;
  // Removed here or by the host before it started its log: said once on screen either way.
  const linksRemoved = [
    ...new Set([...(options.setup?.linksRemoved ?? []), ...(prepared?.linksRemoved ?? [])]),
  ];
  const setup = options.setup ?? { settings: memorySettings(), secrets: new MemorySecretStore(), env: {} };
  const accountSetup = prepareAccountSetup(setup);
  const choice = new AccountChoice(accountSetup, options.host, options.demoPlan);
  const events = new EventHub();
  const clock = options.clock ?? (options.now ? clockOf(options.now) : systemClock);
  const now = options.now ?? (() => new Date(clock.now()));
  const managerLock = new ManagerLock(setup.settings, setup.secrets, () => now().getTime());
  const updates =
    options.updates ??
    createUpdateController({
      installs: options.host === 'browser' ? 'browser-host' : 'not-installed',
      feed: null,
      version: APP_VERSION,
      settings: setup.settings,
      envUpdateUrl: setup.env.updateUrl,
    });
  const recoveries = createRecoveryNotices(now, (list) =>
    events.emit('recoveries', { sessionId: current?.id ?? 0, recoveries: list }),
  );
  const printing = new DeskPrinting(setup.settings, {
    systemPrinters: options.systemPrinters ?? null,
    ...(options.words ? { words: options.words } : {}),
  });
  let current: AccountSession | null = null;
  let problem: SetupProblem | null = null;
  let timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  /** Switches run one after another; calls wait for the one under way. */
  let switching: Promise<unknown> = Promise.resolve();
  let closed = false;

  const repair = options.setup?.settingsRepair ?? null;
  const settingsReset = repair ? { everything: repair.problem !== 'invalid', settings: repair.reset } : null;
  const info = (): AppInfo => ({
    ...(settingsReset ? { settingsReset } : {}),
    ...(linksRemoved.length > 0 ? { linksRemoved: linksRemoved.slice(0, MAX_LINKS_SHOWN) } : {}),
    appVersion: APP_VERSION,
    host: options.host,
    phase: current ? 'ready' : 'needs-setup',
    sessionId: current?.id ?? 0,
    firstRun: choice.isFirstRun(),
    account: current ? accountForPage(current.account) : null,
    setupProblem: problem && { setting: problem.setting, problem: problem.fault ?? null },
    timeZone,
  });

  const publishReach = (session: AccountSession, snapshot: ReachSnapshot = session.reach.snapshot()) => {
    if (session !== current) return;
    const leader = session.leaderContact();
    events.emit('connectivity', {
      sessionId: session.id,
      service: snapshot.service,
      since: new Date(snapshot.since).toISOString(),
      lastAnsweredAt: iso(snapshot.lastAnsweredAt),
      ...(leader === undefined
        ? {}
        : { leader: leader && { ...leader, lastAnsweredAt: iso(leader.lastAnsweredAt) } }),
    });
  };

  const publishHealth = (session: AccountSession, health: ServiceHealth) => {
    if (session === current) events.emit('serviceHealth', health);
  };

  const publishStatusAlert = (session: AccountSession, alert: AlertNews) => {
    if (session === current) events.emit('statusAlert', { sessionId: session.id, ...alert });
  };

  const open = async (outcome: PlanOutcome): Promise<void> => {
    const previous = current;
    current = null;
    await previous?.close();
    if ('problem' in outcome) {
      problem = outcome.problem;
    } else {
      try {
        timeZone = outcome.plan.timeZone;
        current = await openAccount(outcome.plan, {
          agent: options.host,
          clock,
          onReachChange: publishReach,
          onLeaderContact: (session) => publishReach(session),
          // Read at every schedule: saving Settings reopens the session only for zone and timeouts.
          pollMinutes: () => setup.settings.get('statusPollMinutes'),
          onServiceHealth: publishHealth,
          onStatusAlert: publishStatusAlert,
          copy: (plan) => copySetupFor(accountSetup, plan),
          onSyncProgress: (session, progress) => {
            if (session === current) events.emit('syncProgress', { sessionId: session.id, ...progress });
          },
          onCopyProblem: (session) => {
            if (session === current) events.emit('syncProgress', unavailableCopy(session));
          },
          onAdmissions: (session, count, reached) => {
            // Who is in is read again (the lookup keeps it between keystrokes).
            admissionsChanged(session);
            if (session === current)
              events.emit('admissionsRecorded', admissionsRecorded(session.id, count, reached));
          },
          onCopyRestarted: (session) => {
            if (session === current) recoveries.add('copy');
          },
          onArrived: (session, waivers) => {
            if (session !== current) return;
            events.emit('waiverArrived', waiverArrived(session.id, waivers));
          },
        });
        problem = null;
      } catch (error) {
        problem = {
          message: `The account could not be opened: ${error instanceof Error ? error.message : String(error)}`,
          setting: null,
        };
      }
    }
    // One line per switch: which kind of account, never whose data.
    if (current) deskLog.info(`account opened: ${current.account.mode} (session ${current.id})`);
    else deskLog.info(`no account is open: ${problem?.message ?? 'none was chosen'}`);
    events.emit('accountChanged', info());
    if (current) {
      publishReach(current, current.reach.snapshot());
      publishHealth(current, current.statusMonitor.report().health);
      current.statusMonitor.start();
      if (current.copy)
        events.emit('syncProgress', { sessionId: current.id, ...current.copy.sync.progress() });
      else events.emit('syncProgress', unavailableCopy(current));
    }
  };

  const switchAccount = (outcome: PlanOutcome): Promise<AppInfo> => {
    if (closed) return Promise.reject(new Error('The desk is shutting down.'));
    const next = switching.then(() => open(outcome)).then(info);
    switching = next.catch(() => {});
    return next;
  };

  const session = async (): Promise<AccountSession> => {
    await switching;
    if (current) return current;
    throw new NotConfiguredError({ kind: 'no_account', setup: problem?.fault ?? null }, problem?.message);
  };

  const accounts = new DeskAccounts({
    setup: accountSetup,
    choice,
    agent: options.host,
    switchAccount,
    current: () => current,
  });

  const runtime: DeskRuntime = {
    events,
    accounts,
    handlers: createDeskHandlers({
      info,
      session,
      now,
      accounts,
      managerLock,
      printing,
      updates,
      recoveries,
      support: {
        settings: setup.settings,
        logDirs: options.logDirs ?? [],
        crashDumpsDir: options.crashDumpsDir ?? null,
      },
    }),
    info,
    session,
    readFile: async (ref, signal) => {
      const file = await readDeskFile(await session(), ref, signal);
      // Both hosts' file routes serve this: no secret a service echoed into a file reaches the page.
      return { ...file, bytes: outwardBytes(file.bytes) };
    },
    switchAccount,
    wake() {
      current?.statusMonitor.wake();
    },
    updates,
    recoveries,
    async close() {
      closed = true;
      updates.close();
      await switching;
      const last = current;
      current = null;
      events.close();
      await last?.close();
    },
  };
  await switchAccount(options.plan ? toOutcome(options.plan) : await choice.planLaunch());
  return runtime;
}
