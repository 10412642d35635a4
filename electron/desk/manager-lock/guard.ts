/**
 * Which calls are a manager's: everything of Manage and Diagnostics, changing
 * Settings (printing too), and connecting, switching or signing out of the account. While the desk
 * is locked they are refused; reads the counter needs (the settings a screen follows,
 * the account's name) stay open, and so does muting the scan sounds from a scan's notice.
 */
import type { DeskHandlers, Method } from '../../../shared/ipc/contract.ts';
import type { ManagerLock } from './manager-lock.ts';

export const MANAGER_CALLS = [
  'connectAccount',
  'openDemoAccount',
  'openConnectedAccount',
  'signOut',
  'saveSettings',
  'listAccountTemplates',
  'getAccountTemplate',
  'createGroupReservation',
  'listPublishedKeys',
  'createPublishedKey',
  'createDynamicTemplate',
  'processDynamicWaiver',
  'getWebhookConfig',
  'saveWebhookConfig',
  'deleteWebhookConfig',
  'getWebhookQueueCounts',
  'resendWebhook',
  'getConsoleSettings',
  'getServiceVersion',
  'pingService',
  'getRateBudget',
  'runDiagnostics',
  'getUpdates',
  'checkForUpdates',
  'restartToUpdate',
  'saveUpdateChoices',
  'makeSupportReport',
  'savePrinting',
  'listPrinters',
  'testPrint',
  'getCounterTrail',
] as const satisfies readonly Method[];

/**
 * What staff may change in Settings while it is locked: the sounds, muted from a scan's
 * notice, and who is at the desk, given at the counter.
 */
const STAFF_PREFERENCES: ReadonlySet<string> = new Set(['scanSounds', 'workerName']);

const onlyStaffPreferences = (patch: object): boolean =>
  Object.keys(patch).every((key) => STAFF_PREFERENCES.has(key));

export function guardManagerCalls(handlers: DeskHandlers, lock: ManagerLock): DeskHandlers {
  const guarded: Partial<Record<Method, unknown>> = {};
  for (const method of MANAGER_CALLS) {
    const handler = handlers[method] as (request: unknown, context: unknown) => Promise<unknown>;
    guarded[method] = (request: unknown, context: unknown) => {
      const staffMayDo = method === 'saveSettings' && onlyStaffPreferences(request as object);
      if (!staffMayDo) lock.guard();
      return handler(request, context);
    };
  }
  return { ...handlers, ...(guarded as Partial<DeskHandlers>) };
}
