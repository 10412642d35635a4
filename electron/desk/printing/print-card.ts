/**
 * What one printed wristband, label or ticket says, worked out once for every
 * printer: the ZPL, ESC/POS and system-printer layouts each lay out the same card.
 * The words are the catalogs' in the language the desk prints in; times are
 * formatted in the desk's zone and that language's locale.
 */
import type { PrintingSettings } from '../../../shared/printing/printing.ts';
import { dayAndDesk, type PrintedWords } from '../../../shared/printing/words.ts';
import { chooseWristband, type WristbandChoice } from '../../../shared/printing/wristband.ts';
import { formatInstant } from '../../../shared/time/zoned-format.ts';

export interface PrintCard {
  name: string;
  /** The colour's name, large: the band is read from across the room. */
  colour: string;
  /** The manager's text for the band ('' for none). */
  text: string;
  /** "Until 5:30 PM", or '' when the admission's time cannot be read. */
  until: string;
  /** "MINOR", or ''. */
  minor: string;
  /** The form they signed. */
  title: string;
  /** The day and the desk that admitted them. */
  footer: string;
}

/** The parts of an admission a card is made of. */
export interface CardSubject {
  name: string;
  isMinor: boolean;
  admittedAt: string;
  title: string;
  deskName: string;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** The card of `person`, whose band the rules chose (`chooseWristband`). */
export function printCard(
  person: CardSubject,
  band: WristbandChoice,
  timeZone: string,
  words: PrintedWords,
): PrintCard {
  const until = band.endsAt ? formatInstant(band.endsAt, timeZone, CLOCK, words.locale) : null;
  const day = formatInstant(person.admittedAt, timeZone, DAY, words.locale) ?? '';
  return {
    name: person.name.trim() || words.noName,
    colour: words.colour(band.colour),
    text: band.text,
    until: until ? words.until(until) : '',
    minor: person.isMinor ? words.minor : '',
    title: person.title,
    footer: dayAndDesk(day, person.deskName),
  };
}

/** The sample Settings prints to try a printer: the band of someone no rule fits, admitted now. */
export function testCard(
  settings: Pick<PrintingSettings, 'rules' | 'otherwise' | 'visitMinutes'>,
  now: Date,
  timeZone: string,
  deskName: string,
  words: PrintedWords,
): PrintCard {
  const sample = {
    name: words.test.name,
    isMinor: false,
    admittedAt: now.toISOString(),
    title: '',
    deskName,
  };
  const card = printCard(
    sample,
    chooseWristband({ ...settings, rules: [] }, sample, timeZone),
    timeZone,
    words,
  );
  return { ...card, text: card.text || words.test.text, title: words.test.title };
}

/** The card's lines below the name, as plain text layouts print them. */
export function cardLines(card: PrintCard): string[] {
  return [card.text, [card.until, card.minor].filter(Boolean).join(' · '), card.title, card.footer].filter(
    (line) => line !== '',
  );
}
