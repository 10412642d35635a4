/**
 * Settings' Manager PIN: set one (Manage and Settings then ask for it), change it, or
 * turn the lock off; the PIN set now is asked for before either. Off by default.
 */
import { type FormEvent, useRef, useState } from 'react';
import type { PinAttempt } from '../../../../shared/ipc/manager-lock.ts';
import { pinSchema } from '../../../../shared/ipc/manager-lock.ts';
import { callDesk } from '../../bridge/index.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { FormField } from '../../forms/FormField.tsx';
import { wordField } from '../../i18n/word-field.ts';
import { useLockChanged, useManagerLock } from '../../manager/use-manager-lock.ts';
import { managerText } from '../../manager/words.ts';

const words = managerText.section;

type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; attempt: PinAttempt } | null;

function PinInput({ name, value, onChange }: { name: string; value: string; onChange(value: string): void }) {
  return (
    <FormField label={words[name as 'currentPin' | 'newPin' | 'repeatPin']}>
      {(control) => (
        <input
          {...control}
          className="form-input-short"
          name={name}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function ManagerPinSection() {
  const lock = useManagerLock().data;
  const lockChanged = useLockChanged();
  const [inputs, setInputs] = useState({ currentPin: '', newPin: '', repeatPin: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const once = useRef(false);
  const enabled = lock?.enabled ?? false;
  const set = (field: keyof typeof inputs) => (value: string) => {
    setInputs((now) => ({ ...now, [field]: value }));
    setOutcome(null);
    setProblem(null);
  };

  const send = async (newPin: string | null, done: string) => {
    if (once.current) return;
    once.current = true;
    setSending(true);
    setFailure(null);
    try {
      const attempt = await callDesk('setManagerPin', {
        ...(enabled ? { currentPin: inputs.currentPin } : {}),
        newPin,
      });
      lockChanged(attempt.lock);
      setOutcome(attempt.status === 'ok' ? { kind: 'done', text: done } : { kind: 'refused', attempt });
      if (attempt.status === 'ok') setInputs({ currentPin: '', newPin: '', repeatPin: '' });
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      once.current = false;
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = pinSchema.safeParse(inputs.newPin);
    if (!checked.success) {
      const schemaMessage = checked.error.issues[0]?.message;
      return setProblem(schemaMessage ? wordField(schemaMessage) : words.pinHelp);
    }
    if (inputs.newPin !== inputs.repeatPin) return setProblem(words.differ);
    void send(inputs.newPin, enabled ? words.changed : words.setDone);
  };

  const refused = outcome?.kind === 'refused' ? outcome.attempt : null;
  return (
    <section className="settings-section" aria-labelledby="settings-manager-pin">
      <h2 id="settings-manager-pin">{words.heading}</h2>
      <p className="form-help">{enabled ? words.on : words.off}</p>
      <form className="form-stack" onSubmit={submit} noValidate aria-label={words.heading}>
        {enabled ? (
          <PinInput name="currentPin" value={inputs.currentPin} onChange={set('currentPin')} />
        ) : null}
        <div className="settings-numbers">
          <PinInput name="newPin" value={inputs.newPin} onChange={set('newPin')} />
          <PinInput name="repeatPin" value={inputs.repeatPin} onChange={set('repeatPin')} />
        </div>
        <p className="form-help">{words.pinHelp}</p>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        {refused ? (
          <p className="form-error" role="alert">
            {refused.status === 'wrong'
              ? managerText.gate.wrong(refused.lock.triesLeft)
              : managerText.gate.lockedOutNow}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? words.saving : enabled ? words.change : words.set}
          </button>
          {enabled ? (
            <button
              type="button"
              className="button-quiet"
              disabled={sending}
              onClick={() => void send(null, words.offDone)}
            >
              {words.turnOff}
            </button>
          ) : null}
        </div>
      </form>
      {outcome?.kind === 'done' ? (
        <p className="form-saved" role="status">
          {outcome.text}
        </p>
      ) : null}
      {failure ? <ErrorPanel failure={failure} /> : null}
    </section>
  );
}
