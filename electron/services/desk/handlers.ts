/** The main-process side of the IPC contract: one handler per method. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import type { WaiverClient } from '../waiver-api/index.ts';
import { NotConfiguredError } from './errors.ts';
import { loadTodayCheckins } from './today.ts';

export interface DeskDependencies {
  info: AppInfo;
  /** Null when the account has no usable API key; `keyProblem` says why. */
  waiver: WaiverClient | null;
  keyProblem: string | null;
  now: () => Date;
}

export function createDeskHandlers(deps: DeskDependencies): DeskHandlers {
  const requireWaiver = (): WaiverClient => {
    if (deps.waiver) return deps.waiver;
    throw new NotConfiguredError(deps.keyProblem ?? 'This desk has no waiver account configured.');
  };
  return {
    getAppInfo: async () => deps.info,
    listTodayCheckins: async () =>
      loadTodayCheckins(requireWaiver(), deps.now(), deps.info.timeZone, { priority: 'interactive' }),
  };
}
