/** The account's webhook as set now, with changing it and (after a confirmation) removing it. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookSetup } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { FormFailure } from './FormFailure.tsx';
import { webhookWhenWords } from './template-words.ts';
import { useSetSessionData } from './use-session-data.ts';
import { WebhookForm } from './WebhookForm.tsx';

function DeleteWebhook({ endpoint, onDeleted }: { endpoint: string; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const setSessionData = useSetSessionData();
  const remove = useMutation<WebhookSetup, Error, void>({
    mutationFn: () => callDesk('deleteWebhookConfig', {}),
    onSuccess: (setup) => {
      setSessionData('getWebhookConfig', {}, setup);
      onDeleted();
    },
  });
  if (!confirming) {
    return (
      <button type="button" className="button-quiet" onClick={() => setConfirming(true)}>
        Remove the webhook…
      </button>
    );
  }
  return (
    <div className="manage-confirm" role="alertdialog" aria-labelledby="webhook-delete-title">
      <p id="webhook-delete-title">
        Stop notifying <code>{endpoint}</code> of new waivers? Nothing is sent there from now on.
      </p>
      <FormFailure error={remove.error} />
      <div className="form-actions">
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? 'Removing…' : 'Remove it'}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={remove.isPending}
          onClick={() => setConfirming(false)}
        >
          Keep it
        </button>
      </div>
    </div>
  );
}

export function WebhookConfigSection() {
  const query = useSessionQuery('getWebhookConfig', {});
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section
      className="manage-subsection"
      aria-labelledby="webhook-config-title"
      data-testid="webhook-config"
    >
      <h3 id="webhook-config-title">Where notifications go</h3>
      <QueryView query={query} loadingLabel="Loading the webhook…">
        {({ config }) =>
          config && !editing ? (
            <>
              <p data-testid="webhook-current">
                Each new waiver is sent to <code>{config.endpoint}</code>{' '}
                {webhookWhenWords(config.emailValidationRequired)}.
              </p>
              <div className="form-actions">
                <button
                  type="button"
                  className="button-quiet"
                  onClick={() => {
                    setNotice(null);
                    setEditing(true);
                  }}
                >
                  Change it
                </button>
                <DeleteWebhook
                  endpoint={config.endpoint}
                  onDeleted={() => setNotice('The webhook is removed.')}
                />
              </div>
            </>
          ) : (
            <>
              {config ? null : (
                <p className="empty" data-testid="webhook-none">
                  No webhook is set up: the service notifies no address of new waivers.
                </p>
              )}
              <WebhookForm
                current={config}
                onSaved={() => {
                  setEditing(false);
                  setNotice('The webhook is saved.');
                }}
                onCancel={config ? () => setEditing(false) : null}
              />
            </>
          )
        }
      </QueryView>
      {notice ? (
        <p className="form-saved" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
