/** Where the e2e tests find Chromium, and the flags this closed network needs. */
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SYSTEM_HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

const firstPresent = (fromEnv: string | undefined, candidates: readonly string[]) =>
  fromEnv && existsSync(fromEnv) ? fromEnv : candidates.find((candidate) => existsSync(candidate));

/** The system's full Chromium (Debian's `chromium`), in headless mode when the tests drive it. */
export function systemChromium(): string | undefined {
  return firstPresent(process.env.WAIVER_DESK_CHROMIUM, SYSTEM_CHROMIUM_PATHS);
}

/**
 * The system's headless shell (Debian's `chromium-headless-shell`): Chromium's page engine without
 * the browser around it, what Playwright itself launches for headless Chromium by default. The
 * end-to-end suite cost Chromium about a quarter less processor time in it (520 busy
 * processor-seconds for the whole Playwright run, against 630 in the full browser).
 */
export function systemHeadlessShell(): string | undefined {
  return firstPresent(process.env.WAIVER_DESK_HEADLESS_SHELL, SYSTEM_HEADLESS_SHELL_PATHS);
}

/**
 * The tag of a test that needs the browser to grant desktop notifications: the headless shell
 * answers `Notification.permission` with "denied" whatever the context granted (its permissions
 * API says "granted"), so these run in the full browser.
 */
export const DESKTOP_ALERTS_TAG = '@desktop-alerts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
