/**
 * A person's verdict where they are listed (Today, the lookup list, the waiver's
 * people, the scan's check-in, Checked in here): one mark, its colour from the tone,
 * its words the summary every surface shares.
 */
import type { PersonVerdict } from '../../../shared/desk/verdict.ts';
import { verdictSummary } from './verdict-words.ts';
import './verdict.css';

export function PersonVerdictMark({
  verdict,
  className = '',
}: {
  verdict: PersonVerdict;
  className?: string;
}) {
  return (
    <span
      className={`person-verdict person-verdict-${verdict.tone} ${className}`.trim()}
      data-testid="person-verdict"
      data-tone={verdict.tone}
    >
      {verdictSummary(verdict)}
    </span>
  );
}
