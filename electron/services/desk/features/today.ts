/** Today's check-ins. */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../desk-services.ts';
import { loadTodayCheckins } from '../today.ts';

export const todayHandlers = (desk: DeskServices): Pick<DeskHandlers, 'listTodayCheckins'> => ({
  listTodayCheckins: async (_request, context) => {
    const session = await desk.session();
    return loadTodayCheckins(
      requireWaiver(session),
      desk.now(),
      desk.info().timeZone,
      interactiveCall(context, session),
    );
  },
});
