import { describe, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { enforceWebContentsRules, denyAllPermissions } = await import(
  '../../electron/main/window-security.ts'
);
const { openMainWindow } = await import('../../electron/main/main-window.ts');

function fakeContents() {
  const emitter = electron.createEmitter();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  return {
    ...emitter,
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler;
    }),
    open: (url: string) => openHandler!({ url }),
  };
}

function navigationEvent() {
  return { preventDefault: vi.fn() };
}

describe('web contents rules', () => {
  enforceWebContentsRules();
  const contents = fakeContents();
  electron.app.emit('web-contents-created', {}, contents);

  it('denies every new window and sends only web links to the OS browser', () => {
    expect(contents.open('https://example.com/waiver')).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).toHaveBeenLastCalledWith('https://example.com/waiver');
    electron.shell.openExternal.mockClear();
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
      'https://user:pw@example.com/',
    ]) {
      expect(contents.open(url)).toEqual({ action: 'deny' });
    }
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('prevents navigation away from the app but not within it', () => {
    const away = navigationEvent();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const within = navigationEvent();
    contents.emit('will-navigate', within, 'app://waiver-desk/index.html');
    expect(within.preventDefault).not.toHaveBeenCalled();
    const redirect = navigationEvent();
    contents.emit('will-redirect', redirect, 'http://127.0.0.1:9/');
    expect(redirect.preventDefault).toHaveBeenCalled();
  });

  it('refuses webviews', () => {
    const attach = navigationEvent();
    contents.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('refuses every permission request and check', () => {
    denyAllPermissions();
    const requestHandler = electron.session.defaultSession.setPermissionRequestHandler.mock.calls[0]![0] as (
      c: unknown,
      p: string,
      cb: (granted: boolean) => void,
    ) => void;
    const callback = vi.fn();
    requestHandler({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const checkHandler = electron.session.defaultSession.setPermissionCheckHandler.mock
      .calls[0]![0] as () => boolean;
    expect(checkHandler()).toBe(false);
  });
});

describe('main window', () => {
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
});
