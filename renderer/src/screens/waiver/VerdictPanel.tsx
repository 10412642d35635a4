/** The desk's verdict on the waiver, first and in words as well as colour. */
import type { Verdict } from '../../../../shared/ipc/lookup.ts';
import { waiverText } from '../../strings.ts';

const TONE_WORDS: Record<Verdict['tone'], string> = waiverText.verdictTone;

export function VerdictPanel({ verdict }: { verdict: Verdict }) {
  return (
    <section
      className={`verdict verdict-${verdict.tone}`}
      aria-labelledby="verdict-headline"
      data-testid="verdict"
      data-tone={verdict.tone}
    >
      <p className="verdict-tone">{TONE_WORDS[verdict.tone]}</p>
      <h2 id="verdict-headline" className="verdict-headline">
        {verdict.headline}
      </h2>
      {verdict.reasons.length > 0 ? (
        <ul className="verdict-reasons">
          {verdict.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
