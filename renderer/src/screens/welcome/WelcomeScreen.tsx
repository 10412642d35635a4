/**
 * First run: nothing is chosen yet (the demo runs behind this screen). Two ways
 * to start, side by side: connect the business's own account, or look around on
 * the demo account. Either leaves for Today without a reload.
 */
import { useNavigate } from 'react-router';
import { SERVICE_DEFAULTS } from '../../../../shared/ipc/account.ts';
import { useAccountOverview } from '../../account/account-queries.ts';
import { ConnectForm } from '../../account/ConnectForm.tsx';
import { ExploreDemo } from '../../account/ExploreDemo.tsx';
import { paths } from '../../paths.ts';
import { welcomeText } from './words.ts';
import './welcome.css';

const START = {
  baseUrl: SERVICE_DEFAULTS.baseUrl,
  statusUrl: SERVICE_DEFAULTS.statusUrl,
  authScheme: 'bearer',
} as const;

export function WelcomeScreen() {
  const navigate = useNavigate();
  const locked = useAccountOverview().data?.lockedSettings ?? [];
  return (
    <section className="screen welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{welcomeText.title}</h1>
      <p className="subtitle">{welcomeText.subtitle}</p>
      <div className="welcome-choices">
        <section className="welcome-choice" aria-labelledby="welcome-connect">
          <h2 id="welcome-connect">{welcomeText.connect.title}</h2>
          <p>{welcomeText.connect.text}</p>
          <ConnectForm initial={START} locked={locked} onConnected={() => void navigate(paths.today)} />
        </section>
        <section className="welcome-choice welcome-demo" aria-labelledby="welcome-demo">
          <h2 id="welcome-demo">{welcomeText.demo.title}</h2>
          <p>{welcomeText.demo.text}</p>
          <p>{welcomeText.demo.later}</p>
          <ExploreDemo />
        </section>
      </div>
    </section>
  );
}
