/**
 * Settings' At the desk: what staff see the account called, this desk's name on the
 * check-ins it records, and the account's tags a manager wants shown as badges.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { useAccountOverview } from '../../account/account-queries.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { FormField } from '../../forms/FormField.tsx';
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
  const { inputs, errors } = draft;
  return (
    <form
      ref={draft.formRef}
      className="form-stack"
      onSubmit={draft.submit}
      noValidate
      aria-label={words.formLabel}
    >
      <FormField
        label={words.accountName.label}
        error={errors.accountName}
        help={words.accountName.help(defaultName)}
      >
        {(control) => (
          <input
            {...control}
            name="accountName"
            type="text"
            placeholder={defaultName}
            value={inputs.accountName}
            onChange={(event) => draft.set('accountName', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={words.deskName.label} error={errors.deskName} help={words.deskName.help}>
        {(control) => (
          <input
            {...control}
            name="deskName"
            type="text"
            value={inputs.deskName}
            onChange={(event) => draft.set('deskName', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={words.tags.label}
        error={errors.deskTags ?? Object.entries(errors).find(([key]) => key.startsWith('deskTags.'))?.[1]}
        help={words.tags.help}
      >
        {(control) => (
          <input
            {...control}
            name="deskTags"
            type="text"
            value={inputs.deskTags}
            onChange={(event) => draft.set('deskTags', event.target.value)}
          />
        )}
      </FormField>
      {draft.refusal ? <ErrorPanel failure={describeFailure(draft.refusal)} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={draft.saving || !draft.edited}>
          {draft.saving ? words.saving : words.save}
        </button>
      </div>
    </form>
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
