/**
 * A prefilled link: the chosen waiver with its people and answers filled in, for
 * the customer to check and sign on their own phone (the link or its QR code).
 * Checked as typed with the contract's schema; the link appears with when it ends.
 */
import { type FormEvent, useRef } from 'react';
import type { SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { focusFirstInvalid } from '../../forms/check-form.ts';
import { CheckField } from './CheckField.tsx';
import { CustomAnswers } from './CustomAnswers.tsx';
import { LinkOptions } from './LinkOptions.tsx';
import { LinkResult } from './LinkResult.tsx';
import { formatExpiry } from './link-time.ts';
import { GuardianFields, ParticipantFields } from './PersonFields.tsx';
import { prefillDraftStore, usePrefillDraft } from './prefill-draft.ts';
import { checkPrefill, type PrefillInputs } from './prefill-inputs.ts';
import { StandardQuestions } from './StandardQuestions.tsx';
import { sendText } from './words.ts';

interface Props {
  template: SigningTemplate;
  blocked: string | null;
}

export function PrefillPanel({ template, blocked }: Props) {
  const { timeZone } = useKnownAppInfo();
  const inputs = usePrefillDraft((state) => state.inputs);
  const making = usePrefillDraft((state) => state.making);
  const link = usePrefillDraft((state) => state.link);
  const failure = usePrefillDraft((state) => state.failure);
  const serverFields = usePrefillDraft((state) => state.serverFields);
  const form = useRef<HTMLFormElement>(null);
  const draft = prefillDraftStore.getState();

  const checked = checkPrefill(template, inputs);
  const errors: Readonly<Record<string, string>> = { ...serverFields, ...(checked.ok ? {} : checked.fields) };
  const update = (change: Partial<PrefillInputs>) => draft.update((current) => ({ ...current, ...change }));
  const shown = link?.templateId === template.templateId ? link : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.markSubmitted();
    if (!checked.ok) {
      focusFirstInvalid(form.current);
      return;
    }
    if (blocked) return;
    void draft.make(checked.data);
  };

  return (
    <div className="send-panel-body">
      <form
        ref={form}
        className="form-stack"
        onSubmit={submit}
        noValidate
        aria-label={sendText.prefill.formLabel}
      >
        <fieldset className="send-section">
          <legend>{sendText.prefill.participants}</legend>
          {inputs.participants.map((person, index) => (
            <ParticipantFields
              key={person.key}
              index={index}
              person={person}
              path={`participants.${index}`}
              errors={errors}
              participantFields={template.participantFields}
              onChange={(changed) =>
                draft.update((current) => ({
                  ...current,
                  participants: current.participants.map((each) =>
                    each.key === changed.key ? changed : each,
                  ),
                }))
              }
              onRemove={inputs.participants.length > 1 ? () => draft.removeParticipant(person.key) : null}
            />
          ))}
          {errors.participants ? <p className="form-error">{errors.participants}</p> : null}
          <div className="form-actions">
            <button type="button" className="button-quiet" onClick={() => draft.addParticipant()}>
              {sendText.prefill.addParticipant}
            </button>
          </div>
        </fieldset>

        <fieldset className="send-section">
          <legend>{sendText.prefill.guardianSection}</legend>
          <CheckField
            label={sendText.prefill.hasGuardian}
            name="hasGuardian"
            checked={inputs.guardian !== null}
            onChange={(present) => draft.setGuardian(present)}
          />
          {inputs.guardian ? (
            <GuardianFields
              person={inputs.guardian}
              path="guardian"
              errors={errors}
              participantFields={template.participantFields}
              onChange={(guardian) => update({ guardian })}
            />
          ) : null}
        </fieldset>

        <StandardQuestions inputs={inputs} update={update} errors={errors} />

        {template.waiverFields.length > 0 ? (
          <fieldset className="send-section">
            <legend>{sendText.prefill.waiverQuestions}</legend>
            <CustomAnswers
              fields={template.waiverFields}
              answers={inputs.answers}
              path="customWaiverFields"
              errors={errors}
              onChange={(guid, value) => update({ answers: { ...inputs.answers, [guid]: value } })}
            />
          </fieldset>
        ) : null}

        <LinkOptions inputs={inputs} update={update} errors={errors} />

        <div className="form-actions">
          <button type="submit" className="button" disabled={making || blocked !== null} aria-busy={making}>
            {making ? sendText.prefill.making : sendText.prefill.make}
          </button>
          <button type="button" className="button-quiet" disabled={making} onClick={() => draft.startOver()}>
            {sendText.prefill.clear}
          </button>
          {blocked ? <p className="send-blocked">{blocked}</p> : null}
        </div>
      </form>

      {failure ? <ErrorPanel failure={failure} /> : null}
      {shown ? (
        <LinkResult
          title={sendText.prefill.linkTitle}
          url={shown.url}
          testId="prefill-link"
          validity={
            <>
              {sendText.prefill.worksUntil}{' '}
              <strong data-testid="prefill-expiry">{formatExpiry(shown.expiresAt, timeZone)}</strong>
              {sendText.prefill.deskTime}
            </>
          }
        />
      ) : null}
    </div>
  );
}
