/**
 * Which language the page speaks and how: the setting, else the system's languages
 * the desk has, else English; dates and numbers in the language with this computer's
 * region; a started language's missing message in English; and the words modules
 * reading the language in use each time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../../renderer/locales/en.json' with { type: 'json' };
import { formatCount } from '../../../renderer/src/format/numbers.ts';
import { LANGUAGES, languageFor, localeFor, showLanguage } from '../../../renderer/src/i18n/languages.ts';
import { catalogInUse, message, pageLocale, putCatalogInUse } from '../../../renderer/src/i18n/messages.ts';
import { shellText } from '../../../renderer/src/shell/words.ts';

afterEach(() => putCatalogInUse('en', 'en-US', english));

describe('the page’s language', () => {
  it('has a catalog for English, Spanish and French, English first', () => {
    expect(LANGUAGES[0]).toBe('en');
    expect(LANGUAGES).toEqual(expect.arrayContaining(['es', 'fr']));
  });

  it('is the chosen one, else the first of the system’s the desk has, else English', () => {
    expect(languageFor('es', ['en-US'])).toBe('es');
    expect(languageFor('', ['de-DE', 'fr-CA', 'es-MX'])).toBe('fr');
    expect(languageFor('', ['de-DE'])).toBe('en');
    expect(languageFor('xx', [])).toBe('en');
  });

  it('writes dates and numbers with this computer’s region', () => {
    expect(localeFor('es', ['en-US'])).toBe('es-US');
    expect(localeFor('fr', ['fr-CA'])).toBe('fr-CA');
    expect(localeFor('es', [])).toBe('es');
  });

  it('loads a language, and the words modules read it each time, numbers as it writes them', async () => {
    expect(shellText.nav.today).toBe('Today');
    await showLanguage('es', 'es-ES');
    expect(catalogInUse()).toEqual({ language: 'es', locale: 'es-ES' });
    expect(pageLocale()).toBe('es-ES');
    expect(shellText.nav.today).toBe('Hoy');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(formatCount(12400)).toBe('12.400');
    expect(message('today.summary', { people: 3, minors: 1 })).toBe('3 hoy, 1 menor');
  });

  it('says a message a started language lacks in English, with its arguments', () => {
    putCatalogInUse('fr', 'fr-CA', { 'shell.nav.today': 'Aujourd’hui' }, english);
    expect(shellText.nav.today).toBe('Aujourd’hui');
    expect(shellText.nav.settings).toBe('Settings');
    expect(message('today.summary', { people: 2, minors: 2 })).toBe('2 in today, 2 minors');
  });
});
