/**
 * App-wide web-contents rules: no new windows and no navigation away from the
 * app (a link leaving it goes to the OS browser by the link rule, `external-links.ts`),
 * no webviews, every permission refused but the camera for the app's own page
 * (video only: the camera as a scanner), and no developer tools in an installed app.
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

/** What a permission request or check says of itself (Electron's details, the parts read here). */
export interface PermissionAsk {
  /** A request's media: `video` is the camera, `audio` the microphone. */
  mediaTypes?: readonly string[];
  /** A check's one medium. */
  mediaType?: string;
  requestingUrl?: string;
  securityOrigin?: string;
  isMainFrame: boolean;
}

/**
 * The camera, and nothing else: `media` asking for video alone, from the app's own
 * top-level page. The microphone, the screen, a frame, a print window's page and
 * every other permission are refused.
 */
export function isCameraForApp(permission: string, ask: PermissionAsk, origin?: string): boolean {
  if (permission !== 'media' || !ask.isMainFrame) return false;
  const media = ask.mediaTypes ?? (ask.mediaType === undefined ? [] : [ask.mediaType]);
  if (media.length === 0 || media.some((medium) => medium !== 'video')) return false;
  const from = [origin, ask.securityOrigin, ask.requestingUrl].filter((url) => url !== undefined);
  return from.length > 0 && from.every((url) => isAppUrl(url));
}

export function limitPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isCameraForApp(permission, details)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isCameraForApp(permission, details, requestingOrigin),
  );
}
