/**
 * A pseudo-language for the long-words check, made from English in the test and never
 * shipped: every word of every message 40 % longer, in accented letters
 * ("Settings" → "Šééţţîîñĝš"), its arguments, plurals and selects kept as English has
 * them. Spanish and French run about that much longer than English; words made longer
 * (rather than more words) are the harder case, since a word does not wrap.
 *
 * The page loads its catalogs as chunks of the build (renderer/src/i18n/languages.ts);
 * `serveCatalog` answers a language's chunk's request with this one, so the desk in
 * that language speaks it, with no switch in the product.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** How much longer each word grows: Spanish and French against English. */
export const LONGER_BY = 0.4;

const PLAIN = [...'aAcCeEgGiInNoOsStTuUyYzZ'];
const ACCENTS = [...'áÁçÇéÉĝĜîÎñÑóÓšŠţŢûÛýÝžŽ'];
const ACCENTED = new Map(PLAIN.map((letter, at) => [letter, ACCENTS[at] ?? letter]));

/** One word, at least 40 % longer (rounded up), each letter accented where it has an accented twin. */
function lengthenWord(word: string): string {
  const letters = [...word];
  const extra = Math.ceil(letters.length * LONGER_BY);
  let out = '';
  letters.forEach((letter, at) => {
    const accented = ACCENTED.get(letter) ?? letter;
    out += accented;
    // The extra letters spread through the word, one after each of `extra` letters.
    const repeats =
      Math.floor(((at + 1) * extra) / letters.length) - Math.floor((at * extra) / letters.length);
    out += accented.repeat(repeats);
  });
  return out;
}

const lengthenText = (text: string): string => text.replace(/\p{L}+/gu, lengthenWord);

function lengthen(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: lengthenText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: lengthen(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/** One message made long: its arguments, plurals and selects as they were. */
function lengthenMessage(message: string): string {
  // As the page formats them: text, not markup (renderer/src/i18n/messages.ts).
  return printAST(lengthen(parse(message, { ignoreTag: true })));
}

export type Catalog = Record<string, string>;

export const catalogOf = (language: string): Catalog =>
  JSON.parse(readFileSync(path.join(ROOT, 'renderer/locales', `${language}.json`), 'utf8'));

/** English's catalog, every message made long. */
export function pseudoLongCatalog(): Catalog {
  return Object.fromEntries(
    Object.entries(catalogOf('en')).map(([id, message]) => [id, lengthenMessage(message)]),
  );
}

/** The built chunk that holds a language's catalog, from the build's own report (`npm run build`). */
function catalogChunk(language: string): string {
  const report = JSON.parse(readFileSync(path.join(ROOT, 'dist/build-report.json'), 'utf8')) as {
    renderer: { chunks: { fileName: string; moduleIds: string[] }[] };
  };
  const chunk = report.renderer.chunks.find((each) =>
    each.moduleIds.some((id) => id.endsWith(`/renderer/locales/${language}.json`)),
  );
  if (!chunk) throw new Error(`The build holds no chunk of ${language}.json: run npm run build.`);
  return chunk.fileName;
}

/** The page's catalog of `language`, from now on, is `catalog`. */
export async function serveCatalog(page: Page, language: string, catalog: Catalog): Promise<void> {
  const chunk = catalogChunk(language);
  const body = `export default ${JSON.stringify(catalog)};`;
  await page.route(`**/${chunk}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }),
  );
}
