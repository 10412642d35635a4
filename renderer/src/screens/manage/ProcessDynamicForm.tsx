/**
 * A signed dynamic template into its waiver: the transaction id typed, or the
 * whole success link the signer landed on pasted, from which the id is read.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type ProcessedDynamicWaiver,
  processDynamicRequestSchema,
  readTransactionId,
} from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { checkForm } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { waiverPath } from '../waiver/waiver-path.ts';
import { CopyableText } from './CopyableText.tsx';
import { FormFailure } from './FormFailure.tsx';
import { fieldErrorsOfFailure, formLevelFailure, submitChecked, visibleErrors } from './form-errors.ts';

export function ProcessDynamicForm() {
  const [pasted, setPasted] = useState('');
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const process = useMutation<ProcessedDynamicWaiver, Error, string>({
    mutationFn: (transactionId) => callDesk('processDynamicWaiver', { transactionId }),
  });

  const checked = checkForm(processDynamicRequestSchema, { transactionId: pasted });
  const failureFields = fieldErrorsOfFailure(process.error);
  const errors = visibleErrors(attempted, checked, failureFields);
  const reading = readTransactionId(pasted);
  const readFromLink = reading.ok && reading.transactionId !== pasted.trim();

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(
      event,
      { attempt: () => setAttempted(true), pending: process.isPending, checked, element: formRef.current },
      (data) => process.mutate(data.transactionId),
    );

  return (
    <form
      ref={formRef}
      className="form-stack manage-subsection"
      onSubmit={submit}
      noValidate
      aria-label="Find a signed dynamic waiver"
    >
      <h3>Find the waiver of a signed one</h3>
      <FormField
        label="Transaction id, or the link the signer landed on"
        error={errors.transactionId}
        help={
          readFromLink && reading.ok ? (
            <span data-testid="transaction-read">
              Transaction id read from the link: {reading.transactionId}
            </span>
          ) : (
            'After signing, the signer is sent to your success page; its link carries the transaction id.'
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
      <FormFailure error={formLevelFailure(process.error, failureFields)} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={process.isPending}>
          {process.isPending ? 'Looking it up…' : 'Find the waiver'}
        </button>
      </div>
      {process.data ? (
        <section className="manage-result" aria-label="Signed waiver" data-testid="dynamic-waiver">
          <p>
            Waiver <CopyableText value={process.data.waiverId} what="waiver id" testId="dynamic-waiver-id" />
          </p>
          <Link className="button" to={waiverPath(process.data.waiverId)}>
            Open the waiver
          </Link>
        </section>
      ) : null}
    </form>
  );
}
