/**
 * A short box for a whole number typed as text (a port, minutes): kept as typed,
 * so the contract's schema can say what is wrong with it beside the box.
 */
import { FormField } from '../forms/FormField.tsx';

interface Props {
  name: string;
  label: string;
  help: string;
  error: string | undefined;
  value: string;
  onChange: (typed: string) => void;
}

export function WholeNumberBox({ name, label, help, error, value, onChange }: Props) {
  return (
    <FormField label={label} error={error} help={help}>
      {(control) => (
        <input
          {...control}
          className="form-input-short"
          name={name}
          type="text"
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
