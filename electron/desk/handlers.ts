/**
 * The main-process side of the IPC contract, assembled from one file per feature
 * under `features/`. `satisfies DeskHandlers` makes a contract method without a
 * handler (or a handler without a method) a compile error.
 */
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import type { DeskServices } from './desk-services.ts';
import { accountHandlers } from './features/account.ts';
import { admissionHandlers } from './features/admissions.ts';
import { appHandlers } from './features/app.ts';
import { diagnosticsHandlers } from './features/diagnostics.ts';
import { linkHandlers } from './features/links.ts';
import { lookupHandlers } from './features/lookup.ts';
import { manageHandlers } from './features/manage.ts';
import { managerLockHandlers } from './features/manager-lock.ts';
import { printingHandlers } from './features/printing.ts';
import { screenFailureHandlers } from './features/screen-failures.ts';
import { settingsHandlers } from './features/settings.ts';
import { signingHandlers } from './features/signing.ts';
import { statusHandlers } from './features/status.ts';
import { supportReportHandlers } from './features/support-report.ts';
import { todayHandlers } from './features/today.ts';
import { updateHandlers } from './features/updates.ts';
import { guardManagerCalls } from './manager-lock/guard.ts';

export type { DeskServices } from './desk-services.ts';

export function createDeskHandlers(desk: DeskServices): DeskHandlers {
  const handlers = {
    ...appHandlers(desk),
    ...accountHandlers(desk),
    ...settingsHandlers(desk),
    ...lookupHandlers(desk),
    ...admissionHandlers(desk),
    ...todayHandlers(desk),
    ...statusHandlers(desk),
    ...manageHandlers(desk),
    ...signingHandlers(desk),
    ...diagnosticsHandlers(desk),
    ...linkHandlers(desk),
    ...screenFailureHandlers(desk),
    ...managerLockHandlers(desk),
    ...updateHandlers(desk),
    ...supportReportHandlers(desk),
    ...printingHandlers(desk),
  } satisfies DeskHandlers;
  // A manager's calls wait for the PIN while the desk is locked.
  return guardManagerCalls(handlers, desk.managerLock);
}
