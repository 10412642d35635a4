/**
 * Settings' This computer: for a front-desk PC, open the desk at login and keep
 * it full screen. Each box saves when ticked, and the desktop app applies it at
 * once. The browser version keeps the choice for the desktop app (both read one
 * settings file) and says that it does not apply here.
 */
import { useState } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSaveSettings } from './save-settings.ts';
import { settingsText } from './words.ts';

type Choice = 'startAtLogin' | 'kioskMode';

const words = settingsText.thisComputer;

const choices = (): { field: Choice; label: string; help: string; on: string; off: string }[] => [
  { field: 'startAtLogin', ...words.startAtLogin },
  { field: 'kioskMode', ...words.kioskMode },
];

export function ThisComputerSection() {
  const info = useKnownAppInfo();
  const settings = useDeskSettings();
  const save = useSaveSettings(() => undefined);
  /** What the person just ticked, shown while it saves. */
  const [choosing, setChoosing] = useState<{ field: Choice; value: boolean } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const inBrowser = info.host === 'browser';

  const choose = (field: Choice, value: boolean) => {
    setChoosing({ field, value });
    setOutcome(null);
    save.mutate(
      { [field]: value },
      {
        onSuccess: () => {
          const choice = choices().find((each) => each.field === field);
          if (!choice) return;
          setOutcome(inBrowser ? words.savedInBrowser : value ? choice.on : choice.off);
        },
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="settings-this-computer">
      <h2 id="settings-this-computer">{words.heading}</h2>
      <p className="form-help" role={inBrowser ? 'note' : undefined}>
        {inBrowser ? words.introInBrowser : words.intro}
      </p>
      <QueryView query={settings} loadingLabel={words.loading}>
        {({ preferences }) => (
          <fieldset className="form-choices" disabled={save.isPending}>
            <legend className="visually-hidden">{words.legend}</legend>
            {choices().map(({ field, label, help }) => (
              <div key={field}>
                <label className="form-choice">
                  <input
                    type="checkbox"
                    name={field}
                    aria-describedby={`this-computer-${field}-help`}
                    checked={choosing?.field === field ? choosing.value : (preferences[field] ?? false)}
                    onChange={(event) => choose(field, event.currentTarget.checked)}
                  />
                  {label}
                </label>
                <p className="form-help" id={`this-computer-${field}-help`}>
                  {help}
                </p>
              </div>
            ))}
          </fieldset>
        )}
      </QueryView>
      {outcome ? (
        <p className="form-saved" role="status">
          {outcome}
        </p>
      ) : null}
      {save.error ? <ErrorPanel failure={describeFailure(save.error)} /> : null}
    </section>
  );
}
