/**
 * ESC/POS for receipt printers (Epson and the many that speak its commands), sent
 * raw to their port: a ticket per person, cut after each. The printer is switched
 * to the character set chosen in Settings (`ESC t n`) and the text is written in
 * it; a letter the set lacks is printed without its accent where it has one
 * (Ł stays '?', ő becomes o), so a name never turns into a command or garbage.
 */
import iconv from 'iconv-lite';
import type { EscposCodepage } from '../../../shared/printing/printing.ts';
import { cardLines, type PrintCard } from './print-card.ts';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** `ESC t n` of each character set, as Epson numbers them. */
export const CODEPAGE_TABLES: Readonly<Record<EscposCodepage, number>> = {
  cp437: 0,
  cp850: 2,
  cp1252: 16,
  cp858: 19,
};

/** A line longer than this is cut: 42 characters fit across an 80 mm roll. */
const LINE_MAX_CHARACTERS = 42;
const UNKNOWN = 0x3f; // '?'

const encodable = new Map<string, number[]>();

/** One character in the set, or the same letter without its accent, or '?'. */
function encodeCharacter(character: string, codepage: EscposCodepage): number[] {
  const key = `${codepage}|${character}`;
  const known = encodable.get(key);
  if (known) return known;
  const tryEncode = (text: string): number[] | null => {
    const bytes = [...iconv.encode(text, codepage)];
    return bytes.length > 0 && (text === '?' || !bytes.includes(UNKNOWN)) ? bytes : null;
  };
  const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
  const bytes = tryEncode(character) ?? (bare && bare !== character ? tryEncode(bare) : null) ?? [UNKNOWN];
  encodable.set(key, bytes);
  return bytes;
}

/** `text` in the printer's character set: one line, control characters as spaces, cut to fit. */
export function escposText(
  text: string,
  codepage: EscposCodepage,
  maxCharacters = LINE_MAX_CHARACTERS,
): number[] {
  const line = [
    ...text
      .normalize('NFC')
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim(),
  ].slice(0, maxCharacters);
  return line.flatMap((character) => encodeCharacter(character, codepage));
}

function ticket(card: PrintCard, codepage: EscposCodepage): number[] {
  const line = (text: string) => [...escposText(text, codepage), LF];
  return [
    ...[ESC, 0x40], // initialise: whatever the last job left set is cleared
    ...[ESC, 0x74, CODEPAGE_TABLES[codepage]],
    ...[ESC, 0x61, 1], // centred
    ...[GS, 0x21, 0x11], // double width and height
    ...line(card.colour),
    ...line(card.name),
    ...[GS, 0x21, 0x00],
    ...cardLines(card).flatMap(line),
    ...[ESC, 0x64, 3], // feed past the cutter
    ...[GS, 0x56, 0x42, 0x00], // partial cut
  ];
}

/** One job for everyone: a ticket per person. */
export function escposJob(cards: readonly PrintCard[], codepage: EscposCodepage): Uint8Array {
  return Uint8Array.from(cards.flatMap((card) => ticket(card, codepage)));
}
