/** Where the e2e tests (and the bench) find Chromium, and the flags this closed network needs. */
import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell first (Debian's `chromium-headless-shell`): its page engine without
 * the browser around it, what Playwright itself launches for headless Chromium by default. The
 * end-to-end run cost Chromium about a quarter less processor time in it than in the full browser
 * (Playwright alone: 520–593 busy processor-seconds, against 630). Then the full browser.
 *
 * One difference reaches the desk: the shell answers `Notification.permission` with "denied"
 * whatever the context granted, while its Permissions API follows the grant; the desk reads the
 * latter (renderer/src/status/desktop-alerts.ts).
 */
const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** The system's Chromium the tests drive headless, if there is one (`WAIVER_DESK_CHROMIUM` chooses another). */
export function systemChromium(): string | undefined {
  const fromEnv = process.env.WAIVER_DESK_CHROMIUM;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM_CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
