/**
 * The service's status in detail, opened from the indicator: the summary and its
 * times, current incidents and maintenance with their latest update, planned
 * maintenance before it starts (in the desk's zone), the components as a tree,
 * and the recent notices. Esc closes it.
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { ReachState } from '../../../shared/ipc/events.ts';
import type { ServiceHealth, ServiceStatusSnapshot } from '../../../shared/ipc/service-status.ts';
import { useAppInfo, useDeskTimeZone } from '../desk/hooks.ts';
import { ComponentTree } from './ComponentTree.tsx';
import { DesktopAlertsOffer } from './DesktopAlertsOffer.tsx';
import { healthWords, pageProblemWords } from './health-words.ts';
import { NoticeItem } from './NoticeItem.tsx';
import { RecentNotices } from './RecentNotices.tsx';
import { readingTime } from './status-time.ts';
import { useServiceStatus } from './use-service-status.ts';
import { statusText } from './words.ts';

const DESK_VIEW: Record<ReachState, string> = statusText.panel.deskView;

interface Props {
  id: string;
  health: ServiceHealth;
  refresh: () => void;
  refreshing: boolean;
  /** `restoreFocus`: give focus back to the indicator (not after a click elsewhere). */
  onClose: (restoreFocus: boolean) => void;
  /** Where the panel sits: clicks outside it close it. */
  containerRef: RefObject<HTMLElement | null>;
}

type Tab = 'now' | 'recent';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="svc-section" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {children}
    </section>
  );
}

function NowTab({ snapshot, timeZone }: { snapshot: ServiceStatusSnapshot; timeZone: string }) {
  const { components } = snapshot;
  const words = statusText.panel.now;
  return (
    <>
      <Section title={words.currentIncidents}>
        {snapshot.incidents.length === 0 ? (
          <p className="svc-muted">{words.noCurrentIncidents}</p>
        ) : (
          <ul className="svc-notices">
            {snapshot.incidents.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} components={components} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={words.maintenanceUnderWay}>
        {snapshot.maintenances.length === 0 ? (
          <p className="svc-muted">{words.noMaintenanceUnderWay}</p>
        ) : (
          <ul className="svc-notices">
            {snapshot.maintenances.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} components={components} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={words.plannedMaintenance}>
        {snapshot.upcoming.length === 0 ? (
          <p className="svc-muted">{words.noMaintenancePlanned}</p>
        ) : (
          <ul className="svc-notices">
            {snapshot.upcoming.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} components={components} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={words.components}>
        {components.length === 0 ? (
          <p className="svc-muted">{words.noComponents}</p>
        ) : (
          <ComponentTree nodes={components} label={words.componentsLabel} />
        )}
      </Section>
    </>
  );
}

/** Closes on Esc anywhere, and on a click outside the indicator and its panel. */
function useDismiss(onClose: Props['onClose'], containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, containerRef]);
}

interface PageDetailsProps {
  id: string;
  health: ServiceHealth;
  snapshot: ServiceStatusSnapshot | null;
  checking: boolean;
  refresh: () => void;
  timeZone: string;
  offerAlerts: boolean;
}

/** What there is to say when a status page is set up: its times, a reading on demand, and the two views. */
function PageDetails({ id, health, snapshot, checking, refresh, timeZone, offerAlerts }: PageDetailsProps) {
  const [tab, setTab] = useState<Tab>('now');
  const tabId = (name: Tab) => `${id}-tab-${name}`;
  const tabPanelId = (name: Tab) => `${id}-tabpanel-${name}`;
  const text = statusText.panel;

  let body: ReactNode;
  if (tab === 'recent') {
    body = <RecentNotices timeZone={timeZone} components={snapshot?.components ?? []} />;
  } else if (snapshot) {
    body = <NowTab snapshot={snapshot} timeZone={timeZone} />;
  } else {
    body = (
      <p className="svc-muted" aria-busy={checking}>
        {health.page === 'unknown' ? pageProblemWords(health.reason) : text.readingPage}
      </p>
    );
  }

  return (
    <>
      {health.page === 'unknown' && snapshot ? (
        <p className="svc-stale" data-testid="status-stale">
          {text.showingLastReading(health.lastReadingAt ? readingTime(health.lastReadingAt, timeZone) : null)}
        </p>
      ) : null}
      <dl className="svc-facts">
        <div>
          <dt>{text.lastReading}</dt>
          <dd data-testid="status-last-reading">
            {health.lastReadingAt ? readingTime(health.lastReadingAt, timeZone) : text.noReadingYet}
          </dd>
        </div>
        <div>
          <dt>{text.nextCheck}</dt>
          <dd>
            {checking
              ? text.checkingNow
              : health.nextCheckAt
                ? readingTime(health.nextCheckAt, timeZone)
                : text.noNextCheck}
          </dd>
        </div>
      </dl>
      <div className="svc-actions">
        <button type="button" className="svc-button-secondary" onClick={refresh} disabled={checking}>
          {checking ? text.checking : text.checkNow}
        </button>
        <span className="svc-muted">{text.timesIn(timeZone)}</span>
      </div>
      {offerAlerts ? <DesktopAlertsOffer /> : null}
      <div className="svc-tabs" role="tablist" aria-label={text.tabs.label}>
        {(['now', 'recent'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={tabPanelId(name)}
            className="svc-tab"
            onClick={() => setTab(name)}
          >
            {name === 'now' ? text.tabs.now : text.tabs.recent}
          </button>
        ))}
      </div>
      <div className="svc-tabpanel" role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        {body}
      </div>
    </>
  );
}

export function StatusPanel({ id, health, refresh, refreshing, onClose, containerRef }: Props) {
  const info = useAppInfo();
  const timeZone = useDeskTimeZone();
  const query = useServiceStatus(health);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const words = healthWords(health);
  useDismiss(onClose, containerRef);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div id={id} className="svc-panel" role="dialog" aria-labelledby={titleId} data-testid="status-panel">
      <div className="svc-panel-head">
        <h3 id={titleId} ref={titleRef} tabIndex={-1}>
          {statusText.panel.title}
        </h3>
        <button
          type="button"
          className="svc-icon-button"
          aria-label={statusText.panel.close}
          onClick={() => onClose(true)}
        >
          {statusText.panel.closeSymbol}
        </button>
      </div>
      <p className={`svc-summary svc-tone-${words.tone}`} data-testid="status-summary">
        <strong>{statusText.panel.summaryHeadline(words.headline)}</strong> {words.detail}
      </p>
      <dl className="svc-facts">
        <div>
          <dt>{statusText.panel.thisDesk}</dt>
          <dd>{DESK_VIEW[health.desk]}</dd>
        </div>
      </dl>
      {/* Without a status page the summary says what to do, and there is nothing to read or alert about. */}
      {health.page === 'not-set-up' ? null : (
        <PageDetails
          id={id}
          health={health}
          snapshot={query.data?.snapshot ?? null}
          checking={refreshing || health.checking}
          refresh={refresh}
          timeZone={timeZone}
          offerAlerts={info?.host === 'browser'}
        />
      )}
    </div>
  );
}
