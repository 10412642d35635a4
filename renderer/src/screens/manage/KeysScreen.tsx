/**
 * Published keys: public tokens the account's website uses so the signing
 * library knows whose waivers these are. Never the API key, which stays secret.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DeskError } from '../../../../shared/ipc/errors.ts';
import { type CreatedPublishedKey, createPublishedKeyRequestSchema } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { checkForm, focusFirstInvalid } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { CopyableText } from './CopyableText.tsx';
import { useManageForm } from './form-errors.ts';
import { formatZoned } from './manage-format.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { SubsectionForm } from './SubsectionForm.tsx';
import { useSetSessionData } from './use-session-data.ts';
import { keysText } from './words.ts';

const text = keysText;

/** What the service's "label already in use" means here, beside the label the person can now change. */

function NewKeyForm() {
  const [label, setLabel] = useState('');
  const setSessionData = useSetSessionData();
  const create = useMutation<CreatedPublishedKey, Error, string>({
    mutationFn: (checkedLabel) => callDesk('createPublishedKey', { label: checkedLabel }),
    onSuccess: (created) => {
      setSessionData('listPublishedKeys', {}, { keys: created.keys });
      setLabel('');
      // Called once the key is made, when `form` below is long defined.
      form.untry();
    },
  });

  const labelTaken = create.error instanceof DeskError && create.error.code === 'conflict';
  const form = useManageForm({
    checked: checkForm(createPublishedKeyRequestSchema, { label }),
    mutation: create,
    send: (data) => create.mutate(data.label, { onError: () => focusFirstInvalid(form.ref.current) }),
    ...(labelTaken ? { failureFields: { label: text.form.labelTaken } } : {}),
  });
  const { errors } = form;

  return (
    <SubsectionForm
      form={form}
      label={text.form.label}
      heading={text.form.title}
      pending={create.isPending}
      send={{ idle: text.form.create, busy: text.form.creating }}
      result={
        create.data ? (
          <p className="form-saved" role="status" data-testid="key-created">
            {text.form.created(create.data.newKey.label)}
            <CopyableText value={create.data.newKey.key} what={text.form.newKeyWhat} />
          </p>
        ) : null
      }
    >
      <FormField label={text.form.labelField} error={errors.label} help={text.form.labelHelp}>
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
    </SubsectionForm>
  );
}

export function KeysScreen() {
  const timeZone = useDeskTimeZone();
  const query = useSessionQuery('listPublishedKeys', {});
  return (
    <section className="manage-tool" aria-labelledby="keys-title">
      <h2 id="keys-title">{text.title}</h2>
      <p className="note" data-testid="keys-public">
        {text.about.before}
        <strong>{text.about.public}</strong>
        {text.about.middle}
        <strong>{text.about.notApiKey}</strong>
        {text.about.after}
      </p>
      <OfflineNote what={text.offline} />
      <QueryView
        query={query}
        loadingLabel={text.loading}
        isEmpty={(data) => data.keys.length === 0}
        empty={() => <p className="empty">{text.none}</p>}
      >
        {(data) => (
          <table className="manage-table" aria-label={text.table.label}>
            <thead>
              <tr>
                <th scope="col">{text.table.labelColumn}</th>
                <th scope="col">{text.table.keyColumn}</th>
                <th scope="col">{text.table.createdColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.keys.map((key) => (
                <tr key={key.key}>
                  <td>{key.label}</td>
                  <td>
                    <CopyableText value={key.key} what={text.copyWhat(key.label)} />
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
