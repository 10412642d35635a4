/**
 * Wristbands and labels, as the contract carries them: where each is printed (a
 * printer of this computer, or a network printer spoken to in ZPL or ESC/POS on
 * its address and port), when (after a press, or by itself after each admission),
 * and the manager's rules that choose a band's colour and text. The same schemas
 * check Settings' form in the page and the request in the main process, so a
 * field says the same thing whichever refused it. Printing itself happens in the
 * main process; the page never opens a connection to a printer.
 */
import { z } from 'zod';
import {
  printerFieldWords,
  WRISTBAND_COLOUR_CODES,
  type WristbandColourCode,
  wristbandFieldWords,
} from './words.ts';

export const PRINT_PURPOSES = ['wristband', 'label'] as const;
export type PrintPurpose = (typeof PRINT_PURPOSES)[number];

export const PRINTER_KINDS = ['none', 'system', 'zpl', 'escpos'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

/**
 * The character sets an ESC/POS printer is switched to (`ESC t n`) for a name's
 * accents: the factory one (437), the Western European ones with and without the
 * euro (850, 858) and Windows Latin (1252).
 */
export const ESCPOS_CODEPAGES = ['cp437', 'cp850', 'cp858', 'cp1252'] as const;
export type EscposCodepage = (typeof ESCPOS_CODEPAGES)[number];

/** Where raw printers (Zebra, Epson and the like) listen for a job. */
export const RAW_PRINTER_PORT = 9100;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

function isIpv6(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (!bare.includes(':')) return false;
  try {
    return new URL(`http://[${bare}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** What is wrong with a network printer's address as typed (a host name or an IP address); null when nothing. */
export function printerAddressProblem(raw: string): string | null {
  const host = raw.trim();
  if (host === '') return printerFieldWords.enterAddress;
  if (host.length > 253) return printerFieldWords.addressTooLong;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host) || host.includes('/')) return printerFieldWords.addressNotLink;
  if (IPV4.test(host) || isIpv6(host)) return null;
  if (/^[^:]+:\d*$/.test(host)) return printerFieldWords.addressHasPort;
  if (/^[\d.]+$/.test(host)) return printerFieldWords.addressNotIp;
  const labels = host.replace(/\.$/, '').split('.');
  return labels.every((label) => HOST_LABEL.test(label)) ? null : printerFieldWords.addressCharacters;
}

const printerAddress = z
  .string({ error: printerFieldWords.enterAddress })
  .trim()
  .superRefine((value, context) => {
    const problem = printerAddressProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // An IPv6 address is kept bare; the brackets are only how an address is written beside a port.
  .transform((value) => value.replace(/^\[(.*)\]$/, '$1'));

const printerPort = z
  .number({ error: printerFieldWords.enterPort })
  .int(printerFieldWords.portWhole)
  .min(1, printerFieldWords.portRange)
  .max(65_535, printerFieldWords.portRange);

/** One printer, by its kind: each kind has the fields it needs and no others. */
export const printerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }).strict(),
    z
      .object({
        kind: z.literal('system'),
        /** The name the operating system knows the printer by (not the friendly one). */
        deviceName: z
          .string({ error: printerFieldWords.choosePrinter })
          .trim()
          .min(1, printerFieldWords.choosePrinter)
          .max(300, printerFieldWords.printerNameTooLong),
      })
      .strict(),
    z.object({ kind: z.literal('zpl'), host: printerAddress, port: printerPort }).strict(),
    z
      .object({
        kind: z.literal('escpos'),
        host: printerAddress,
        port: printerPort,
        codepage: z.enum(ESCPOS_CODEPAGES, { error: printerFieldWords.chooseCodepage }),
      })
      .strict(),
  ],
  { error: printerFieldWords.chooseKind },
);
export type PrinterSetup = z.output<typeof printerSchema>;
export type NetworkPrinter = Extract<PrinterSetup, { kind: 'zpl' | 'escpos' }>;

export const WRISTBAND_COLOURS: readonly WristbandColourCode[] = WRISTBAND_COLOUR_CODES;
export type WristbandColour = WristbandColourCode;

export const BAND_TEXT_MAX = 24;
export const MAX_WRISTBAND_RULES = 20;
export const VISIT_MINUTES = { min: 15, max: 1_440, default: 360 } as const;

const colourSchema = z.enum(WRISTBAND_COLOURS as [WristbandColour, ...WristbandColour[]], {
  error: wristbandFieldWords.chooseColour,
});
const bandText = z.string().trim().max(BAND_TEXT_MAX, wristbandFieldWords.textTooLong(BAND_TEXT_MAX));

/** A clock time of the desk's day, `HH:MM` (24 hours). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One rule: people it is for (minors, adults or anyone) whose visit ends by a time
 * of day (or at any time), and the colour and text their band gets. The first rule
 * that fits a person chooses; none fitting, `otherwise` does.
 */
export const wristbandRuleSchema = z
  .object({
    who: z.enum(['anyone', 'minor', 'adult'], { error: wristbandFieldWords.chooseWho }),
    /** `HH:MM` on the desk's clock; '' for a visit ending at any time. */
    endsBy: z
      .string()
      .trim()
      .refine((value) => value === '' || CLOCK_TIME.test(value), wristbandFieldWords.endsByNotTime),
    colour: colourSchema,
    text: bandText,
  })
  .strict();
export type WristbandRule = z.output<typeof wristbandRuleSchema>;

const autoChoice = z.boolean({ error: wristbandFieldWords.chooseAuto });

export const printingSettingsSchema = z
  .object({
    wristbandPrinter: printerSchema,
    labelPrinter: printerSchema,
    /** Printed by itself once people are admitted, without a press. */
    autoWristband: autoChoice,
    autoLabel: autoChoice,
    /** How long a visit lasts from its admission: the band's "until" and the rules' end times. */
    visitMinutes: z
      .number({ error: wristbandFieldWords.visit.notNumber })
      .int(wristbandFieldWords.visit.notWhole)
      .min(VISIT_MINUTES.min, wristbandFieldWords.visit.tooShort(VISIT_MINUTES.min))
      .max(VISIT_MINUTES.max, wristbandFieldWords.visit.tooLong(VISIT_MINUTES.max)),
    rules: z
      .array(wristbandRuleSchema)
      .max(MAX_WRISTBAND_RULES, wristbandFieldWords.tooManyRules(MAX_WRISTBAND_RULES)),
    /** The band of someone no rule fits. */
    otherwise: z.object({ colour: colourSchema, text: bandText }).strict(),
  })
  .strict();
export type PrintingSettings = z.output<typeof printingSettingsSchema>;

export const PRINTING_DEFAULTS: PrintingSettings = {
  wristbandPrinter: { kind: 'none' },
  labelPrinter: { kind: 'none' },
  autoWristband: false,
  autoLabel: false,
  visitMinutes: VISIT_MINUTES.default,
  rules: [],
  otherwise: { colour: 'white', text: '' },
};

/** Settings' test print: a sample wristband or label on the printer as typed (nothing is saved). */
export const testPrintRequestSchema = z
  .object({ purpose: z.enum(PRINT_PURPOSES), printer: printerSchema })
  .strict();

/** "Print wristband" or "Print label" after an admission: one for each person admitted. */
export const printForAdmissionRequestSchema = z
  .object({
    purpose: z.enum(PRINT_PURPOSES),
    admissionIds: z.array(z.string().min(1).max(64)).min(1).max(100),
  })
  .strict();

export interface PrintingView {
  settings: PrintingSettings;
  /**
   * This computer's printers can be used here: in the desktop app. The browser host
   * has none to offer (a network printer works in both).
   */
  systemPrinting: boolean;
}

export type SystemPrinterList =
  | { available: false }
  /** `name` is what the operating system calls it; `displayName` what a person reads. */
  | { available: true; printers: { name: string; displayName: string }[] };

/** Why nothing (or not all) was printed, as a kind and its values; the page words it. */
export type PrintProblem =
  /** No printer is set for wristbands (or labels). */
  | { kind: 'no-printer' }
  /** A printer of this computer was chosen, but this desk runs in a browser. */
  | { kind: 'system-printing-unavailable' }
  /** This computer has no printer of that name (any more). */
  | { kind: 'printer-missing'; name: string }
  | { kind: 'system-print-failed'; because: 'cancelled' | 'failed' }
  /** Nothing listens on that address and port. */
  | { kind: 'refused'; host: string; port: number }
  /** The address's name is not known on this network. */
  | { kind: 'unknown-host'; host: string }
  | { kind: 'unreachable'; host: string; port: number }
  /**
   * `connect`: no answer at all within `seconds`; `finish`: it took the job but did
   * not say it had finished, so it may or may not have printed.
   */
  | { kind: 'timeout'; host: string; port: number; seconds: number; phase: 'connect' | 'finish' }
  /** It hung up before it had the whole job. */
  | { kind: 'disconnected'; host: string; port: number }
  /** The admissions asked for are not in this desk's copy. */
  | { kind: 'not-found' };

/** A person's band as printed (and as the page shows it beside their admission). */
export interface PrintedBand {
  name: string;
  colour: WristbandColour;
  text: string;
}

export type PrintOutcome =
  | { status: 'printed'; purpose: PrintPurpose; printer: PrinterKind; people: PrintedBand[] }
  | { status: 'failed'; purpose: PrintPurpose; problem: PrintProblem };
