/**
 * The desk's updates, run on a clock: it looks at the feed when the policy says
 * (`update-policy.ts`), fetches what it takes in the background, and installs it
 * when the policy allows (the desk idle, at quit, or a manager's "Restart now").
 * What it knows goes to Diagnostics (`view`), and what a manager chooses is kept
 * in the settings file, so a pin or a deferral outlasts a restart.
 *
 * The feed is whatever carries out the looking, fetching and installing: in the
 * desktop app electron-updater over a generic feed (`updater-feed.ts`), which
 * checks each file's sha512 before anything is installed. A host that installs
 * nothing (the browser host, a development run) has no feed: it shows and keeps
 * the choices, for the installed desk that reads the same settings file.
 */
import type { z } from 'zod';
import {
  type saveUpdateChoicesSchema,
  type UpdateChannel,
  type UpdateHoldUp,
  type UpdatesView,
  updateAddressFault,
} from '../../shared/ipc/updates.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import type { SettingsStore } from '../settings/schema.ts';
import {
  installsOnQuit,
  installVerdict,
  nextCheckAt,
  pinnedBelow,
  restartNowVerdict,
  takesVersion,
  type UpdateChoices,
  type UpdateFacts,
} from './update-policy.ts';

export interface FeedTarget {
  /** The folder holding the channel file (`latest.yml`…) and the installers. */
  url: string;
  channel: UpdateChannel;
  /** A pinned version may be older than this desk's: only then may the feed go back. */
  allowDowngrade: boolean;
}

/** What looks, fetches and installs (electron-updater in the desktop app). */
export interface UpdateFeed {
  configure(target: FeedTarget): void;
  /** The version the feed offers when it is not this desk's; null when it offers this one. */
  check(): Promise<string | null>;
  /** Fetches what the last look offered; settles once its files are whole and their sha512 matches. */
  download(onProgress: (percent: number) => void): Promise<void>;
  /** Whether the fetched update installs as the desk quits. */
  installOnQuit(on: boolean): void;
  /** Quits, installs the fetched update and starts the desk again. */
  install(): void;
}

export type UpdateChoicesSave = z.output<typeof saveUpdateChoicesSchema>;

export interface UpdateControllerOptions {
  /** Whether this desk installs updates itself; a feed is given only when it does. */
  installs: UpdatesView['installs'];
  feed: UpdateFeed | null;
  /** This desk's version. */
  version: string;
  settings: SettingsStore;
  /** Where a managed desk looks (`WAIVER_DESK_UPDATE_URL`), over the setting. */
  envUpdateUrl?: string | undefined;
  clock?: Clock;
  random?: () => number;
  log?: { info(line: string): void; warn(line: string): void };
}

export interface UpdateController {
  /** Plans the first look. */
  start(): void;
  /** A scan, keystroke, click or admission; `checkInOpen` when a check-in panel opened or closed. */
  noteActivity(change?: { checkInOpen?: boolean }): void;
  /** Looks now (a manager's "Check now"), sharing a look under way. */
  checkNow(): Promise<UpdatesView>;
  /** A manager's "Restart now": installs a fetched update at once (never over a check-in). */
  restartNow(): UpdatesView;
  saveChoices(choices: UpdateChoicesSave): UpdatesView;
  view(): UpdatesView;
  close(): void;
}

const DAY_MS = 24 * 60 * 60_000;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A manager's pin and deferral, as the settings file keeps them (an empty pin and a zero date: none). */
function choicesIn(settings: SettingsStore): UpdateChoices {
  const pinned = settings.get('updatePinnedVersion');
  const until = settings.get('updateDeferredUntilMs');
  return { pinnedVersion: pinned === '' ? null : pinned, deferredUntilMs: until > 0 ? until : null };
}

/** Keeps what a manager chose; an address fixed by the environment is not the manager's to change. */
function keepChoices(
  settings: SettingsStore,
  chosen: UpdateChoicesSave,
  nowMs: number,
  envFixesUrl: boolean,
): void {
  if (chosen.feedUrl !== undefined && !envFixesUrl) settings.set('updateUrl', chosen.feedUrl);
  if (chosen.channel !== undefined) settings.set('updateChannel', chosen.channel);
  if (chosen.pinnedVersion !== undefined) settings.set('updatePinnedVersion', chosen.pinnedVersion ?? '');
  if (chosen.deferDays !== undefined) {
    settings.set('updateDeferredUntilMs', chosen.deferDays === null ? 0 : nowMs + chosen.deferDays * DAY_MS);
  }
}

