/**
 * Settings' Language: the language the desk speaks on this computer, or the
 * system's. It saves when chosen, and every screen turns to it at once
 * (LanguageProvider); each language is listed by its own name.
 */
import { useState } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { LANGUAGES, languageFor, nameOfLanguage } from '../../i18n/languages.ts';
import { useSaveSettings } from './save-settings.ts';
import { settingsText } from './words.ts';

export function LanguageSection() {
  const settings = useDeskSettings();
  const save = useSaveSettings(() => undefined);
  /** What the person just chose, shown while it saves. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const words = settingsText.language;

  const choose = (language: string) => {
    setChoosing(language);
    save.mutate({ language }, { onSettled: () => setChoosing(null) });
  };

  return (
    <section className="settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language">{words.heading}</h2>
      <QueryView query={settings} loadingLabel={words.loading}>
        {({ preferences }) => (
          <FormField label={words.label} help={words.help}>
            {(control) => (
              <select
                {...control}
                name="language"
                disabled={save.isPending}
                value={choosing ?? preferences.language ?? ''}
                onChange={(event) => choose(event.currentTarget.value)}
              >
                <option value="">{words.system(nameOfLanguage(languageFor('')))}</option>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {nameOfLanguage(language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </QueryView>
      {save.error ? <ErrorPanel failure={describeFailure(save.error)} /> : null}
    </section>
  );
}
