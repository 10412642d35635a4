/**
 * The preferences as the form holds them (text, as typed) and back: checked with
 * the contract's schema, and reduced to what changed, which is all that is sent.
 */
import { type DeskPreferences, deskPreferencesSchema } from '../../../../shared/ipc/account.ts';
import type { RequestOf } from '../../../../shared/ipc/contract.ts';
import {
  PREFERENCE_BOUNDS,
  PREFERENCES_FORM_FIELDS,
  type PreferencesFormField,
} from '../../../../shared/ipc/settings-registry.ts';
import { type Checked, checkForm } from '../../forms/check-form.ts';

/**
 * The preferences this form edits as typed text, as the settings registry marks them
 * (`preferencesForm`). The others have controls of their own (the queue choice, This
 * computer) and are left out of its changes.
 */
const FIELDS = PREFERENCES_FORM_FIELDS;

export type PreferenceField = PreferencesFormField;
export type PreferenceInputs = Record<PreferenceField, string>;
export type PreferencesPatch = RequestOf<'saveSettings'>;

/** The fields typed as numbers: those the settings registry gives bounds. */
const isNumber = (field: PreferenceField): boolean => Object.hasOwn(PREFERENCE_BOUNDS, field);

export function inputsOf(preferences: DeskPreferences): PreferenceInputs {
  const inputs = {} as PreferenceInputs;
  for (const field of FIELDS) {
    const value = preferences[field];
    inputs[field] = value === undefined ? '' : String(value);
  }
  return inputs;
}

/** An empty box is "no number", which the schema words as "Enter … as a number". */
const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function readInputs(inputs: PreferenceInputs): Checked<DeskPreferences> {
  const typed: Record<string, unknown> = {};
  for (const field of FIELDS) typed[field] = isNumber(field) ? asNumber(inputs[field]) : inputs[field];
  return checkForm(deskPreferencesSchema, typed);
}

/** Only the fields whose checked value differs from what is saved. */
export function changesBetween(saved: DeskPreferences, edited: DeskPreferences): PreferencesPatch {
  const patch: PreferencesPatch = {};
  for (const field of FIELDS) {
    if (edited[field] !== saved[field]) Object.assign(patch, { [field]: edited[field] });
  }
  return patch;
}

/** Whether the person typed anything different from what is saved, valid or not. */
export const isEdited = (saved: DeskPreferences, inputs: PreferenceInputs): boolean => {
  const start = inputsOf(saved);
  return FIELDS.some((field) => start[field] !== inputs[field]);
};
