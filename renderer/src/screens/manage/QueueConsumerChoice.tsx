/**
 * Whether this desk reads the account's queue. A message read by one desk is
 * gone for every other, so one desk of an account should, and only one.
 */
import { useEffect, useState } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSaveSettings } from '../settings/save-settings.ts';
import { FormFailure } from './FormFailure.tsx';
import { webhooksText } from './words.ts';

const text = webhooksText.consumer;

export function QueueConsumerChoice() {
  const info = useKnownAppInfo();
  const settings = useDeskSettings();
  const save = useSaveSettings(() => undefined);
  /**
   * What the person just chose, shown until the saved settings say the same: saving
   * reopens the session, and the settings are read afresh for the new one.
   */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<boolean | null>(null);
  const stored = settings.data?.preferences.consumeWebhookQueue ?? false;
  const isDemo = info.account?.mode === 'demo';

  useEffect(() => {
    if (choice !== null && !save.isPending && stored === choice) setChoice(null);
  }, [choice, stored, save.isPending]);

  const choose = (next: boolean) => {
    setChoice(next);
    setOutcome(null);
    save.mutate(
      { consumeWebhookQueue: next },
      { onSuccess: () => setOutcome(next), onError: () => setChoice(null) },
    );
  };

  return (
    <section className="manage-subsection" aria-labelledby="consumer-title" data-testid="queue-consumer">
      <h3 id="consumer-title">{text.title}</h3>
      <p className="form-help">{text.help}</p>
      <QueryView query={settings} loadingLabel={text.loading}>
        {() => (
          <>
            <label className="form-choice">
              <input
                type="checkbox"
                checked={choice ?? stored}
                disabled={save.isPending}
                onChange={(event) => choose(event.currentTarget.checked)}
              />
              {text.choice}
            </label>
            {isDemo ? <p className="form-help">{text.demo}</p> : null}
            {save.isPending ? <p className="form-help">{text.saving}</p> : null}
            {outcome !== null && !save.isPending ? (
              <p className="form-saved" role="status">
                {outcome ? text.nowReads : text.noLongerReads}
              </p>
            ) : null}
            <FormFailure error={save.error} />
          </>
        )}
      </QueryView>
    </section>
  );
}
