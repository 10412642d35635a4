/**
 * The hosts a link may leave the app for without asking: the addresses the open
 * account uses and the ones Settings holds for its console and signing pages,
 * with the real service's domain. Electron's main process asks it at each click;
 * the browser host's page asks it through the contract.
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { type LinkHosts, linkHostsFrom } from '../../../shared/ipc/external-links.ts';
import type { DeskServices } from '../desk-services.ts';

export function deskLinkHosts(desk: Pick<DeskServices, 'info' | 'accounts'>): LinkHosts {
  const { account } = desk.info();
  const { preferences } = desk.accounts.preferences();
  return linkHostsFrom({
    baseUrl: account?.baseUrl,
    statusUrl: account?.statusUrl,
    consoleLinkTemplate: preferences.consoleLinkTemplate,
    signingHost: preferences.signingHost,
  });
}

export const linkHandlers = (desk: DeskServices): Pick<DeskHandlers, 'getLinkHosts'> => ({
  getLinkHosts: async () => deskLinkHosts(desk),
});
