/** The desk itself: what is open. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const appHandlers = (desk: DeskServices): Pick<DeskHandlers, 'getAppInfo'> => ({
  getAppInfo: async () => desk.info(),
});
