/**
 * When a desk looks for an update, which one it takes, and when it installs it:
 * the rules alone, as functions of what is known and the time, so every rule is
 * tested on a clock a test moves (`update-controller.ts` drives them; the
 * electron-updater glue only carries out what they decide).
 *
 * - It looks a little after start, then every few hours; a look that failed is
 *   tried again sooner, backing off (the one backoff rule of the app).
 * - It takes a newer version, or, when a manager pinned one, that version only
 *   (older or newer: pinning is how a desk is held back).
 * - It installs only when nobody is using the desk: no scan, keystroke or
 *   admission for a few minutes, and never while a check-in panel is open; or as
 *   the desk quits (so the next start runs it); or when a manager says "Restart
 *   now". A manager can defer installing for a while: then it waits, quit or not.
 */
import semver from 'semver';
import { type BackoffPolicy, backoffDelayMs } from '../../shared/time/backoff.ts';

/** The first look, after start: late enough not to slow the desk's opening. */
export const FIRST_CHECK_AFTER_MS = 30_000;
/** Between looks that answered. */
export const CHECK_EVERY_MS = 4 * 60 * 60_000;
/** After looks that failed in a row (the feed down, the network out): sooner, backing off to the usual interval. */
export const CHECK_RETRY: BackoffPolicy = { firstMs: 10 * 60_000, maxMs: CHECK_EVERY_MS, jitter: 'equal' };
/** How long nobody may have used the desk before an update installs. */
export const IDLE_BEFORE_INSTALL_MS = 5 * 60_000;

/** What a manager chose for this desk (kept in its settings). */
export interface UpdateChoices {
  /** Only this version is taken; null: the newest. */
  pinnedVersion: string | null;
  /** No install before this (epoch ms); null: none deferred. */
  deferredUntilMs: number | null;
}

/** What the desk knows of its updates and its use. */
export interface UpdateFacts {
  currentVersion: string;
  startedAtMs: number;
  /** The last look and whether it failed; null before the first. */
  lastCheck: { atMs: number; failed: boolean } | null;
  /** Looks that failed in a row, the last included. */
  failedChecks: number;
  /** The version downloaded and checked (sha512), waiting to be installed; null when none. */
  ready: string | null;
  /** The last scan, keystroke or admission (the start counts as one). */
  lastActivityMs: number;
  /** A check-in panel is open on the desk's screen. */
  checkInOpen: boolean;
}

/** When the next look is due. `random` in [0, 1) spreads a fleet's retries. */
export function nextCheckAt(facts: UpdateFacts, random: () => number = Math.random): number {
  const last = facts.lastCheck;
  if (!last) return facts.startedAtMs + FIRST_CHECK_AFTER_MS;
  if (!last.failed) return last.atMs + CHECK_EVERY_MS;
  return last.atMs + backoffDelayMs(CHECK_RETRY, Math.max(1, facts.failedChecks), random);
}

const sameVersion = (a: string, b: string): boolean => {
  const left = semver.valid(a);
  const right = semver.valid(b);
  return left !== null && right !== null ? semver.eq(left, right) : a === b;
};

/** Whether the desk takes (downloads) the version the feed offers. */
export function takesVersion(offered: string, facts: UpdateFacts, choices: UpdateChoices): boolean {
  if (semver.valid(offered) === null || sameVersion(offered, facts.currentVersion)) return false;
  if (choices.pinnedVersion !== null) return sameVersion(offered, choices.pinnedVersion);
  return semver.valid(facts.currentVersion) === null || semver.gt(offered, facts.currentVersion);
}

/** A manager pinned a version older than this desk's: the feed may take the desk back to it. */
export function pinnedBelow(facts: UpdateFacts, choices: UpdateChoices): boolean {
  const pinned = choices.pinnedVersion === null ? null : semver.valid(choices.pinnedVersion);
  const current = semver.valid(facts.currentVersion);
  return pinned !== null && current !== null && semver.lt(pinned, current);
}

export type InstallVerdict =
  | { install: true }
  | {
      install: false;
      /**
       * nothing-ready: no update is downloaded (or the one downloaded is no longer
       * wanted: a pin changed); deferred: a manager put it off; check-in-open: someone
       * is being checked in; in-use: the desk was used in the last few minutes.
       */
      reason: 'nothing-ready' | 'deferred' | 'check-in-open' | 'in-use';
      /** When the verdict can change by itself (the deferral ends, the desk turns idle); null: at the next change. */
      untilMs: number | null;
    };

/** Whether the ready update is wanted under the manager's choices. */
function readyAndWanted(facts: UpdateFacts, choices: UpdateChoices): boolean {
  return facts.ready !== null && takesVersion(facts.ready, facts, choices);
}

/** Whether the waiting update installs now, by itself (the desk idle); else why not, and until when. */
export function installVerdict(facts: UpdateFacts, choices: UpdateChoices, nowMs: number): InstallVerdict {
  if (!readyAndWanted(facts, choices)) return { install: false, reason: 'nothing-ready', untilMs: null };
  if (choices.deferredUntilMs !== null && nowMs < choices.deferredUntilMs) {
    return { install: false, reason: 'deferred', untilMs: choices.deferredUntilMs };
  }
  if (facts.checkInOpen) return { install: false, reason: 'check-in-open', untilMs: null };
  const idleAt = facts.lastActivityMs + IDLE_BEFORE_INSTALL_MS;
  if (nowMs < idleAt) return { install: false, reason: 'in-use', untilMs: idleAt };
  return { install: true };
}

/** Whether the waiting update installs as the desk quits, so the next start runs it. */
export function installsOnQuit(facts: UpdateFacts, choices: UpdateChoices, nowMs: number): boolean {
  if (!readyAndWanted(facts, choices)) return false;
  return choices.deferredUntilMs === null || nowMs >= choices.deferredUntilMs;
}

/**
 * Whether a manager's "Restart now" installs: whenever a wanted update is ready,
 * deferred or not; but never over a check-in under way.
 */
export function restartNowVerdict(
  facts: UpdateFacts,
  choices: UpdateChoices,
): 'install' | 'nothing-ready' | 'check-in-open' {
  if (!readyAndWanted(facts, choices)) return 'nothing-ready';
  return facts.checkInOpen ? 'check-in-open' : 'install';
}
