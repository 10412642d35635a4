/**
 * A Manage tool's own small form under its heading: the fields, then a refusal
 * that belongs to no field, then the one send button (its busy words while the
 * request is out), then what came back.
 */
import type { ReactNode } from 'react';
import { FormFailure } from './FormFailure.tsx';
import type { ManageForm } from './form-errors.ts';

interface Props {
  form: ManageForm;
  label: string;
  heading: string;
  pending: boolean;
  /** The button's words, idle and while the request is out. */
  send: { idle: string; busy: string };
  children: ReactNode;
  /** What the service answered, under the button. */
  result?: ReactNode;
}

export function SubsectionForm({ form, label, heading, pending, send, children, result }: Props) {
  return (
    <form
      ref={form.ref}
      className="form-stack manage-subsection"
      onSubmit={form.submit}
      noValidate
      aria-label={label}
    >
      <h3>{heading}</h3>
      {children}
      <FormFailure error={form.failure} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? send.busy : send.idle}
        </button>
      </div>
      {result}
    </form>
  );
}
