/** Which screen the page shows, by its hash route, as the desk's log names screens. */
import type { ScreenName } from '../../../shared/ipc/screen-failure.ts';
import { paths } from '../paths.ts';

const SCREENS: readonly [string, ScreenName][] = [
  [paths.today, 'today'],
  [paths.settings, 'settings'],
  [paths.welcome, 'welcome'],
  [paths.setup, 'setup'],
  ['/waivers/', 'waiver'],
  [paths.send, 'send'],
  [paths.diagnostics, 'diagnostics'],
  [paths.admissions, 'admissions'],
  [paths.manage, 'manage'],
];

/** `#/waivers/abc` → 'waiver'; a route it does not know is 'other'. Never the route itself: it can hold an id. */
export function screenOfHash(hash: string): ScreenName {
  const route = hash.replace(/^#/, '').split('?')[0] || '/';
  return (
    SCREENS.find(
      ([prefix]) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )?.[1] ?? 'other'
  );
}
