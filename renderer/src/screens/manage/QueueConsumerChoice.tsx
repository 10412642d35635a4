/**
 * Whether this desk reads the account's queue. A message read by one desk is
 * gone for every other, so one desk of an account should, and only one.
 */
import { useState } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSaveSettings } from '../settings/save-settings.ts';
import { FormFailure } from './FormFailure.tsx';

export function QueueConsumerChoice() {
  const info = useKnownAppInfo();
  const settings = useDeskSettings();
  const [saved, setSaved] = useState<boolean | null>(null);
  const save = useSaveSettings(() => undefined);
  const isDemo = info.account?.mode === 'demo';
  return (
    <section className="manage-subsection" aria-labelledby="consumer-title" data-testid="queue-consumer">
      <h3 id="consumer-title">Which desk reads the queue</h3>
      <p className="form-help">
        The desk that reads the account’s queue learns of each new waiver within moments and removes the
        message. Only one desk of an account should read it: a message one desk took is gone for the others.
      </p>
      <QueryView query={settings} loadingLabel="Loading this desk’s settings…">
        {({ preferences }) => {
          // The choice shows at once; the saved one returns if saving fails.
          const on =
            (save.isPending ? save.variables?.consumeWebhookQueue : undefined) ??
            preferences.consumeWebhookQueue ??
            false;
          return (
            <>
              <label className="form-choice">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={save.isPending}
                  onChange={(event) => {
                    const next = event.currentTarget.checked;
                    save.mutate({ consumeWebhookQueue: next }, { onSuccess: () => setSaved(next) });
                  }}
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
              {saved !== null && !save.isPending && !save.error ? (
                <p className="form-saved" role="status">
                  {saved ? 'This desk now reads the queue.' : 'This desk no longer reads the queue.'}
                </p>
              ) : null}
              <FormFailure error={save.error} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
