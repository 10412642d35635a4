/**
 * The account's facts: how the console expires waivers, which version of the
 * service answers and how fast, and how much of the shared request budget is in use.
 */
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { BudgetSection } from './BudgetSection.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { PingSection } from './PingSection.tsx';

const EXPIRY_WORDS: Record<string, string> = {
  never: 'Never',
  signed: 'From the day it was signed',
  checkin: 'From the last check-in',
};

const expiryWords = (value: string): string =>
  EXPIRY_WORDS[value.trim().toLowerCase()] ?? (value || 'Not set');

function ConsoleSettings() {
  const query = useSessionQuery('getConsoleSettings', {});
  return (
    <section className="manage-subsection" aria-labelledby="console-title" data-testid="console-settings">
      <h3 id="console-title">When waivers expire</h3>
      <QueryView query={query} loadingLabel="Loading the account’s settings…">
        {({ console: settings }) => (
          <dl className="manage-facts">
            <dt>Every waiver expires on</dt>
            <dd>{expiryWords(settings.staticExpiration)}</dd>
            <dt>Each waiver expires after</dt>
            <dd>{expiryWords(settings.rollingExpiration)}</dd>
            <dt>Counted</dt>
            <dd>{expiryWords(settings.rollingExpirationTime)}</dd>
          </dl>
        )}
      </QueryView>
      <p className="form-help">These are changed in the web console.</p>
    </section>
  );
}

function ServiceVersion() {
  const query = useSessionQuery('getServiceVersion', {});
  return (
    <QueryView query={query} loadingLabel="Asking the service its version…">
      {({ version }) => (
        <p>
          The service answers as version <strong data-testid="service-version">{version}</strong>.
        </p>
      )}
    </QueryView>
  );
}

export function AccountFactsScreen() {
  return (
    <section className="manage-tool" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title">Account</h2>
      <OfflineNote what="The facts shown were loaded earlier; the budget is this desk’s own count." />
      <ConsoleSettings />
      <section className="manage-subsection" aria-labelledby="service-title">
        <h3 id="service-title">The waiver service</h3>
        <ServiceVersion />
        <PingSection />
      </section>
      <BudgetSection />
    </section>
  );
}
