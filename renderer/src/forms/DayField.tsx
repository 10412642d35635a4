/** A day of the desk's calendar to show (`YYYY-MM-DD`): Checked in here and the check-in trail. */
import { FormField } from './FormField.tsx';

export function DayField(props: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <FormField label={props.label}>
      {(control) => (
        <input
          {...control}
          type="date"
          name="day"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
