/** A tick box with its label after it, help under it and its message beside it. */
import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  help?: string;
  error?: string | undefined;
  name?: string;
}

export function CheckField({ label, checked, onChange, help, error, name }: Props) {
  const id = useId();
  const described = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'check-field form-field-invalid' : 'check-field'}>
      <label className="form-choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-help`} className="form-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
