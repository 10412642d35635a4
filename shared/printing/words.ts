/**
 * The words of printing: what is wrong with a field of Settings' Printing, as message
 * ids of the catalogs with their values (the schemas beside this module check the form
 * in the page and the request in the main process alike, and the page words them), the
 * wristband colours' codes, and how a printed wristband or label says its words: from
 * the catalogs, in the language the main process speaks (`printedWordsOf`), as the
 * page's own words are.
 */
import type english from '../../renderer/locales/en.json';
import { fieldMessage } from '../ipc/field-message.ts';

/** A printer's fields (`printing.ts`): message ids of the catalogs, worded where they are shown. */
export const printerFieldWords = {
  chooseKind: 'field.printer.chooseKind',
  choosePrinter: 'field.printer.choosePrinter',
  printerNameTooLong: 'field.printer.printerNameTooLong',
  enterAddress: 'field.printer.enterAddress',
  addressTooLong: 'field.printer.addressTooLong',
  addressNotLink: 'field.printer.addressNotLink',
  addressHasPort: 'field.printer.addressHasPort',
  addressNotIp: 'field.printer.addressNotIp',
  addressCharacters: 'field.printer.addressCharacters',
  enterPort: 'field.printer.enterPort',
  portWhole: 'field.printer.portWhole',
  portRange: 'field.printer.portRange',
  chooseCodepage: 'field.printer.chooseCodepage',
} as const;

/** The wristband rules and when to print (`printing.ts`): message ids with their values. */
export const wristbandFieldWords = {
  chooseWho: 'field.wristband.chooseWho',
  endsByNotTime: 'field.wristband.endsByNotTime',
  chooseColour: 'field.wristband.chooseColour',
  textTooLong: (max: number) => fieldMessage('field.wristband.textTooLong', { max }),
  tooManyRules: (max: number) => fieldMessage('field.wristband.tooManyRules', { max }),
  chooseAuto: 'field.wristband.chooseAuto',
  visit: {
    notNumber: 'field.wristband.visit.notNumber',
    notWhole: 'field.wristband.visit.notWhole',
    tooShort: (min: number) => fieldMessage('field.wristband.visit.tooShort', { min }),
    tooLong: (max: number) => fieldMessage('field.wristband.visit.tooLong', { max }),
  },
} as const;

/**
 * The wristband colours' codes (what the schemas check); a page or print names a colour
 * from the catalogs (`printing.colour.<code>`).
 */
export const WRISTBAND_COLOUR_CODES = [
  'white',
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'blue',
  'navy',
  'purple',
  'pink',
  'gold',
  'silver',
  'black',
] as const;
export type WristbandColourCode = (typeof WRISTBAND_COLOUR_CODES)[number];

/** A printed message's id: the catalogs' `printing.*` keys. */
type PrintingMessageId = Extract<keyof typeof english, `printing.${string}`>;

/** The catalogs' words in the language the desk prints in (the main process reads them). */
export interface PrintingSpeaker {
  /** The locale its dates and clock times follow, e.g. `es-US`. */
  readonly locale: string;
  say(id: PrintingMessageId, values?: Readonly<Record<string, string | number>>): string;
}

/** What a printed wristband, label or ticket says beside the person's own name and the band's text. */
export interface PrintedWords {
  readonly locale: string;
  /** The band's colour, as large as the name, so the band on a wrist is read from afar. */
  colour(code: WristbandColourCode): string;
  until(clock: string): string;
  readonly minor: string;
  /** A name the waiver left empty. */
  readonly noName: string;
  /** Settings' test print: a sample person, so the whole layout shows. */
  readonly test: { name: string; title: string; text: string };
}

/** The printed words in the speaker's language. */
export function printedWordsOf(speaker: PrintingSpeaker): PrintedWords {
  const { locale, say } = speaker;
  return {
    locale,
    colour: (code) => say(`printing.colour.${code}`).toLocaleUpperCase(locale),
    until: (clock) => say('printing.printed.until', { clock }),
    minor: say('printing.printed.minor'),
    noName: say('printing.printed.noName'),
    test: {
      name: say('printing.printed.testName'),
      title: say('printing.printed.testTitle'),
      text: say('printing.printed.testText'),
    },
  };
}

/** A label's foot: the day and the desk that admitted. */
export const dayAndDesk = (day: string, desk: string): string => (desk ? `${day} · ${desk}` : day);
