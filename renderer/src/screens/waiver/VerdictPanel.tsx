/**
 * The desk's verdict on the waiver, first and in words as well as colour: how its
 * most serious person stands, how many stand how, and what is the whole waiver's
 * (its expiry, its own tags and questions). Each person's own verdict is beside
 * them, in the check-in and among the people.
 */
import type { WaiverVerdict } from '../../../../shared/desk/verdict.ts';
import { waiverCounts, waiverLines } from '../../verdict/verdict-words.ts';
import { verdictText } from '../../verdict/words.ts';

export function VerdictPanel({ verdict }: { verdict: WaiverVerdict }) {
  const lines = waiverLines(verdict);
  return (
    <section
      className={`verdict verdict-${verdict.tone}`}
      aria-labelledby="verdict-headline"
      data-testid="verdict"
      data-tone={verdict.tone}
    >
      <h2 id="verdict-headline" className="verdict-headline">
        {verdictText.tone[verdict.tone]}
      </h2>
      <p className="verdict-counts">{waiverCounts(verdict)}</p>
      {lines.length > 0 ? (
        <ul className="verdict-reasons">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
