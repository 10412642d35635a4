/** Asks the service to notify again about one waiver (the webhook missed it, or a system needs it again). */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resendWebhookRequestSchema, type WebhookResend } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { checkForm } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { useManageForm } from './form-errors.ts';
import { SubsectionForm } from './SubsectionForm.tsx';
import { webhooksText } from './words.ts';

const text = webhooksText.resend;

export function ResendForm() {
  const [waiverId, setWaiverId] = useState('');
  const resend = useMutation<WebhookResend, Error, string>({
    mutationFn: (id) => callDesk('resendWebhook', { waiverId: id }),
  });

  const form = useManageForm({
    checked: checkForm(resendWebhookRequestSchema, { waiverId }),
    mutation: resend,
    send: (data) => resend.mutate(data.waiverId),
    fieldOf: { not_found: 'waiverId' },
  });
  const { errors } = form;

  return (
    <SubsectionForm
      form={form}
      label={text.label}
      heading={text.title}
      pending={resend.isPending}
      send={{ idle: text.send, busy: text.asking }}
      result={
        resend.data ? (
          <p
            className={resend.data.accepted ? 'form-saved' : 'manage-warning'}
            role="status"
            data-testid="resend-result"
          >
            {resend.data.accepted ? text.accepted(resend.data.waiverId) : text.refused(resend.data.waiverId)}
          </p>
        ) : null
      }
    >
      <FormField label={text.waiverId} error={errors.waiverId} help={text.waiverIdHelp}>
        {(control) => (
          <input
            {...control}
            type="text"
            spellCheck={false}
            value={waiverId}
            onChange={(event) => {
              setWaiverId(event.currentTarget.value);
              if (resend.error || resend.data) resend.reset();
            }}
          />
        )}
      </FormField>
    </SubsectionForm>
  );
}
