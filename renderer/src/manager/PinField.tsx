/** The manager's PIN typed in, with its message beside it: the lock's gate and a PIN asked at the counter alike. */
import { FormField } from '../forms/FormField.tsx';
import { managerText } from './words.ts';

export function PinField(props: {
  value: string;
  error: string | undefined;
  onChange: (pin: string) => void;
}) {
  return (
    <FormField label={managerText.gate.pinLabel} error={props.error}>
      {(control) => (
        <input
          {...control}
          className="form-input-short"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the PIN is all that is asked where this shows
          autoFocus
          maxLength={12}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
