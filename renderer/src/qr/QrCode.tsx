/**
 * A QR code of a link, large enough to scan from the screen with a phone. The QR
 * library is imported when the first code is drawn, not with the page.
 */
import { useEffect, useState } from 'react';
import type { QrMatrix } from './qr-matrix.ts';
import { qrPathOf, qrSideOf } from './qr-path.ts';
import { qrText } from './words.ts';
import './qr.css';

interface Props {
  text: string;
  /** Read out in place of the picture, e.g. "QR code of the prefilled link". */
  label: string;
  testId?: string;
}

type Drawing = { text: string; matrix: QrMatrix } | { text: string; failed: true };

/**
 * On-screen side in CSS pixels (qr.css sizes the placeholder alike): 288 px for a
 * link of 41 modules and its quiet zone is 5.8 px a module, which a phone reads at
 * arm's length from a desk screen.
 */
const SIDE_PX = 288;

export function QrCode({ text, label, testId }: Props) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let current = true;
    import('./qr-matrix.ts')
      .then(({ qrMatrixOf }) => {
        if (current) setDrawing({ text, matrix: qrMatrixOf(text) });
      })
      .catch(() => {
        if (current) setDrawing({ text, failed: true });
      });
    return () => {
      current = false;
    };
  }, [text]);

  const shown = drawing?.text === text ? drawing : null;
  if (!shown) {
    return (
      <div className="qr qr-pending" aria-busy="true">
        {qrText.drawing}
      </div>
    );
  }
  if ('failed' in shown) {
    return (
      <p className="qr-failed" role="status">
        {qrText.failed}
      </p>
    );
  }
  const side = qrSideOf(shown.matrix);
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      width={SIDE_PX}
      height={SIDE_PX}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPathOf(shown.matrix)} fill="#000" />
    </svg>
  );
}
