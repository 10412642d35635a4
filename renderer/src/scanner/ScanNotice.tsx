/**
 * What a scan that found nothing says, and what can be done about it: search the
 * service for the tag, send the customer a waiver on it, or quiet the desk (undone
 * in Settings). The words sit in a live region that is always in the page, so each
 * notice is announced; the actions beside them are reached from the keyboard (the
 * first has the focus when a notice appears). It stays until the next scan or Esc.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDeskSettings } from '../account/account-queries.ts';
import { formatCountdown } from '../format/time.ts';
import { useLookup } from '../lookup/LookupProvider.tsx';
import { useSecondsUntil } from '../lookup/use-seconds-until.ts';
import { lookupText } from '../lookup/words.ts';
import { paths } from '../paths.ts';
import { sendPath } from '../screens/send/send-path.ts';
import { useSaveSettings } from '../screens/settings/save-settings.ts';
import { SCANNER_SETTINGS_ID } from '../screens/settings/settings-anchors.ts';
import type { ScanNotice as Notice, Scanner } from './use-scanner.ts';
import { scannerText } from './words.ts';
import './scanner.css';

function NoticeWords({ notice, secondsBlocked }: { notice: Notice; secondsBlocked: number }) {
  const { ask } = notice;
  return (
    <>
      <p className="scan-notice-text" data-testid="scan-notice">
        {notice.kind === 'miss'
          ? scannerText.noWaiverWithTag(notice.tag)
          : scannerText.lookupFailed(notice.tag, notice.failure.message)}
      </p>
      {ask.status === 'searching' ? <p className="scan-notice-more">{scannerText.searching}</p> : null}
      {ask.status === 'none' ? (
        <p className="scan-notice-more" data-testid="scan-notice-service-none">
          {scannerText.serviceHasNone(notice.tag)}
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
    </>
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

export function ScanNotice({ scanner }: { scanner: Scanner }) {
  const { notice, dismiss, askService } = scanner;
  const firstAction = useRef<HTMLButtonElement>(null);
  const blockedUntil = useLookup((state) => state.searchBlockedUntil);
  const secondsBlocked = useSecondsUntil(blockedUntil);
  const noticeId = notice?.id ?? null;

  useEffect(() => {
    if (noticeId !== null) firstAction.current?.focus();
  }, [noticeId]);

  return (
    <div className={`scan-notice-dock${notice ? ' is-showing' : ''}`}>
      {/* A live region without a role: always in the page, empty between notices, and no one's "alert". */}
      <div
        className="scan-notice-region"
        aria-live="assertive"
        aria-atomic="true"
        data-testid="scan-notice-region"
      >
        {notice ? <NoticeWords key={notice.id} notice={notice} secondsBlocked={secondsBlocked} /> : null}
      </div>
      {notice ? (
        <fieldset className="scan-notice-actions">
          <legend className="visually-hidden">{scannerText.actionsLabel}</legend>
          <button
            ref={firstAction}
            type="button"
            className="scan-notice-action"
            disabled={notice.ask.status === 'searching' || secondsBlocked > 0}
            onClick={askService}
          >
            {scannerText.searchService}
          </button>
          <Link className="scan-notice-action" to={sendPath({ tag: notice.tag })} onClick={dismiss}>
            {scannerText.sendWaiver}
          </Link>
          <SoundChoice />
          <span className="scan-notice-hint" aria-hidden="true">
            {scannerText.escapeHint}
          </span>
          <button
            type="button"
            className="scan-notice-close"
            aria-label={scannerText.dismissLabel}
            onClick={dismiss}
          >
            {scannerText.dismissGlyph}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}
