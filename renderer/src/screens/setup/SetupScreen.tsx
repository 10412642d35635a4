/**
 * While no account can be opened: why, in the desk's words; the connect form to
 * correct it (prefilled with what is stored, so a bad address is fixed in
 * place); and a way to keep working on the demo account. The page leaves this
 * screen when the desk says an account is open.
 */
import { useNavigate } from 'react-router';
import { SERVICE_DEFAULTS } from '../../../../shared/ipc/account.ts';
import { useAccountOverview } from '../../account/account-queries.ts';
import { ConnectForm } from '../../account/ConnectForm.tsx';
import { ExploreDemo } from '../../account/ExploreDemo.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { setupProblemWords } from '../../failures/failure-words.ts';
import { lockedNote } from '../../forms/LockedValue.tsx';
import { paths } from '../../paths.ts';
import { setupText } from './words.ts';
import './setup.css';

export function SetupScreen() {
  const info = useKnownAppInfo();
  const navigate = useNavigate();
  const overview = useAccountOverview();
  const account = overview.data;
  const locked = account?.lockedSettings ?? [];
  const problemSetting = info.setupProblem?.setting ?? null;
  // What the administrator fixed cannot be corrected here (their value is the problem, or the key is theirs).
  const correctable = !locked.includes('apiKey') && !(problemSetting && locked.includes(problemSetting));
  return (
    <section className="screen setup" aria-labelledby="setup-title">
      <h1 id="setup-title">{setupText.title}</h1>
      <p className="setup-problem" data-testid="setup-problem">
        {setupProblemWords(info.setupProblem)}
      </p>
      <div className="setup-choices">
        {/* Without the stored account the form would start from the defaults, so it waits for it. */}
        {account && !correctable ? (
          <p className="setup-fixed">{setupText.fixedByAdministrator(lockedNote())}</p>
        ) : null}
        {overview.isPending || !correctable ? null : (
          <section aria-labelledby="setup-connect">
            <h2 id="setup-connect">{setupText.connectTitle}</h2>
            <ConnectForm
              initial={{
                accountName: account && !account.needsName ? account.connectedName : '',
                baseUrl: account?.baseUrl || SERVICE_DEFAULTS.baseUrl,
                statusUrl: account?.baseUrl ? account.statusUrl : SERVICE_DEFAULTS.statusUrl,
                authScheme: account?.authScheme ?? 'bearer',
              }}
              locked={locked}
              onConnected={() => void navigate(paths.today)}
            />
          </section>
        )}
        <section aria-labelledby="setup-demo">
          <h2 id="setup-demo">{setupText.demo.title}</h2>
          <p>{setupText.demo.text}</p>
          <ExploreDemo />
        </section>
      </div>
    </section>
  );
}
