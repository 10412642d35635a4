/**
 * The desk's words as ICU messages (FormatJS): one catalog per language in
 * `renderer/locales/<language>.json`, ids to messages, English the source. The words
 * modules are thin functions over these messages (`message`, `texts`), so components
 * keep calling the words they always did. One catalog is in use at a time, with
 * English beside it for any message a started language has not translated yet.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type english from '../../locales/en.json';

/** Ids to ICU messages, as a catalog file holds them. */
export type Catalog = Readonly<Record<string, string>>;

/** Every message id: the English catalog's keys, so an id no catalog holds does not compile. */
export type MessageId = keyof typeof english;

/** A message's arguments: already formatted texts, or numbers its plural and number arguments format. */
export type MessageValues = Readonly<Record<string, string | number>>;

interface InUse {
  /** The catalog's language, e.g. `es`. */
  language: string;
  /** The locale dates, numbers and plurals follow: the language with this computer's region, e.g. `es-US`. */
  locale: string;
  intl: IntlShape;
  /** English, for the messages `intl`'s catalog does not hold; null when the catalog is English's. */
  english: IntlShape | null;
}

const cache = createIntlCache();
let inUse: InUse | null = null;

/**
 * A message that cannot be formatted (a missing argument, a broken translation) shows
 * its id rather than break the screen; the catalogs' test (ICU syntax, the same
 * arguments as English) keeps that from shipping.
 */
const onError = (): void => undefined;

function intlOf(locale: string, messages: Catalog): IntlShape {
  // An empty message is a message (a level the header words with nothing), not a missing one.
  return createIntl({ locale, messages, defaultLocale: 'en', onError, fallbackOnEmptyString: false }, cache);
}

/** Puts a language's catalog in use; `englishCatalog` for the messages it lacks (not needed for English itself). */
export function putCatalogInUse(
  language: string,
  locale: string,
  catalog: Catalog,
  englishCatalog?: Catalog,
): void {
  const englishLocale = locale.replace(/^[a-z]+/i, 'en');
  inUse = {
    language,
    locale,
    intl: intlOf(locale, catalog),
    english: language === 'en' || !englishCatalog ? null : intlOf(englishLocale, englishCatalog),
  };
}

/** The language and locale in use; null before any catalog is. */
export const catalogInUse = (): { language: string; locale: string } | null =>
  inUse ? { language: inUse.language, locale: inUse.locale } : null;

/**
 * The locale every date, time, number and list on the page follows: the chosen
 * language's (undefined, the computer's own, before any catalog is in use).
 */
export const pageLocale = (): string | undefined => inUse?.locale;

// Messages are text, not markup: `<` in a message is a character.
const AS_TEXT = { ignoreTag: true } as const;

/** The message `id` in the language in use, with its arguments. */
export function message(id: MessageId, values?: MessageValues): string {
  if (!inUse) throw new Error(`The words were asked for ("${id}") before a catalog was in use.`);
  const { intl, english } = inUse;
  const from = english && !Object.hasOwn(intl.messages, id) ? english : intl;
  return from.formatMessage({ id }, values, AS_TEXT);
}

/** Whether `id` names a message of the catalogs (an id that came from main, say). */
export function knowsMessage(id: string): id is MessageId {
  if (!inUse) return false;
  return (
    Object.hasOwn(inUse.intl.messages, id) ||
    (inUse.english !== null && Object.hasOwn(inUse.english.messages, id))
  );
}

/** A words module's tree of message ids; functions stay as they are (texts that take values). */
type IdTree = { readonly [key: string]: MessageId | ((...args: never[]) => string) | IdTree };

/** The tree `T` with each id read as its message. */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends IdTree ? Texts<T[K]> : T[K];
};

/**
 * A words module's texts from their message ids: `texts({ title: 'today.title' }).title`
 * reads the message in the language in use each time it is read, so a screen drawn
 * after the language changed shows the new one.
 */
export function texts<const T extends IdTree>(ids: T): Texts<T> {
  const tree = {};
  for (const [key, value] of Object.entries(ids)) {
    if (typeof value === 'string') {
      Object.defineProperty(tree, key, { enumerable: true, get: () => message(value as MessageId) });
    } else {
      Object.defineProperty(tree, key, {
        enumerable: true,
        value: typeof value === 'function' ? value : texts(value as IdTree),
      });
    }
  }
  return tree as Texts<T>;
}
