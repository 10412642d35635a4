/** "Copy report": says when it worked, and shows the report selected when this window may not copy. */
import { useEffect, useRef, useState } from 'react';
import { type CopyOutcome, copyReport } from './copy-report.ts';
import { diagnosticsText } from './words.ts';

const SHOWN_MS = 2_500;
const words = diagnosticsText.copy;

export function CopyReportButton({ text }: { text: string }) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const byHand = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (outcome === 'copied') {
      const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
      return () => clearTimeout(timer);
    }
    if (outcome === 'by-hand') byHand.current?.select();
    return undefined;
  }, [outcome]);

  return (
    <div className="diagnostics-copy">
      <button type="button" className="button" onClick={() => void copyReport(text).then(setOutcome)}>
        {outcome === 'copied' ? words.copied : words.copyReport}
      </button>
      <span className="diagnostics-copy-status" role="status">
        {outcome === 'copied' ? words.copiedStatus : ''}
      </span>
      {outcome === 'by-hand' ? (
        <div className="diagnostics-copy-by-hand">
          <p>{words.byHand}</p>
          <textarea ref={byHand} readOnly value={text} aria-label={words.reportLabel} rows={10} />
        </div>
      ) : null}
    </div>
  );
}
