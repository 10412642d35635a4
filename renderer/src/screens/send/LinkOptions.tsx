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

const linkWords = sendText.linkOptions;

/** The four switches of 4.12: the input each sets, and the request member its message comes back under. */
const switches = (): {
  input: 'lockdown' | 'adult' | 'kiosk' | 'hideOthers';
  name: string;
  words: { label: string; help: string };
}[] => [
  {
    input: 'lockdown',
    name: 'lockdownPrefill',
    words: { label: linkWords.lockdown, help: linkWords.lockdownHelp },
  },
  { input: 'adult', name: 'adult', words: { label: linkWords.adult, help: linkWords.adultHelp } },
  { input: 'kiosk', name: 'kiosk', words: { label: linkWords.kiosk, help: linkWords.kioskHelp } },
  {
    input: 'hideOthers',
    name: 'anyoneElseHidden',
    words: { label: linkWords.hideOthers, help: linkWords.hideOthersHelp },
  },
];

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
        {switches().map(({ input, name, words }) => (
          <CheckField
            key={name}
            label={words.label}
            name={name}
            checked={inputs[input]}
            onChange={(on) => update({ [input]: on })}
            error={errors[name]}
            help={words.help}
          />
        ))}
      </div>
    </fieldset>
  );
}
