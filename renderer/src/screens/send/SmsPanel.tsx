/**
 * Text a waiver link: the number is read by the US and Canada rules as it is
 * typed, a confirmation names the waiver and the number, and one press of Send
 * makes one call (the button locks while it runs; the desk refuses repeats too).
 */
import { type FormEvent, useEffect, useRef } from 'react';
import { PHONE_EXAMPLE, readNanpPhone, type SigningTemplate } from '../../../../shared/ipc/signing.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { FormField } from '../../forms/FormField.tsx';
import { wordField } from '../../i18n/word-field.ts';
import { formatSentAt } from './link-time.ts';
import { type SmsStep, smsDraftStore, useSmsDraft } from './sms-draft.ts';
import { WaitLine } from './WaitLine.tsx';
import { sendText } from './words.ts';

interface Props {
  template: SigningTemplate;
  /** Why sending is impossible right now; null when it is possible. */
  blocked: string | null;
}

function Confirmation({
  current,
  blocked,
}: {
  current: Extract<SmsStep, { step: 'confirming' | 'sending' }>;
  blocked: string | null;
}) {
  const sendButton = useRef<HTMLButtonElement>(null);
  const { order } = current;
  const sending = current.step === 'sending';
  useEffect(() => sendButton.current?.focus(), []);
  return (
    <section className="send-confirm" aria-labelledby="sms-confirm-question">
      <p id="sms-confirm-question" className="send-confirm-question">
        {sendText.sms.confirm.beforeWaiver(order.again)}
        <strong>{order.templateTitle}</strong>
        {sendText.sms.confirm.beforeNumber}
        <strong>{order.display}</strong>
        {sendText.sms.confirm.end}
      </p>
      <div className="form-actions">
        <button
          ref={sendButton}
          type="button"
          className="button"
          disabled={sending || blocked !== null}
          aria-busy={sending}
          onClick={() => void smsDraftStore.getState().confirm()}
        >
          {sending
            ? sendText.sms.confirm.sending
            : order.again
              ? sendText.sms.confirm.sendAgain
              : sendText.sms.confirm.send}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={sending}
          onClick={() => smsDraftStore.getState().cancel()}
        >
          {sendText.sms.confirm.goBack}
        </button>
        {blocked && !sending ? <p className="send-blocked">{blocked}</p> : null}
      </div>
    </section>
  );
}

function SentResult({ current }: { current: Extract<SmsStep, { step: 'sent' }> }) {
  const { timeZone } = useKnownAppInfo();
  const panel = useRef<HTMLDivElement>(null);
  // Keys pressed after the send land on the result, not on a button that could send again.
  useEffect(() => panel.current?.focus(), []);
  const { text } = current;
  return (
    <div ref={panel} className="send-result" role="status" tabIndex={-1} data-testid="sms-result">
      <h3>{text.sent ? sendText.sms.result.sent : sendText.sms.result.notSent}</h3>
      <dl className="send-facts">
        <dt>{sendText.sms.result.to}</dt>
        <dd>{text.display}</dd>
        <dt>{sendText.sms.result.waiver}</dt>
        <dd>{text.templateTitle}</dd>
        <dt>{sendText.sms.result.status}</dt>
        {/* The service's status code and message id are support's, not the counter's (Diagnostics has the log). */}
        <dd data-testid="sms-status">
          {text.sent ? sendText.sms.result.statusSent : sendText.sms.result.statusNotSent}
        </dd>
        <dt>{sendText.sms.result.sentAt}</dt>
        <dd>{formatSentAt(text.sentAt, timeZone)}</dd>
      </dl>
      <button type="button" className="button-quiet" onClick={() => smsDraftStore.getState().startOver()}>
        {sendText.sms.result.another}
      </button>
    </div>
  );
}

function Refusal({ current }: { current: Extract<SmsStep, { step: 'failed' }> }) {
  return (
    <div className="send-refusal" data-testid="sms-refusal">
      <ErrorPanel failure={current.failure} />
      {current.waitUntil === null ? null : <WaitLine until={current.waitUntil} />}
      {current.canSendAgain ? (
        <div className="form-actions">
          <button
            type="button"
            className="button-quiet"
            onClick={() => smsDraftStore.getState().offerSendAgain()}
          >
            {sendText.sms.offerSendAgain}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function SmsPanel({ template, blocked }: Props) {
  const phone = useSmsDraft((state) => state.phone);
  const touched = useSmsDraft((state) => state.phoneTouched);
  const current = useSmsDraft((state) => state.current);
  const reading = readNanpPhone(phone);
  const serverError = current.step === 'failed' ? current.fields.phone : undefined;
  const error = touched && !reading.ok ? wordField(reading.problem) : serverError;
  const busy = current.step === 'confirming' || current.step === 'sending';
  // After a refusal the refusal speaks: nothing beside the field may say the number was texted.
  const help =
    current.step === 'failed'
      ? undefined
      : reading.ok
        ? reading.note
          ? wordField(reading.note)
          : sendText.sms.phoneHelpRead(reading.number.display)
        : sendText.sms.phoneHelpUnread(PHONE_EXAMPLE);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = smsDraftStore.getState();
    draft.touchPhone();
    if (!reading.ok || blocked || busy) return;
    draft.askToConfirm({
      templateId: template.templateId,
      templateTitle: template.title,
      typed: phone,
      display: reading.number.display,
      again: false,
    });
  };

  return (
    <div className="send-panel-body">
      <form className="form-stack" onSubmit={submit} noValidate aria-label={sendText.sms.formLabel}>
        <FormField label={sendText.sms.phoneLabel} error={error} help={help}>
          {(control) => (
            <input
              {...control}
              className="send-input send-input-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              readOnly={busy}
              onChange={(event) => smsDraftStore.getState().setPhone(event.target.value)}
              onBlur={() => {
                if (phone.trim() !== '') smsDraftStore.getState().touchPhone();
              }}
            />
          )}
        </FormField>
        {busy ? null : (
          <div className="form-actions">
            <button type="submit" className="button" disabled={blocked !== null}>
              {sendText.sms.sendButton}
            </button>
            {blocked ? <p className="send-blocked">{blocked}</p> : null}
          </div>
        )}
      </form>
      {current.step === 'confirming' || current.step === 'sending' ? (
        <Confirmation current={current} blocked={blocked} />
      ) : null}
      {current.step === 'sent' ? <SentResult current={current} /> : null}
      {current.step === 'failed' ? <Refusal current={current} /> : null}
    </div>
  );
}
