/**
 * The window's page, kept alive: a renderer that is gone (it crashed, ran out of
 * memory, was killed) is loaded again on the screen it was on; one that stops
 * answering is given a little while, then ended so it can be. A page that keeps
 * crashing is reloaded after longer and longer waits (the app's one backoff
 * rule), so a page that dies on every load does not spin the computer.
 */
import { type BackoffPolicy, backoffDelayMs } from '../../shared/time/backoff.ts';

export const PAGE_RELOAD: BackoffPolicy = { firstMs: 500, maxMs: 60_000 };
/** Crashes further apart than this do not count as in a row. */
export const CRASHES_IN_A_ROW_MS = 10 * 60_000;
/** How long a page that stopped answering is given before it is ended and reloaded. */
export const UNRESPONSIVE_GRACE_MS = 10_000;

/** The address to load again: the screen it was on, if it was one of the app's; else the app's start. */
export function pageToReload(lastUrl: string | null, appOrigin: string): string {
  if (lastUrl) {
    try {
      const url = new URL(lastUrl);
      if (url.origin === new URL(appOrigin).origin) return url.href;
    } catch {
      // Not an address: the start page.
    }
  }
  return `${appOrigin}/index.html`;
}

/** How long to wait before reloading after the crash at `nowMs`, given the earlier ones; records it. */
export function createCrashCount() {
  let crashes: number[] = [];
  return {
    reloadDelayMs(nowMs: number): number {
      crashes = [...crashes.filter((at) => nowMs - at < CRASHES_IN_A_ROW_MS), nowMs];
      return backoffDelayMs(PAGE_RELOAD, crashes.length);
    },
  };
}
