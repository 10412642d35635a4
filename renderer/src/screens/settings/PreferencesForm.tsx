/**
 * The desk's preferences, each checked as typed with the contract's schema and
 * its message beside it. Saving sends only what changed; the fixed ones are
 * shown read-only.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { DeskSettingsView } from '../../../../shared/ipc/account.ts';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import {
  PREFERENCE_BOUNDS,
  PREFERENCES_FORM_NUMBERS,
  type PreferencesFormNumber,
} from '../../../../shared/ipc/settings-registry.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { focusFirstInvalid } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { LockedValue } from '../../forms/LockedValue.tsx';
import { refusedFields } from '../../i18n/word-field.ts';
import { ConsoleLinkTest } from './ConsoleLinkTest.tsx';
import {
  changesBetween,
  inputsOf,
  isEdited,
  type PreferenceField,
  type PreferenceInputs,
  readInputs,
} from './preference-inputs.ts';
import { useSaveSettings } from './save-settings.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';
import { settingsText } from './words.ts';

interface Props {
  settings: DeskSettingsView;
  onSaved(): void;
  /** The person changed something after the last save. */
  onEdit(): void;
}

/** A number field: its words, and its bounds as the settings registry declares them. */
interface NumberSpec {
  field: PreferencesFormNumber;
  label: string;
  help: string;
  min: number;
  max: number;
}

const words = settingsText.preferences;

/** The registry's number fields of this form, in its order, each worded by its name. */
const numbers = (): NumberSpec[] =>
  PREFERENCES_FORM_NUMBERS.map((field) => ({
    field,
    label: words.numbers.label(field),
    help: words.numbers.help(field),
    ...PREFERENCE_BOUNDS[field],
  }));

export function PreferencesForm({ settings, onSaved, onEdit }: Props) {
  const saved = settings.preferences;
  const [inputs, setInputs] = useState<PreferenceInputs>(() => inputsOf(saved));
  const save = useSaveSettings(onSaved);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isLocked = (field: PreferenceField) => settings.locked.includes(field);

  const checked = readInputs(inputs);
  const serverFields = refusedFields(save.error);
  const errors: Readonly<Record<string, string>> = { ...serverFields, ...(checked.ok ? {} : checked.fields) };
  const changes = checked.ok ? changesBetween(saved, checked.data) : null;
  const edited = isEdited(saved, inputs);
  const canSave = edited && (changes === null || Object.keys(changes).length > 0);

  const set = (field: PreferenceField) => (value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    onEdit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (!checked.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const patch = changesBetween(saved, checked.data);
    if (Object.keys(patch).length === 0) return;
    sending.current = true;
    save.mutate(patch, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const refusal = save.error && !(save.error instanceof DeskError && save.error.fields) ? save.error : null;
  const templateError = errors.consoleLinkTemplate;
  const zoneLabel = words.timeZone.label;

  return (
    <form ref={formRef} className="form-stack" onSubmit={submit} noValidate aria-label={words.formLabel}>
      {isLocked('timeZone') ? (
        <LockedValue label={zoneLabel} value={saved.timeZone || settings.systemTimeZone} />
      ) : (
        <FormField label={zoneLabel} error={errors.timeZone} help={words.timeZone.help}>
          {(control) => (
            <TimeZoneSelect
              control={control}
              value={inputs.timeZone}
              systemTimeZone={settings.systemTimeZone}
              onChange={set('timeZone')}
            />
          )}
        </FormField>
      )}

      <div className="settings-numbers">
        {numbers().map(({ field, label, help, min, max }) =>
          isLocked(field) ? (
            <LockedValue key={field} label={label} value={String(saved[field])} />
          ) : (
            <FormField key={field} label={label} error={errors[field]} help={help}>
              {(control) => (
                <input
                  {...control}
                  className="form-input-short"
                  name={field}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  value={inputs[field]}
                  onChange={(event) => set(field)(event.target.value)}
                />
              )}
            </FormField>
          ),
        )}
      </div>

      {isLocked('consoleLinkTemplate') ? (
        <LockedValue label={words.consoleLink.label} value={saved.consoleLinkTemplate} />
      ) : (
        <FormField label={words.consoleLink.label} error={templateError} help={words.consoleLink.help}>
          {(control) => (
            <>
              <input
                {...control}
                name="consoleLinkTemplate"
                type="url"
                spellCheck={false}
                value={inputs.consoleLinkTemplate}
                onChange={(event) => set('consoleLinkTemplate')(event.target.value)}
              />
              <ConsoleLinkTest template={templateError ? null : inputs.consoleLinkTemplate.trim()} />
            </>
          )}
        </FormField>
      )}

      {refusal ? <ErrorPanel failure={describeFailure(refusal)} /> : null}

      <div className="form-actions">
        <button type="submit" className="button" disabled={!canSave || save.isPending}>
          {save.isPending ? words.saving : words.save}
        </button>
        {edited ? (
          <button
            type="button"
            className="button-quiet"
            disabled={save.isPending}
            onClick={() => setInputs(inputsOf(saved))}
          >
            {words.undo}
          </button>
        ) : null}
      </div>
    </form>
  );
}
