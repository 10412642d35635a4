/** Creating a dynamic template from JSON settings, checked (with where the JSON breaks) before sending. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
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
import { useManageForm } from './form-errors.ts';
import { LinkValue } from './LinkValue.tsx';
import { formatZoned } from './manage-format.ts';
import { SubsectionForm } from './SubsectionForm.tsx';
import { dynamicText } from './words.ts';

function lifetimeWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const { lifetime } = dynamicText.link;
  if (minutes < 120) return lifetime.minutes(minutes);
  const hours = Math.round(minutes / 60);
  return hours < 48 ? lifetime.hours(hours) : lifetime.days(Math.round(hours / 24));
}

function DynamicLinkResult({ link }: { link: DynamicTemplateLink }) {
  const timeZone = useDeskTimeZone();
  return (
    <section className="manage-result" aria-label={dynamicText.link.label} data-testid="dynamic-result">
      <LinkValue label={dynamicText.link.signingLink} url={link.url} qr testId="dynamic-link" />
      <p data-testid="dynamic-expiry">
        {dynamicText.link.worksUntil(
          formatZoned(link.expiresAt, timeZone),
          lifetimeWords(link.expirationSeconds),
        )}
      </p>
      <p className="form-help">
        {dynamicText.link.id}{' '}
        <CopyableText value={link.uuid} what={dynamicText.link.idWhat} testId="dynamic-uuid" />
      </p>
    </section>
  );
}

export function CreateDynamicForm() {
  const [template, setTemplate] = useState('');
  const [data, setData] = useState('');
  const [minutes, setMinutes] = useState(String(DYNAMIC_EXPIRATION_MINUTES.default));
  const create = useMutation<DynamicTemplateLink, Error, RequestOf<'createDynamicTemplate'>>({
    mutationFn: (request) => callDesk('createDynamicTemplate', request),
  });

  // Sent as typed: the main process reads the JSON with the same schema.
  const request = { template, data, expirationMinutes: minutes.trim() === '' ? Number.NaN : Number(minutes) };
  const form = useManageForm({
    checked: checkForm(dynamicTemplateRequestSchema, request),
    mutation: create,
    send: () => create.mutate(request),
  });
  const { errors } = form;

  return (
    <SubsectionForm
      form={form}
      label={dynamicText.create.label}
      heading={dynamicText.create.heading}
      pending={create.isPending}
      send={{ idle: dynamicText.create.submit, busy: dynamicText.create.submitting }}
      result={create.data ? <DynamicLinkResult link={create.data} /> : null}
    >
      <FormField
        label={dynamicText.create.template}
        error={errors.template}
        help={dynamicText.create.templateHelp}
      >
        {(control) => (
          <textarea
            {...control}
            className="manage-json"
            rows={6}
            spellCheck={false}
            placeholder={dynamicText.create.templateExample}
            value={template}
            onChange={(event) => setTemplate(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label={dynamicText.create.data} error={errors.data} help={dynamicText.create.dataHelp}>
        {(control) => (
          <textarea
            {...control}
            className="manage-json"
            rows={4}
            spellCheck={false}
            placeholder={dynamicText.create.dataExample}
            value={data}
            onChange={(event) => setData(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        label={dynamicText.create.minutes}
        error={errors.expirationMinutes}
        help={dynamicText.create.minutesHelp(DYNAMIC_EXPIRATION_MINUTES.min, DYNAMIC_EXPIRATION_MINUTES.max)}
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
    </SubsectionForm>
  );
}
