/**
 * Settings' Minors: whether a minor signed for (by a guardian, or with an
 * adult on their waiver) needs a look like a flagged answer, or goes in with one press.
 * By default they need a look, with the attention sound; venues that check minors
 * some other way turn it off. A minor with no guardian and no adult always needs one.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { PreferenceChoice, PreferenceForm } from './PreferenceForm.tsx';
import { PreferenceSection } from './PreferenceSection.tsx';
import { MINORS_SETTINGS_ID } from './settings-anchors.ts';
import { type SavedNote, usePreferenceDraft } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

const words = settingsText.minors;

interface MinorsInputs {
  minorsPass: boolean;
}

const toInputs = (saved: DeskPreferences): MinorsInputs => ({ minorsPass: saved.minorsPass ?? false });
const toPatch = (inputs: MinorsInputs) => ({ minorsPass: inputs.minorsPass });

function MinorsForm({ saved, note }: { saved: DeskPreferences; note: SavedNote }) {
  const draft = usePreferenceDraft(saved, toInputs, toPatch, note);
  return (
    <PreferenceForm draft={draft} label={words.formLabel} words={words}>
      <PreferenceChoice draft={draft} field="minorsPass" label={words.pass.label} help={words.pass.help} />
    </PreferenceForm>
  );
}

export function MinorsSection() {
  return (
    <PreferenceSection id={MINORS_SETTINGS_ID} heading={words.heading} savedWords={words.saved}>
      {(saved, note) => <MinorsForm saved={saved} note={note} />}
    </PreferenceSection>
  );
}
