/** The desk's zone: this computer's own, or any zone this browser knows. */
import { useMemo } from 'react';
import type { ControlProps } from '../../forms/FormField.tsx';
import { settingsText } from './words.ts';

interface Props {
  control: ControlProps;
  value: string;
  systemTimeZone: string;
  onChange(zone: string): void;
}

const knownZones = (): string[] => Intl.supportedValuesOf('timeZone');

export function TimeZoneSelect({ control, value, systemTimeZone, onChange }: Props) {
  const zones = useMemo(knownZones, []);
  // A zone saved earlier (or by another desk) stays choosable even if this list lacks it.
  const savedElsewhere = value !== '' && !zones.includes(value) ? value : null;
  return (
    <select {...control} name="timeZone" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{settingsText.preferences.timeZone.thisComputers(systemTimeZone)}</option>
      {savedElsewhere ? <option value={savedElsewhere}>{savedElsewhere}</option> : null}
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </select>
  );
}
