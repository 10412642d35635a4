/** Connecting, switching and signing out; the key only ever travels inward. */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { DeskServices } from '../desk-services.ts';

export const accountHandlers = (
  desk: DeskServices,
): Pick<
  DeskHandlers,
  | 'getAccount'
  | 'connectAccount'
  | 'suggestAccountName'
  | 'openDemoAccount'
  | 'openConnectedAccount'
  | 'signOut'
> => ({
  getAccount: () => desk.accounts.overview(),
  connectAccount: (request, context) => desk.accounts.connect(request, context.signal),
  suggestAccountName: async (request, context) => ({
    name: await desk.accounts.suggestName(request.statusUrl, context.signal),
  }),
  openDemoAccount: () => desk.accounts.useDemo(),
  openConnectedAccount: () => desk.accounts.useConfigured(),
  signOut: () => desk.accounts.signOut(),
});
