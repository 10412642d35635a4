/**
 * Settings' Scanner and sounds: whether a scan makes its sound and how loud (each
 * sound can be tried), and how this desk's barcode scanner types: the longest pause
 * between its keys, and any prefix or suffix it sends around each code. Sounds
 * muted from a scan's notice are turned back on here.
 */
import type { DeskPreferences } from '../../../../shared/ipc/account.ts';
import { PREFERENCE_BOUNDS } from '../../../../shared/ipc/settings-registry.ts';
import { FormField } from '../../forms/FormField.tsx';
import { type CueKind, playCue } from '../../lookup/cues.ts';
import { PreferenceChoice, PreferenceForm, PreferenceTextField } from './PreferenceForm.tsx';
import { PreferenceSection } from './PreferenceSection.tsx';
import { SCANNER_SETTINGS_ID } from './settings-anchors.ts';
import { type SavedNote, usePreferenceDraft } from './use-preference-draft.ts';
import { settingsText } from './words.ts';

const words = settingsText.scanner;

interface ScannerInputs {
  scanSounds: boolean;
  scanVolume: number;
  /** As typed. */
  scanGapMs: string;
  scanPrefix: string;
  scanSuffix: string;
}

const toInputs = (saved: DeskPreferences): ScannerInputs => ({
  scanSounds: saved.scanSounds ?? true,
  scanVolume: saved.scanVolume ?? 60,
  scanGapMs: String(saved.scanGapMs ?? 50),
  scanPrefix: saved.scanPrefix ?? '',
  scanSuffix: saved.scanSuffix ?? '',
});

const toPatch = (inputs: ScannerInputs) => ({
  scanSounds: inputs.scanSounds,
  scanVolume: inputs.scanVolume,
  // An empty box is "no number", which the schema words as "Enter … as a number".
  scanGapMs: inputs.scanGapMs.trim() === '' ? undefined : Number(inputs.scanGapMs),
  scanPrefix: inputs.scanPrefix,
  scanSuffix: inputs.scanSuffix,
});

const tries = (): { kind: CueKind; label: string }[] => [
  { kind: 'pass', label: words.tryPass },
  { kind: 'attention', label: words.tryAttention },
  { kind: 'already', label: words.tryAlready },
  { kind: 'miss', label: words.tryMiss },
];

/** What the scanner may type before and after each code. */
const AROUND_CODES = [
  { field: 'scanPrefix', words: words.prefix },
  { field: 'scanSuffix', words: words.suffix },
] as const;

function ScannerForm({ saved, note }: { saved: DeskPreferences; note: SavedNote }) {
  const draft = usePreferenceDraft(saved, toInputs, toPatch, note);
  const { inputs, errors } = draft;
  return (
    <PreferenceForm draft={draft} label={words.formLabel} words={words}>
      <PreferenceChoice
        draft={draft}
        field="scanSounds"
        label={words.sounds.label}
        help={words.sounds.help}
      />
      <FormField label={words.volume.label} error={errors.scanVolume}>
        {(control) => (
          <input
            {...control}
            name="scanVolume"
            type="range"
            min={PREFERENCE_BOUNDS.scanVolume.min}
            max={PREFERENCE_BOUNDS.scanVolume.max}
            step={5}
            disabled={!inputs.scanSounds}
            aria-valuetext={words.volume.value(inputs.scanVolume)}
            value={inputs.scanVolume}
            onChange={(event) => draft.set('scanVolume', Number(event.target.value))}
          />
        )}
      </FormField>
      <fieldset className="settings-try" disabled={!inputs.scanSounds}>
        <legend className="form-label">{words.tryLabel}</legend>
        {tries().map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="button-quiet"
            onClick={() => playCue(kind, { enabled: true, volume: inputs.scanVolume })}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <FormField label={words.gap.label} error={errors.scanGapMs} help={words.gap.help}>
        {(control) => (
          <input
            {...control}
            className="form-input-short"
            name="scanGapMs"
            type="number"
            inputMode="numeric"
            min={PREFERENCE_BOUNDS.scanGapMs.min}
            max={PREFERENCE_BOUNDS.scanGapMs.max}
            step={1}
            value={inputs.scanGapMs}
            onChange={(event) => draft.set('scanGapMs', event.target.value)}
          />
        )}
      </FormField>
      <div className="settings-numbers">
        {AROUND_CODES.map(({ field, words: around }) => (
          <PreferenceTextField
            key={field}
            draft={draft}
            field={field}
            label={around.label}
            help={around.help}
            className="form-input-short"
            spellCheck={false}
          />
        ))}
      </div>
    </PreferenceForm>
  );
}

export function ScannerSection() {
  return (
    <PreferenceSection id={SCANNER_SETTINGS_ID} heading={words.heading} savedWords={words.saved}>
      {(saved, note) => <ScannerForm saved={saved} note={note} />}
    </PreferenceSection>
  );
}
