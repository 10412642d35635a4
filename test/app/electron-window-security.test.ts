import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkHostsFrom } from '../../shared/ipc/external-links.ts';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { enforceWebContentsRules, limitPermissions } = await import('../../electron/main/window-security.ts');
const { openMainWindow } = await import('../../electron/main/main-window.ts');

function fakeContents() {
  const emitter = electron.createEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    ...emitter,
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler;
    }),
    closeDevTools: vi.fn(),
    open: (url: string) => openHandler!({ url }),
  };
}

function navigationEvent() {
  return { preventDefault: vi.fn() };
}

/** What the dialog asked, and the person's answer to it. */
function answerDialog(button: 'open' | 'cancel') {
  electron.dialog.showMessageBox.mockImplementation(async (_window, options) => ({
    response: button === 'open' ? 0 : (options.cancelId ?? 1),
    checkboxChecked: false,
  }));
}

/** Lets the asynchronous link handling (dialog, openExternal) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits until the dialog has been asked `times` times in all, then lets the answer's handling
 * finish. The first question reads the main process's words from disk, which one turn of the
 * event loop does not always see through on a busy machine (the question then landed in the
 * next test).
 */
async function untilAsked(times: number): Promise<void> {
  await vi.waitFor(() => expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(times));
  await settle();
}

// The account this desk is set up with: its own service hosts and console.
let linkHosts = linkHostsFrom({
  baseUrl: 'https://api.waivers.example',
  statusUrl: 'https://status.waivers.example',
  consoleLinkTemplate: 'https://console.waivers.example/w/{waiverId}',
  signingHost: 'https://sign.waivers.example',
});

