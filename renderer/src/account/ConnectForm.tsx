/**
 * Connects an account: the name staff will know it by, the API key, how it is sent,
 * and the service's addresses. The name starts with what the service's status page
 * calls itself, once that is read, unless the person has typed one.
 * Checked on the page with the contract's schema before anything is sent; the
 * service's refusal and the keychain question come back into the same form with
 * everything typed kept. The key stays in its own field (not even in the
 * page's HTML): it is never shown anywhere else, and it is dropped from the
 * form once the account is open.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type AuthScheme, connectRequestSchema, serviceUrlProblem } from '../../../shared/ipc/account.ts';
import { DeskError } from '../../../shared/ipc/errors.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/index.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { describeFailure, type Failure } from '../components/failure.ts';
import { fieldWordsOf, wordsForFailure } from '../failures/failure-words.ts';
import { checkForm, type FieldErrors, focusFirstInvalid } from '../forms/check-form.ts';
import { FormField } from '../forms/FormField.tsx';
import { LockedValue } from '../forms/LockedValue.tsx';
import { useConnectAccount } from './account-actions.ts';
import { AUTH_SCHEME_WORDS, CONNECT_HINTS } from './account-words.ts';
import { accountText } from './words.ts';
import './account.css';

export interface ConnectTarget {
  /** The account's name as given before (connecting it again); empty for a new account. */
  accountName?: string;
  baseUrl: string;
  statusUrl: string;
  authScheme: AuthScheme;
}

interface Props {
  /** What the address fields start with: the service's defaults, or the account being corrected. */
  initial: ConnectTarget;
  /**
   * Settings fixed by the administrator (`AccountOverview.lockedSettings`): shown, not editable.
   * A fixed key is not (the form is not offered then).
   */
  locked?: readonly string[];
  submitLabel?: string;
  onConnected(info: AppInfo): void;
  onCancel?: () => void;
}

interface Values extends Required<ConnectTarget> {
  apiKey: string;
}

const SCHEMES: AuthScheme[] = ['bearer', 'legacy'];

/** The pause after the status page address was typed before its name is asked for. */
const ASK_NAME_AFTER_MS = 400;

