/** Flags raised by answers on the form: the question, and why it was flagged. */
import type { Flag } from '../../../../shared/domain/waiver.ts';
import { waiverText } from './words.ts';

export function FlagList({ flags }: { flags: Flag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flags" aria-label={waiverText.answers.flagsLabel}>
      {flags.map((flag, index) => (
        // Flags carry no id; the same question may be flagged twice for different reasons.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the waiver shown
        <li key={index} className="flag" data-testid="flag">
          <span className="flag-question">
            {flag.displayText || waiverText.answers.flaggedAnswerFallback}
          </span>
          {flag.reason ? <span className="flag-reason">{flag.reason}</span> : null}
        </li>
      ))}
    </ul>
  );
}