/** The log's line for the choices now kept. */
function choicesLine({ pinnedVersion, deferredUntilMs }: UpdateChoices, nowMs: number): string {
  const pin = pinnedVersion ? `pinned to ${pinnedVersion}` : 'the newest';
  const deferral =
    deferredUntilMs && deferredUntilMs > nowMs ? `, installs put off until ${iso(deferredUntilMs)}` : '';
  return `update choices saved: ${pin}${deferral}`;
}

/** Where the desk looks: the environment's address over the setting's; null when neither gives one. */
function feedAddressOf(
  settings: SettingsStore,
  envUpdateUrl: string | undefined,
): { address: string; fromEnvironment: boolean } | null {
  const address = (envUpdateUrl ?? settings.get('updateUrl')).trim().replace(/\/+$/, '');
  return address === '' ? null : { address, fromEnvironment: Boolean(envUpdateUrl) };
}

/** What holds a fetched update back, for Diagnostics; null when nothing does or nothing is ready. */
function holdUpOf(facts: UpdateFacts, choices: UpdateChoices, nowMs: number): UpdateHoldUp | null {
  const verdict = installVerdict(facts, choices, nowMs);
  if (verdict.install || verdict.reason === 'nothing-ready') return null;
  if (verdict.reason === 'check-in-open') return { reason: 'check-in-open' };
  return { reason: verdict.reason, until: iso(verdict.untilMs) ?? '' };
}

/** Why the download failed, for the log: electron-updater's code, which says what happened without the feed's text. */
function downloadFailure(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ERR_CHECKSUM_MISMATCH')
    return 'its files did not match their sha512 in the feed; nothing was installed';
  return errorForLog(error);
}

