/**
 * ZPL for Zebra-style wristband and label printers, sent raw to their port.
 * Field data goes through `^FH` (hexadecimal escapes after `_`): a `^` would end
 * the field and start a command, a `~` is a control command anywhere, `_` is the
 * escape itself, and every character beyond ASCII is written as its UTF-8 bytes
 * under `^CI28` (UTF-8). So a name can never be read as a command, and accents
 * print as themselves. Layouts are for 203 dpi, the common resolution (a 300 dpi
 * printer prints them smaller, in the same places).
 */
import type { PrintPurpose } from '../../../shared/printing/printing.ts';
import type { PrintCard } from './print-card.ts';

/** A field longer than this is cut: a band or label has room for so much, and no more. */
const FIELD_MAX_CHARACTERS = 40;

const hexByte = (byte: number): string => `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const utf8 = new TextEncoder();

/** `text` as `^FH` field data, on one line: printable ASCII as itself, the rest as `_XX` escapes. */
export function zplFieldData(text: string, maxCharacters = FIELD_MAX_CHARACTERS): string {
  const line = text
    .normalize('NFC')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  let data = '';
  for (const character of [...line].slice(0, maxCharacters)) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x7f && character !== '^' && character !== '~' && character !== '_') data += character;
    else for (const byte of utf8.encode(character)) data += hexByte(byte);
  }
  return data;
}

interface Field {
  x: number;
  y: number;
  /** Character height in dots. */
  size: number;
  text: string;
}

/** One text field: `R` runs it along a band (rotated 90°), `N` across a label. */
const field = (orientation: 'N' | 'R', { x, y, size, text }: Field): string =>
  text ? `^FO${x},${y}^A0${orientation},${size},${size}^FH^FD${zplFieldData(text)}^FS` : '';

/** A band 1 inch wide and 11 long, read along its length: the colour and name large, the rest beside. */
function wristband(card: PrintCard): string {
  const when = [card.until, card.minor].filter(Boolean).join(' · ');
  return [
    '^XA^CI28^PW203^LL2233^LH0,0',
    field('R', { x: 110, y: 180, size: 70, text: card.colour }),
    field('R', { x: 30, y: 180, size: 60, text: card.name }),
    field('R', { x: 120, y: 1000, size: 40, text: card.text }),
    field('R', { x: 50, y: 1000, size: 40, text: when }),
    field('R', { x: 10, y: 1000, size: 28, text: card.footer }),
    '^PQ1^XZ',
  ].join('\n');
}

/** A 2.25 × 1.25 inch label: the name first, then the band, the visit, the form and the day. */
function label(card: PrintCard): string {
  const band = [card.colour, card.text].filter(Boolean).join(' · ');
  const when = [card.until, card.minor].filter(Boolean).join(' · ');
  return [
    '^XA^CI28^PW457^LL254^LH0,0',
    field('N', { x: 20, y: 16, size: 48, text: card.name }),
    field('N', { x: 20, y: 74, size: 34, text: band }),
    field('N', { x: 20, y: 118, size: 30, text: when }),
    field('N', { x: 20, y: 160, size: 26, text: card.title }),
    field('N', { x: 20, y: 204, size: 24, text: card.footer }),
    '^PQ1^XZ',
  ].join('\n');
}

/** One job for everyone: a format per person, one after another. */
export function zplJob(purpose: PrintPurpose, cards: readonly PrintCard[]): Uint8Array {
  const layout = purpose === 'wristband' ? wristband : label;
  // Only ASCII remains once every field is escaped.
  return new TextEncoder().encode(`${cards.map((card) => layout(card).replace(/\n+/g, '\n')).join('\n')}\n`);
}
