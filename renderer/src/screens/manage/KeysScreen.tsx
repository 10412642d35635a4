/**
 * Published keys: public tokens the account's website uses so the signing
 * library knows whose waivers these are. Never the API key, which stays secret.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { type CreatedPublishedKey, createPublishedKeyRequestSchema } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { checkForm, focusFirstInvalid } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { CopyableText } from './CopyableText.tsx';
import { FormFailure } from './FormFailure.tsx';
import { fieldErrorsOfFailure, formLevelFailure, submitChecked, visibleErrors } from './form-errors.ts';
import { formatZoned } from './manage-format.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { useSetSessionData } from './use-session-data.ts';

/** What the service's "label already in use" means here, beside the label the person can now change. */
const LABEL_TAKEN =
  'Another published key of this account already has this label (labels are unique, whatever the capitals). Change the label and create again.';

function NewKeyForm() {
  const [label, setLabel] = useState('');
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const setSessionData = useSetSessionData();
  const create = useMutation<CreatedPublishedKey, Error, string>({
    mutationFn: (checkedLabel) => callDesk('createPublishedKey', { label: checkedLabel }),
    onSuccess: (created) => {
      setSessionData('listPublishedKeys', {}, { keys: created.keys });
      setLabel('');
      setAttempted(false);
    },
  });

  const checked = checkForm(createPublishedKeyRequestSchema, { label });
  const labelTaken = create.error instanceof DeskError && create.error.code === 'conflict';
  const failureFields = labelTaken ? { label: LABEL_TAKEN } : fieldErrorsOfFailure(create.error);
  const errors = visibleErrors(attempted, checked, failureFields);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(
      event,
      { attempt: () => setAttempted(true), pending: create.isPending, checked, element: formRef.current },
      (data) => create.mutate(data.label, { onError: () => focusFirstInvalid(formRef.current) }),
    );

  return (
    <form
      ref={formRef}
      className="form-stack manage-subsection"
      onSubmit={submit}
      noValidate
      aria-label="New published key"
    >
      <h3>Create a published key</h3>
      <FormField
        label="Label"
        error={errors.label}
        help="Says where the key is used, such as “Website” or “Booking page”. Each key needs its own label."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={label}
            onChange={(event) => {
              setLabel(event.currentTarget.value);
              if (create.error) create.reset();
            }}
          />
        )}
      </FormField>
      <FormFailure error={formLevelFailure(create.error, failureFields)} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create the key'}
        </button>
      </div>
      {create.data ? (
        <p className="form-saved" role="status" data-testid="key-created">
          Key “{create.data.newKey.label}” created:{' '}
          <CopyableText value={create.data.newKey.key} what="new published key" />
        </p>
      ) : null}
    </form>
  );
}

export function KeysScreen() {
  const timeZone = useDeskTimeZone();
  const query = useSessionQuery('listPublishedKeys', {});
  return (
    <section className="manage-tool" aria-labelledby="keys-title">
      <h2 id="keys-title">Published keys</h2>
      <p className="note" data-testid="keys-public">
        A published key is <strong>public</strong>: it goes into your website’s pages so the signing library
        knows which account a waiver is for. It is <strong>not the API key</strong>, and cannot read or change
        anything. Never put the API key on a website.
      </p>
      <OfflineNote what="The keys shown are the ones last loaded; a new key cannot be made until it is back." />
      <QueryView
        query={query}
        loadingLabel="Loading the published keys…"
        isEmpty={(data) => data.keys.length === 0}
        empty={() => <p className="empty">This account has no published keys yet.</p>}
      >
        {(data) => (
          <table className="manage-table" aria-label="Published keys">
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {data.keys.map((key) => (
                <tr key={key.key}>
                  <td>{key.label}</td>
                  <td>
                    <CopyableText value={key.key} what={`published key ${key.label}`} />
                  </td>
                  <td>{formatZoned(key.createdAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      <NewKeyForm />
    </section>
  );
}
