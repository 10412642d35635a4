/**
 * App-wide web-contents rules: no new windows (web links go to the OS browser),
 * no navigation away from the app, no webviews, and every permission refused.
 */
import { app, session, shell } from 'electron';
import { isOpenableExternally } from './external-links.ts';
import { isAppUrl } from './trusted-sender.ts';

export function enforceWebContentsRules(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      if (isOpenableExternally(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (isAppUrl(url)) return;
      event.preventDefault();
      if (isOpenableExternally(url)) void shell.openExternal(url);
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });
}

export function denyAllPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}
