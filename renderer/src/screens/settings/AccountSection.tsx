/**
 * Settings' Account: which account is open and how its key is kept, what to do
 * when the key cannot be used, and switching, connecting another account or
 * signing out. What this computer's administrator fixed is shown, not offered.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { keyProblemWords } from '../../failures/failure-words.ts';
import { accountProblemText } from '../../failures/words.ts';
import { lockedNote } from '../../forms/LockedValue.tsx';
import { paths } from '../../paths.ts';
import { DESK_SETTINGS_ID } from './settings-anchors.ts';
import { settingsText } from './words.ts';

const words = settingsText.account;

type Open = 'nothing' | 'connect' | 'sign-out';

function Locked({ when }: { when: boolean }) {
  return when ? <span className="form-locked-note">{words.lockedSuffix(lockedNote())}</span> : null;
}

function AccountSummary({ account }: { account: AccountOverview }) {
  if (account.mode === 'demo') {
    return (
      <>
        <p className="account-summary" data-testid="account-summary">
          {words.demo.before}
          <strong>{words.demo.accountName}</strong>
          {words.demo.after}
        </p>
        <p className="account-kept">
          {account.baseUrl
            ? words.demo.keptBehind(accountName(account.connectedName))
            : words.demo.nothingKept}
        </p>
      </>
    );
  }
  const locked = (setting: string) => account.lockedSettings.includes(setting);
  return (
    <>
      <p className="account-summary" data-testid="account-summary">
        {words.connected.before}
        <strong data-testid="account-summary-name">{accountName(account.name)}</strong>
        {account.key ? (
          <>
            {words.connected.withKey}
            <span className="key-tail">{words.connected.keyTail(account.key.lastFour)}</span>
            {words.connected.heldIn}
            {KEY_HOLDER_WORDS[account.key.heldIn]}
          </>
        ) : null}
        {words.connected.end}
      </p>
      <dl className="account-facts">
        <dt>{words.facts.service}</dt>
        <dd>
          {account.baseUrl}
          <Locked when={locked('baseUrl')} />
        </dd>
        <dt>{words.facts.statusPage}</dt>
        <dd>
          {account.statusUrl || words.facts.noStatusPage}
          <Locked when={locked('statusUrl')} />
        </dd>
        <dt>{words.facts.keySentAs}</dt>
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
  const name = connectedUrl ? accountName(account.connectedName) : null;
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
      {account.needsName && configured ? (
        <p className="account-warning" role="note" data-testid="account-name-prompt">
          {words.namePrompt} <Link to={`${paths.settings}#${DESK_SETTINGS_ID}`}>{words.namePromptLink}</Link>
        </p>
      ) : null}
      {account.storageWarning ? (
        <p className="account-warning" role="note">
          {accountProblemText.storageWarning[account.storageWarning]}
        </p>
      ) : null}
      {keyIsFixed ? <p className="form-locked-note">{words.apiKeyLocked(lockedNote())}</p> : null}

      {account.keyProblem && configured ? (
        <div className="account-key-problem">
          <div className="failure" role="alert">
            <p className="failure-message">{keyProblemWords(account.keyProblem)}</p>
          </div>
          {keyIsFixed ? null : (
            <>
              <h3>{words.connectAgain}</h3>
              <ConnectForm
                initial={{ ...target, accountName: account.needsName ? '' : account.connectedName }}
                locked={account.lockedSettings}
                submitLabel={words.connectAgain}
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
            {openDemo.isPending ? words.openingDemo : words.switchToDemo}
          </button>
        ) : null}
        {!configured && name ? (
          <button
            type="button"
            className="button"
            onClick={() => openConnected.mutate()}
            disabled={openConnected.isPending}
          >
            {openConnected.isPending ? words.opening(name) : words.backTo(name)}
          </button>
        ) : null}
        {keyIsFixed ? null : (
          <button
            type="button"
            className="button-quiet"
            aria-expanded={open === 'connect'}
            onClick={() => setOpen(open === 'connect' ? 'nothing' : 'connect')}
          >
            {connectedUrl ? words.connectDifferent : words.connectYours}
          </button>
        )}
        {name && !keyIsFixed ? (
          <button
            type="button"
            className="button-quiet"
            aria-expanded={open === 'sign-out'}
            onClick={() => setOpen(open === 'sign-out' ? 'nothing' : 'sign-out')}
          >
            {words.signOut}
          </button>
        ) : null}
      </div>
      {switchError ? <ErrorPanel failure={describeFailure(switchError)} /> : null}

      {open === 'connect' ? (
        <div className="account-connect">
          <h3>{connectedUrl ? words.connectDifferent : words.connectYours}</h3>
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
      <h2 id="settings-account">{words.heading}</h2>
      {account ? (
        <AccountDetails account={account} />
      ) : (
        <QueryView query={overview} loadingLabel={words.loading}>
          {() => null}
        </QueryView>
      )}
    </section>
  );
}
