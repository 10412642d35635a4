/**
 * App-wide web-contents rules: no new windows and no navigation away from the
 * app (a link leaving it goes to the OS browser by the link rule, `external-links.ts`),
 * no webviews, every permission refused, and no developer tools in an installed app.
 */
import { app, session } from 'electron';
import { linkHostsFrom } from '../../shared/ipc/external-links.ts';
import { deskLog } from '../logging/desk-log.ts';
import { followExternalLink, type LinkHostsSource } from './external-links.ts';
import { isAppUrl } from './trusted-sender.ts';

/** Before the account is known, only the real service's domain opens without asking. */
const SERVICE_DOMAIN_ONLY: LinkHostsSource = () => linkHostsFrom({});

export function enforceWebContentsRules(linkHosts: LinkHostsSource = SERVICE_DOMAIN_ONLY): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      if (!isAppUrl(url)) void followExternalLink(url, contents, linkHosts);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (isAppUrl(url)) return;
      event.preventDefault();
      void followExternalLink(url, contents, linkHosts);
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // The window is made without devtools when installed; this closes them should anything open them anyway.
    contents.on('devtools-opened', () => {
      if (!app.isPackaged) return;
      deskLog.warn('developer tools were opened in the installed app and closed again');
      contents.closeDevTools();
    });
  });
}

export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}
