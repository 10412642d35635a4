/**
 * Settings' Visits: whether someone already in (checked in at any desk within the
 * visit length) may come back in after a look, or reads Stop. The visit's length is
 * the one under Wristbands and labels, so a band's "until" and "already in" agree.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { PreferenceChoice, PreferenceForm } from './PreferenceForm.tsx';
import { PreferenceSection } from './PreferenceSection.tsx';
import { VISITS_SETTINGS_ID } from './settings-anchors.ts';
import { type SavedNote, usePreferenceDraft } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

const words = settingsText.visits;

interface VisitsInputs {
  reEntry: boolean;
}

const toInputs = (saved: DeskPreferences): VisitsInputs => ({ reEntry: saved.reEntry ?? true });
const toPatch = (inputs: VisitsInputs) => ({ reEntry: inputs.reEntry });

function VisitsForm({ saved, note }: { saved: DeskPreferences; note: SavedNote }) {
  const draft = usePreferenceDraft(saved, toInputs, toPatch, note);
  return (
    <PreferenceForm draft={draft} label={words.formLabel} words={words}>
      <PreferenceChoice draft={draft} field="reEntry" label={words.reEntry.label} help={words.reEntry.help} />
    </PreferenceForm>
  );
}

export function VisitsSection() {
  return (
    <PreferenceSection id={VISITS_SETTINGS_ID} heading={words.heading} savedWords={words.saved}>
      {(saved, note) => <VisitsForm saved={saved} note={note} />}
    </PreferenceSection>
  );
}
