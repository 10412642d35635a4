/** Service status: the indicator's state, a reading on demand, a notice's timeline, recent notices. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { NotConfiguredError } from '../../runtime/errors.ts';
import type { StatusClient } from '../../services/status-api/index.ts';
import { readRecentNotices } from '../../services/status-monitor/index.ts';
import { type DeskServices, interactiveCall } from '../desk-services.ts';

function requireStatusPage(session: AccountSession): StatusClient {
  if (session.status) return session.status;
  throw new NotConfiguredError({ kind: 'no_status_page' });
}

export const statusHandlers = (
  desk: DeskServices,
): Pick<
  DeskHandlers,
  'getServiceStatus' | 'refreshServiceStatus' | 'getStatusNotice' | 'listRecentNotices'
> => ({
  getServiceStatus: async () => (await desk.session()).statusMonitor.report(),

  refreshServiceStatus: async () => {
    const session = await desk.session();
    // The reading is the account's, shared with whoever else waits on it: a caller
    // that gives up stops waiting, the reading goes on and lands in the indicator.
    await session.statusMonitor.refresh();
    return session.statusMonitor.report();
  },

  getStatusNotice: async ({ id }, context) => {
    const session = await desk.session();
    return requireStatusPage(session).getNotice(id, interactiveCall(context, session));
  },

  listRecentNotices: async (_request, context) => {
    const session = await desk.session();
    return readRecentNotices(requireStatusPage(session), interactiveCall(context, session));
  },
});
