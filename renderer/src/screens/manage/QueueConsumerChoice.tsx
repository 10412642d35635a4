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
      <h3 id="consumer-title">Which desk reads the queue</h3>
      <p className="form-help">
        The desk that reads the account’s queue learns of each new waiver within moments and removes the
        message. Only one desk of an account should read it: a message one desk took is gone for the others.
      </p>
      <QueryView query={settings} loadingLabel="Loading this desk’s settings…">
        {() => (
          <>
            <label className="form-choice">
              <input
                type="checkbox"
                checked={choice ?? stored}
                disabled={save.isPending}
                onChange={(event) => choose(event.currentTarget.checked)}
              />
              This desk reads the account’s queue
            </label>
            {isDemo ? (
              <p className="form-help">
                The demo account never reads a queue; this applies to a connected account.
              </p>
            ) : null}
            {save.isPending ? (
              <p className="form-help">Saving; the account reopens on this desk for a moment…</p>
            ) : null}
            {outcome !== null && !save.isPending ? (
              <p className="form-saved" role="status">
                {outcome ? 'This desk now reads the queue.' : 'This desk no longer reads the queue.'}
              </p>
            ) : null}
            <FormFailure error={save.error} />
          </>
        )}
      </QueryView>
    </section>
  );
}
