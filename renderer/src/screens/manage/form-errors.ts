/**
 * What a Manage form shows beside its fields: the schema's messages once the
 * person tried to send (then as they type), and what the main process or the
 * service said about a field after sending.
 */

import type { FormEvent } from 'react';
import { DeskError, type DeskErrorCode } from '../../../../shared/ipc/errors.ts';
import { type Checked, type FieldErrors, focusFirstInvalid } from '../../forms/check-form.ts';

/**
 * A refusal that belongs to one field: the main process's own field messages, or
 * a service code the form knows the field of (a label in use belongs to the label).
 */
export function fieldErrorsOfFailure(
  error: unknown,
  fieldOf: Partial<Record<DeskErrorCode, string>> = {},
): FieldErrors {
  if (!(error instanceof DeskError)) return {};
  if (error.fields) return error.fields;
  const field = fieldOf[error.code];
  return field ? { [field]: error.message } : {};
}

export function visibleErrors<T>(
  attempted: boolean,
  checked: Checked<T>,
  failureFields: FieldErrors,
): FieldErrors {
  return { ...failureFields, ...(attempted && !checked.ok ? checked.fields : {}) };
}

/** A failure not shown beside a field goes in the form's own panel. */
export function formLevelFailure(error: unknown, failureFields: FieldErrors): unknown {
  return error && Object.keys(failureFields).length === 0 ? error : null;
}

/**
 * The submit every Manage form makes: mark the form tried (so its messages show),
 * send once while nothing is pending, and only a form that passed its schema;
 * otherwise move focus to the first field that needs a fix.
 */
export function submitChecked<T>(
  event: FormEvent<HTMLFormElement>,
  form: { attempt: () => void; pending: boolean; checked: Checked<T>; element: HTMLFormElement | null },
  send: (data: T) => void,
): void {
  event.preventDefault();
  form.attempt();
  if (form.pending) return;
  if (!form.checked.ok) {
    focusFirstInvalid(form.element);
    return;
  }
  send(form.checked.data);
}
