/** "Copy" for one value; says when it worked, and offers the value selected when the clipboard is refused. */
import { useEffect, useRef, useState } from 'react';
import { type CopyOutcome, copyByHand, copyText } from './copy-text.ts';
import { manageText } from './words.ts';

const words = manageText.copy;

const SHOWN_MS = 2_500;

interface Props {
  text: string;
  /** What is copied, for the button's accessible name ("Copy invite link"). */
  what: string;
}

export function CopyButton({ text, what }: Props) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const fallback = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome === 'copied') {
      const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
      return () => clearTimeout(timer);
    }
    if (outcome === 'refused') fallback.current?.select();
    return undefined;
  }, [outcome]);

  return (
    <span className="copy">
      <button
        type="button"
        className="button-quiet copy-button"
        aria-label={words.buttonLabel(what)}
        onClick={() => void copyText(text).then(setOutcome)}
      >
        {outcome === 'copied' ? words.done : words.button}
      </button>
      {outcome === 'copied' ? (
        <span className="visually-hidden" role="status">
          {words.doneStatus(what)}
        </span>
      ) : null}
      {outcome === 'refused' ? (
        <span className="copy-fallback" role="status">
          <input
            ref={fallback}
            className="copy-fallback-text"
            readOnly
            value={text}
            aria-label={what}
            onFocus={(event) => event.currentTarget.select()}
          />
          <span className="copy-fallback-note">{copyByHand()}</span>
        </span>
      ) : null}
    </span>
  );
}