/** What the status page at `statusUrl` calls itself, as a name for the account; null while unknown. */
function useNameSuggestion(statusUrl: string): string | null {
  const [asked, setAsked] = useState(statusUrl.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(statusUrl.trim()), ASK_NAME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [statusUrl]);
  const usable = asked !== '' && serviceUrlProblem(asked) === null;
  const query = useQuery({
    // not words: a query key
    queryKey: ['account-name-hint', asked],
    queryFn: ({ signal }) => callDesk('suggestAccountName', { statusUrl: asked }, { signal }),
    enabled: usable,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return usable ? (query.data?.name ?? null) : null;
}

/** The refusal in the form's words; field messages and the keychain question are shown elsewhere. */
function refusalOf(error: Error | null): Failure | null {
  if (!error) return null;
  if (error instanceof DeskError) {
    if (error.code === 'unprotected_storage') return null;
    const fields = fieldWordsOf(error);
    if (error.code === 'invalid_request' && fields && !fields.form) return null;
  }
  const failure = describeFailure(error);
  const hint = CONNECT_HINTS[failure.code] ?? failure.hint;
  return { ...failure, ...(hint === undefined ? {} : { hint }) };
}

export function ConnectForm({
  initial,
  locked = [],
  submitLabel = accountText.connect.submit,
  onConnected,
  onCancel,
}: Props) {
  const [values, setValues] = useState<Values>({
    apiKey: '',
    ...initial,
    accountName: initial.accountName ?? '',
  });
  // The name follows the status page's until the person types one of their own.
  const [nameTyped, setNameTyped] = useState((initial.accountName ?? '') !== '');
  const suggestion = useNameSuggestion(values.statusUrl);
  useEffect(() => {
    if (!nameTyped && suggestion) setValues((current) => ({ ...current, accountName: suggestion }));
  }, [nameTyped, suggestion]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [triedToSend, setTriedToSend] = useState(false);
  const [storageQuestion, setStorageQuestion] = useState<string | null>(null);
  const [acceptUnprotected, setAcceptUnprotected] = useState(false);
  // The pending state reaches the button a render later; a quick second press must not send twice.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keyRef = useRef<HTMLInputElement>(null);
  const connect = useConnectAccount(onConnected);
  const isLocked = (field: string) => locked.includes(field);

  const check = (next: Values) =>
    checkForm(connectRequestSchema, {
      ...next,
      acceptUnprotectedStorage: storageQuestion !== null && acceptUnprotected,
    });

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the person tried to send, each message follows what they type.
    if (triedToSend) {
      const checked = check(next);
      setFieldErrors(checked.ok ? {} : checked.fields);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setTriedToSend(true);
    const checked = check(values);
    if (!checked.ok) {
      setFieldErrors(checked.fields);
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldErrors({});
    sending.current = true;
    connect.mutate(checked.data, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        setValues((current) => ({ ...current, apiKey: '' }));
        if (keyRef.current) keyRef.current.value = '';
        connect.reset();
      },
      onError: (error) => {
        if (!(error instanceof DeskError)) return;
        if (error.code === 'unprotected_storage') setStorageQuestion(wordsForFailure(error).what);
        // A setting the main process refused is shown beside its field, like the schema's field problems.
        const fields = fieldWordsOf(error);
        if (fields) {
          setFieldErrors(fields);
          focusFirstInvalid(formRef.current);
        }
      },
    });
  };

  const refusal = refusalOf(connect.error);
  const pending = connect.isPending;

  return (
    <form
      ref={formRef}
      className="form-stack connect-form"
      onSubmit={submit}
      noValidate
      aria-label={accountText.connect.formLabel}
    >
      <FormField
        label={accountText.connect.accountName.label}
        error={fieldErrors.accountName}
        help={accountText.connect.accountName.help}
      >
        {(control) => (
          <input
            {...control}
            name="accountName"
            type="text"
            value={values.accountName}
            onChange={(event) => {
              setNameTyped(true);
              update('accountName', event.target.value);
            }}
            autoComplete="organization"
          />
        )}
      </FormField>

      <ApiKeyField keyRef={keyRef} error={fieldErrors.apiKey} onChange={(value) => update('apiKey', value)} />

      <AuthSchemeChoice
        chosen={values.authScheme}
        error={fieldErrors.authScheme}
        onChoose={(scheme) => update('authScheme', scheme)}
      />

      <ServiceAddressField
        name="baseUrl"
        label={accountText.connect.baseUrl.label}
        value={values.baseUrl}
        locked={isLocked('baseUrl')}
        error={fieldErrors.baseUrl}
        onChange={(value) => update('baseUrl', value)}
      />
      <ServiceAddressField
        name="statusUrl"
        label={accountText.connect.statusUrl.label}
        help={accountText.connect.statusUrl.help}
        value={values.statusUrl}
        shownWhenEmpty={accountText.connect.statusUrl.none}
        locked={isLocked('statusUrl')}
        error={fieldErrors.statusUrl}
        onChange={(value) => update('statusUrl', value)}
      />

      {storageQuestion ? (
        <div className="storage-question" role="alert">
          <p>{storageQuestion}</p>
          <label className="form-choice">
            <input
              type="checkbox"
              checked={acceptUnprotected}
              onChange={(event) => setAcceptUnprotected(event.target.checked)}
            />
            {accountText.connect.acceptUnprotectedStorage}
          </label>
        </div>
      ) : null}

      {refusal ? <ErrorPanel failure={refusal} /> : null}
      {fieldErrors.form ? <p className="form-error">{fieldErrors.form}</p> : null}

      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? accountText.connect.connecting : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button-quiet" onClick={onCancel} disabled={pending}>
            {accountText.connect.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The key, typed into a field of its own that React never copies into the page's HTML. */
function ApiKeyField({
  keyRef,
  error,
  onChange,
}: {
  keyRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const [showKey, setShowKey] = useState(false);
  return (
    <FormField label={accountText.connect.apiKey.label} error={error} help={accountText.connect.apiKey.help}>
      {(control) => (
        <span className="form-input-group">
          {/* Uncontrolled on purpose: React would copy a controlled value into the page's HTML. */}
          <input
            {...control}
            ref={keyRef}
            name="apiKey"
            type={showKey ? 'text' : 'password'}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
          />
          <button
            type="button"
            className="button-quiet"
            aria-pressed={showKey}
            aria-label={showKey ? accountText.connect.apiKey.hideLabel : accountText.connect.apiKey.showLabel}
            onClick={() => setShowKey((shown) => !shown)}
          >
            {showKey ? accountText.connect.apiKey.hide : accountText.connect.apiKey.show}
          </button>
        </span>
      )}
    </FormField>
  );
}

/** How the key is sent: one choice of the schemes the service takes. */
function AuthSchemeChoice({
  chosen,
  error,
  onChoose,
}: {
  chosen: AuthScheme;
  error: string | undefined;
  onChoose(scheme: AuthScheme): void;
}) {
  const schemeName = useId();
  return (
    <fieldset className="form-choices">
      <legend className="form-label">{accountText.connect.authScheme.legend}</legend>
      {SCHEMES.map((scheme) => (
        <label key={scheme} className="form-choice">
          <input
            type="radio"
            name={schemeName}
            value={scheme}
            checked={chosen === scheme}
            onChange={() => onChoose(scheme)}
          />
          {AUTH_SCHEME_WORDS[scheme]}
        </label>
      ))}
      {error ? <p className="form-error">{error}</p> : null}
      <p className="form-help">{accountText.connect.authScheme.help}</p>
    </fieldset>
  );
}

/** One of the service's addresses: a field, or the value an administrator fixed, shown as such. */
function ServiceAddressField({
  name,
  label,
  help,
  value,
  shownWhenEmpty,
  locked,
  error,
  onChange,
}: {
  name: 'baseUrl' | 'statusUrl';
  label: string;
  help?: string;
  value: string;
  /** What a fixed address that is empty reads as. */
  shownWhenEmpty?: string;
  locked: boolean;
  error: string | undefined;
  onChange(value: string): void;
}) {
  if (locked) return <LockedValue label={label} value={value || (shownWhenEmpty ?? '')} />;
  return (
    <FormField label={label} error={error} {...(help === undefined ? {} : { help })}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
        />
      )}
    </FormField>
  );
}
