/**
 * What a Manage form shows beside its fields: the schema's messages once the
 * person tried to send (then as they type), and what the main process or the
 * service said about a field after sending. Every Manage form gets this, and its
 * one submit, from `useManageForm`.
 */

import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { DeskError, type DeskErrorCode } from '../../../../shared/ipc/errors.ts';
import { describeFailure } from '../../components/failure.ts';
import { type Checked, type FieldErrors, focusFirstInvalid } from '../../forms/check-form.ts';

/**
 * A refusal that belongs to one field: the main process's own field messages, or
 * a service code the form knows the field of (a label in use belongs to the label).
 */
function fieldErrorsOfFailure(
  error: unknown,
  fieldOf: Partial<Record<DeskErrorCode, string>> = {},
): FieldErrors {
  if (!(error instanceof DeskError)) return {};
  if (error.fields) return error.fields;
  const field = fieldOf[error.code];
  return field ? { [field]: describeFailure(error).message } : {};
}

function visibleErrors<T>(attempted: boolean, checked: Checked<T>, failureFields: FieldErrors): FieldErrors {
  return { ...failureFields, ...(attempted && !checked.ok ? checked.fields : {}) };
}

/** A failure not shown beside a field goes in the form's own panel. */
function formLevelFailure(error: unknown, failureFields: FieldErrors): unknown {
  return error && Object.keys(failureFields).length === 0 ? error : null;
}

/**
 * The submit every Manage form makes: mark the form tried (so its messages show),
 * send once while nothing is pending, and only a form that passed its schema;
 * otherwise move focus to the first field that needs a fix.
 */
function submitChecked<T>(
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

export interface ManageForm {
  ref: RefObject<HTMLFormElement | null>;
  /** Beside each field: the schema's messages once tried, and what a refusal said of the field. */
  errors: FieldErrors;
  /** A refusal that belongs to no field, for the form's own panel. */
  failure: unknown;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back to untried, for a form emptied after a success: its empty fields are not mistakes yet. */
  untry: () => void;
}

/**
 * The wiring every Manage form shares: tried or not, the messages it shows, and
 * its one submit (see `submitChecked`). A refusal's field messages come from
 * `fieldOf` unless the form reads the refusal itself (`failureFields`).
 */
export function useManageForm<T>(options: {
  checked: Checked<T>;
  mutation: { isPending: boolean; error: unknown };
  send: (data: T) => void;
  fieldOf?: Partial<Record<DeskErrorCode, string>>;
  failureFields?: FieldErrors;
}): ManageForm {
  const { checked, mutation, send } = options;
  const [attempted, setAttempted] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const failureFields = options.failureFields ?? fieldErrorsOfFailure(mutation.error, options.fieldOf);
  return {
    ref,
    errors: visibleErrors(attempted, checked, failureFields),
    failure: formLevelFailure(mutation.error, failureFields),
    submit: (event) =>
      submitChecked(
        event,
        { attempt: () => setAttempted(true), pending: mutation.isPending, checked, element: ref.current },
        send,
      ),
    untry: () => setAttempted(false),
  };
}
