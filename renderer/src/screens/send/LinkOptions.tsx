/** How the prefilled link behaves: its lifetime, the pass-through id, and the four switches of 4.12. */
import { EXPIRATION_PRESETS } from '../../../../shared/ipc/signing.ts';
import { FormField } from '../../forms/FormField.tsx';
import { CheckField } from './CheckField.tsx';
import type { Expiry, PrefillInputs } from './prefill-inputs.ts';
import { TextField } from './TextField.tsx';
import { sendText } from './words.ts';

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
      <legend>{sendText.linkOptions.legend}</legend>
      <div className="send-grid">
        <FormField
          label={sendText.linkOptions.validFor}
          error={'preset' in inputs.expiry ? errors.expiration : undefined}
          help={sendText.linkOptions.validForHelp}
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
              <option value={OTHER}>{sendText.linkOptions.otherMinutes}</option>
            </select>
          )}
        </FormField>
        {'minutes' in inputs.expiry ? (
          <TextField
            label={sendText.linkOptions.minutes}
            name="expiryMinutes"
            inputMode="numeric"
            value={inputs.expiry.minutes}
            onChange={(minutes) => update({ expiry: { minutes } })}
            error={errors.expiration}
          />
        ) : null}
        <TextField
          label={sendText.linkOptions.externalId}
          name="external_id"
          value={inputs.externalId}
          onChange={(externalId) => update({ externalId })}
          error={errors.external_id}
          help={sendText.linkOptions.externalIdHelp}
        />
      </div>
      <div className="send-checks">
        <CheckField
          label={sendText.linkOptions.lockdown}
          name="lockdownPrefill"
          checked={inputs.lockdown}
          onChange={(lockdown) => update({ lockdown })}
          error={errors.lockdownPrefill}
          help={sendText.linkOptions.lockdownHelp}
        />
        <CheckField
          label={sendText.linkOptions.adult}
          name="adult"
          checked={inputs.adult}
          onChange={(adult) => update({ adult })}
          help={sendText.linkOptions.adultHelp}
        />
        <CheckField
          label={sendText.linkOptions.kiosk}
          name="kiosk"
          checked={inputs.kiosk}
          onChange={(kiosk) => update({ kiosk })}
          help={sendText.linkOptions.kioskHelp}
        />
        <CheckField
          label={sendText.linkOptions.hideOthers}
          name="anyoneElseHidden"
          checked={inputs.hideOthers}
          onChange={(hideOthers) => update({ hideOthers })}
          help={sendText.linkOptions.hideOthersHelp}
        />
      </div>
    </fieldset>
  );
}
