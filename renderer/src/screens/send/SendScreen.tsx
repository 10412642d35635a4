/**
 * Getting a customer signing: choose the waiver, then text the customer a link,
 * make a prefilled link (or its QR code), or make an auto-tag link that files the
 * signed waiver under the customer's number. Drafts stay while the person moves
 * between screens; sending waits for the service to be reachable.
 */
import { type KeyboardEvent, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { sendText } from '../../strings.ts';
import { AutoTagPanel } from './AutoTagPanel.tsx';
import { keepDraftsFor } from './drafts-session.ts';
import { PrefillPanel } from './PrefillPanel.tsx';
import { SmsPanel } from './SmsPanel.tsx';
import { type SendTab, sendScreenStore, useSendScreen } from './send-screen-store.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import { useSendingBlocked } from './use-sending-blocked.ts';
import './send.css';

/** The templates change rarely: a list a few minutes old is still the account's list. */
const TEMPLATES_STALE_MS = 5 * 60_000;

const TABS: { tab: SendTab; label: string; summary: string }[] = [
  { tab: 'sms', ...sendText.screen.tabs.sms },
  { tab: 'prefill', ...sendText.screen.tabs.prefill },
  { tab: 'autoTag', ...sendText.screen.tabs.autoTag },
];

const isTab = (value: string | null): value is SendTab => TABS.some((each) => each.tab === value);

/**
 * Other screens open this one on a waiver and a tab (`#/send?template=<id>&tab=prefill`);
 * taken into the drafts once, then dropped from the address so later choices stand.
 */
function useChoiceFromAddress(): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const template = params.get('template');
    const tab = params.get('tab');
    if (template === null && tab === null) return;
    const screen = sendScreenStore.getState();
    if (template) screen.chooseTemplate(template);
    if (isTab(tab)) screen.chooseTab(tab);
    setParams({}, { replace: true });
  }, [params, setParams]);
}

const tabId = (tab: SendTab) => `send-tab-${tab}`;
const panelId = (tab: SendTab) => `send-panel-${tab}`;

function Tabs({ current }: { current: SendTab }) {
  const choose = (tab: SendTab) => {
    sendScreenStore.getState().chooseTab(tab);
    document.getElementById(tabId(tab))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((each) => each.tab === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next) choose(next.tab);
  };
  return (
    <div className="send-tabs" role="tablist" aria-label={sendText.screen.tabsLabel} onKeyDown={onKeyDown}>
      {TABS.map(({ tab, label }) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          className="send-tab"
          aria-selected={tab === current}
          aria-controls={panelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => choose(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function SendScreen() {
  const { sessionId } = useKnownAppInfo();
  useEffect(() => keepDraftsFor(sessionId), [sessionId]);
  useChoiceFromAddress();
  const tab = useSendScreen((state) => state.tab);
  const chosenId = useSendScreen((state) => state.templateId);
  const blocked = useSendingBlocked();
  const query = useSessionQuery('listSigningTemplates', {}, { staleTime: TEMPLATES_STALE_MS });
  const summary = TABS.find((each) => each.tab === tab)?.summary;

  return (
    <section className="screen send-screen" aria-labelledby="send-title">
      <div className="screen-head">
        <div>
          <h1 id="send-title">{sendText.screen.title}</h1>
          <p className="subtitle">{sendText.screen.subtitle}</p>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel={sendText.screen.loading}
        isEmpty={(data) => data.templates.length === 0}
        empty={() => <p className="empty">{sendText.screen.empty}</p>}
      >
        {(data) => {
          // The first published waiver until the person chooses; a waiver gone from the list is replaced.
          const template = data.templates.find((each) => each.templateId === chosenId) ?? data.templates[0];
          if (!template) return null;
          return (
            <div className="send-body">
              <TemplatePicker
                templates={data.templates}
                value={template.templateId}
                source={data.source}
                onChange={(templateId) => sendScreenStore.getState().chooseTemplate(templateId)}
              />
              <Tabs current={tab} />
              <div
                className="send-panel"
                role="tabpanel"
                id={panelId(tab)}
                aria-labelledby={tabId(tab)}
                tabIndex={-1}
              >
                <p className="send-summary">{summary}</p>
                {tab === 'sms' ? <SmsPanel template={template} blocked={blocked} /> : null}
                {tab === 'prefill' ? <PrefillPanel template={template} blocked={blocked} /> : null}
                {tab === 'autoTag' ? <AutoTagPanel template={template} /> : null}
              </div>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
