/**
 * A group reservation: when the event starts (in the desk's zone, named on the
 * form), who leads it, which waiver the group signs, who sends the invitation,
 * and optionally the people in it. The result is the leader's links.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { RequestOf } from '../../../../shared/ipc/contract.ts';
import { type GroupReservationResult, zonedWallTime } from '../../../../shared/ipc/manage.ts';
import { callDesk } from '../../bridge/index.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { FormField } from '../../forms/FormField.tsx';
import { FormFailure } from './FormFailure.tsx';
import { fieldErrorsOfFailure, formLevelFailure, submitChecked, visibleErrors } from './form-errors.ts';
import { GroupResult } from './GroupResult.tsx';
import { checkGroupInputs, EVENT_DATE_FIELD, emptyGroupInputs, type GroupInputs } from './group-form.ts';
import { zoneLabel } from './manage-format.ts';
import { OfflineNote } from './OfflineNote.tsx';
import { ParticipantRows } from './ParticipantRows.tsx';
import { TemplateSelect } from './TemplateSelect.tsx';

type TextField = Exclude<keyof GroupInputs, 'participants' | 'mailer'>;

export function GroupScreen() {
  const timeZone = useDeskTimeZone();
  const [inputs, setInputs] = useState<GroupInputs>(emptyGroupInputs);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation<GroupReservationResult, Error, RequestOf<'createGroupReservation'>>({
    mutationFn: (request) => callDesk('createGroupReservation', request),
  });

  const checked = checkGroupInputs(inputs, timeZone);
  // The zone's name on the event's own day: summer and winter time differ.
  const start = zonedWallTime(inputs.startsAt, timeZone);
  const startsAt = start.ok ? new Date(start.instant) : null;
  const failureFields = fieldErrorsOfFailure(create.error);
  const errors = visibleErrors(attempted, checked, failureFields);
  const set = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setInputs((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    submitChecked(
      event,
      { attempt: () => setAttempted(true), pending: create.isPending, checked, element: formRef.current },
      (data) => create.mutate(data),
    );

  const startOver = () => {
    setInputs(emptyGroupInputs());
    setAttempted(false);
    create.reset();
  };

  return (
    <section className="manage-tool" aria-labelledby="group-title">
      <h2 id="group-title">Group reservation</h2>
      <p className="subtitle">
        The group’s leader gets a link to a dashboard where they see the group and invite its people to sign.
      </p>
      <OfflineNote what="A reservation cannot be made until it is back." />
      {create.data ? (
        <GroupResult result={create.data} onAnother={startOver} />
      ) : (
        <form
          ref={formRef}
          className="form-stack"
          onSubmit={submit}
          noValidate
          aria-label="New group reservation"
        >
          <FormField
            label="Event starts"
            error={errors[EVENT_DATE_FIELD]}
            help={`Date and time in ${zoneLabel(timeZone, startsAt ?? undefined)}, the desk’s time zone.`}
          >
            {(control) => (
              <input {...control} type="datetime-local" value={inputs.startsAt} onChange={set('startsAt')} />
            )}
          </FormField>
          <FormField
            label="Reservation name"
            error={errors['event.leader']}
            help="How the booking is known, usually after its leader, such as “Garcia party”."
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
          <FormField label="Event name (optional)" error={errors['event.name']} help="Shown to the group.">
            {(control) => (
              <input {...control} type="text" value={inputs.eventName} onChange={set('eventName')} />
            )}
          </FormField>
          <FormField label="Description (optional)" error={errors['event.description']}>
            {(control) => (
              <textarea {...control} rows={2} value={inputs.description} onChange={set('description')} />
            )}
          </FormField>
          <fieldset className="manage-fieldset">
            <legend className="form-label">Group leader</legend>
            <FormField label="Leader’s first name" error={errors['leader.first_name']}>
              {(control) => (
                <input {...control} type="text" value={inputs.leaderFirst} onChange={set('leaderFirst')} />
              )}
            </FormField>
            <FormField label="Leader’s last name" error={errors['leader.last_name']}>
              {(control) => (
                <input {...control} type="text" value={inputs.leaderLast} onChange={set('leaderLast')} />
              )}
            </FormField>
            <FormField label="Leader’s email" error={errors['leader.email']}>
              {(control) => (
                <input {...control} type="email" value={inputs.leaderEmail} onChange={set('leaderEmail')} />
              )}
            </FormField>
          </fieldset>
          <FormField label="Waiver the group signs" error={errors.template}>
            {(control) => (
              <TemplateSelect
                control={control}
                value={inputs.template}
                onChange={(template) => setInputs((current) => ({ ...current, template }))}
              />
            )}
          </FormField>
          <fieldset className="form-choices">
            <legend className="form-label">Who emails the leader their invitation</legend>
            <label className="form-choice">
              <input
                type="radio"
                name="mailer"
                checked={inputs.mailer === 'service'}
                onChange={() => setInputs((current) => ({ ...current, mailer: 'service' }))}
              />
              The waiver service
            </label>
            <label className="form-choice">
              <input
                type="radio"
                name="mailer"
                checked={inputs.mailer === 'thirdparty'}
                onChange={() => setInputs((current) => ({ ...current, mailer: 'thirdparty' }))}
              />
              We send it ourselves (the service sends nothing)
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
              The {inputs.participants.length === 1 ? 'person' : `${inputs.participants.length} people`}{' '}
              entered here cannot be changed or removed afterwards, by you or the leader. The leader can still
              add more people in the dashboard.
            </p>
          ) : null}
          <FormFailure error={formLevelFailure(create.error, failureFields)} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={create.isPending}>
              {create.isPending ? 'Making the reservation…' : 'Make the reservation'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
