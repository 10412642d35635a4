/**
 * A scan's own screen (`#/scan`, the scan in the route's state): it takes the place of
 * whatever was on screen the moment a tag is scanned, so nothing about the customer
 * before stays there to act on. It looks the tag up; the best waiver then opens in its
 * place (the waiver's page, its people's verdicts and check-in first). Several waivers
 * none of which is valid are listed to choose from. A miss says so, with a sound, and
 * offers to search the service for the tag, send the customer a waiver on it, or quiet
 * the desk (undone in Settings); the first action has the focus. Esc or Close go back
 * to Today; the next scan replaces it.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useDeskSettings } from '../../account/account-queries.ts';
import { useSecondsUntil } from '../../components/use-seconds-until.ts';
import { useDeskTimeZone } from '../../desk/hooks.ts';
import { formatCountdown } from '../../format/time.ts';
import { useLookup } from '../../lookup/LookupProvider.tsx';
import { MatchSummary } from '../../lookup/MatchOption.tsx';
import { lookupText } from '../../lookup/words.ts';
import { sendPath } from '../../navigation/send-path.ts';
import { type ScanVisit, scanOf, waiverPath } from '../../navigation/waiver-path.ts';
import { paths } from '../../paths.ts';
import { type ScanOutcome, type ServiceAsk, useScanOutcome } from '../../scanner/use-scan-outcome.ts';
import { scannerText } from '../../scanner/words.ts';
import { useSaveSettings } from '../settings/save-settings.ts';
import { SCANNER_SETTINGS_ID } from '../settings/settings-anchors.ts';
import './scanner.css';

type Missed = Extract<ScanOutcome, { kind: 'miss' | 'failed' }>;

function MissWords({ tag, missed, secondsBlocked }: { tag: string; missed: Missed; secondsBlocked: number }) {
  const ask: ServiceAsk = missed.ask;
  return (
    <div role="alert" className="scan-words">
      <p className="scan-notice-text" data-testid="scan-notice">
        {missed.kind === 'miss'
          ? scannerText.noWaiverWithTag(tag)
          : scannerText.lookupFailed(tag, missed.failure.message)}
      </p>
      {ask.status === 'searching' ? <p className="scan-notice-more">{scannerText.searching}</p> : null}
      {ask.status === 'none' ? (
        <p className="scan-notice-more" data-testid="scan-notice-service-none">
          {scannerText.serviceHasNone(tag)}
        </p>
      ) : null}
      {ask.status === 'failed' && ask.failure.code !== 'rate_limited' ? (
        <p className="scan-notice-more">{ask.failure.message}</p>
      ) : null}
      {secondsBlocked > 0 ? (
        <p className="scan-notice-more">
          {lookupText.service.limit} {lookupText.service.againIn(formatCountdown(secondsBlocked))}
        </p>
      ) : null}
    </div>
  );
}

function SoundChoice() {
  const soundsOn = useDeskSettings().data?.preferences.scanSounds ?? true;
  const save = useSaveSettings(() => undefined);
  if (!soundsOn) {
    return (
      <span className="scan-notice-muted">
        {scannerText.soundsOff}{' '}
        <Link to={`${paths.settings}#${SCANNER_SETTINGS_ID}`} className="scan-notice-link">
          {scannerText.turnOnInSettings}
        </Link>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="scan-notice-button"
      disabled={save.isPending}
      onClick={() => save.mutate({ scanSounds: false })}
    >
      {scannerText.muteSounds}
    </button>
  );
}

function MissPanel({
  scan,
  missed,
  askService,
}: {
  scan: ScanVisit;
  missed: Missed;
  askService: () => void;
}) {
  const firstAction = useRef<HTMLButtonElement>(null);
  const blockedUntil = useLookup((state) => state.searchBlockedUntil);
  const secondsBlocked = useSecondsUntil(blockedUntil);

  useEffect(() => {
    firstAction.current?.focus();
  }, []);

  return (
    <div className="scan-result scan-miss">
      <MissWords tag={scan.tag} missed={missed} secondsBlocked={secondsBlocked} />
      <fieldset className="scan-notice-actions">
        <legend className="visually-hidden">{scannerText.actionsLabel}</legend>
        <button
          ref={firstAction}
          type="button"
          className="scan-notice-action"
          disabled={missed.ask.status === 'searching' || secondsBlocked > 0}
          onClick={askService}
        >
          {scannerText.searchService}
        </button>
        <Link className="scan-notice-action" to={sendPath({ tag: scan.tag })}>
          {scannerText.sendWaiver}
        </Link>
        <SoundChoice />
      </fieldset>
    </div>
  );
}

function ChoosePanel({
  scan,
  waivers,
}: {
  scan: ScanVisit;
  waivers: Extract<ScanOutcome, { kind: 'choose' }>['waivers'];
}) {
  const timeZone = useDeskTimeZone();
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <div className="scan-result scan-choose">
      <p role="alert" className="scan-notice-text" data-testid="scan-choose">
        {scannerText.noneValid(scan.tag, waivers.length)}
      </p>
      <ul className="scan-choices" aria-label={scannerText.choicesLabel(scan.tag)}>
        {waivers.map((waiver, index) => (
          <li key={waiver.waiverId}>
            <Link
              ref={index === 0 ? first : undefined}
              className="scan-choice"
              to={waiverPath(waiver.waiverId)}
              state={{ person: waiver.position, scan }}
              replace
              data-waiver-id={waiver.waiverId}
            >
              <MatchSummary match={waiver} from="copy" timeZone={timeZone} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ScanPanel({ scan }: { scan: ScanVisit }) {
  const navigate = useNavigate();
  const { outcome, askService } = useScanOutcome(scan);
  const close = () => void navigate(paths.today, { replace: true });

  // Esc ends it, wherever the focus is.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) void navigate(paths.today, { replace: true });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return (
    <section
      className="screen scan-screen"
      aria-labelledby="scan-title"
      data-testid="scan-panel"
      data-outcome={outcome.kind}
    >
      <div className="screen-head">
        <h1 id="scan-title">{scannerText.title(scan.tag)}</h1>
        <div className="scan-close">
          <span className="scan-notice-hint" aria-hidden="true">
            {scannerText.escapeHint}
          </span>
          <button type="button" className="button-quiet" onClick={close}>
            {scannerText.close}
          </button>
        </div>
      </div>
      {outcome.kind === 'looking' ? (
        <p className="loading" aria-busy="true">
          {scannerText.looking(scan.tag)}
        </p>
      ) : outcome.kind === 'choose' ? (
        <ChoosePanel scan={scan} waivers={outcome.waivers} />
      ) : (
        <MissPanel scan={scan} missed={outcome} askService={askService} />
      )}
    </section>
  );
}

export function ScanScreen() {
  const scan = scanOf(useLocation().state);
  // Reached without a scan (an address typed, a reload): nothing was scanned to show.
  if (!scan) return <Navigate to={paths.today} replace />;
  // Keyed by scan: the same tag scanned again is looked up again.
  return <ScanPanel key={scan.id} scan={scan} />;
}
