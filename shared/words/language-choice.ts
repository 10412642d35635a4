/**
 * Which language the desk speaks and in which locale it writes dates and numbers, by
 * one rule for the page and the main process: the chosen language when the desk has
 * its catalog, else the first of the system's languages it has, else English; the
 * locale is that language with this computer's region where Intl knows the pair
 * (Spanish on a US computer writes `3:05 p.m.`, French in Canada `15 h 05`).
 */

export const ENGLISH = 'en';

/** A language tag's language alone (`es` of `es-US`), or null for one that cannot name a catalog file. */
export function languageOfTag(tag: string): string | null {
  const language = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(language) ? language : null;
}

/** The languages to try, in order: `chosen`, then the `system` languages, then English; the first the desk has speaks. */
export function languagesToTry(chosen: string, system: readonly string[]): string[] {
  const languages = [chosen, ...system].map(languageOfTag).filter((language) => language !== null);
  return [...new Set([...languages, ENGLISH])];
}

/** The locale of dates, times, numbers and lists in `language`: with this computer's region where Intl knows the pair. */
export function localeFor(language: string, system: readonly string[]): string {
  for (const tag of system) {
    try {
      const region = new Intl.Locale(tag).region;
      if (!region) continue;
      const locale = `${language}-${region}`;
      if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0) return locale;
    } catch {
      // A tag Intl cannot read names no region.
    }
  }
  return language;
}
