/**
 * The desktop app's printers, through the Electron test double: the list is what
 * Chromium gives; a card is printed silently on the named printer from a hidden
 * window that runs no script and is destroyed however the job ends; a printer
 * that is not there is said by name before anything is printed, and a job the
 * system cancels or fails is said too. (The real Electron binary cannot run here:
 * these check the glue, and the network printers are tested for real.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { electronSystemPrinters } = await import('../../electron/main/system-printers.ts');
const { DeskPrinting } = await import('../../electron/desk/printing/desk-printing.ts');
const { SystemPrintFailed } = await import('../../electron/desk/printing/system-printers.ts');
const { memorySettings } = await import('../../electron/settings/memory-store.ts');

const ZEBRA = {
  name: 'Zebra_ZD510',
  displayName: 'Zebra ZD510 (front desk)',
  description: 'Wristband printer',
  options: {},
};

const card = {
  name: 'Ana <b>Lee</b>',
  colour: 'BLUE',
  text: 'Day pass',
  until: 'Until 5:30 PM',
  minor: '',
  title: 'Jump waiver',
  footer: 'Sat, May 3 · Front desk',
};

/** The windows made since `from`, with what each was given. */
const windowsSince = (from: number) => electron.createdWindows.slice(from);

afterEach(() => {
  electron.systemPrinting.printers = [];
  electron.systemPrinting.answer = { success: true, failureReason: '' };
});

describe('this computer’s printers in the desktop app', () => {
  it('lists them by the system’s name and the name a person reads, from a window it then destroys', async () => {
    electron.systemPrinting.printers = [ZEBRA, { ...ZEBRA, name: 'Office', displayName: '' }];
    const from = electron.createdWindows.length;
    expect(await electronSystemPrinters().list()).toEqual([
      { name: 'Zebra_ZD510', displayName: 'Zebra ZD510 (front desk)' },
      { name: 'Office', displayName: 'Office' },
    ]);
    const [window] = windowsSince(from);
    expect(window?.destroy).toHaveBeenCalled();
  });

  it('prints silently on the printer named, from a hidden window that runs no script', async () => {
    const from = electron.createdWindows.length;
    await electronSystemPrinters().print('<p>card</p>', 'Zebra_ZD510');
    const [window] = windowsSince(from);
    expect(window?.options).toMatchObject({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
    });
    expect(window?.loadURL).toHaveBeenCalledWith(
      `data:text/html;charset=utf-8,${encodeURIComponent('<p>card</p>')}`,
    );
    expect(window?.webContents.print).toHaveBeenCalledWith(
      expect.objectContaining({ silent: true, deviceName: 'Zebra_ZD510' }),
      expect.any(Function),
    );
    expect(window?.destroy).toHaveBeenCalled();
  });

  it('says a job the system cancelled or failed, and still destroys its window', async () => {
    for (const [failureReason, because] of [
      ['Print job canceled', 'cancelled'],
      ['Print job failed', 'failed'],
    ] as const) {
      electron.systemPrinting.answer = { success: false, failureReason };
      const from = electron.createdWindows.length;
      const failure = await electronSystemPrinters()
        .print('<p>card</p>', 'Zebra_ZD510')
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SystemPrintFailed);
      expect((failure as InstanceType<typeof SystemPrintFailed>).because).toBe(because);
      expect(windowsSince(from)[0]?.destroy).toHaveBeenCalled();
    }
  });
});

describe('the desk printing on this computer’s printers', () => {
  const printing = () => new DeskPrinting(memorySettings(), { systemPrinters: electronSystemPrinters() });

  it('says a printer that is not there by its name, and prints nothing', async () => {
    electron.systemPrinting.printers = [ZEBRA];
    const from = electron.createdWindows.length;
    const problem = await printing().print('wristband', { kind: 'system', deviceName: 'Brother_QL_820NWB' }, [
      card,
    ]);
    expect(problem).toEqual({ kind: 'printer-missing', name: 'Brother_QL_820NWB' });
    for (const window of windowsSince(from)) expect(window.webContents.print).not.toHaveBeenCalled();
  });

  it('prints the card’s page, escaped, on the printer that is there', async () => {
    electron.systemPrinting.printers = [ZEBRA];
    const from = electron.createdWindows.length;
    expect(await printing().print('label', { kind: 'system', deviceName: 'Zebra_ZD510' }, [card])).toBeNull();
    const printed = windowsSince(from).find((window) => window.webContents.print.mock.calls.length > 0);
    const loaded = decodeURIComponent(String(printed?.loadURL.mock.calls[0]?.[0 as never] ?? ''));
    expect(loaded).toContain('Ana &lt;b&gt;Lee&lt;/b&gt;');
    expect(loaded).toContain('BLUE');
  });

  it('says a cancelled job in desk terms', async () => {
    electron.systemPrinting.printers = [ZEBRA];
    electron.systemPrinting.answer = { success: false, failureReason: 'Print job canceled' };
    expect(await printing().print('label', { kind: 'system', deviceName: 'Zebra_ZD510' }, [card])).toEqual({
      kind: 'system-print-failed',
      because: 'cancelled',
    });
  });
});
