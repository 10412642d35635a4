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
import { useSessionQuery } from '../../desk/use-session-query.ts';
import { SEND_PARAMS } from '../../navigation/send-path.ts';
import { AutoTagPanel } from './AutoTagPanel.tsx';
import { autoTagDraftStore } from './auto-tag-draft.ts';
import { keepDraftsFor } from './drafts-session.ts';
import { PrefillPanel } from './PrefillPanel.tsx';
import { prefillDraftStore } from './prefill-draft.ts';
import type { PrefillInputs } from './prefill-inputs.ts';
import { SmsPanel } from './SmsPanel.tsx';
import { type SendTab, sendScreenStore, useSendScreen } from './send-screen-store.ts';
import { smsDraftStore } from './sms-draft.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import { useSendingBlocked } from './use-sending-blocked.ts';
import { sendText } from './words.ts';
import './send.css';

/** The templates change rarely: a list a few minutes old is still the account's list. */
const TEMPLATES_STALE_MS = 5 * 60_000;

const tabs = (): { tab: SendTab; label: string; summary: string }[] => [
  { tab: 'sms', ...sendText.screen.tabs.sms },
  { tab: 'prefill', ...sendText.screen.tabs.prefill },
  { tab: 'autoTag', ...sendText.screen.tabs.autoTag },
];

const isTab = (value: string | null): value is SendTab => tabs().some((each) => each.tab === value);

/**
 * Other screens open this one on a waiver and a tab (`#/send?template=<id>&tab=prefill`),
 * and a lookup or scan that found no one with what was typed or scanned (`tag`, `phone`,
 * `name`, see send-path.ts); taken into the drafts once, then dropped from the address
 * so later choices stand.
 */
function useChoiceFromAddress(): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const template = params.get('template');
    const tab = params.get(SEND_PARAMS.tab);
    if (template === null && tab === null) return;
    const screen = sendScreenStore.getState();
    if (template) screen.chooseTemplate(template);
    if (isTab(tab)) screen.chooseTab(tab);
    startDraftFrom(params);
    setParams({}, { replace: true });
  }, [params, setParams]);
}

/** Fills the form the person is sent to with what they typed (nothing they typed there already is lost). */
function startDraftFrom(params: URLSearchParams): void {
  const tag = params.get(SEND_PARAMS.tag);
  const phone = params.get(SEND_PARAMS.phone);
  const name = params.get(SEND_PARAMS.name);
  if (tag) {
    const draft = autoTagDraftStore.getState();
    draft.setTag(tag);
    draft.touchTag();
  }
  if (phone && !smsDraftStore.getState().phone.trim()) smsDraftStore.getState().setPhone(phone);
  if (name) prefillDraftStore.getState().update((inputs) => withName(inputs, name));
}

/** The first participant named as typed: the last word the last name (a lone word is one), the rest the first. */
function withName(inputs: PrefillInputs, name: string): PrefillInputs {
  const [first, ...others] = inputs.participants;
  if (!first || first.firstName.trim() || first.lastName.trim()) return inputs;
  const words = name.trim().split(/\s+/);
  const lastName = words.pop() ?? '';
  return { ...inputs, participants: [{ ...first, firstName: words.join(' '), lastName }, ...others] };
}

const tabId = (tab: SendTab) => `send-tab-${tab}`;
const panelId = (tab: SendTab) => `send-panel-${tab}`;

function Tabs({ current }: { current: SendTab }) {
  const choose = (tab: SendTab) => {
    sendScreenStore.getState().chooseTab(tab);
    document.getElementById(tabId(tab))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs().findIndex((each) => each.tab === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs()[(index + step + tabs().length) % tabs().length];
    if (next) choose(next.tab);
  };
  return (
    <div className="send-tabs" role="tablist" aria-label={sendText.screen.tabsLabel} onKeyDown={onKeyDown}>
      {tabs().map(({ tab, label }) => (
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
  const summary = tabs().find((each) => each.tab === tab)?.summary;

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
