/**
 * Kiosk mode for a front-desk PC: the desk fills the screen with no menu, so
 * nobody at the counter reloads it, opens developer tools or quits it from a
 * menu shortcut. Staff leave it from Settings (This computer) or with
 * Ctrl+Shift+K (⌘⇧K on a Mac) after a confirm.
 *
 * "No menu" replaces the application menu with one that holds only the editing
 * commands, hidden: on macOS typing shortcuts (copy, paste, undo) come from the
 * menu, so taking it away entirely would break the search box there.
 */
import { type BrowserWindow, dialog, type Input, Menu } from 'electron';
import { mainWords } from './main-words.ts';

export const KIOSK_EXIT_SHORTCUT = { other: 'Ctrl+Shift+K', mac: '⌘⇧K' } as const;

export function isKioskExitShortcut(input: Input, platform: NodeJS.Platform = process.platform): boolean {
  const command = platform === 'darwin' ? input.meta : input.control;
  return input.type === 'keyDown' && command && input.shift && !input.alt && input.key.toLowerCase() === 'k';
}

/** The menu the desk had before kiosk mode replaced it, put back when it ends; undefined outside kiosk mode. */
let menuOutsideKiosk: Menu | null | undefined;

function kioskMenu(): Menu {
  return Menu.buildFromTemplate([{ role: 'editMenu' }]);
}

/** Puts the window into kiosk mode or takes it out; doing what is already so changes nothing. */
export function setKiosk(window: BrowserWindow, on: boolean): void {
  if (on && menuOutsideKiosk === undefined) {
    menuOutsideKiosk = Menu.getApplicationMenu();
    Menu.setApplicationMenu(kioskMenu());
  } else if (!on && menuOutsideKiosk !== undefined) {
    Menu.setApplicationMenu(menuOutsideKiosk);
    menuOutsideKiosk = undefined;
  }
  window.setMenuBarVisibility(!on);
  window.setKiosk(on);
}

const LEAVE = 0;
const STAY = 1;

/**
 * Staff press the shortcut; a confirm guards against a stray key press, then
 * `leave` turns the setting off (the window follows the saved setting).
 */
export function offerKioskExit(window: BrowserWindow, leave: () => void): void {
  let asking = false;
  window.webContents.on('before-input-event', (event, input) => {
    if (!isKioskExitShortcut(input) || !window.isKiosk()) return;
    event.preventDefault();
    if (asking) return;
    asking = true;
    void mainWords()
      .then((words) =>
        dialog.showMessageBox(window, {
          type: 'question',
          buttons: [words.say('main.kiosk.leave'), words.say('main.kiosk.stay')],
          defaultId: STAY,
          cancelId: STAY,
          title: words.say('main.kiosk.title'),
          message: words.say('main.kiosk.question'),
          detail: words.say('main.kiosk.detail'),
        }),
      )
      .then(({ response }) => {
        if (response === LEAVE) leave();
      })
      // No dialog, no change: the window stays in kiosk mode and Settings still leaves it.
      .catch(() => {})
      .finally(() => {
        asking = false;
      });
  });
}
