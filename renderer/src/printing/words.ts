/**
 * The words of wristbands and labels on the page: the band each person gets and
 * the print buttons after a check-in, what became of a print, and Settings'
 * Printing section. Components only choose which text to show; texts that take
 * values are small functions of already formatted values. The colour names and
 * the field messages are beside the schemas (`shared/printing/words.ts`).
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

type Purpose = 'wristband' | 'label';

const things = (purpose: Purpose, count: number): string =>
  purpose === 'wristband'
    ? plural(count, { one: 'a wristband', other: `${count} wristbands` })
    : plural(count, { one: 'a label', other: `${count} labels` });

const printerOf = (purpose: Purpose): string =>
  purpose === 'wristband' ? 'The wristband printer' : 'The label printer';

/** After a check-in: each person's band, the buttons, and how the print went. */
export const admissionPrintText = {
  label: 'Wristbands and labels',
  /** One person's band: name, colour and text already worded, the end of the visit formatted ('' if unknown). */
  band: (name: string, colour: string, text: string, until: string) =>
    `${name}: ${colour} band${text ? `, ${text}` : ''}${until ? `, until ${until}` : ''}`,
  print: (purpose: Purpose, count: number) =>
    purpose === 'wristband'
      ? plural(count, { one: 'Print wristband', other: `Print ${count} wristbands` })
      : plural(count, { one: 'Print label', other: `Print ${count} labels` }),
  printing: (purpose: Purpose) => (purpose === 'wristband' ? 'Printing wristbands…' : 'Printing labels…'),
  printed: (purpose: Purpose, count: number) => `Printed ${things(purpose, count)}.`,
  printAgain: 'Print again',
} as const;

/** Why nothing was printed, and what to do; `purpose` says which printer. */
export const printProblemText = {
  noPrinter: (purpose: Purpose) =>
    purpose === 'wristband'
      ? 'No wristband printer is set up. A manager chooses one in Settings, under Wristbands and labels.'
      : 'No label printer is set up. A manager chooses one in Settings, under Wristbands and labels.',
  systemUnavailable: (purpose: Purpose) =>
    `${printerOf(purpose)} is one of this computer’s printers, which only the desktop app can use. Open the desktop app, or choose a network printer in Settings.`,
  printerMissing: (name: string) =>
    `This computer has no printer called “${name}”. Check that it is on and connected, or choose another in Settings.`,
  cancelled: 'The print job was cancelled. Print again when the printer is ready.',
  systemFailed: (purpose: Purpose) =>
    `${printerOf(purpose)} could not print the job. Check that it has paper and is ready, then print again.`,
  refused: (purpose: Purpose) =>
    `${printerOf(purpose)} did not take the connection. Check that it is on, and that its address and port in Settings are right.`,
  unknownHost: (purpose: Purpose) =>
    `${printerOf(purpose)}’s name is not known on this network. Check its address in Settings, or enter its IP address instead.`,
  unreachable: (purpose: Purpose) =>
    `${printerOf(purpose)} cannot be reached from this computer. Check the network cable or Wi-Fi, and its address in Settings.`,
  noAnswer: (purpose: Purpose, seconds: number) =>
    `${printerOf(purpose)} did not answer within ${seconds} seconds. Check that it is on and connected.`,
  notFinished: (purpose: Purpose, seconds: number) =>
    `${printerOf(purpose)} took the job but did not say it was done within ${seconds} seconds. Check whether it printed before printing again.`,
  disconnected: (purpose: Purpose) =>
    `${printerOf(purpose)} hung up before it had the whole job. Check that it has paper and is ready, then print again.`,
  notFound: 'These check-ins are no longer on this desk, so there is nothing to print for them.',
} as const;

/** Settings' Wristbands and labels. */
export const printingSettingsText = {
  heading: 'Wristbands and labels',
  intro:
    'After a check-in the desk can print a wristband and a label for each person: on one of this computer’s printers, or on a network printer (Zebra and other wristband and label printers speak ZPL; receipt printers speak ESC/POS). A band’s colour and text follow the rules below.',
  inBrowser:
    'This desk runs in a browser, where this computer’s printers cannot be used: choose a network printer here, or use the desktop app.',
  formLabel: 'Wristbands and labels',
  loading: 'Loading the printing settings…',
  printers: {
    wristband: 'Wristband printer',
    label: 'Label printer',
  },
  kind: {
    label: 'Printer',
    none: 'None',
    system: 'A printer of this computer',
    zpl: 'Network printer, ZPL (Zebra and other label printers)',
    escpos: 'Network printer, ESC/POS (receipt printers)',
  },
  deviceName: {
    label: 'Which printer',
    choose: 'Choose a printer',
    loading: 'Looking for this computer’s printers…',
    none: 'This computer has no printers set up.',
    /** A printer saved earlier that the computer no longer has. */
    gone: (name: string) => `${name} (not found now)`,
  },
  host: {
    label: 'Address',
    help: 'Its IP address or network name, as its own settings page or configuration printout shows it.',
  },
  port: { label: 'Port', help: 'Usually 9100.' },
  codepage: {
    label: 'Character set',
    help: 'The one the printer is set to, so accents print as themselves; 437 is most printers’ own.',
    options: {
      cp437: 'United States (437)',
      cp850: 'Western Europe (850)',
      cp858: 'Western Europe with € (858)',
      cp1252: 'Windows Latin (1252)',
    },
  },
  test: 'Test print',
  testing: 'Printing…',
  tested: 'Sent to the printer: check that it printed.',
  auto: {
    wristband: 'Print a wristband by itself after each check-in',
    label: 'Print a label by itself after each check-in',
  },
  visit: {
    label: 'A visit lasts (minutes)',
    help: 'The one visit length of this desk: the band says until when, the rules’ end times count from the check-in, and someone checked in within it reads “Already in” at every desk.',
  },
  rules: {
    legend: 'Wristband rules',
    help: 'The first rule that fits a person chooses their band; someone no rule fits gets the band for everyone else.',
    empty: 'No rules yet: everyone gets the band for everyone else.',
    rule: (number: number) => `Rule ${number}`,
    who: { label: 'For', anyone: 'Anyone', minor: 'Minors', adult: 'Adults' },
    endsBy: { label: 'Visit ends by', help: 'Leave empty for any time.' },
    colour: 'Colour',
    text: 'Text on the band',
    add: 'Add a rule',
    remove: (number: number) => `Remove rule ${number}`,
    moveUp: (number: number) => `Move rule ${number} up`,
  },
  otherwise: { legend: 'Everyone else', colour: 'Colour', text: 'Text on the band' },
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. The next check-in prints with these.',
} as const;
