/** A setting this computer's administrator fixed: shown, never editable here. */
import { commonText } from '../i18n/words.ts';
import './forms.css';

export const lockedNote = (): string => commonText.forms.lockedNote;

export function LockedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="form-field form-locked">
      <span className="form-label">{label}</span>
      <p className="form-locked-value">
        <span>{value}</span> <span className="form-locked-note">({lockedNote()})</span>
      </p>
    </div>
  );
}
