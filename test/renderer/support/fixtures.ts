/** Answers shaped like the desk's, with only what a test cares about spelled out. */
import type { CheckIn } from '../../../shared/domain/waiver.ts';
import type { SettingProblem } from '../../../shared/ipc/errors.ts';
import type { AppInfo, Connectivity, TodayCheckins } from '../../../shared/ipc/types.ts';

export const ZONE = 'Europe/London';

export function readyInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    appVersion: '0.1.0',
    host: 'electron',
    phase: 'ready',
    sessionId: 1,
    firstRun: false,
    account: { mode: 'demo', baseUrl: 'http://127.0.0.1:5200', statusUrl: '' },
    setupProblem: null,
    timeZone: ZONE,
    ...overrides,
  };
}

/** A desk that opened no account: by default, a waiver service address that is not one ("wavers.example"). */
export function needsSetupInfo(
  problem: SettingProblem = {
    setting: 'baseUrl',
    fromEnvironment: false,
    fault: { kind: 'not_web_address', value: 'wavers.example' },
  },
): AppInfo {
  return readyInfo({
    phase: 'needs-setup',
    sessionId: 0,
    account: null,
    setupProblem: { setting: problem.setting, problem },
  });
}

export function connectivity(service: Connectivity['service'], sessionId = 1): Connectivity {
  return { sessionId, service, since: '2031-05-06T09:15:00.000Z', lastAnsweredAt: null };
}

export function checkin(id: number, firstName: string, overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    checkinId: id,
    date: '2031-05-06T09:05:00.000Z',
    waiverId: `W${id}`,
    position: 0,
    firstName,
    lastName: 'Tester',
    isMinor: false,
    dateSigned: '2031-05-01T12:00:00.000Z',
    templateId: 1,
    ...overrides,
  };
}

export function today(checkins: CheckIn[]): TodayCheckins {
  return {
    window: { fromDts: '2031-05-06T00:00:00+01:00', toDts: '2031-05-06T10:00:00+01:00' },
    excludedFrom: '2031-05-06T09:00:00.000Z',
    checkins,
    skipped: 0,
    fetchedAt: '2031-05-06T09:20:00.000Z',
    source: 'service',
    recentSignings: [],
    admissions: [],
    verdicts: {},
    deskId: 'desk-here',
  };
}
