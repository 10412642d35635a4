/**
 * A signed dynamic template into its waiver: the transaction id typed, or the
 * whole success link the signer landed on pasted, from which the id is read.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ProcessedDynamicWaiver,
  processDynamicRequestSchema,
  readTransactionId,
} from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { checkForm } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { waiverPath } from '../../navigation/waiver-path.ts';
import { CopyableText } from './CopyableText.tsx';
import { useManageForm } from './form-errors.ts';
import { SubsectionForm } from './SubsectionForm.tsx';
import { dynamicText } from './words.ts';

export function ProcessDynamicForm() {
  const [pasted, setPasted] = useState('');
  const process = useMutation<ProcessedDynamicWaiver, Error, string>({
    mutationFn: (transactionId) => callDesk('processDynamicWaiver', { transactionId }),
  });

  const form = useManageForm({
    checked: checkForm(processDynamicRequestSchema, { transactionId: pasted }),
    mutation: process,
    send: (data) => process.mutate(data.transactionId),
  });
  const { errors } = form;
  const reading = readTransactionId(pasted);
  const readFromLink = reading.ok && reading.transactionId !== pasted.trim();

  return (
    <SubsectionForm
      form={form}
      label={dynamicText.process.label}
      heading={dynamicText.process.heading}
      pending={process.isPending}
      send={{ idle: dynamicText.process.submit, busy: dynamicText.process.submitting }}
      result={
        process.data ? (
          <section
            className="manage-result"
            aria-label={dynamicText.process.resultLabel}
            data-testid="dynamic-waiver"
          >
            <p>
              {dynamicText.process.waiver}{' '}
              <CopyableText
                value={process.data.waiverId}
                what={dynamicText.process.waiverIdWhat}
                testId="dynamic-waiver-id"
              />
            </p>
            <Link className="button" to={waiverPath(process.data.waiverId)}>
              {dynamicText.process.open}
            </Link>
          </section>
        ) : null
      }
    >
      <FormField
        label={dynamicText.process.transaction}
        error={errors.transactionId}
        help={
          readFromLink && reading.ok ? (
            <span data-testid="transaction-read">
              {dynamicText.process.readFromLink(reading.transactionId)}
            </span>
          ) : (
            dynamicText.process.transactionHelp
          )
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            spellCheck={false}
            value={pasted}
            onChange={(event) => {
              setPasted(event.currentTarget.value);
              if (process.error) process.reset();
            }}
          />
        )}
      </FormField>
    </SubsectionForm>
  );
}
