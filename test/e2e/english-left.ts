/**
 * What of English a page in another language still shows: each text on screen (an
 * element's own text, and its labels, titles, placeholders and alternative texts)
 * against the English catalog's messages the other language words differently, and
 * against the catalogs' message ids (a message that could not be read shows its id).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';
import { readFieldMessage } from '../../shared/ipc/field-message.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../renderer/locales');

export type Catalog = Record<string, string>;

export const catalogOf = (language: string): Catalog =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number as any locale writes it: digits, separators and spaces. */
const NUMBER = '[\\d.,\\s\\u00a0\\u202f]+';

/** The letters a message's own words hold, in every branch: arguments hold none. */
function lettersOf(elements: readonly MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + (element.value.match(/\p{L}/gu)?.length ?? 0);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return (
        sum + Object.values(element.options).reduce((total, option) => total + lettersOf(option.value), 0)
      );
    if (element.type === TYPE.tag) return sum + lettersOf(element.children);
    return sum;
  }, 0);
}

/** An ICU message's parts as a pattern: each argument (and a plural's `#`) matches any text, each plural and select any of its branches. */
function partsPattern(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escaped(element.value);
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((option) => partsPattern(option.value))
            .join('|')})`;
        case TYPE.tag:
          return partsPattern(element.children);
        case TYPE.pound:
        case TYPE.number:
          return NUMBER;
        default:
          return '.+';
      }
    })
    .join('');
}

/**
 * A message as a pattern of a whole text on screen (see `partsPattern`); null for an empty
 * one, and for one whose own words are too few to tell it from any text holding them
 * ("{done} of {total}").
 */
export function messagePattern(text: string): RegExp | null {
  const elements = parse(text, { ignoreTag: true });
  const letters = lettersOf(elements);
  if (letters === 0 || (letters < 4 && elements.some((element) => element.type !== TYPE.literal)))
    return null;
  return new RegExp(`^\\s*${partsPattern(elements)}\\s*$`);
}

/** A words module's text as a pattern: a function's arguments (given as a mark no text holds) match any text. */
function wordsPattern(words: string | ((...args: string[]) => string)): RegExp | null {
  const mark = '\u0001';
  let text: string;
  try {
    text = typeof words === 'string' ? words : words(...Array.from({ length: words.length }, () => mark));
  } catch {
    return null;
  }
  if (typeof text !== 'string' || !/\p{L}/u.test(text)) return null;
  // A schema's field message carried as a message id and values is the catalogs' already.
  if (readFieldMessage(text)) return null;
  return new RegExp(`^\\s*${text.trim().split(mark).map(escaped).join('.+')}\\s*$`);
}

/** Each text of a words module's export, by its path (`settingsFieldWords.apiKeyEmpty`). */
function wordsOf(tree: unknown, at: string): { where: string; pattern: RegExp }[] {
  if (typeof tree === 'string' || typeof tree === 'function') {
    const pattern = wordsPattern(tree as string | ((...args: string[]) => string));
    return pattern ? [{ where: at, pattern }] : [];
  }
  if (tree === null || typeof tree !== 'object') return [];
  return Object.keys(tree).flatMap((key) => {
    let value: unknown;
    try {
      value = (tree as Record<string, unknown>)[key];
    } catch {
      return [];
    }
    return wordsOf(value, at ? `${at}.${key}` : key);
  });
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The words the desk shows that are not in the catalogs yet, each as `module export.path`:
 * what the words modules hold as text rather than a message id (under shared/: field
 * messages, printing's field messages, the counter's rules; under renderer/src/: any module
 * not converted). A words module's message, read with no catalog in use,
 * throws and is left out: it is the catalogs' to find.
 */
export async function wordsOutsideCatalogs(): Promise<{ where: string; pattern: RegExp }[]> {
  const modules = ['shared', 'renderer/src'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)[\w-]*words\.ts$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
  const found: { where: string; pattern: RegExp }[] = [];
  for (const module of modules) {
    const exports: Record<string, unknown> = await import(path.join(ROOT, module));
    for (const [name, value] of Object.entries(exports))
      found.push(
        ...wordsOf(value, name).map(({ where, pattern }) => ({ where: `${module} ${where}`, pattern })),
      );
  }
  return found;
}

/** Words of English a sentence of the other language would not hold: a text with two of them reads as English. */
const ENGLISH_WORDS =
  /\b(?:the|and|your|you|this|that|with|is|are|was|were|has|have|of|to|it|from|can|cannot|be|been|not|will|for|on|at|in|by|or)\b/gi;

const readsAsEnglish = (text: string): boolean =>
  new Set(text.match(ENGLISH_WORDS)?.map((word) => word.toLowerCase())).size >= 2;

export interface EnglishLeft {
  /** `id: text on screen`, for each English message found. */
  english: string[];
  /** Texts on screen that are a message's id. */
  ids: string[];
  /** `module export.path: text on screen`, for each text found of words not in the catalogs yet. */
  outside: string[];
  /**
   * Other texts that read as English sentences (two of its commonest small words): a
   * listing to read, not a failure, as the service's own data (a template's questions,
   * the status page's incidents) is English too.
   */
  sentences: string[];
}

/** Finds what of English is left on a page in `language`. */
export async function englishFinder(language: string): Promise<(page: Page) => Promise<EnglishLeft>> {
  const english = catalogOf('en');
  const other = catalogOf(language);
  const patterns = Object.entries(english)
    .filter(([id, text]) => other[id] !== text)
    .flatMap(([id, text]) => {
      const pattern = messagePattern(text);
      // A message made of arguments alone ("{first}{others, plural, =0 {} …}") matches any text,
      // and one that matches its own translation ("{percent}%") tells nothing apart: left out.
      const loose = !pattern || pattern.test('Texto cualquiera') || pattern.test(other[id] ?? '');
      return loose ? [] : [{ id, pattern }];
    });
  const ids = new Set(Object.keys(english));
  // A text the other language's catalog holds too ("No", the desk's own name) reads the same in both.
  const theSame = new Set(Object.values(other).map((text) => text.trim()));
  const outsideCatalogs = await wordsOutsideCatalogs();
  return async (page) => {
    const texts = await textsOnScreen(page);
    // A mark before a message ("⚠ Paste the API key.") is not part of it.
    const matches = (pattern: RegExp, text: string) =>
      pattern.test(text) || pattern.test(text.replace(/^[^\p{L}\p{N}]+/u, ''));
    const english = texts.flatMap((text) =>
      patterns.filter(({ pattern }) => matches(pattern, text)).map(({ id }) => `${id}: ${text}`),
    );
    const outside = texts
      .filter((text) => !theSame.has(text))
      .flatMap((text) =>
        outsideCatalogs
          .filter(({ pattern }) => matches(pattern, text))
          .map(({ where }) => `${where}: ${text}`),
      );
    const named = new Set([...english, ...outside].map((entry) => entry.slice(entry.indexOf(': ') + 2)));
    return {
      english,
      ids: texts.filter((text) => ids.has(text)),
      outside,
      sentences: texts.filter((text) => !named.has(text) && readsAsEnglish(text)),
    };
  };
}

/** Every text the page shows or says: each element's own text, and its labels, titles, placeholders and alternatives. */
export function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // What the desk marks as no language of its own (a signer's answers) is theirs, not the catalogs'.
      if (element.closest('script, style, [hidden], [translate="no"]')) continue;
      let own = '';
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      if (own.trim()) texts.push(own.trim());
      for (const name of [
        'aria-label',
        'aria-description',
        'aria-valuetext',
        'title',
        'placeholder',
        'alt',
        'label',
      ]) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}
