/** Where the e2e tests find Chromium, and the flags this closed network needs. */
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
