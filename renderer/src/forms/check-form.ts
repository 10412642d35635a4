/**
 * A form checked on the page with the contract's own schema, so each field shows
 * the message the main process would give, beside it, before anything is sent.
 */
import type { z } from 'zod';
import { fieldErrorsOf } from '../../../shared/ipc/account.ts';
import { checkRequest } from '../../../shared/ipc/form-words.ts';
import { wordFields } from '../i18n/word-field.ts';

/** A message per field name (the schema's dotted path), worded; 'form' for what belongs to no field. */
export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

type Issue = z.core.$ZodIssue;

/** Issues that only say "this alternative does not apply", not what is wrong with the value. */
const NOT_THIS_BRANCH: ReadonlySet<Issue['code']> = new Set(['invalid_value', 'invalid_type']);

/**
 * A field that may be empty or a web address fails as a union, whose own message
 * is a bare "Invalid input"; the alternative that got as far as checking the
 * value has the message a person can act on.
 */
function unionMessage(issue: Issue): string | null {
  if (issue.code !== 'invalid_union') return null;
  for (const branch of issue.errors) {
    const telling = branch.find((inner) => !NOT_THIS_BRANCH.has(inner.code));
    if (telling) return telling.message;
  }
  return null;
}

function fieldMessages(error: z.ZodError): FieldErrors {
  const fields = { ...fieldErrorsOf(error) };
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    if (seen.has(field)) continue;
    seen.add(field);
    const better = unionMessage(issue);
    if (better) fields[field] = better;
  }
  return wordFields(fields);
}

export function checkForm<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = checkRequest(schema, input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, fields: fieldMessages(parsed.error) };
}

/** Moves focus to the first control the form marked invalid, so the person lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // A task later: React renders the messages (and the aria-invalid marks) in a microtask first.
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
