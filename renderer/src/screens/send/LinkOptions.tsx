/** How the prefilled link behaves: its lifetime, the pass-through id, and the four switches of 4.12. */
import { EXPIRATION_PRESETS } from '../../../../shared/ipc/signing.ts';
import { FormField } from '../../forms/FormField.tsx';
import { CheckField } from './CheckField.tsx';
import type { Expiry, PrefillInputs } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';

interface Props {
  inputs: PrefillInputs;
  update(change: Partial<PrefillInputs>): void;
  errors: Readonly<Record<string, string>>;
}

const OTHER = 'other';

export function LinkOptions({ inputs, update, errors }: Props) {
  const choice = 'preset' in inputs.expiry ? String(inputs.expiry.preset) : OTHER;
  const choose = (value: string) => {
    const expiry: Expiry = value === OTHER ? { minutes: '' } : { preset: Number(value) };
    update({ expiry });
  };
  return (
    <fieldset className="send-section">
      <legend>The link</legend>
      <div className="send-grid">
        <FormField
          label="Valid for"
          error={'preset' in inputs.expiry ? errors.expiration : undefined}
          help="From 5 minutes to 30 days."
        >
          {(control) => (
            <select
              {...control}
              className="send-select"
              name="expiry"
              value={choice}
              onChange={(event) => choose(event.target.value)}
            >
              {EXPIRATION_PRESETS.map((preset) => (
                <option key={preset.seconds} value={preset.seconds}>
                  {preset.label}
                </option>
              ))}
              <option value={OTHER}>Other (minutes)</option>
            </select>
          )}
        </FormField>
        {'minutes' in inputs.expiry ? (
          <TextField
            label="Minutes"
            name="expiryMinutes"
            inputMode="numeric"
            value={inputs.expiry.minutes}
            onChange={(minutes) => update({ expiry: { minutes } })}
            error={errors.expiration}
          />
        ) : null}
        <TextField
          label="Your reference (external id)"
          name="external_id"
          value={inputs.externalId}
          onChange={(externalId) => update({ externalId })}
          error={errors.external_id}
          help="A membership or booking number, passed through with the waiver. Letters, digits and _."
        />
      </div>
      <div className="send-checks">
        <CheckField
          label="Lock the prefilled answers"
          name="lockdownPrefill"
          checked={inputs.lockdown}
          onChange={(lockdown) => update({ lockdown })}
          error={errors.lockdownPrefill}
          help="The signer cannot change prefilled names and details (their own questions stay editable). Not possible with a date of birth."
        />
        <CheckField
          label="Adult only"
          name="adult"
          checked={inputs.adult}
          onChange={(adult) => update({ adult })}
          help="The waiver is for an adult alone, no minors."
        />
        <CheckField
          label="Kiosk mode"
          name="kiosk"
          checked={inputs.kiosk}
          onChange={(kiosk) => update({ kiosk })}
          help="For a tablet at the desk rather than the customer’s own phone."
        />
        <CheckField
          label="Hide “someone else needs to sign”"
          name="anyoneElseHidden"
          checked={inputs.hideOthers}
          onChange={(hideOthers) => update({ hideOthers })}
          help="Only the people prefilled here sign."
        />
      </div>
    </fieldset>
  );
}