export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const log = options.log ?? { info: (line) => deskLog.info(line), warn: (line) => deskLog.warn(line) };
  const { settings, feed } = options;
  const facts: UpdateFacts = {
    currentVersion: options.version,
    startedAtMs: clock.now(),
    lastCheck: null,
    failedChecks: 0,
    ready: null,
    lastActivityMs: clock.now(),
    checkInOpen: false,
  };
  let lastOutcome: 'current' | 'found' | 'failed' | null = null;
  let waiting: UpdatesView['waiting'] = null;
  let checking: Promise<UpdatesView> | null = null;
  let installing = false;
  let closed = false;
  let cancelCheck: (() => void) | null = null;
  /** When the planned look is due; null while none is planned. */
  let plannedAt: number | null = null;
  let cancelInstall: (() => void) | null = null;

  const choices = (): UpdateChoices => choicesIn(settings);

  const feedAddress = () => feedAddressOf(settings, options.envUpdateUrl);

  /** Where to look, when the desk looks at all: it installs updates, and the address can be used. */
  const target = (): FeedTarget | null => {
    const where = feedAddress();
    if (!feed || options.installs !== 'yes' || !where || updateAddressFault(where.address)) return null;
    return {
      url: where.address,
      channel: settings.get('updateChannel'),
      allowDowngrade: pinnedBelow(facts, choices()),
    };
  };

  const view = (): UpdatesView => {
    const where = feedAddress();
    const { pinnedVersion, deferredUntilMs } = choices();
    return {
      installs: options.installs,
      version: options.version,
      channel: settings.get('updateChannel'),
      feed: where && { ...where, fault: updateAddressFault(where.address) },
      lastCheck:
        facts.lastCheck && lastOutcome
          ? { at: new Date(facts.lastCheck.atMs).toISOString(), outcome: lastOutcome }
          : null,
      nextCheckAt: cancelCheck !== null ? iso(plannedAt) : null,
      checking: checking !== null,
      waiting,
      holdUp: holdUpOf(facts, choices(), clock.now()),
      pinnedVersion,
      deferredUntil: deferredUntilMs !== null && deferredUntilMs > clock.now() ? iso(deferredUntilMs) : null,
    };
  };

  const install = (why: string): void => {
    if (installing || !feed || facts.ready === null) return;
    installing = true;
    log.info(`installing update ${facts.ready}: ${why}`);
    try {
      feed.install();
    } catch (error) {
      installing = false;
      log.warn(`the update could not be installed: ${errorForLog(error)}`);
    }
  };

  /** Installs when the policy allows, or plans to look again when it can change by itself. */
  const evaluate = (): void => {
    cancelInstall?.();
    cancelInstall = null;
    if (closed || !feed) return;
    const now = clock.now();
    feed.installOnQuit(installsOnQuit(facts, choices(), now));
    const verdict = installVerdict(facts, choices(), now);
    if (verdict.install) {
      install('nobody has used the desk for a few minutes');
      return;
    }
    if (verdict.untilMs !== null) cancelInstall = clock.setTimer(evaluate, verdict.untilMs - now);
  };

  const download = (version: string): void => {
    if (!feed) return;
    facts.ready = null;
    const fetching = { version, state: 'downloading' as const, percent: 0 };
    waiting = fetching;
    log.info(`fetching update ${version} in the background`);
    feed
      .download((percent) => {
        if (waiting === fetching) fetching.percent = Math.max(0, Math.min(100, Math.round(percent)));
      })
      .then(
        () => {
          if (waiting !== fetching) return;
          facts.ready = version;
          waiting = { version, state: 'ready', percent: 100 };
          log.info(
            `update ${version} fetched and its files checked (sha512); it installs when the desk is idle`,
          );
          evaluate();
        },
        (error: unknown) => {
          if (waiting !== fetching) return;
          waiting = { version, state: 'failed', percent: fetching.percent };
          log.warn(`update ${version} could not be fetched: ${downloadFailure(error)}`);
        },
      );
  };

  const schedule = (): void => {
    cancelCheck?.();
    cancelCheck = null;
    plannedAt = null;
    if (closed || !target()) return;
    const at = nextCheckAt(facts, random);
    plannedAt = at;
    cancelCheck = clock.setTimer(() => {
      cancelCheck = null;
      plannedAt = null;
      void look();
    }, at - clock.now());
  };

  const look = (): Promise<UpdatesView> => {
    if (checking) return checking;
    const where = target();
    if (!where || !feed) return Promise.resolve(view());
    checking = (async () => {
      let offered: string | null = null;
      let failed = false;
      try {
        feed.configure(where);
        offered = await feed.check();
      } catch (error) {
        failed = true;
        log.warn(`the update feed could not be read: ${errorForLog(error)}`);
      }
      facts.lastCheck = { atMs: clock.now(), failed };
      facts.failedChecks = failed ? facts.failedChecks + 1 : 0;
      const takes = offered !== null && takesVersion(offered, facts, choices());
      lastOutcome = failed ? 'failed' : takes ? 'found' : 'current';
      const already = waiting && waiting.version === offered && waiting.state !== 'failed';
      if (takes && offered !== null && !already) download(offered);
      checking = null;
      schedule();
      return view();
    })();
    return checking;
  };

  return {
    start() {
      schedule();
      evaluate();
    },
    noteActivity(change = {}) {
      facts.lastActivityMs = clock.now();
      if (change.checkInOpen !== undefined) facts.checkInOpen = change.checkInOpen;
      evaluate();
    },
    checkNow: () => look(),
    restartNow() {
      const verdict = restartNowVerdict(facts, choices());
      if (verdict === 'install') install('a manager chose Restart now');
      else
        log.info(
          `Restart now did not install: ${verdict === 'check-in-open' ? 'a check-in is open' : 'no update is ready'}`,
        );
      return view();
    },
    saveChoices(chosen) {
      const before = JSON.stringify(target());
      keepChoices(settings, chosen, clock.now(), Boolean(options.envUpdateUrl));
      log.info(choicesLine(choices(), clock.now()));
      // Where it looks or what it takes changed: it looks again now rather than in hours.
      if (JSON.stringify(target()) !== before) {
        facts.lastCheck = null;
        facts.failedChecks = 0;
        if (target()) void look();
        else schedule();
      }
      evaluate();
      return view();
    },
    view,
    close() {
      closed = true;
      cancelCheck?.();
      cancelInstall?.();
      cancelCheck = null;
      cancelInstall = null;
    },
  };
}
