/** What a stand-in runtime behind a browser host says of itself: a ready demo session. */
import type { AppInfo } from '../../shared/ipc/events.ts';

export const standinAppInfo = (sessionId: number): AppInfo => ({
  appVersion: '0.0.0-test',
  host: 'browser',
  phase: 'ready',
  sessionId,
  firstRun: false,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  setupProblem: null,
  timeZone: 'Etc/UTC',
});
