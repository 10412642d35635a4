/** Setting the webhook: an https address the service can reach, and when it is called. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookConfig, WebhookValidation } from '../../../../shared/domain/waiver.ts';
import { type WebhookSetup, webhookConfigRequestSchema } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { checkForm } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { FormFailure } from './FormFailure.tsx';
import { useManageForm } from './form-errors.ts';
import { webhookChoices } from './template-words.ts';
import { useSetSessionData } from './use-session-data.ts';
import { webhooksText } from './words.ts';

const text = webhooksText.form;

interface Props {
  current: WebhookConfig | null;
  onSaved(): void;
  /** Null when there is nothing to go back to. */
  onCancel: (() => void) | null;
}

export function WebhookForm({ current, onSaved, onCancel }: Props) {
  const [endpoint, setEndpoint] = useState(current?.endpoint ?? '');
  const [when, setWhen] = useState<WebhookValidation | ''>(current?.emailValidationRequired ?? '');
  const setSessionData = useSetSessionData();
  const save = useMutation<WebhookSetup, Error, WebhookConfig>({
    mutationFn: (config) => callDesk('saveWebhookConfig', config),
    onSuccess: (setup) => {
      setSessionData('getWebhookConfig', {}, setup);
      onSaved();
    },
  });

  const form = useManageForm({
    checked: checkForm(webhookConfigRequestSchema, { endpoint, emailValidationRequired: when }),
    mutation: save,
    send: (data) => save.mutate(data),
    fieldOf: { parameter_error: 'endpoint', data_error: 'endpoint' },
  });
  const { errors } = form;

  return (
    <form ref={form.ref} className="form-stack" onSubmit={form.submit} noValidate aria-label={text.label}>
      <FormField label={text.endpoint} error={errors.endpoint} help={text.endpointHelp}>
        {(control) => (
          <input
            {...control}
            type="url"
            spellCheck={false}
            placeholder={text.endpointPlaceholder}
            value={endpoint}
            onChange={(event) => setEndpoint(event.currentTarget.value)}
          />
        )}
      </FormField>
      <fieldset className="form-choices" aria-invalid={Boolean(errors.emailValidationRequired)}>
        <legend className="form-label">{text.when}</legend>
        {webhookChoices().map((choice) => (
          <label key={choice.value} className="form-choice">
            <input
              type="radio"
              name="webhook-when"
              value={choice.value}
              checked={when === choice.value}
              aria-invalid={Boolean(errors.emailValidationRequired)}
              onChange={() => setWhen(choice.value)}
            />
            {choice.label}
          </label>
        ))}
        {errors.emailValidationRequired ? (
          <p className="form-error">{errors.emailValidationRequired}</p>
        ) : null}
      </fieldset>
      <FormFailure error={form.failure} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
        </button>
        {onCancel ? (
          <button type="button" className="button-quiet" onClick={onCancel}>
            {text.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
