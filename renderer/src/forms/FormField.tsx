/**
 * A labelled control with its message right beside it. The message is tied to
 * the control (aria-invalid, aria-errormessage), so a screen reader reads it
 * with the field, and the help line stays in view while there is an error.
 */
import { type ReactNode, useId } from 'react';
import './forms.css';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

interface Props {
  label: ReactNode;
  /** The field's message from the schema or the main process; none while it is fine. */
  error?: string | undefined;
  help?: ReactNode;
  /** Renders the control with the ids that bind it to its label and messages. */
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ label, error, help, children }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    'aria-invalid': Boolean(error),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-errormessage': errorId } : {}),
  };
  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="form-control-row">
        {children(control)}
        {error ? (
          <p id={errorId} className="form-error">
            {error}
          </p>
        ) : null}
      </div>
      {help ? (
        <p id={helpId} className="form-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
