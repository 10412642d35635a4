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

type Choice = 'startAtLogin' | 'kioskMode';

const CHOICES: { field: Choice; label: string; help: string; on: string; off: string }[] = [
  {
    field: 'startAtLogin',
    label: 'Open Waiver Desk when someone logs in to this computer',
    help: 'For the front-desk computer: the desk is ready as soon as the computer is.',
    on: 'Waiver Desk now opens when someone logs in to this computer.',
    off: 'Waiver Desk no longer opens by itself at log-in.',
  },
  {
    field: 'kioskMode',
    label: 'Kiosk mode: the desk fills the screen, with no menu',
    help: 'To leave kiosk mode, untick this box, or press Ctrl+Shift+K (⌘⇧K on a Mac) and confirm.',
    on: 'Kiosk mode is on.',
    off: 'Kiosk mode is off.',
  },
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
          const words = CHOICES.find((choice) => choice.field === field);
          if (!words) return;
          setOutcome(
            inBrowser ? 'Saved for the desktop app on this computer.' : value ? words.on : words.off,
          );
        },
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="settings-this-computer">
      <h2 id="settings-this-computer">This computer</h2>
      <p className="form-help" role={inBrowser ? 'note' : undefined}>
        {inBrowser
          ? 'These apply to the Waiver Desk desktop app on this computer, not to this browser window. Your choice is kept for when the desktop app runs.'
          : 'These apply to this computer’s Waiver Desk app, whichever account is open.'}
      </p>
      <QueryView query={settings} loadingLabel="Loading this computer’s settings…">
        {({ preferences }) => (
          <fieldset className="form-choices" disabled={save.isPending}>
            <legend className="visually-hidden">This computer</legend>
            {CHOICES.map(({ field, label, help }) => (
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
