/**
 * The words of printing: what is wrong with a field of Settings' Printing (the
 * schemas beside this module check the form in the page and the request in the
 * main process alike), the wristband colours' codes, and how a printed wristband
 * or label says its words: from the catalogs, in the language the main process
 * speaks (`printedWordsOf`), as the page's own words are.
 */
import type english from '../../renderer/locales/en.json';

/** A printer's fields (`printing.ts`). */
export const printerFieldWords = {
  chooseKind: 'Choose what kind of printer this is.',
  choosePrinter: 'Choose one of this computer’s printers.',
  printerNameTooLong: 'That printer name is too long.',
  enterAddress: 'Enter the printer’s address, such as 192.168.1.50 or zebra-front.local.',
  addressTooLong: 'That address is too long.',
  addressNotLink: 'Enter the address alone, such as 192.168.1.50: no http:// and no slashes.',
  addressHasPort: 'Put the port in its own box, not after the address.',
  addressNotIp: 'That is not an IP address: four numbers from 0 to 255, such as 192.168.1.50.',
  addressCharacters:
    'A printer’s name has only letters, digits, dots and dashes (such as zebra-front.local); or enter its IP address.',
  enterPort: 'Enter the port as a number; these printers usually listen on 9100.',
  portWhole: 'Enter the port as a whole number.',
  portRange: 'A port is a number from 1 to 65535; these printers usually listen on 9100.',
  chooseCodepage: 'Choose the printer’s character set.',
} as const;

/** The wristband rules and when to print (`printing.ts`). */
export const wristbandFieldWords = {
  chooseWho: 'Choose who the rule is for.',
  endsByNotTime: 'Enter a time such as 14:30, or leave it empty for any time.',
  chooseColour: 'Choose a colour.',
  textTooLong: (max: number) => `Keep the band’s text to ${max} characters.`,
  tooManyRules: (max: number) => `Set at most ${max} rules.`,
  chooseAuto: 'Choose whether it prints by itself.',
  visit: {
    notNumber: 'Enter how long a visit lasts, in minutes.',
    notWhole: 'Enter whole minutes.',
    tooShort: (min: number) => `A visit lasts at least ${min} minutes.`,
    tooLong: (max: number) => `A visit lasts at most ${max} minutes (a day).`,
  },
} as const;

/**
 * The wristband colours, keyed by their codes (the codes are what the schemas check); a
 * page or print names a colour from the catalogs (`printing.colour.<code>`).
 */
export const wristbandColourNames = {
  white: 'White',
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  lime: 'Lime',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  navy: 'Navy',
  purple: 'Purple',
  pink: 'Pink',
  gold: 'Gold',
  silver: 'Silver',
  black: 'Black',
} as const;

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
  colour(code: keyof typeof wristbandColourNames): string;
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
