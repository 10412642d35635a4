/**
 * Settings' At the desk: what staff see the account called, this desk's name on the
 * check-ins it records, and the account's tags a manager wants shown as badges.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { useAccountOverview } from '../../account/account-queries.ts';
import { PreferenceForm, PreferenceTextField } from './PreferenceForm.tsx';
import { PreferenceSection } from './PreferenceSection.tsx';
import { DESK_SETTINGS_ID } from './settings-anchors.ts';
import { type SavedNote, usePreferenceDraft } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

const words = settingsText.desk;

interface DeskInputs {
  accountName: string;
  deskName: string;
  /** Comma-separated, as typed. */
  deskTags: string;
}

const toInputs = (saved: DeskPreferences): DeskInputs => ({
  accountName: saved.accountName ?? '',
  deskName: saved.deskName ?? '',
  deskTags: (saved.deskTags ?? []).join(', '),
});

const toPatch = (inputs: DeskInputs) => ({
  accountName: inputs.accountName,
  deskName: inputs.deskName,
  deskTags: inputs.deskTags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
});

function DeskForm({
  saved,
  defaultName,
  note,
}: {
  saved: DeskPreferences;
  defaultName: string;
  note: SavedNote;
}) {
  const draft = usePreferenceDraft(saved, toInputs, toPatch, note);
  const { errors } = draft;
  return (
    <PreferenceForm draft={draft} label={words.formLabel} words={words}>
      <PreferenceTextField
        draft={draft}
        field="accountName"
        label={words.accountName.label}
        help={words.accountName.help}
        placeholder={defaultName}
      />
      <PreferenceTextField
        draft={draft}
        field="deskName"
        label={words.deskName.label}
        help={words.deskName.help}
      />
      <PreferenceTextField
        draft={draft}
        field="deskTags"
        label={words.tags.label}
        error={errors.deskTags ?? Object.entries(errors).find(([key]) => key.startsWith('deskTags.'))?.[1]}
        help={words.tags.help}
      />
    </PreferenceForm>
  );
}

export function DeskSection() {
  const overview = useAccountOverview();
  return (
    <PreferenceSection id={DESK_SETTINGS_ID} heading={words.heading} savedWords={words.saved}>
      {(saved, note) => <DeskForm saved={saved} defaultName={overview.data?.defaultName ?? ''} note={note} />}
    </PreferenceSection>
  );
}
