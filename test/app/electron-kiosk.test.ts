/**
 * Kiosk mode against the mocked Electron: the window starts full screen with the
 * menu replaced by editing commands only (hidden), leaving puts the desk's menu
 * back, and the staff shortcut leaves only after the confirm says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { openMainWindow } = await import('../../electron/main/main-window.ts');
const { isKioskExitShortcut, offerKioskExit, setKiosk } = await import('../../electron/main/kiosk.ts');

const PRELOAD = '/app/dist/electron/preload.cjs';
const LEAVE = 0;
const STAY = 1;

type Key = Partial<Parameters<typeof isKioskExitShortcut>[0]>;
const key = (input: Key) => ({
  type: 'keyDown',
  key: 'k',
  code: 'KeyK',
  control: false,
  meta: false,
  shift: false,
  alt: false,
  isAutoRepeat: false,
  isComposing: false,
  location: 0,
  modifiers: [],
  ...input,
});

/** Presses keys in the window's page as Electron reports them to main, before the page sees them. */
function press(window: electron.BrowserWindow, input: Key) {
  const event = { preventDefault: vi.fn() };
  window.webContents.emit('before-input-event', event, key(input));
  return event;
}

const lastWindow = () => electron.createdWindows.at(-1)!;

beforeEach(() => {
  // Each test starts outside kiosk mode, with Electron's default menu.
  for (const window of electron.createdWindows) setKiosk(window as never, false);
  electron.Menu.setApplicationMenu(electron.DEFAULT_MENU);
  vi.clearAllMocks();
});

describe('the main window', () => {
  it('is an ordinary window with its menu unless kiosk mode is on', () => {
    openMainWindow(PRELOAD);
    expect(lastWindow().options).toMatchObject({
      kiosk: false,
      webPreferences: { contextIsolation: true, sandbox: true, disableBlinkFeatures: 'Auxclick' },
    });
    expect(electron.Menu.setApplicationMenu).not.toHaveBeenCalled();
    expect(electron.Menu.getApplicationMenu()).toBe(electron.DEFAULT_MENU);
  });

  it('starts in kiosk mode full screen, with only editing commands in a hidden menu', () => {
    openMainWindow(PRELOAD, { kiosk: true });
    const window = lastWindow();
    expect(window.options).toMatchObject({ kiosk: true, webPreferences: { sandbox: true } });
    expect(window.isKiosk()).toBe(true);
    expect(window.setMenuBarVisibility).toHaveBeenLastCalledWith(false);
    expect(electron.Menu.getApplicationMenu()).toEqual({ template: [{ role: 'editMenu' }] });
  });

  it('leaves kiosk mode with the desk’s own menu back, and entering twice changes nothing', () => {
    openMainWindow(PRELOAD, { kiosk: true });
    const window = lastWindow();
    setKiosk(window as never, true);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);

    setKiosk(window as never, false);
    expect(window.isKiosk()).toBe(false);
    expect(window.setMenuBarVisibility).toHaveBeenLastCalledWith(true);
    expect(electron.Menu.getApplicationMenu()).toBe(electron.DEFAULT_MENU);
  });
});

describe('the staff shortcut out of kiosk mode', () => {
  it('is Ctrl+Shift+K, or ⌘⇧K on a Mac, and nothing near it', () => {
    expect(isKioskExitShortcut(key({ control: true, shift: true }), 'win32')).toBe(true);
    expect(isKioskExitShortcut(key({ control: true, shift: true, key: 'K' }), 'linux')).toBe(true);
    expect(isKioskExitShortcut(key({ meta: true, shift: true }), 'darwin')).toBe(true);
    expect(isKioskExitShortcut(key({ control: true, shift: true }), 'darwin')).toBe(false);
    expect(isKioskExitShortcut(key({ control: true }), 'win32')).toBe(false);
    expect(isKioskExitShortcut(key({ control: true, shift: true, alt: true }), 'win32')).toBe(false);
    expect(isKioskExitShortcut(key({ control: true, shift: true, type: 'keyUp' }), 'win32')).toBe(false);
    expect(isKioskExitShortcut(key({ control: true, shift: true, key: 'j' }), 'win32')).toBe(false);
  });

  const shortcut =
    process.platform === 'darwin' ? { meta: true, shift: true } : { control: true, shift: true };

  it('leaves after the person confirms, and keeps the key press from the page', async () => {
    openMainWindow(PRELOAD, { kiosk: true });
    const window = lastWindow();
    const leave = vi.fn();
    offerKioskExit(window as never, leave);
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: LEAVE, checkboxChecked: false });

    const event = press(window, shortcut);
    expect(event.preventDefault).toHaveBeenCalled();
    // The dialog's words are read first (the catalog's first load can take a while on a busy machine).
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [parent, asked] = electron.dialog.showMessageBox.mock.calls[0]!;
    expect(parent).toBe(window);
    expect(asked).toMatchObject({ message: 'Leave kiosk mode?', cancelId: STAY, defaultId: STAY });
  });

  it('stays when the person says so, and asks once however often the key is pressed', async () => {
    openMainWindow(PRELOAD, { kiosk: true });
    const window = lastWindow();
    const leave = vi.fn();
    offerKioskExit(window as never, leave);
    let answer: (value: { response: number; checkboxChecked: boolean }) => void = () => {};
    electron.dialog.showMessageBox.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)) as never,
    );

    press(window, shortcut);
    press(window, shortcut);
    await vi.waitFor(() => expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(1), {
      timeout: 10_000,
    });
    press(window, shortcut);
    answer({ response: STAY, checkboxChecked: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(leave).not.toHaveBeenCalled();
    expect(window.isKiosk()).toBe(true);
  });

  it('does nothing outside kiosk mode or for other keys', () => {
    openMainWindow(PRELOAD);
    const ordinary = lastWindow();
    offerKioskExit(ordinary as never, vi.fn());
    expect(press(ordinary, shortcut).preventDefault).not.toHaveBeenCalled();

    openMainWindow(PRELOAD, { kiosk: true });
    const kiosk = lastWindow();
    offerKioskExit(kiosk as never, vi.fn());
    expect(press(kiosk, { ...shortcut, key: 'f' }).preventDefault).not.toHaveBeenCalled();
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
  });
});
