/**
 * The account's facts: how the console expires waivers, which version of the
 * service answers and how fast, and how much of the shared request budget is in use.
 */
import { QueryView } from '../../components/QueryView.tsx';
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { BudgetSection } from './BudgetSection.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { PingSection } from './PingSection.tsx';
import { accountFactsText } from './words.ts';

const text = accountFactsText;

const EXPIRY_WORDS: Record<string, string> = text.console.expiryBySetting;

const expiryWords = (value: string): string =>
  EXPIRY_WORDS[value.trim().toLowerCase()] ?? (value || text.console.notSet);

function ConsoleSettings() {
  const query = useSessionQuery('getConsoleSettings', {});
  return (
    <section className="manage-subsection" aria-labelledby="console-title" data-testid="console-settings">
      <h3 id="console-title">{text.console.title}</h3>
      <QueryView query={query} loadingLabel={text.console.loading}>
        {({ console: settings }) => (
          <dl className="manage-facts">
            <dt>{text.console.staticExpiration}</dt>
            <dd>{expiryWords(settings.staticExpiration)}</dd>
            <dt>{text.console.rollingExpiration}</dt>
            <dd>{expiryWords(settings.rollingExpiration)}</dd>
            <dt>{text.console.rollingExpirationTime}</dt>
            <dd>{expiryWords(settings.rollingExpirationTime)}</dd>
          </dl>
        )}
      </QueryView>
      <p className="form-help">{text.console.help}</p>
    </section>
  );
}

function ServiceVersion() {
  const query = useSessionQuery('getServiceVersion', {});
  return (
    <QueryView query={query} loadingLabel={text.service.loadingVersion}>
      {({ version }) => (
        <p>
          {text.service.versionBefore}
          <strong data-testid="service-version">{version}</strong>
          {text.service.versionAfter}
        </p>
      )}
    </QueryView>
  );
}

export function AccountFactsScreen() {
  return (
    <section className="manage-tool" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title">{text.title}</h2>
      <OfflineNote what={text.offline} />
      <ConsoleSettings />
      <section className="manage-subsection" aria-labelledby="service-title">
        <h3 id="service-title">{text.service.title}</h3>
        <ServiceVersion />
        <PingSection />
      </section>
      <BudgetSection />
    </section>
  );
}
