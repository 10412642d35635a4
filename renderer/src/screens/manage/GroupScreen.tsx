/**
 * A group reservation: when the event starts (in the desk's zone, named on the
 * form), who leads it, which waiver the group signs, who sends the invitation,
 * and optionally the people in it. The result is the leader's links.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RequestOf } from '../../../../shared/ipc/contract.ts';
import { type GroupReservationResult, zonedWallTime } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { FormField } from '../../forms/FormField.tsx';
import { FormFailure } from './FormFailure.tsx';
import { useManageForm } from './form-errors.ts';
import { GroupResult } from './GroupResult.tsx';
import { checkGroupInputs, EVENT_DATE_FIELD, emptyGroupInputs, type GroupInputs } from './group-form.ts';
import { zoneLabel } from './manage-format.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { ParticipantRows } from './ParticipantRows.tsx';
import { TemplateSelect } from './TemplateSelect.tsx';
import { groupsText } from './words.ts';

type TextField = Exclude<keyof GroupInputs, 'participants' | 'mailer'>;

export function GroupScreen() {
  const timeZone = useDeskTimeZone();
  const [inputs, setInputs] = useState<GroupInputs>(emptyGroupInputs);
  const create = useMutation<GroupReservationResult, Error, RequestOf<'createGroupReservation'>>({
    mutationFn: (request) => callDesk('createGroupReservation', request),
  });

  const form = useManageForm({
    checked: checkGroupInputs(inputs, timeZone),
    mutation: create,
    send: (data) => create.mutate(data),
  });
  const { errors } = form;
  // The zone's name on the event's own day: summer and winter time differ.
  const start = zonedWallTime(inputs.startsAt, timeZone);
  const startsAt = start.ok ? new Date(start.instant) : null;
  const set = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setInputs((current) => ({ ...current, [field]: value }));
  };

  const startOver = () => {
    setInputs(emptyGroupInputs());
    form.untry();
    create.reset();
  };

  return (
    <section className="manage-tool" aria-labelledby="group-title">
      <h2 id="group-title">{groupsText.screen.title}</h2>
      <p className="subtitle">{groupsText.screen.subtitle}</p>
      <OfflineNote what={groupsText.screen.offline} />
      {create.data ? (
        <GroupResult result={create.data} onAnother={startOver} />
      ) : (
        <form
          ref={form.ref}
          className="form-stack"
          onSubmit={form.submit}
          noValidate
          aria-label={groupsText.form.label}
        >
          <FormField
            label={groupsText.form.startsAt}
            error={errors[EVENT_DATE_FIELD]}
            help={groupsText.form.startsAtHelp(zoneLabel(timeZone, startsAt ?? undefined))}
          >
            {(control) => (
              <input {...control} type="datetime-local" value={inputs.startsAt} onChange={set('startsAt')} />
            )}
          </FormField>
          <FormField
            label={groupsText.form.reservationName}
            error={errors['event.leader']}
            help={groupsText.form.reservationNameHelp}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                value={inputs.reservationName}
                onChange={set('reservationName')}
              />
            )}
          </FormField>
          <FormField
            label={groupsText.form.eventName}
            error={errors['event.name']}
            help={groupsText.form.eventNameHelp}
          >
            {(control) => (
              <input {...control} type="text" value={inputs.eventName} onChange={set('eventName')} />
            )}
          </FormField>
          <FormField label={groupsText.form.description} error={errors['event.description']}>
            {(control) => (
              <textarea {...control} rows={2} value={inputs.description} onChange={set('description')} />
            )}
          </FormField>
          <fieldset className="manage-fieldset">
            <legend className="form-label">{groupsText.form.leader}</legend>
            <FormField label={groupsText.form.leaderFirst} error={errors['leader.first_name']}>
              {(control) => (
                <input {...control} type="text" value={inputs.leaderFirst} onChange={set('leaderFirst')} />
              )}
            </FormField>
            <FormField label={groupsText.form.leaderLast} error={errors['leader.last_name']}>
              {(control) => (
                <input {...control} type="text" value={inputs.leaderLast} onChange={set('leaderLast')} />
              )}
            </FormField>
            <FormField label={groupsText.form.leaderEmail} error={errors['leader.email']}>
              {(control) => (
                <input {...control} type="email" value={inputs.leaderEmail} onChange={set('leaderEmail')} />
              )}
            </FormField>
          </fieldset>
          <FormField label={groupsText.form.template} error={errors.template}>
            {(control) => (
              <TemplateSelect
                control={control}
                value={inputs.template}
                onChange={(template) => setInputs((current) => ({ ...current, template }))}
              />
            )}
          </FormField>
          <fieldset className="form-choices">
            <legend className="form-label">{groupsText.form.mailer}</legend>
            <label className="form-choice">
              <input
                type="radio"
                name="mailer"
                checked={inputs.mailer === 'service'}
                onChange={() => setInputs((current) => ({ ...current, mailer: 'service' }))}
              />
              {groupsText.form.mailerService}
            </label>
            <label className="form-choice">
              <input
                type="radio"
                name="mailer"
                checked={inputs.mailer === 'thirdparty'}
                onChange={() => setInputs((current) => ({ ...current, mailer: 'thirdparty' }))}
              />
              {groupsText.form.mailerThirdParty}
            </label>
            {errors.mailer ? <p className="form-error">{errors.mailer}</p> : null}
          </fieldset>
          <ParticipantRows
            rows={inputs.participants}
            errors={errors}
            onChange={(participants) => setInputs((current) => ({ ...current, participants }))}
          />
          {inputs.participants.length > 0 ? (
            <p className="manage-warning" role="note" data-testid="participants-final">
              {groupsText.form.participantsFinal(inputs.participants.length)}
            </p>
          ) : null}
          <FormFailure error={form.failure} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={create.isPending}>
              {create.isPending ? groupsText.form.submitting : groupsText.form.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
