/**
 * Settings' Account: which account is open and how its key is kept, what to do
 * when the key cannot be used, and switching, connecting another account or
 * signing out. What this computer's administrator fixed is shown, not offered.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AccountOverview, SERVICE_DEFAULTS } from '../../../../shared/ipc/account.ts';
import { useAccountStep } from '../../account/account-actions.ts';
import { useAccountOverview } from '../../account/account-queries.ts';
import { AUTH_SCHEME_WORDS, accountName, KEY_HOLDER_WORDS } from '../../account/account-words.ts';
import { ConnectForm, type ConnectTarget } from '../../account/ConnectForm.tsx';
import { SignOutConfirm } from '../../account/SignOutConfirm.tsx';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { describeFailure } from '../../components/failure.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { LOCKED_NOTE } from '../../forms/LockedValue.tsx';
import { paths } from '../../paths.ts';

type Open = 'nothing' | 'connect' | 'sign-out';

function Locked({ when }: { when: boolean }) {
  return when ? <span className="form-locked-note"> ({LOCKED_NOTE})</span> : null;
}

function AccountSummary({ account }: { account: AccountOverview }) {
  if (account.mode === 'demo') {
    return (
      <>
        <p className="account-summary" data-testid="account-summary">
          This desk is on the <strong>demo account</strong>: sample check-ins and waivers, not real customers.
        </p>
        <p className="account-kept">
          {account.baseUrl
            ? `Your account at ${account.baseUrl} stays connected behind it.`
            : 'No account of yours is connected yet.'}
        </p>
      </>
    );
  }
  const locked = (setting: string) => account.lockedSettings.includes(setting);
  return (
    <>
      <p className="account-summary" data-testid="account-summary">
        Connected to <strong>{account.baseUrl}</strong>
        {account.key ? (
          <>
            {' '}
            with key <span className="key-tail">••••{account.key.lastFour}</span>, held in{' '}
            {KEY_HOLDER_WORDS[account.key.heldIn]}
          </>
        ) : null}
        .
      </p>
      <dl className="account-facts">
        <dt>Waiver service</dt>
        <dd>
          {account.baseUrl}
          <Locked when={locked('baseUrl')} />
        </dd>
        <dt>Status page</dt>
        <dd>
          {account.statusUrl || 'none'}
          <Locked when={locked('statusUrl')} />
        </dd>
        <dt>Key sent as</dt>
        <dd>{AUTH_SCHEME_WORDS[account.authScheme]}</dd>
      </dl>
    </>
  );
}

function AccountDetails({ account }: { account: AccountOverview }) {
  const [open, setOpen] = useState<Open>('nothing');
  const navigate = useNavigate();
  const openDemo = useAccountStep('openDemoAccount');
  const openConnected = useAccountStep('openConnectedAccount');
  const keyIsFixed = account.lockedSettings.includes('apiKey');
  const configured = account.mode === 'configured';
  // The connected account: open now, or kept behind the demo.
  const connectedUrl = account.baseUrl || null;
  const name = connectedUrl ? accountName(connectedUrl) : null;
  const target: ConnectTarget = {
    baseUrl: account.baseUrl || SERVICE_DEFAULTS.baseUrl,
    statusUrl: account.baseUrl ? account.statusUrl : SERVICE_DEFAULTS.statusUrl,
    authScheme: account.authScheme,
  };
  const toToday = () => void navigate(paths.today);
  const switchError = openDemo.error ?? openConnected.error;

  return (
    <>
      <AccountSummary account={account} />
      {account.storageWarning ? (
        <p className="account-warning" role="note">
          {account.storageWarning}
        </p>
      ) : null}
      {keyIsFixed ? <p className="form-locked-note">The API key is {LOCKED_NOTE}.</p> : null}

      {account.keyProblem && configured ? (
        <div className="account-key-problem">
          <div className="failure" role="alert">
            <p className="failure-message">{account.keyProblem}</p>
          </div>
          {keyIsFixed ? null : (
            <>
              <h3>Connect again</h3>
              <ConnectForm
                initial={target}
                locked={account.lockedSettings}
                submitLabel="Connect again"
                onConnected={toToday}
              />
            </>
          )}
        </div>
      ) : null}

      <div className="form-actions account-actions">
        {configured ? (
          <button
            type="button"
            className="button-quiet"
            onClick={() => openDemo.mutate()}
            disabled={openDemo.isPending}
          >
            {openDemo.isPending ? 'Opening the demo account…' : 'Switch to the demo account'}
          </button>
        ) : null}
        {!configured && name ? (
          <button
            type="button"
            className="button"
            onClick={() => openConnected.mutate()}
            disabled={openConnected.isPending}
          >
            {openConnected.isPending ? `Opening ${name}…` : `Back to ${name}`}
          </button>
        ) : null}
        {keyIsFixed ? null : (
          <button
            type="button"
            className="button-quiet"
            aria-expanded={open === 'connect'}
            onClick={() => setOpen(open === 'connect' ? 'nothing' : 'connect')}
          >
            {connectedUrl ? 'Connect a different account' : 'Connect your account'}
          </button>
        )}
        {name && !keyIsFixed ? (
          <button
            type="button"
            className="button-quiet"
            aria-expanded={open === 'sign-out'}
            onClick={() => setOpen(open === 'sign-out' ? 'nothing' : 'sign-out')}
          >
            Sign out…
          </button>
        ) : null}
      </div>
      {switchError ? <ErrorPanel failure={describeFailure(switchError)} /> : null}

      {open === 'connect' ? (
        <div className="account-connect">
          <h3>{connectedUrl ? 'Connect a different account' : 'Connect your account'}</h3>
          <ConnectForm
            initial={target}
            locked={account.lockedSettings}
            onConnected={toToday}
            onCancel={() => setOpen('nothing')}
          />
        </div>
      ) : null}
      {open === 'sign-out' && name ? (
        <SignOutConfirm accountName={name} onCancel={() => setOpen('nothing')} />
      ) : null}
    </>
  );
}

export function AccountSection() {
  const info = useKnownAppInfo();
  const overview = useAccountOverview();
  // The last answer may stand in while the next session's loads, but never for another kind of account.
  const account =
    overview.isPlaceholderData && overview.data?.mode !== info.account?.mode ? undefined : overview.data;
  return (
    <section className="settings-section" aria-labelledby="settings-account">
      <h2 id="settings-account">Account</h2>
      {account ? (
        <AccountDetails account={account} />
      ) : (
        <QueryView query={overview} loadingLabel="Loading the account…">
          {() => null}
        </QueryView>
      )}
    </section>
  );
}
