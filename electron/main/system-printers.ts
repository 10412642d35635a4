/**
 * This computer's printers, through Chromium's own printing: the list comes from
 * `getPrintersAsync`, and a card is printed silently (no dialog) on the printer
 * chosen in Settings from a hidden window that runs no script, holds only the
 * card's page and is destroyed once the job is handed over. Electron's silent
 * printing to a named printer is known to be fragile (electron#30340, #33505):
 * a network printer spoken to in ZPL or ESC/POS is the sturdier choice, and
 * README says so.
 */
import { BrowserWindow, type WebContents } from 'electron';
import {
  type SystemPrinter,
  type SystemPrinters,
  SystemPrintFailed,
} from '../desk/printing/system-printers.ts';

/** A hidden window for one job (or one look at the list), destroyed however it ends. */
async function inHiddenWindow<T>(
  page: string | null,
  use: (contents: WebContents) => Promise<T>,
): Promise<T> {
  // The options stay written out here, where the security checks read them.
  const window = new BrowserWindow({
    show: false,
    width: 600,
    height: 800,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      // The card is text and styles: nothing in it may run, and it opens nothing.
      javascript: false,
      webSecurity: true,
      spellcheck: false,
      devTools: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  try {
    if (page !== null) await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(page)}`);
    return await use(window.webContents);
  } finally {
    window.destroy();
  }
}

const printersOf = async (contents: WebContents): Promise<SystemPrinter[]> =>
  (await contents.getPrintersAsync()).map((printer) => ({
    name: printer.name,
    displayName: printer.displayName || printer.name,
  }));

export function electronSystemPrinters(): SystemPrinters {
  return {
    list: () => inHiddenWindow(null, printersOf),
    print: (page, deviceName) =>
      inHiddenWindow(
        page,
        (contents) =>
          new Promise<void>((resolve, reject) => {
            contents.print(
              { silent: true, deviceName, printBackground: true, margins: { marginType: 'none' } },
              (success, failureReason) =>
                success ? resolve() : reject(new SystemPrintFailed(failureReason)),
            );
          }),
      ),
  };
}
