/** Creating a dynamic template from JSON settings, checked (with where the JSON breaks) before sending. */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { RequestOf } from '../../../../shared/ipc/contract.ts';
import {
  DYNAMIC_EXPIRATION_MINUTES,
  type DynamicTemplateLink,
  dynamicTemplateRequestSchema,
} from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { checkForm } from '../../forms/check-form.ts';
import { FormField } from '../../forms/FormField.tsx';
import { CopyableText } from './CopyableText.tsx';
import { FormFailure } from './FormFailure.tsx';
import { fieldErrorsOfFailure, formLevelFailure, submitChecked, visibleErrors } from './form-errors.ts';
import { LinkValue } from './LinkValue.tsx';
import { formatZoned } from './manage-format.ts';

const TEMPLATE_EXAMPLE = '{\n  "meta": { "title": "Kayak rental waiver" }\n}';
const DATA_EXAMPLE = '{\n  "adult": true\n}';

function lifetimeWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
}

function DynamicLinkResult({ link }: { link: DynamicTemplateLink }) {
  const timeZone = useDeskTimeZone();
  return (
    <section className="manage-result" aria-label="Dynamic template link" data-testid="dynamic-result">
      <LinkValue label="Signing link" url={link.url} qr testId="dynamic-link" />
      <p data-testid="dynamic-expiry">
        Works until {formatZoned(link.expiresAt, timeZone)} ({lifetimeWords(link.expirationSeconds)} from when
        it was made).
      </p>
      <p className="form-help">
        Its id: <CopyableText value={link.uuid} what="dynamic template id" testId="dynamic-uuid" />
      </p>
    </section>
  );
}

export function CreateDynamicForm() {
  const [template, setTemplate] = useState('');
  const [data, setData] = useState('');
  const [minutes, setMinutes] = useState(String(DYNAMIC_EXPIRATION_MINUTES.default));
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation<DynamicTemplateLink, Error, RequestOf<'createDynamicTemplate'>>({
    mutationFn: (request) => callDesk('createDynamicTemplate', request),
  });

  // Sent as typed: the main process reads the JSON with the same schema.
  const request = { template, data, expirationMinutes: minutes.trim() === '' ? Number.NaN : Number(minutes) };
  const checked = checkForm(dynamicTemplateRequestSchema, request);
  const failureFields = fieldErrorsOfFailure(create.error);
  const errors = visibleErrors(attempted, checked, failureFields);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(
      event,
      { attempt: () => setAttempted(true), pending: create.isPending, checked, element: formRef.current },
      () => create.mutate(request),
    );

  return (
    <form
      ref={formRef}
      className="form-stack manage-subsection"
      onSubmit={submit}
      noValidate
      aria-label="New dynamic template"
    >
      <h3>Create one</h3>
      <FormField
        label="Template settings (JSON)"
        error={errors.template}
        help="The signing library’s template settings, as on your website: a JSON object."
      >
        {(control) => (
          <textarea
            {...control}
            className="manage-json"
            rows={6}
            spellCheck={false}
            placeholder={TEMPLATE_EXAMPLE}
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        label="Data to fill in (JSON)"
        error={errors.data}
        help="What the waiver starts filled in with, such as the signer’s name: a JSON object ({} for nothing)."
      >
        {(control) => (
          <textarea
            {...control}
            className="manage-json"
            rows={4}
            spellCheck={false}
            placeholder={DATA_EXAMPLE}
            value={data}
            onChange={(event) => setData(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        label="Link works for (minutes)"
        error={errors.expirationMinutes}
        help={`From ${DYNAMIC_EXPIRATION_MINUTES.min} minutes to 30 days (${DYNAMIC_EXPIRATION_MINUTES.max} minutes).`}
      >
        {(control) => (
          <input
            {...control}
            className="form-input-short"
            type="number"
            inputMode="numeric"
            value={minutes}
            onChange={(event) => setMinutes(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormFailure error={formLevelFailure(create.error, failureFields)} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create the link'}
        </button>
      </div>
      {create.data ? <DynamicLinkResult link={create.data} /> : null}
    </form>
  );
}
