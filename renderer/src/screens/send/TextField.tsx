/** A labelled text box with its message beside it: the building block of the Send forms. */
import type { HTMLInputTypeAttribute } from 'react';
import { FormField } from '../../forms/FormField.tsx';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  error?: string | undefined;
  help?: string | undefined;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  name?: string;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  help,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  name,
}: Props) {
  return (
    <FormField label={label} error={error} help={help}>
      {(control) => (
        <input
          {...control}
          className="send-input"
          type={type}
          name={name}
          inputMode={inputMode}
          autoComplete={autoComplete}
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
