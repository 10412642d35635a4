/** Settings' Preferences: the form, and a "Saved" line that stays until the next change. */
import { useState } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';
import { settingsText } from './words.ts';

export function PreferencesSection() {
  const settings = useDeskSettings();
  const [saved, setSaved] = useState(false);
  return (
    <section className="settings-section" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">{settingsText.preferences.heading}</h2>
      {settings.data ? (
        <PreferencesForm
          // A new saved state (this save, a reopened session) starts the form from it.
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          onSaved={() => setSaved(true)}
          onEdit={() => setSaved(false)}
        />
      ) : (
        <QueryView query={settings} loadingLabel={settingsText.preferences.loading}>
          {() => null}
        </QueryView>
      )}
      {saved ? (
        <p className="form-saved" role="status">
          {settingsText.preferences.saved}
        </p>
      ) : null}
    </section>
  );
}