describe('web contents rules', () => {
  enforceWebContentsRules(() => linkHosts);
  const contents = fakeContents();
  electron.app.emit('web-contents-created', {}, contents);
  // The page's window, so a question has somewhere to be asked.
  const window = new electron.BrowserWindow({});
  electron.BrowserWindow.fromWebContents.mockImplementation((asked) => (asked === contents ? window : null));

  beforeEach(() => {
    electron.shell.openExternal.mockClear();
    electron.dialog.showMessageBox.mockClear();
  });

  it("opens the service's own https hosts in the OS browser without asking", async () => {
    for (const url of [
      'https://console.waivers.example/w/W123',
      'https://sign.waivers.example/auto/?auto_tag=1',
      'https://status.waivers.example/',
      'https://www.smartwaiver.com/m/console/?waiverId=W1',
      'https://waiver.smartwaiver.com/w/abc',
    ]) {
      expect(contents.open(url)).toEqual({ action: 'deny' });
      await settle();
      expect(electron.shell.openExternal).toHaveBeenLastCalledWith(url);
    }
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('asks before another https host, naming it, and opens it only on yes', async () => {
    answerDialog('cancel');
    expect(contents.open('https://example.com/waiver')).toEqual({ action: 'deny' });
    await untilAsked(1);
    const [asked, options] = electron.dialog.showMessageBox.mock.calls[0]!;
    expect(asked).toBe(window);
    expect(options).toMatchObject({ message: 'Open a page on example.com?', cancelId: 1, defaultId: 1 });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();

    answerDialog('open');
    contents.open('https://example.com/waiver');
    await untilAsked(2);
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://example.com/waiver');
  });

  it('names a look-alike host as the letters it really is', async () => {
    answerDialog('cancel');
    contents.open('https://smartwаiver.com/login'); // Cyrillic а
    await untilAsked(1);
    const [, options] = electron.dialog.showMessageBox.mock.calls[0]!;
    expect((options as { message: string }).message).toMatch(
      /^Open a page on xn--smartwiver-[a-z0-9]+\.com\?$/,
    );
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('never opens http, file:, custom schemes or addresses with credentials', async () => {
    answerDialog('open');
    for (const url of [
      'http://console.waivers.example/w/W1',
      'http://127.0.0.1:5200/auto/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
      'ms-settings:privacy',
      'https://user:pw@console.waivers.example/',
    ]) {
      expect(contents.open(url)).toEqual({ action: 'deny' });
    }
    await settle();
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('does not open a link to another host from contents with no window to ask in', async () => {
    answerDialog('open');
    const orphan = fakeContents();
    electron.app.emit('web-contents-created', {}, orphan);
    orphan.open('https://example.com/');
    await settle();
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('reads the hosts at each click, so a changed setting applies at once', async () => {
    answerDialog('cancel');
    const before = linkHosts;
    linkHosts = linkHostsFrom({ consoleLinkTemplate: 'https://new-console.example/{waiverId}' });
    contents.open('https://new-console.example/W1');
    await settle();
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://new-console.example/W1');
    linkHosts = before;
  });

  it('prevents navigation away from the app, sending the link through the same rule', async () => {
    answerDialog('cancel');
    const away = navigationEvent();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    await untilAsked(1);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();

    const toService = navigationEvent();
    contents.emit('will-navigate', toService, 'https://console.waivers.example/w/W9');
    expect(toService.preventDefault).toHaveBeenCalled();
    await settle();
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://console.waivers.example/w/W9');

    const insecure = navigationEvent();
    contents.emit('will-navigate', insecure, 'http://evil.example/');
    expect(insecure.preventDefault).toHaveBeenCalled();
    await settle();
    expect(electron.shell.openExternal).toHaveBeenCalledTimes(1);

    const within = navigationEvent();
    contents.emit('will-navigate', within, 'app://waiver-desk/index.html');
    expect(within.preventDefault).not.toHaveBeenCalled();
    const redirect = navigationEvent();
    contents.emit('will-redirect', redirect, 'http://127.0.0.1:9/');
    expect(redirect.preventDefault).toHaveBeenCalled();
  });

  it('opens no new window for the app itself either', async () => {
    expect(contents.open('app://waiver-desk/index.html#/today')).toEqual({ action: 'deny' });
    await settle();
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('refuses webviews', () => {
    const attach = navigationEvent();
    contents.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  describe('developer tools', () => {
    afterEach(() => {
      electron.app.isPackaged = false;
    });

    it('closes them at once in an installed app', () => {
      electron.app.isPackaged = true;
      contents.emit('devtools-opened');
      expect(contents.closeDevTools).toHaveBeenCalledTimes(1);
    });

    it('leaves them open in a development run', () => {
      contents.closeDevTools.mockClear();
      contents.emit('devtools-opened');
      expect(contents.closeDevTools).not.toHaveBeenCalled();
    });
  });

  describe('permissions', () => {
    type Request = (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: object,
    ) => void;
    type Check = (contents: unknown, permission: string, origin: string, details: object) => boolean;
    limitPermissions();
    const request = electron.session.defaultSession.setPermissionRequestHandler.mock.calls.at(
      -1,
    )![0] as Request;
    const check = electron.session.defaultSession.setPermissionCheckHandler.mock.calls.at(-1)![0] as Check;
    const APP_PAGE = 'app://waiver-desk/index.html#/today';
    const granted = (permission: string, details: object) => {
      const callback = vi.fn();
      request({}, permission, callback, details);
      expect(callback).toHaveBeenCalledTimes(1);
      return callback.mock.calls[0]![0] as boolean;
    };

    it('lets the app’s own page use the camera, video alone, for the camera scanner', () => {
      const camera = {
        mediaTypes: ['video'],
        requestingUrl: APP_PAGE,
        securityOrigin: 'app://waiver-desk/',
        isMainFrame: true,
      };
      expect(granted('media', camera)).toBe(true);
      expect(
        check({}, 'media', 'app://waiver-desk', {
          mediaType: 'video',
          requestingUrl: APP_PAGE,
          isMainFrame: true,
        }),
      ).toBe(true);
    });

    it('refuses the microphone, the screen, a frame, another page and every other permission', () => {
      const app = { requestingUrl: APP_PAGE, securityOrigin: 'app://waiver-desk/', isMainFrame: true };
      expect(granted('media', { ...app, mediaTypes: ['audio'] })).toBe(false);
      expect(granted('media', { ...app, mediaTypes: ['video', 'audio'] })).toBe(false);
      expect(granted('media', { ...app, mediaTypes: [] })).toBe(false);
      expect(granted('media', { ...app })).toBe(false);
      expect(granted('display-capture', { ...app, mediaTypes: ['video'] })).toBe(false);
      expect(granted('media', { ...app, mediaTypes: ['video'], isMainFrame: false })).toBe(false);
      for (const elsewhere of [
        'https://evil.example/',
        'data:text/html,<p>card</p>',
        'app://other-host/index.html',
      ]) {
        expect(
          granted('media', { mediaTypes: ['video'], requestingUrl: elsewhere, isMainFrame: true }),
          elsewhere,
        ).toBe(false);
        expect(
          granted('media', {
            mediaTypes: ['video'],
            requestingUrl: APP_PAGE,
            securityOrigin: elsewhere,
            isMainFrame: true,
          }),
          elsewhere,
        ).toBe(false);
      }
      for (const permission of [
        'geolocation',
        'notifications',
        'clipboard-read',
        'midi',
        'openExternal',
        'fullscreen',
        'hid',
        'usb',
        'serial',
      ]) {
        expect(granted(permission, { ...app, mediaTypes: ['video'] }), permission).toBe(false);
        expect(check({}, permission, 'app://waiver-desk', { ...app, mediaType: 'video' }), permission).toBe(
          false,
        );
      }
      expect(check({}, 'media', 'app://waiver-desk', { ...app, mediaType: 'audio' })).toBe(false);
      expect(check({}, 'media', 'app://waiver-desk', { ...app, mediaType: 'unknown' })).toBe(false);
      expect(check({}, 'media', 'https://evil.example', { mediaType: 'video', isMainFrame: true })).toBe(
        false,
      );
      expect(
        check({}, 'media', 'app://waiver-desk', {
          mediaType: 'video',
          requestingUrl: APP_PAGE,
          isMainFrame: false,
        }),
      ).toBe(false);
    });
  });
});

describe('main window', () => {
  afterEach(() => {
    electron.app.isPackaged = false;
  });

  it('isolates the renderer and loads the app origin', () => {
    openMainWindow('/app/dist/electron/preload.cjs');
    const window = electron.createdWindows.at(-1)!;
    expect(window.options).toMatchObject({
      webPreferences: {
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        webviewTag: false,
        preload: '/app/dist/electron/preload.cjs',
      },
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://waiver-desk/index.html');
  });

  it('has developer tools only in a development run', () => {
    openMainWindow('/app/dist/electron/preload.cjs');
    expect(electron.createdWindows.at(-1)!.options).toMatchObject({ webPreferences: { devTools: true } });
    electron.app.isPackaged = true;
    openMainWindow('/app/dist/electron/preload.cjs');
    expect(electron.createdWindows.at(-1)!.options).toMatchObject({ webPreferences: { devTools: false } });
  });
});
