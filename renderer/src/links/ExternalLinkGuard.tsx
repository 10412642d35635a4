/**
 * In the browser host, links leaving the page follow the same rule as in
 * Electron (where the main process applies it): the service's own https hosts
 * open in a new tab, another https host only after the person agrees to the
 * host named here, anything else never, with the reason said. One listener for
 * the whole page, so every screen's links are covered without each knowing.
 */
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type LinkVerdict, linkHostsFrom } from '../../../shared/ipc/external-links.ts';
import { callDesk } from '../bridge/index.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { commonText } from '../i18n/words.ts';
import { sessionQueryKey } from '../query/keys.ts';
import { judgeClick, leavingAnchor, openOutside } from './link-clicks.ts';
import './links.css';

type Question = Exclude<LinkVerdict, { action: 'open' }>;

/** Before the account's hosts are known, only the real service's domain opens without asking. */
const SERVICE_DOMAIN_ONLY = linkHostsFrom({});

/** Tab and Shift+Tab go round the question's buttons: the page behind waits for an answer. */
function keepFocusWithin(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function LinkQuestion({ question, onClose }: { question: Question; onClose(): void }) {
  const titleId = useId();
  const safeChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => safeChoice.current?.focus(), []);
  const words =
    question.action === 'confirm'
      ? {
          title: commonText.links.confirmTitle(question.host),
          detail: commonText.links.confirmDetail(question.host),
        }
      : { title: commonText.links.notOpenedTitle, detail: commonText.links.refused[question.reason] };
  return (
    <div className="link-question-backdrop">
      <div
        className="link-question"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-detail`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab') keepFocusWithin(event);
        }}
      >
        <p id={titleId} className="link-question-title">
          {words.title}
        </p>
        <p id={`${titleId}-detail`}>{words.detail}</p>
        <div className="link-question-actions">
          {question.action === 'confirm' ? (
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  openOutside(question.url);
                  onClose();
                }}
              >
                {commonText.links.open(question.host)}
              </button>
              <button ref={safeChoice} type="button" className="button-quiet" onClick={onClose}>
                {commonText.links.stayHere}
              </button>
            </>
          ) : (
            <button ref={safeChoice} type="button" className="button" onClick={onClose}>
              {commonText.links.ok}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export function ExternalLinkGuard() {
  // In Electron the main process judges every link leaving the window (window-security.ts).
  return useAppInfo()?.host === 'browser' ? <BrowserLinkGuard /> : null;
}

function BrowserLinkGuard() {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : null;
  const hostsQuery = useQuery({
    queryKey: sessionQueryKey(sessionId ?? -1, 'getLinkHosts', {}),
    queryFn: ({ signal }) => callDesk('getLinkHosts', {}, { signal }),
    enabled: sessionId !== null,
  });
  const hosts = useRef(SERVICE_DOMAIN_ONLY);
  hosts.current = hostsQuery.data ?? SERVICE_DOMAIN_ONLY;
  const [question, setQuestion] = useState<Question | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = leavingAnchor(event, window.location.origin);
      if (!anchor) return;
      event.preventDefault();
      const verdict = judgeClick(anchor, hosts.current);
      if (verdict.action === 'open') openOutside(verdict.url);
      else setQuestion(verdict);
    };
    // Capture: the rule is applied before any screen's own handler could let the link through.
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, []);

  return question ? <LinkQuestion question={question} onClose={() => setQuestion(null)} /> : null;
}
