/**
 * What a scan that found nothing says, in a live region that is always in the
 * page (so assistive technology announces each new notice), with the choice to
 * keep the scanner quiet on this desk.
 */
import { useState } from 'react';
import { scannerText } from '../strings.ts';
import { scannerSoundOn, setScannerSound } from './audible-cue.ts';
import type { ScanNotice as Notice } from './use-scanner.ts';
import './scanner.css';

export function ScanNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const [soundOn, setSoundOn] = useState(scannerSoundOn);
  const toggleSound = () => {
    setScannerSound(!soundOn);
    setSoundOn(!soundOn);
  };
  return (
    // A live region without a role: always in the page, empty between notices, and no one's "alert".
    <div
      className="scan-notice-region"
      aria-live="assertive"
      aria-atomic="true"
      data-testid="scan-notice-region"
    >
      {notice ? (
        <div className="scan-notice" key={notice.id} data-testid="scan-notice">
          <span className="scan-notice-text">{notice.text}</span>
          <button type="button" className="scan-notice-button" onClick={toggleSound} aria-pressed={!soundOn}>
            {soundOn ? scannerText.muteSound : scannerText.soundOff}
          </button>
          <button
            type="button"
            className="scan-notice-close"
            aria-label={scannerText.dismissLabel}
            onClick={onDismiss}
          >
            {scannerText.dismissGlyph}
          </button>
        </div>
      ) : null}
    </div>
  );
}
