/**
 * What a Manage form shows beside its fields: the schema's messages once the
 * person tried to send (then as they type), and what the main process or the
 * service said about a field after sending.
 */
import { DeskError, type DeskErrorCode } from '../../../../shared/ipc/errors.ts';
import type { Checked, FieldErrors } from '../../forms/check-form.ts';

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
