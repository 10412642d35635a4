/**
 * Settings' Visits: whether someone already in (checked in at any desk within the
 * visit length) may come back in after a look, or reads Stop; and how many people the
 * venue holds, which the header's headcount is measured against (amber from 80 %, red
 * from 90 %, a warning before a check-in at capacity). The visit's length is the one
 * under Wristbands and labels, so a band's "until" and "already in" agree.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { PreferenceChoice, PreferenceForm, PreferenceTextField } from './PreferenceForm.tsx';
import { PreferenceSection } from './PreferenceSection.tsx';
import { VISITS_SETTINGS_ID } from './settings-anchors.ts';
import { type SavedNote, usePreferenceDraft } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

const words = settingsText.visits;

interface VisitsInputs {
  reEntry: boolean;
  /** As typed. */
  capacity: string;
}

const toInputs = (saved: DeskPreferences): VisitsInputs => ({
  reEntry: saved.reEntry ?? true,
  capacity: String(saved.capacity ?? 0),
});
const toPatch = (inputs: VisitsInputs) => ({
  reEntry: inputs.reEntry,
  // An empty box is "no number", which the schema words as "Enter … as a number".
  capacity: inputs.capacity.trim() === '' ? undefined : Number(inputs.capacity),
});

function VisitsForm({ saved, note }: { saved: DeskPreferences; note: SavedNote }) {
  const draft = usePreferenceDraft(saved, toInputs, toPatch, note);
  return (
    <PreferenceForm draft={draft} label={words.formLabel} words={words}>
      <PreferenceChoice draft={draft} field="reEntry" label={words.reEntry.label} help={words.reEntry.help} />
      <PreferenceTextField
        draft={draft}
        field="capacity"
        label={words.capacity.label}
        help={words.capacity.help}
        className="form-input-short"
      />
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
