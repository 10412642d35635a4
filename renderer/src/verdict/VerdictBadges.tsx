/** The marks staff must act on, as badges: beside the verdict and beside each match in the lookup list. */

import type { DeskBadge } from './verdict-words.ts';
import { verdictText } from './words.ts';
import './verdict.css';

export function VerdictBadges({ badges, className = '' }: { badges: DeskBadge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`desk-badges ${className}`.trim()} aria-label={verdictText.badgesLabel}>
      {badges.map((badge) => (
        <li
          key={badge.label}
          className={`desk-badge desk-badge-${badge.tone}`}
          data-testid="desk-badge"
          data-tone={badge.tone}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
