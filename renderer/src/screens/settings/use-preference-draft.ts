/**
 * A Settings section's form of a few preferences: the inputs as typed, checked with
 * the contract's own schema (each message beside its field), and on submit only what
 * changed is sent, once per press. The section says "Saved" (the form starts
 * again from what was saved, so the word lives outside it) until the next edit.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { type DeskPreferences, savePreferencesSchema } from '../../../../shared/ipc/account.ts';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { checkForm, type FieldErrors, focusFirstInvalid } from '../../forms/check-form.ts';
import { refusedFields } from '../../i18n/word-field.ts';
import { useSaveSettings } from './save-settings.ts';

type Patch = z.output<typeof savePreferencesSchema>;

export interface PreferenceDraft<I> {
  inputs: I;
  set<K extends keyof I>(field: K, value: I[K]): void;
  errors: FieldErrors;
  formRef: React.RefObject<HTMLFormElement | null>;
  submit(event: FormEvent<HTMLFormElement>): void;
  saving: boolean;
  /** A refusal that belongs to no field. */
  refusal: Error | null;
  /** The inputs differ from what is saved. */
  edited: boolean;
}

/**
 * `toInputs` turns the saved preferences into the form's inputs; `toPatch` turns the
 * inputs back into preferences (unchecked: the schema checks them).
 */
export interface SavedNote {
  onSaved(): void;
  onEdit(): void;
}

export function usePreferenceDraft<I extends object>(
  saved: DeskPreferences,
  toInputs: (saved: DeskPreferences) => I,
  toPatch: (inputs: I) => Record<string, unknown>,
  note: SavedNote,
): PreferenceDraft<I> {
  const [inputs, setInputs] = useState<I>(() => toInputs(saved));
  const save = useSaveSettings(note.onSaved);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const checked = checkForm(savePreferencesSchema, toPatch(inputs));
  const serverFields = refusedFields(save.error);
  const errors: FieldErrors = { ...serverFields, ...(checked.ok ? {} : checked.fields) };
  const changes = (patch: Patch): Patch =>
    Object.fromEntries(
      Object.entries(patch).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof DeskPreferences]),
      ),
    );

  return {
    inputs,
    set(field, value) {
      setInputs((current) => ({ ...current, [field]: value }));
      note.onEdit();
    },
    errors,
    formRef,
    submit(event) {
      event.preventDefault();
      if (sending.current) return;
      if (!checked.ok) {
        focusFirstInvalid(formRef.current);
        return;
      }
      const patch = changes(checked.data);
      if (Object.keys(patch).length === 0) {
        note.onSaved();
        return;
      }
      sending.current = true;
      save.mutate(patch, {
        onSettled: () => {
          sending.current = false;
        },
      });
    },
    saving: save.isPending,
    refusal: save.error && !(save.error instanceof DeskError && save.error.fields) ? save.error : null,
    edited: JSON.stringify(toInputs(saved)) !== JSON.stringify(inputs),
  };
}
