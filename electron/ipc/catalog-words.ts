/**
 * The catalogs read in the main process (`renderer/locales/<language>.json`, ICU
 * messages through FormatJS), for the words main puts on paper or on screen itself:
 * main's notifications and dialogs (`electron/main/main-words.ts`) and the printed
 * wristbands and labels (`electron/desk/printing/`). It stands below every host so
 * the desk's printing can speak the chosen language as main does.
 *
 * The catalogs are data both sides read: esbuild bundles each file the template
 * below names into a chunk of its own, and plain Node (the tests) imports the JSON
 * as it is, so adding a language is still adding one file.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type english from '../../renderer/locales/en.json';
import { ENGLISH, languagesToTry, localeFor } from '../../shared/words/language-choice.ts';

/** Every message id: the English catalog's keys. */
export type CatalogMessageId = keyof typeof english;

type Catalog = Readonly<Record<string, string>>;

async function catalogOf(language: string): Promise<Catalog | null> {
  try {
    const file = await import(`../../renderer/locales/${language}.json`, { with: { type: 'json' } });
    return file.default as Catalog;
  } catch {
    // No catalog for this language: the next candidate speaks.
    return null;
  }
}

export interface CatalogWords {
  /** The language spoken, e.g. `es`. */
  readonly language: string;
  /** The locale its times and numbers follow: the language with this computer's region, e.g. `es-US`. */
  readonly locale: string;
  /** The message `id` in that language (English where a started language lacks it). */
  say(id: CatalogMessageId, values?: Readonly<Record<string, string | number>>): string;
}

const cache = createIntlCache();
const AS_TEXT = { ignoreTag: true } as const;
const intlOf = (locale: string, messages: Catalog): IntlShape =>
  createIntl({ locale, messages, defaultLocale: ENGLISH, onError: () => undefined }, cache);

/** The words of the first of `chosen`, then the system's languages, the desk has a catalog for; else English's. */
export async function loadCatalogWords(chosen: string, system: readonly string[]): Promise<CatalogWords> {
  const englishCatalog = await catalogOf(ENGLISH);
  if (!englishCatalog) throw new Error('The build holds no English catalog.');
  for (const language of languagesToTry(chosen, system)) {
    const catalog = language === ENGLISH ? englishCatalog : await catalogOf(language);
    if (!catalog) continue;
    const locale = localeFor(language, system);
    const intl = intlOf(locale, catalog);
    const fallback = intlOf(locale.replace(/^[a-z]+/, ENGLISH), englishCatalog);
    return {
      language,
      locale,
      say: (id, values) =>
        (Object.hasOwn(catalog, id) ? intl : fallback).formatMessage({ id }, values, AS_TEXT),
    };
  }
  // English is always tried last, and is there.
  throw new Error('No catalog speaks.');
}
