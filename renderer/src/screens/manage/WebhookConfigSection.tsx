/** The account's webhook as set now, with changing it and (after a confirmation) removing it. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookSetup } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { FormFailure } from './FormFailure.tsx';
import { webhookWhenWords } from './template-words.ts';
import { useSetSessionData } from './use-session-data.ts';
import { WebhookForm } from './WebhookForm.tsx';
import { webhooksText } from './words.ts';

const text = webhooksText;

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
        {text.remove.start}
      </button>
    );
  }
  return (
    <div className="manage-confirm" role="alertdialog" aria-labelledby="webhook-delete-title">
      <p id="webhook-delete-title">
        {text.remove.confirmBefore}
        <code>{endpoint}</code>
        {text.remove.confirmAfter}
      </p>
      <FormFailure error={remove.error} />
      <div className="form-actions">
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? text.remove.removing : text.remove.confirm}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={remove.isPending}
          onClick={() => setConfirming(false)}
        >
          {text.remove.keep}
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
      <h3 id="webhook-config-title">{text.config.title}</h3>
      <QueryView query={query} loadingLabel={text.config.loading}>
        {({ config }) =>
          config && !editing ? (
            <>
              <p data-testid="webhook-current">
                {text.config.sentToBefore}
                <code>{config.endpoint}</code>
                {text.config.sentToAfter(webhookWhenWords(config.emailValidationRequired))}
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
                  {text.config.change}
                </button>
                <DeleteWebhook endpoint={config.endpoint} onDeleted={() => setNotice(text.config.removed)} />
              </div>
            </>
          ) : (
            <>
              {config ? null : (
                <p className="empty" data-testid="webhook-none">
                  {text.config.none}
                </p>
              )}
              <WebhookForm
                current={config}
                onSaved={() => {
                  setEditing(false);
                  setNotice(text.config.saved);
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
