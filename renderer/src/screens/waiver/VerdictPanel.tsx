/**
 * The desk's verdict on the waiver, first and in words as well as colour: the
 * headline, the badges staff act on (expired, flagged, minor now an adult, the
 * account's desk tags), and a line for each point.
 */
import type { DeskVerdict } from '../../../../shared/desk/verdict.ts';
import { VerdictBadges } from '../../verdict/VerdictBadges.tsx';
import { verdictBadges, verdictHeadline, verdictLines } from '../../verdict/verdict-words.ts';
import { verdictText } from '../../verdict/words.ts';

export function VerdictPanel({ verdict }: { verdict: DeskVerdict }) {
  return (
    <section
      className={`verdict verdict-${verdict.tone}`}
      aria-labelledby="verdict-headline"
      data-testid="verdict"
      data-tone={verdict.tone}
    >
      <p className="verdict-tone">{verdictText.tone[verdict.tone]}</p>
      <div className="verdict-line">
        <h2 id="verdict-headline" className="verdict-headline">
          {verdictHeadline(verdict)}
        </h2>
        <VerdictBadges badges={verdictBadges(verdict)} className="verdict-badges" />
      </div>
      <ul className="verdict-reasons">
        {verdictLines(verdict).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
