/**
 * The shell's service-status indicator, always in view: the status page's word
 * merged with what this desk sees itself, with the time of the last reading, and
 * beside it the desk's own view of the waiver service. A click (or Enter) opens
 * the panel and asks for a fresh reading; alerts of real changes surface from here.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useDeskTimeZone } from '../desk/hooks.ts';
import { AlertToasts } from './AlertToasts.tsx';
import { ConnectivityIndicator } from './ConnectivityIndicator.tsx';
import { healthWords } from './health-words.ts';
import { StatusPanel } from './StatusPanel.tsx';
import { readingTime } from './status-time.ts';
import { useRefreshServiceStatus, useRefreshWhenOnline, useServiceHealth } from './use-service-status.ts';
import { useStatusAlerts } from './use-status-alerts.ts';
import { statusText } from './words.ts';
import './status.css';

export function StatusIndicator() {
  const health = useServiceHealth();
  const timeZone = useDeskTimeZone();
  const { refresh, refreshing } = useRefreshServiceStatus();
  const { toasts, dismiss } = useStatusAlerts();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useRefreshWhenOnline(refresh);

  /** Esc and the close button give focus back to the indicator; a click elsewhere leaves it where it went. */
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  const toggle = () => {
    if (open) {
      close(true);
      return;
    }
    setOpen(true);
    refresh();
  };

  if (!health) {
    return (
      <div className="svc">
        <ConnectivityIndicator />
        <AlertToasts toasts={toasts} onDismiss={dismiss} />
      </div>
    );
  }

  const words = healthWords(health);
  const when =
    health.page === 'not-set-up'
      ? null
      : health.lastReadingAt
        ? health.page === 'unknown'
          ? statusText.indicator.lastReadingAt(readingTime(health.lastReadingAt, timeZone))
          : statusText.indicator.checkedAt(readingTime(health.lastReadingAt, timeZone))
        : statusText.indicator.notReadYet;

  return (
    <div
      className="svc"
      ref={containerRef}
      data-testid="service-health"
      data-verdict={health.verdict}
      data-page={health.page}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`svc-indicator svc-tone-${words.tone}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={words.detail}
        onClick={toggle}
      >
        <span className={`svc-dot svc-dot-${words.tone}`} aria-hidden="true" />
        <span className="svc-indicator-words">
          <span className="svc-headline" data-testid="service-health-headline">
            {words.headline}
          </span>
          {when ? (
            <span className="svc-when" data-testid="service-health-when">
              {when}
            </span>
          ) : null}
        </span>
      </button>
      <ConnectivityIndicator />
      {open ? (
        <StatusPanel
          id={panelId}
          health={health}
          refresh={refresh}
          refreshing={refreshing}
          onClose={close}
          containerRef={containerRef}
        />
      ) : null}
      <AlertToasts toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
