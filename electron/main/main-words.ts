/**
 * The words the main process shows itself (desktop notifications, native dialogs),
 * from the page's own catalogs (`renderer/locales/<language>.json`, ICU messages
 * through FormatJS) in the language this computer's "Language" setting chooses, by
 * the page's rule (`shared/words/language-choice.ts`). Where the page shows words, main sends
 * kinds and values and the page words them; this module is only for what main
 * itself puts on screen. The catalogs are read by `electron/ipc/catalog-words.ts`,
 * below every host, which the desk's printing reads too.
 */

import { ENGLISH } from '../../shared/words/language-choice.ts';
import { type CatalogMessageId, type CatalogWords, loadCatalogWords } from '../ipc/catalog-words.ts';

export type MainMessageId = CatalogMessageId;
export type MainWords = CatalogWords;

/** The words of the first of `chosen`, then the system's languages, the desk has a catalog for; else English's. */
export const loadMainWords = loadCatalogWords;

/** The words last asked for, loaded or on their way. */
let inUse: Promise<MainWords> | null = null;

/**
 * Puts the words of a language in use for main's notifications and dialogs, as the
 * setting changes: what is shown from now on waits for them, so the last asked for wins.
 */
export function speakInMain(chosen: string, system: readonly string[]): Promise<MainWords> {
  inUse = loadMainWords(chosen, system);
  return inUse;
}

/** The words in use; English's until a language is put in use. */
export function mainWords(): Promise<MainWords> {
  return inUse ?? speakInMain(ENGLISH, []);
}
