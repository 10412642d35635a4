/**
 * This computer's printers, as the desk needs them: which there are, and a page
 * printed on one without asking. Only the desktop app has them (Electron main
 * gives the desk its own, `electron/main/system-printers.ts`); the browser host
 * has none, and says so.
 */

export interface SystemPrinter {
  /** What the operating system calls it: the name a job is sent to. */
  name: string;
  /** What a person reads in a list. */
  displayName: string;
}

export interface SystemPrinters {
  list(): Promise<SystemPrinter[]>;
  /** Prints a page of HTML on `deviceName` without a dialog; throws `SystemPrintFailed`. */
  print(html: string, deviceName: string): Promise<void>;
}

/** A silent print that did not go through: cancelled by the system, or failed. */
export class SystemPrintFailed extends Error {
  readonly because: 'cancelled' | 'failed';

  /** `reason` is Electron's own (for the log): "Print job canceled", "Print job failed", … */
  constructor(reason: string) {
    super(`the print job did not go through: ${reason}`);
    this.name = 'SystemPrintFailed';
    this.because = /cancel/i.test(reason) ? 'cancelled' : 'failed';
  }
}
