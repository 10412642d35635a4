/**
 * The words of wristbands and labels on the page: the band each person gets and
 * the print buttons after a check-in, what became of a print, and Settings'
 * Printing section. Components only choose which text to show; texts that take
 * values are small functions of already formatted values. The colours' codes and
 * the field messages are beside the schemas (`shared/printing/words.ts`).
 */

import type { WristbandColourCode } from '../../../shared/printing/words.ts';
import { type MessageId, message, texts } from '../i18n/messages.ts';

type WristbandColour = WristbandColourCode;

/** Which printer: the messages choose their words by it (an ICU select). */
type Purpose = 'wristband' | 'label';

/** After a check-in: each person's band, the buttons, and how the print went. */
export const admissionPrintText = texts({
  label: 'printing.admissionPrint.label',
  /** One person's band: name, colour and text already worded, the end of the visit formatted ('' if unknown). */
  band: (name: string, colour: string, text: string, until: string) =>
    message('printing.admissionPrint.band', {
      name,
      colour,
      text,
      until,
      hasText: text ? 'yes' : 'no',
      hasUntil: until ? 'yes' : 'no',
    }),
  print: (purpose: Purpose, count: number) => message('printing.admissionPrint.print', { purpose, count }),
  printing: (purpose: Purpose) => message('printing.admissionPrint.printing', { purpose }),
  printed: (purpose: Purpose, count: number) =>
    message('printing.admissionPrint.printed', { purpose, count }),
  printAgain: 'printing.admissionPrint.printAgain',
});

/** Why nothing was printed, and what to do; `purpose` says which printer. */
export const printProblemText = texts({
  noPrinter: (purpose: Purpose) => message('printing.problem.noPrinter', { purpose }),
  systemUnavailable: (purpose: Purpose) => message('printing.problem.systemUnavailable', { purpose }),
  printerMissing: (name: string) => message('printing.problem.printerMissing', { name }),
  cancelled: 'printing.problem.cancelled',
  systemFailed: (purpose: Purpose) => message('printing.problem.systemFailed', { purpose }),
  refused: (purpose: Purpose) => message('printing.problem.refused', { purpose }),
  unknownHost: (purpose: Purpose) => message('printing.problem.unknownHost', { purpose }),
  unreachable: (purpose: Purpose) => message('printing.problem.unreachable', { purpose }),
  noAnswer: (purpose: Purpose, seconds: number) => message('printing.problem.noAnswer', { purpose, seconds }),
  notFinished: (purpose: Purpose, seconds: number) =>
    message('printing.problem.notFinished', { purpose, seconds }),
  disconnected: (purpose: Purpose) => message('printing.problem.disconnected', { purpose }),
  notFound: 'printing.problem.notFound',
});

/** Settings' Wristbands and labels. */
export const printingSettingsText = texts({
  heading: 'printing.settings.heading',
  intro: 'printing.settings.intro',
  inBrowser: 'printing.settings.inBrowser',
  formLabel: 'printing.settings.formLabel',
  loading: 'printing.settings.loading',
  printers: {
    wristband: 'printing.settings.printers.wristband',
    label: 'printing.settings.printers.label',
  },
  kind: {
    label: 'printing.settings.kind.label',
    none: 'printing.settings.kind.none',
    system: 'printing.settings.kind.system',
    zpl: 'printing.settings.kind.zpl',
    escpos: 'printing.settings.kind.escpos',
  },
  deviceName: {
    label: 'printing.settings.deviceName.label',
    choose: 'printing.settings.deviceName.choose',
    loading: 'printing.settings.deviceName.loading',
    none: 'printing.settings.deviceName.none',
    /** A printer saved earlier that the computer no longer has. */
    gone: (name: string) => message('printing.settings.deviceName.gone', { name }),
  },
  host: {
    label: 'printing.settings.host.label',
    help: 'printing.settings.host.help',
  },
  port: { label: 'printing.settings.port.label', help: 'printing.settings.port.help' },
  codepage: {
    label: 'printing.settings.codepage.label',
    help: 'printing.settings.codepage.help',
    options: {
      cp437: 'printing.settings.codepage.options.cp437',
      cp850: 'printing.settings.codepage.options.cp850',
      cp858: 'printing.settings.codepage.options.cp858',
      cp1252: 'printing.settings.codepage.options.cp1252',
    },
  },
  test: 'printing.settings.test',
  testing: 'printing.settings.testing',
  tested: 'printing.settings.tested',
  auto: {
    wristband: 'printing.settings.auto.wristband',
    label: 'printing.settings.auto.label',
  },
  visit: {
    label: 'printing.settings.visit.label',
    help: 'printing.settings.visit.help',
  },
  rules: {
    legend: 'printing.settings.rules.legend',
    help: 'printing.settings.rules.help',
    empty: 'printing.settings.rules.empty',
    rule: (number: number) => message('printing.settings.rules.rule', { number }),
    who: {
      label: 'printing.settings.rules.who.label',
      anyone: 'printing.settings.rules.who.anyone',
      minor: 'printing.settings.rules.who.minor',
      adult: 'printing.settings.rules.who.adult',
    },
    endsBy: { label: 'printing.settings.rules.endsBy.label', help: 'printing.settings.rules.endsBy.help' },
    colour: 'printing.settings.rules.colour',
    text: 'printing.settings.rules.text',
    add: 'printing.settings.rules.add',
    remove: (number: number) => message('printing.settings.rules.remove', { number }),
    moveUp: (number: number) => message('printing.settings.rules.moveUp', { number }),
  },
  otherwise: {
    legend: 'printing.settings.otherwise.legend',
    colour: 'printing.settings.otherwise.colour',
    text: 'printing.settings.otherwise.text',
  },
  save: 'printing.settings.save',
  saving: 'printing.settings.saving',
  saved: 'printing.settings.saved',
});

/**
 * Each wristband colour as the page names it, keyed by the colour's code (the printed band
 * says the same messages, in the language main speaks: `shared/printing/words.ts`).
 */
export const wristbandColourText = texts({
  white: 'printing.colour.white',
  red: 'printing.colour.red',
  orange: 'printing.colour.orange',
  yellow: 'printing.colour.yellow',
  lime: 'printing.colour.lime',
  green: 'printing.colour.green',
  teal: 'printing.colour.teal',
  blue: 'printing.colour.blue',
  navy: 'printing.colour.navy',
  purple: 'printing.colour.purple',
  pink: 'printing.colour.pink',
  gold: 'printing.colour.gold',
  silver: 'printing.colour.silver',
  black: 'printing.colour.black',
} satisfies Record<WristbandColour, MessageId>);
