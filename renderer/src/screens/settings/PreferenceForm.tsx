/**
 * The frame of a Settings section's small form of preferences, its text box and its tick box:
 * the form sends its draft, a refusal that belongs to no field shows under the
 * fields, and Save is pressable once something changed and nothing is being saved.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { FormField } from '../../forms/FormField.tsx';
import type { PreferenceDraft } from './use-preference-draft.ts';

interface FormProps<I> {
  draft: PreferenceDraft<I>;
  label: string;
  words: { save: string; saving: string };
  children: ReactNode;
}

export function PreferenceForm<I>({ draft, label, words, children }: FormProps<I>) {
  return (
    <form ref={draft.formRef} className="form-stack" onSubmit={draft.submit} noValidate aria-label={label}>
      {children}
      {draft.refusal ? <ErrorPanel failure={describeFailure(draft.refusal)} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={draft.saving || !draft.edited}>
          {draft.saving ? words.saving : words.save}
        </button>
      </div>
    </form>
  );
}

/** The inputs of a draft that are typed as text. */
type TextInput<I> = { [K in keyof I]: I[K] extends string ? K : never }[keyof I] & string;

interface TextFieldProps<I, K extends TextInput<I>>
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder' | 'spellCheck'> {
  draft: PreferenceDraft<I>;
  field: K;
  label: string;
  help?: string;
  /** The message beside the box; the field's own from the draft unless given. */
  error?: string | undefined;
}

export function PreferenceTextField<I, K extends TextInput<I>>({
  draft,
  field,
  label,
  help,
  error = draft.errors[field],
  ...box
}: TextFieldProps<I, K>) {
  return (
    <FormField label={label} error={error} help={help}>
      {(control) => (
        <input
          {...control}
          {...box}
          name={field}
          type="text"
          value={draft.inputs[field] as string}
          onChange={(event) => draft.set(field, event.target.value as I[K])}
        />
      )}
    </FormField>
  );
}

/** The inputs of a draft that are yes or no. */
type ChoiceInput<I> = { [K in keyof I]: I[K] extends boolean ? K : never }[keyof I] & string;

interface ChoiceProps<I, K extends ChoiceInput<I>> {
  draft: PreferenceDraft<I>;
  field: K;
  label: string;
  help: string;
}

/** A preference that is yes or no: a tick box with its label, and what it means under it. */
export function PreferenceChoice<I, K extends ChoiceInput<I>>({
  draft,
  field,
  label,
  help,
}: ChoiceProps<I, K>) {
  const helpId = `settings-${field}-help`;
  return (
    <div>
      <label className="form-choice">
        <input
          type="checkbox"
          name={field}
          aria-describedby={helpId}
          checked={draft.inputs[field] as boolean}
          onChange={(event) => draft.set(field, event.currentTarget.checked as I[K])}
        />
        {label}
      </label>
      <p className="form-help" id={helpId}>
        {help}
      </p>
    </div>
  );
}
