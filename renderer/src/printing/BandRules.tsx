/**
 * Settings' wristband rules, in order (the first that fits a person chooses):
 * for whom, by what end of the visit, which colour and what text; moved up,
 * removed or added; and the band for everyone else.
 */
import {
  MAX_WRISTBAND_RULES,
  WRISTBAND_COLOURS,
  type WristbandColour,
  type WristbandRule,
} from '../../../shared/printing/printing.ts';
import type { FieldErrors } from '../forms/check-form.ts';
import { FormField } from '../forms/FormField.tsx';
import { NEW_RULE } from './printing-form.ts';
import { printingSettingsText, wristbandColourText } from './words.ts';

const words = printingSettingsText;
const WHO = ['anyone', 'minor', 'adult'] as const;

function ColourSelect({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: WristbandColour;
  error: string | undefined;
  onChange: (colour: WristbandColour) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <span className="print-action">
          <span className={`band-swatch band-${value}`} aria-hidden="true" />
          <select
            {...control}
            name="colour"
            value={value}
            onChange={(event) => onChange(event.target.value as WristbandColour)}
          >
            {WRISTBAND_COLOURS.map((colour) => (
              <option key={colour} value={colour}>
                {wristbandColourText[colour]}
              </option>
            ))}
          </select>
        </span>
      )}
    </FormField>
  );
}

function BandText({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name="bandText"
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface Props {
  rules: WristbandRule[];
  otherwise: { colour: WristbandColour; text: string };
  /** Messages by the form's field path (`rules.0.endsBy`, `otherwise.text`). */
  errors: FieldErrors;
  onRules: (rules: WristbandRule[]) => void;
  onOtherwise: (otherwise: { colour: WristbandColour; text: string }) => void;
}

export function BandRules({ rules, otherwise, errors, onRules, onOtherwise }: Props) {
  const change = (index: number, patch: Partial<WristbandRule>) =>
    onRules(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
  const moveUp = (index: number) => {
    const moved = [...rules];
    [moved[index - 1], moved[index]] = [rules[index] as WristbandRule, rules[index - 1] as WristbandRule];
    onRules(moved);
  };
  return (
    <>
      <fieldset className="printing-rules" data-testid="band-rules">
        <legend>{words.rules.legend}</legend>
        <p className="form-help">{rules.length === 0 ? words.rules.empty : words.rules.help}</p>
        {rules.map((rule, index) => {
          const number = index + 1;
          const at = `rules.${index}`;
          return (
            // Rules have no id of their own: their place is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: a rule is its place in the list
            <fieldset key={index} className="printing-rule">
              <legend className="printing-rule-number">{words.rules.rule(number)}</legend>
              <FormField label={words.rules.who.label} error={errors[`${at}.who`]}>
                {(control) => (
                  <select
                    {...control}
                    name="who"
                    value={rule.who}
                    onChange={(event) => change(index, { who: event.target.value as WristbandRule['who'] })}
                  >
                    {WHO.map((who) => (
                      <option key={who} value={who}>
                        {words.rules.who[who]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={words.rules.endsBy.label}
                error={errors[`${at}.endsBy`]}
                help={words.rules.endsBy.help}
              >
                {(control) => (
                  <input
                    {...control}
                    name="endsBy"
                    type="time"
                    value={rule.endsBy}
                    onChange={(event) => change(index, { endsBy: event.target.value })}
                  />
                )}
              </FormField>
              <ColourSelect
                label={words.rules.colour}
                value={rule.colour}
                error={errors[`${at}.colour`]}
                onChange={(colour) => change(index, { colour })}
              />
              <BandText
                label={words.rules.text}
                value={rule.text}
                error={errors[`${at}.text`]}
                onChange={(text) => change(index, { text })}
              />
              <div className="form-actions">
                {index > 0 ? (
                  <button type="button" className="button-quiet" onClick={() => moveUp(index)}>
                    {words.rules.moveUp(number)}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button-quiet"
                  onClick={() => onRules(rules.filter((_, kept) => kept !== index))}
                >
                  {words.rules.remove(number)}
                </button>
              </div>
            </fieldset>
          );
        })}
        <div className="form-actions">
          <button
            type="button"
            className="button-quiet"
            disabled={rules.length >= MAX_WRISTBAND_RULES}
            onClick={() => onRules([...rules, { ...NEW_RULE }])}
          >
            {words.rules.add}
          </button>
        </div>
        {errors.rules ? <p className="form-error">{errors.rules}</p> : null}
      </fieldset>
      <fieldset className="printing-rules" data-testid="band-otherwise">
        <legend>{words.otherwise.legend}</legend>
        <div className="printing-rule">
          <ColourSelect
            label={words.otherwise.colour}
            value={otherwise.colour}
            error={errors['otherwise.colour']}
            onChange={(colour) => onOtherwise({ ...otherwise, colour })}
          />
          <BandText
            label={words.otherwise.text}
            value={otherwise.text}
            error={errors['otherwise.text']}
            onChange={(text) => onOtherwise({ ...otherwise, text })}
          />
        </div>
      </fieldset>
    </>
  );
}
