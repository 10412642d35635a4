/**
 * A Settings section holding one small form of preferences: the form starts from
 * what the desk says is saved (and again after each save), and "Saved" stays under
 * it until the next edit.
 */
import { type ReactNode, useState } from 'react';
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { useDeskSettings } from '../../account/account-queries.ts';
import { QueryView } from '../../components/QueryView.tsx';
import type { SavedNote } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

interface Props {
  id: string;
  heading: string;
  savedWords: string;
  children: (saved: DeskPreferences, note: SavedNote) => ReactNode;
}

export function PreferenceSection({ id, heading, savedWords, children }: Props) {
  const settings = useDeskSettings();
  const [saved, setSaved] = useState(false);
  const note: SavedNote = { onSaved: () => setSaved(true), onEdit: () => setSaved(false) };
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <QueryView query={settings} loadingLabel={settingsText.preferences.loading}>
        {(view) => (
          // A new saved state starts the form from it.
          <div key={JSON.stringify(view.preferences)}>{children(view.preferences, note)}</div>
        )}
      </QueryView>
      {saved ? (
        <p className="form-saved" role="status">
          {savedWords}
        </p>
      ) : null}
    </section>
  );
}
