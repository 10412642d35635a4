/** The desk itself: what is open, and what it recovered from by itself. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const appHandlers = (desk: DeskServices): Pick<DeskHandlers, 'getAppInfo' | 'dismissRecovery'> => ({
  getAppInfo: async () => desk.info(),
  dismissRecovery: async ({ id }) => ({
    sessionId: desk.info().sessionId,
    recoveries: desk.recoveries.dismiss(id),
  }),
});
