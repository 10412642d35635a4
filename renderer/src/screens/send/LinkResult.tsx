/**
 * A link made for a customer: the link itself to copy or open, when it stops
 * working (in the desk's zone), and its QR code for the customer's phone camera.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { QrCode } from '../../qr/QrCode.tsx';
import { copyText } from './copy-text.ts';
import { sendText } from './words.ts';

interface Props {
  /** Names the link for the person and for screen readers: "Prefilled link". */
  title: string;
  url: string;
  /** What to say about its lifetime, already in words. */
  validity?: ReactNode;
  /** Anything else worth saying under the link. */
  children?: ReactNode;
  testId: string;
}

export function LinkResult({ title, url, validity, children, testId }: Props) {
  const box = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  // A new link may appear under a long form: bring it into view.
  useEffect(() => {
    if (url) section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [url]);
  const [copy, setCopy] = useState<{ url: string; outcome: 'copied' | 'selected' } | null>(null);
  const copied = copy?.url === url ? copy.outcome : null;

  return (
    <section ref={section} className="link-result" aria-label={title} data-testid={testId}>
      <div className="link-result-text">
        <h3>{title}</h3>
        <div className="link-result-row">
          <input
            ref={box}
            className="send-input link-result-url"
            type="text"
            readOnly
            value={url}
            aria-label={title}
            data-testid={`${testId}-url`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="button"
            onClick={() => void copyText(url, box.current).then((outcome) => setCopy({ url, outcome }))}
          >
            {sendText.linkResult.copy}
          </button>
          <a className="button-quiet" href={url} target="_blank" rel="noopener noreferrer">
            {sendText.linkResult.open}
          </a>
        </div>
        <p className="link-result-copied" role="status">
          {copied === 'copied' ? sendText.linkResult.copied : null}
          {copied === 'selected' ? sendText.linkResult.selected : null}
        </p>
        {validity ? <p className="link-result-validity">{validity}</p> : null}
        {children}
      </div>
      <figure className="link-result-qr">
        <QrCode text={url} label={sendText.linkResult.qrLabel(title.toLowerCase())} testId={`${testId}-qr`} />
        <figcaption>{sendText.linkResult.qrCaption}</figcaption>
      </figure>
    </section>
  );
}
