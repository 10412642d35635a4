/**
 * The desk's printing: its settings (kept in the settings file, changed by a
 * manager), this computer's printers where the host has them, and a job sent to
 * the printer set for it: a page on a printer of this computer, or ZPL or ESC/POS
 * to a network printer's port. What goes wrong comes back as a problem in the
 * desk's terms, for the page to word; the log gets the kind, never a name.
 */
import type {
  PrinterSetup,
  PrintingSettings,
  PrintingView,
  PrintProblem,
  PrintPurpose,
  SystemPrinterList,
} from '../../../shared/printing/printing.ts';
import { type PrintedWords, printedWordsOf } from '../../../shared/printing/words.ts';
import { type CatalogWords, loadCatalogWords } from '../../ipc/catalog-words.ts';
import { deskLog } from '../../logging/desk-log.ts';
import type { SettingsStore } from '../../settings/schema.ts';
import { escposJob } from './escpos.ts';
import { NetworkPrintFailed, sendRawJob } from './network-printer.ts';
import type { PrintCard } from './print-card.ts';
import { printPage } from './print-page.ts';
import { type SystemPrinters, SystemPrintFailed } from './system-printers.ts';
import { zplJob } from './zpl.ts';

export interface PrintingOptions {
  /** This computer's printers; null where the host has none (the browser host). */
  systemPrinters: SystemPrinters | null;
  /** How long a network printer has to take a job. */
  networkTimeoutMs?: number;
  /**
   * The words in the language the desk speaks now (Electron main's, as its dialogs
   * say them); default this computer's "Language" setting, else English.
   */
  words?: () => Promise<CatalogWords>;
}

export class DeskPrinting {
  readonly #settings: SettingsStore;
  readonly #system: SystemPrinters | null;
  readonly #timeoutMs: number | undefined;
  readonly #words: () => Promise<CatalogWords>;

  constructor(settings: SettingsStore, options: PrintingOptions) {
    this.#settings = settings;
    this.#system = options.systemPrinters;
    this.#timeoutMs = options.networkTimeoutMs;
    this.#words = options.words ?? (() => loadCatalogWords(settings.get('language'), []));
  }

  /** What a band or label says, in the language the desk speaks now. */
  async words(): Promise<PrintedWords> {
    return printedWordsOf(await this.#words());
  }

  settings(): PrintingSettings {
    return this.#settings.get('printing');
  }

  view(): PrintingView {
    return { settings: this.settings(), systemPrinting: this.#system !== null };
  }

  save(settings: PrintingSettings): PrintingView {
    this.#settings.set('printing', settings);
    return this.view();
  }

  async listPrinters(): Promise<SystemPrinterList> {
    if (!this.#system) return { available: false };
    return { available: true, printers: await this.#system.list() };
  }

  /** Prints `cards` on `printer`: null once the printer has them, else what went wrong. */
  async print(
    purpose: PrintPurpose,
    printer: PrinterSetup,
    cards: readonly PrintCard[],
    signal?: AbortSignal,
  ): Promise<PrintProblem | null> {
    const problem = await this.#send(purpose, printer, cards, signal);
    if (problem) deskLog.warn(`a ${purpose} was not printed (${printer.kind}): ${problem.kind}`);
    else deskLog.info(`printed ${cards.length} ${purpose}(s) (${printer.kind})`);
    return problem;
  }

  async #send(
    purpose: PrintPurpose,
    printer: PrinterSetup,
    cards: readonly PrintCard[],
    signal: AbortSignal | undefined,
  ): Promise<PrintProblem | null> {
    switch (printer.kind) {
      case 'none':
        return { kind: 'no-printer' };
      case 'system':
        return this.#printOnThisComputer(printer.deviceName, printPage(purpose, cards));
      case 'zpl':
        return this.#sendRaw(printer, zplJob(purpose, cards), signal);
      case 'escpos':
        return this.#sendRaw(printer, escposJob(cards, printer.codepage), signal);
    }
  }

  async #printOnThisComputer(deviceName: string, page: string): Promise<PrintProblem | null> {
    if (!this.#system) return { kind: 'system-printing-unavailable' };
    // Electron prints a silent job with an unknown name on whatever it finds; the desk says instead.
    const known = await this.#system.list();
    if (!known.some((printer) => printer.name === deviceName))
      return { kind: 'printer-missing', name: deviceName };
    try {
      await this.#system.print(page, deviceName);
      return null;
    } catch (error) {
      if (error instanceof SystemPrintFailed) return { kind: 'system-print-failed', because: error.because };
      throw error;
    }
  }

  async #sendRaw(
    printer: Extract<PrinterSetup, { kind: 'zpl' | 'escpos' }>,
    job: Uint8Array,
    signal: AbortSignal | undefined,
  ): Promise<PrintProblem | null> {
    try {
      await sendRawJob(printer, job, {
        ...(this.#timeoutMs === undefined ? {} : { timeoutMs: this.#timeoutMs }),
        ...(signal ? { signal } : {}),
      });
      return null;
    } catch (error) {
      if (error instanceof NetworkPrintFailed) return error.problem;
      throw error;
    }
  }
}
