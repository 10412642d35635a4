/// <reference types="vite/client" />
/**
 * The languages the desk speaks: one catalog file each in `renderer/locales/`, found
 * by the build (adding a language is adding its file), each loaded only when it is
 * chosen. Which one the page shows: the "Language" setting of this computer, or,
 * while that is left to the system, the first of this computer's languages the
 * desk has, else English.
 */
import { ENGLISH, languagesToTry, localeFor as localeOf } from '../../../shared/words/language-choice.ts';
import { type Catalog, catalogInUse, putCatalogInUse } from './messages.ts';

const files = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });

const languageOfFile = (file: string): string => file.replace(/^.*\/([^/]+)\.json$/, '$1');
const loaders = new Map(Object.entries(files).map(([file, load]) => [languageOfFile(file), load]));

export { ENGLISH };

/** Every language a catalog file exists for, English first. */
export const LANGUAGES: readonly string[] = [
  ENGLISH,
  ...[...loaders.keys()].filter((language) => language !== ENGLISH).sort(),
];

/** The system's languages as this page sees them (Electron: the app's locale; a browser: its languages). */
export function systemLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The language to show: `chosen` when the desk has it, else the first system language it has, else English. */
export function languageFor(chosen: string, system: readonly string[] = systemLanguages()): string {
  return languagesToTry(chosen, system).find((language) => loaders.has(language)) ?? ENGLISH;
}

/**
 * The locale of dates, times, numbers and lists in `language`: with this computer's
 * region where Intl knows the pair (Spanish on a US computer writes `3:05 p.m.`,
 * French in Canada `15 h 05`), else the language alone.
 */
export function localeFor(language: string, system: readonly string[] = systemLanguages()): string {
  return localeOf(language, system);
}

/** The language's own name for itself ("Español"), for the Language setting. */
export function nameOfLanguage(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const loadCatalog = (language: string): Promise<Catalog> => {
  const load = loaders.get(language) ?? loaders.get(ENGLISH);
  if (!load) throw new Error('The build holds no English catalog.');
  return load();
};

/**
 * Loads `language`'s catalog, with English beside it for what it lacks, and puts it in
 * use; nothing to do when it already is, in the same locale.
 */
export async function showLanguage(language: string, locale = localeFor(language)): Promise<void> {
  const current = catalogInUse();
  if (current?.language === language && current.locale === locale) return;
  const [catalog, english] = await Promise.all([
    loadCatalog(language),
    language === ENGLISH ? undefined : loadCatalog(ENGLISH),
  ]);
  putCatalogInUse(language, locale, catalog, english);
  // Screen readers and the browser's own words (hyphens, spelling) follow the page's language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
