/**
 * The main-process side of the IPC contract, assembled from one file per feature
 * under `features/`. `satisfies DeskHandlers` makes a contract method without a
 * handler (or a handler without a method) a compile error.
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from './desk-services.ts';
import { accountHandlers } from './features/account.ts';
import { appHandlers } from './features/app.ts';
import { settingsHandlers } from './features/settings.ts';
import { todayHandlers } from './features/today.ts';

export type { DeskServices } from './desk-services.ts';

export function createDeskHandlers(desk: DeskServices): DeskHandlers {
  return {
    ...appHandlers(desk),
    ...accountHandlers(desk),
    ...settingsHandlers(desk),
    ...todayHandlers(desk),
  } satisfies DeskHandlers;
}
