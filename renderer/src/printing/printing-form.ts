/**
 * Settings' printing form as typed, and the request it makes: numbers stay text
 * while typed (an empty box is "no number", which the schema words), and each
 * printer sends only the fields of its kind. The contract's schema checks the
 * request, on the page and again in the main process.
 */
import {
  type EscposCodepage,
  type PrinterKind,
  type PrinterSetup,
  type PrintingSettings,
  RAW_PRINTER_PORT,
  type WristbandColour,
  type WristbandRule,
} from '../../../shared/printing/printing.ts';

export interface PrinterInputs {
  kind: PrinterKind;
  deviceName: string;
  host: string;
  port: string;
  codepage: EscposCodepage;
}

export interface PrintingInputs {
  wristbandPrinter: PrinterInputs;
  labelPrinter: PrinterInputs;
  autoWristband: boolean;
  autoLabel: boolean;
  visitMinutes: string;
  rules: WristbandRule[];
  otherwise: { colour: WristbandColour; text: string };
}

export type PrinterField = 'wristbandPrinter' | 'labelPrinter';

/** A new rule: for anyone, any time, a colour to change. */
export const NEW_RULE: WristbandRule = { who: 'anyone', endsBy: '', colour: 'blue', text: '' };

const printerInputs = (printer: PrinterSetup): PrinterInputs => ({
  kind: printer.kind,
  deviceName: printer.kind === 'system' ? printer.deviceName : '',
  host: printer.kind === 'zpl' || printer.kind === 'escpos' ? printer.host : '',
  port: String(printer.kind === 'zpl' || printer.kind === 'escpos' ? printer.port : RAW_PRINTER_PORT),
  codepage: printer.kind === 'escpos' ? printer.codepage : 'cp437',
});

export const toInputs = (settings: PrintingSettings): PrintingInputs => ({
  wristbandPrinter: printerInputs(settings.wristbandPrinter),
  labelPrinter: printerInputs(settings.labelPrinter),
  autoWristband: settings.autoWristband,
  autoLabel: settings.autoLabel,
  visitMinutes: String(settings.visitMinutes),
  rules: settings.rules.map((rule) => ({ ...rule })),
  otherwise: { ...settings.otherwise },
});

const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The printer as the contract takes it: only its kind's fields (unchecked: the schema checks). */
export function printerRequest(inputs: PrinterInputs): Record<string, unknown> {
  switch (inputs.kind) {
    case 'none':
      return { kind: 'none' };
    case 'system':
      return { kind: 'system', deviceName: inputs.deviceName };
    case 'zpl':
      return { kind: 'zpl', host: inputs.host, port: typedNumber(inputs.port) };
    case 'escpos':
      return { kind: 'escpos', host: inputs.host, port: typedNumber(inputs.port), codepage: inputs.codepage };
  }
}

export const toRequest = (inputs: PrintingInputs): Record<string, unknown> => ({
  wristbandPrinter: printerRequest(inputs.wristbandPrinter),
  labelPrinter: printerRequest(inputs.labelPrinter),
  autoWristband: inputs.autoWristband,
  autoLabel: inputs.autoLabel,
  visitMinutes: typedNumber(inputs.visitMinutes),
  rules: inputs.rules,
  otherwise: inputs.otherwise,
});
