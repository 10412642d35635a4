/**
 * A link the service handed out (a signing page, a dashboard): opened in the
 * person's browser, copied, or shown as a QR code for a phone to scan.
 */
import { useState } from 'react';
import { QrCode } from '../../qr/QrCode.tsx';
import { CopyButton } from './CopyButton.tsx';
import { manageText } from './words.ts';

const text = manageText.link;

/** Only web addresses leave the app. */
export const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

interface Props {
  label: string;
  url: string;
  /** Offer the QR code, for a link someone opens on their phone. */
  qr?: boolean;
  testId?: string;
}

export function LinkValue({ label, url, qr = false, testId }: Props) {
  const [showQr, setShowQr] = useState(false);
  const what = label.toLowerCase();
  return (
    <div className="link-value" data-testid={testId}>
      <span className="link-value-label">{label}</span>
      <span className="link-value-row">
        {isWebAddress(url) ? (
          <a className="link-value-url" href={url} target="_blank" rel="noopener noreferrer">
            {url}
            <span className="visually-hidden">{text.opensBrowser}</span>
          </a>
        ) : (
          <code className="link-value-url">{url}</code>
        )}
        <CopyButton text={url} what={what} />
        {qr ? (
          <button
            type="button"
            className="button-quiet copy-button"
            aria-expanded={showQr}
            aria-label={showQr ? text.hideQrLabel(what) : text.showQrLabel(what)}
            onClick={() => setShowQr((shown) => !shown)}
          >
            {showQr ? text.hideQr : text.showQr}
          </button>
        ) : null}
      </span>
      {qr && showQr ? (
        <div className="link-qr">
          <QrCode text={url} label={text.qrImage(what)} />
        </div>
      ) : null}
    </div>
  );
}
