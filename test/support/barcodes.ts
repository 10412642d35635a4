/**
 * 1-D barcodes drawn as pixels, as a membership card or receipt prints them (ZXing
 * for JavaScript reads them but draws none): Code 39 and EAN-13, from their
 * published tables, each with its quiet zone.
 */
import type { RgbaImage } from './fake-camera.ts';

const HEIGHT = 120;

/** Bars as runs of modules (1 ink, 0 paper) drawn `moduleWidth` pixels each. */
function drawModules(modules: string, moduleWidth: number): RgbaImage {
  const width = modules.length * moduleWidth;
  const data = new Uint8Array(width * HEIGHT * 4).fill(255);
  for (let x = 0; x < width; x++) {
    if (modules[Math.floor(x / moduleWidth)] !== '1') continue;
    for (let y = 0; y < HEIGHT; y++) data.set([0, 0, 0], (y * width + x) * 4);
  }
  return { width, height: HEIGHT, data };
}

/** Code 39: nine elements a character (bar, space, … bar), `w` wide and `n` narrow. */
const CODE_39: Readonly<Record<string, string>> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  A: 'wnnnnwnnw',
  B: 'nnwnnwnnw',
  C: 'wnwnnwnnn',
  D: 'nnnnwwnnw',
  E: 'wnnnwwnnn',
  F: 'nnwnwwnnn',
  G: 'nnnnnwwnw',
  H: 'wnnnnwwnn',
  I: 'nnwnnwwnn',
  J: 'nnnnwwwnn',
  K: 'wnnnnnnww',
  L: 'nnwnnnnww',
  M: 'wnwnnnnwn',
  N: 'nnnnwnnww',
  O: 'wnnnwnnwn',
  P: 'nnwnwnnwn',
  Q: 'nnnnnnwww',
  R: 'wnnnnnwwn',
  S: 'nnwnnnwwn',
  T: 'nnnnwnwwn',
  U: 'wwnnnnnnw',
  V: 'nwwnnnnnw',
  W: 'wwwnnnnnn',
  X: 'nwnnwnnnw',
  Y: 'wwnnwnnnn',
  Z: 'nwwnwnnnn',
  '-': 'nwnnnnwnw',
  '.': 'wwnnnnwnn',
  ' ': 'nwwnnnwnn',
  '*': 'nwnnwnwnn',
};

/** `text` (digits, capitals, - . and space) in Code 39, between its * start and stop. */
export function code39Image(text: string): RgbaImage {
  const WIDE = 3;
  const quiet = '0'.repeat(10);
  const characters = [...`*${text}*`].map((character) => {
    const pattern = CODE_39[character];
    if (!pattern) throw new Error(`Code 39 has no ${character}`);
    return [...pattern]
      .map((element, index) => (index % 2 === 0 ? '1' : '0').repeat(element === 'w' ? WIDE : 1))
      .join('');
  });
  return drawModules(`${quiet}${characters.join('0')}${quiet}`, 2);
}

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (bits: string) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('');
const EAN_R = EAN_L.map(invert);
const EAN_G = EAN_R.map((bits) => [...bits].reverse().join(''));
/** Which of the left six digits use G rather than L, by the first digit. */
const EAN_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** Thirteen digits (the last the check digit) as EAN-13. */
export function ean13Image(digits: string): RgbaImage {
  if (!/^\d{13}$/.test(digits)) throw new Error('EAN-13 takes thirteen digits');
  const [first, ...rest] = [...digits].map(Number);
  const parity = EAN_PARITY[first ?? 0] ?? '';
  const left = rest.slice(0, 6).map((digit, at) => (parity[at] === 'G' ? EAN_G : EAN_L)[digit] ?? '');
  const right = rest.slice(6).map((digit) => EAN_R[digit] ?? '');
  const quiet = '0'.repeat(11);
  return drawModules(`${quiet}101${left.join('')}01010${right.join('')}101${quiet}`, 3);
}
