/**
 * Keeps the page in the language this computer's "Language" setting chooses (else the
 * system's): a change loads that language's catalog and draws every screen again in
 * it, without a restart. Until the setting is read, the page shows the language it
 * started in (main.tsx).
 */
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useDeskSettings } from '../account/account-queries.ts';
import { languageFor, localeFor, showLanguage } from '../i18n/languages.ts';
import { catalogInUse } from '../i18n/messages.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const chosen = useDeskSettings().data?.preferences.language;
  const [shown, setShown] = useState(() => catalogInUse()?.locale ?? '');

  useEffect(() => {
    if (chosen === undefined) return;
    const language = languageFor(chosen);
    const locale = localeFor(language);
    let current = true;
    void showLanguage(language, locale).then(() => {
      rememberLanguage(language);
      if (current) setShown(locale);
    }, keepLanguage);
    return () => {
      current = false;
    };
  }, [chosen]);

  // Every screen is drawn afresh in the new language; what the queries hold stays.
  return <Fragment key={shown}>{children}</Fragment>;
}

/** A catalog that could not be loaded leaves the page in the language it shows. */
const keepLanguage = (): void => undefined;

const REMEMBERED = 'waiver-desk.language'; // not words: a storage key

/** The language the page starts in next time, before the setting is read (no flash of another). */
export function rememberedLanguage(): string {
  try {
    return localStorage.getItem(REMEMBERED) ?? '';
  } catch {
    return '';
  }
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(REMEMBERED, language);
  } catch {
    // A page without storage starts in the system's language and turns to the chosen one.
  }
}
