import path from 'node:path';
import { app, BrowserWindow } from 'electron';
import { APP_ORIGIN } from '../../shared/ipc/channels.ts';
import { setKiosk } from './kiosk.ts';

export interface MainWindowOptions {
  /** Full screen with no menu (Settings, This computer); the window starts that way rather than switching after it shows. */
  kiosk: boolean;
}

export function openMainWindow(
  preloadPath: string,
  options: MainWindowOptions = { kiosk: false },
): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Waiver Desk',
    kiosk: options.kiosk,
    webPreferences: {
      preload: path.resolve(preloadPath),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !app.isPackaged, // An installed desk opens no developer tools (window-security.ts closes any).
      // A middle click on a link asks for a new window; the window-open rule refuses
      // it anyway, but the click then never reaches that rule at all.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (options.kiosk) setKiosk(window, true);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  return window;
}
