/** The desk's preferences: validated by the contract, applied at once. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const settingsHandlers = (
  desk: DeskServices,
): Pick<
  DeskHandlers,
  'getSettings' | 'saveSettings' | 'getSharedDatabase' | 'testSharedDatabase' | 'saveSharedDatabase'
> => {
  const sharedView = async () => {
    const session = await desk.session().catch(() => null);
    return desk.accounts.sharedDatabase({
      shared: session?.copy?.shared ?? null,
      problem: session?.plan.mode === 'demo' ? { kind: 'demo-account' } : null,
    });
  };
  return {
    getSettings: async () => desk.accounts.preferences(),
    saveSettings: (patch) => desk.accounts.savePreferences(patch),
    getSharedDatabase: sharedView,
    testSharedDatabase: (request) => desk.accounts.testSharedDatabase(request),
    saveSharedDatabase: async (request) => {
      await desk.accounts.saveSharedDatabase(request);
      return sharedView();
    },
  };
};
