/**
 * The translator's check: every catalog in renderer/locales/ against English, the source.
 * It lists each language's missing and unused messages, fails on a message missing
 * from a complete language, on a message no code asks for, on a message that is not
 * ICU, and on a translation whose arguments are not English's (a `{count}` renamed or
 * a plural made plain would show a raw id or a wrong word on screen). French is
 * started: its coverage is stated, and may only grow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { preferenceNumberWords } from '../../renderer/src/screens/settings/words.ts';
import { settingResetName } from '../../renderer/src/shell/words.ts';
import {
  PREFERENCE_BOUNDS,
  PREFERENCES_FORM_NUMBERS,
  RESETTABLE_SETTINGS,
} from '../../shared/ipc/settings-registry.ts';
import { settingsFieldWords } from '../../shared/ipc/words.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = path.join(ROOT, 'renderer/locales');

/** Languages that must hold every message English has. */
const COMPLETE = ['en', 'es'];
/**
 * French is started: at least this many of English's messages are translated (README,
 * Languages). A count, not a share: converting more words modules adds English messages
 * French has yet to catch up with, and must not fail the check; losing translations must.
 */
const FRENCH_AT_LEAST = 686;

type Catalog = Record<string, string>;
const catalogs = new Map<string, Catalog>(
  readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')),
    ]),
);
const english = catalogs.get('en') ?? {};
const englishIds = Object.keys(english);

/**
 * Every quoted id-like string in the sources that word messages: the page's words
 * modules, the shared mappings both sides word (a status alert), and the main
 * process, which words its own notifications and dialogs.
 */
function idsInSources(): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g))
          found.add(match[1] ?? '');
    }
  };
  for (const folder of ['renderer/src', 'shared', 'electron']) walk(path.join(ROOT, folder));
  for (const id of idsFromSettings()) found.add(id);
  return found;
}

/**
 * The ids the words modules make from a setting's name rather than write out, so that
 * no module keeps a list of settings beside the registry's: over the settings the
 * registry says each covers. The sources hold them as templates, which the search
 * above cannot read; they are asked for all the same, and each must be in English
 * (whose every message the complete languages must hold).
 */
function idsFromSettings(): string[] {
  return [
    ...RESETTABLE_SETTINGS.map(settingResetName),
    ...Object.keys(PREFERENCE_BOUNDS).map((name) =>
      settingsFieldWords.numberLabel(name as Parameters<typeof settingsFieldWords.numberLabel>[0]),
    ),
    ...PREFERENCES_FORM_NUMBERS.flatMap((field) => Object.values(preferenceNumberWords(field))),
  ];
}

/**
 * Missing messages as the report lists them: each id for a complete language, and by
 * area ("manage 264, send 130") for a started one, whose list is most of the catalog.
 */
function listed(language: string, missing: readonly string[]): string {
  if (COMPLETE.includes(language)) return missing.join(', ');
  const byArea = new Map<string, number>();
  for (const id of missing) {
    const area = id.split('.')[0] ?? id;
    byArea.set(area, (byArea.get(area) ?? 0) + 1);
  }
  return [...byArea].map(([area, count]) => `${area} ${count}`).join(', ');
}

const TYPE_NAMES: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

/** A message's arguments as `name:kind`, from every branch of its plurals and selects. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    const kind = TYPE_NAMES[element.type];
    if (kind && 'value' in element && typeof element.value === 'string') into.add(`${element.value}:${kind}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** Parsed as the page formats it (`ignoreTag`: `<` is a character); the error's text when it is not ICU. */
function parsed(text: string): MessageFormatElement[] | string {
  try {
    return parse(text, { ignoreTag: true });
  } catch (error) {
    return String(error);
  }
}

describe('the catalogs', () => {
  it('hold English, Spanish and French, each an object of texts, empty only where English is', () => {
    expect([...catalogs.keys()].sort()).toEqual(expect.arrayContaining(['en', 'es', 'fr']));
    for (const [language, catalog] of catalogs) {
      const notText = Object.entries(catalog).filter(
        ([id, text]) => typeof text !== 'string' || (text === '' && english[id] !== ''),
      );
      expect(notText, language).toEqual([]);
    }
  });

  it('lists each language’s missing and unused messages; a complete language misses none', () => {
    const report: Record<string, { missing: string[]; unused: string[]; coverage: string }> = {};
    for (const [language, catalog] of catalogs) {
      const missing = englishIds.filter((id) => !Object.hasOwn(catalog, id));
      const unused = Object.keys(catalog).filter((id) => !Object.hasOwn(english, id));
      const translated = englishIds.length - missing.length;
      report[language] = {
        missing,
        unused,
        coverage: `${translated} of ${englishIds.length} (${Math.floor((translated / englishIds.length) * 100)} %)`,
      };
    }
    console.info(
      Object.entries(report)
        .map(([language, { missing, unused, coverage }]) =>
          [
            `${language}: ${coverage} translated`,
            missing.length ? `  missing: ${listed(language, missing)}` : '',
            unused.length ? `  unused: ${unused.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n'),
    );
    for (const language of COMPLETE)
      expect(report[language]?.missing, `missing from ${language}`).toEqual([]);
    for (const [language, { unused }] of Object.entries(report))
      expect(unused, `in ${language} but not in English`).toEqual([]);
  });

  it('has French started: its coverage is stated and at least the floor', () => {
    const french = catalogs.get('fr') ?? {};
    const translated = englishIds.filter((id) => Object.hasOwn(french, id)).length;
    console.info(
      `French: ${translated} of ${englishIds.length} messages (${((translated / englishIds.length) * 100).toFixed(1)} %)`,
    );
    expect(translated).toBeGreaterThanOrEqual(FRENCH_AT_LEAST);
  });

  it('asks for every English message from the page or the main process, and for none English lacks', () => {
    const asked = idsInSources();
    expect(englishIds.filter((id) => !asked.has(id))).toEqual([]);
    // The ids made from settings' names: each setting the registry covers has its message.
    const made = idsFromSettings();
    expect(made.length).toBeGreaterThan(60);
    expect(made.filter((id) => !Object.hasOwn(english, id))).toEqual([]);
  });

  it('holds ICU messages only, each translation with the arguments of its English', () => {
    const broken: string[] = [];
    const mismatched: string[] = [];
    for (const [language, catalog] of catalogs) {
      for (const [id, text] of Object.entries(catalog)) {
        const elements = parsed(text);
        if (typeof elements === 'string') {
          broken.push(`${language} ${id}: ${elements}`);
          continue;
        }
        const source = parsed(english[id] ?? '');
        if (language === 'en' || typeof source === 'string') continue;
        const want = [...argumentsOf(source)].sort().join(', ');
        const got = [...argumentsOf(elements)].sort().join(', ');
        if (want !== got) mismatched.push(`${language} ${id}: has {${got}}, English {${want}}`);
      }
    }
    expect(broken).toEqual([]);
    expect(mismatched).toEqual([]);
  });
});
