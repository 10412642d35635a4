/** Account and settings answers shaped like the desk's, for the account screens' tests. */
import type { AccountOverview, DeskSettingsView } from '../../../shared/ipc/account.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { readyInfo } from '../support/fixtures.ts';

export const SERVICE = 'https://api.waivers.example';

/** Nothing chosen yet: the demo runs behind the welcome screen. */
export const firstRunInfo = (overrides: Partial<AppInfo> = {}): AppInfo =>
  readyInfo({ firstRun: true, sessionId: 1, ...overrides });

export const demoInfo = (overrides: Partial<AppInfo> = {}): AppInfo =>
  readyInfo({ sessionId: 2, ...overrides });

export const connectedInfo = (overrides: Partial<AppInfo> = {}): AppInfo =>
  readyInfo({
    sessionId: 3,
    account: { mode: 'configured', baseUrl: SERVICE, statusUrl: `${SERVICE}/status` },
    ...overrides,
  });

export function demoOverview(overrides: Partial<AccountOverview> = {}): AccountOverview {
  return {
    mode: 'demo',
    firstRun: false,
    name: 'Riverside Adventure Co.',
    connectedName: '',
    defaultName: '',
    needsName: false,
    baseUrl: '',
    statusUrl: '',
    authScheme: 'bearer',
    key: null,
    keyProblem: null,
    storageWarning: null,
    lockedSettings: [],
    ...overrides,
  };
}

export function connectedOverview(overrides: Partial<AccountOverview> = {}): AccountOverview {
  return demoOverview({
    mode: 'configured',
    name: 'Riverside Climbing',
    connectedName: 'Riverside Climbing',
    defaultName: 'Waiver Cloud',
    baseUrl: SERVICE,
    statusUrl: `${SERVICE}/status`,
    key: { lastFour: 'k9Q2', heldIn: 'owner-file' },
    storageWarning: 'owner_file',
    ...overrides,
  });
}

export function settingsView(overrides: Partial<DeskSettingsView> = {}): DeskSettingsView {
  return {
    preferences: {
      timeZone: '',
      requestTimeoutSeconds: 15,
      searchTimeoutSeconds: 60,
      statusPollMinutes: 2,
      todayRefreshMinutes: 5,
      consoleLinkTemplate: 'https://console.waivers.example/lookup?waiver={waiverId}',
    },
    locked: [],
    systemTimeZone: 'Europe/London',
    ...overrides,
  };
}
