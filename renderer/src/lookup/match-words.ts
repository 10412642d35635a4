/** How one found waiver is described in the list under the lookup box. */
import type { MatchKind, WaiverMatch } from '../../../shared/ipc/lookup.ts';

/** Said only where it explains why a row is there; a name match speaks for itself. */
const MATCH_WORDS: Partial<Record<MatchKind, string>> = {
  autoTag: 'tag',
  email: 'email',
  phone: 'phone',
  typo: 'close spelling',
};

export function matchWord(kind: MatchKind): string | null {
  return MATCH_WORDS[kind] ?? null;
}

export type BadgeTone = 'minor' | 'adult' | 'stop' | 'attention' | 'guardian';

export interface MatchBadge {
  label: string;
  tone: BadgeTone;
}

/** Position -1 is the guardian who signed for the minors. */
const GUARDIAN_POSITION = -1;

export function matchBadges(match: WaiverMatch): MatchBadge[] {
  const badges: MatchBadge[] = [];
  if (match.position === GUARDIAN_POSITION) badges.push({ label: 'Guardian', tone: 'guardian' });
  if (match.minorExpired) badges.push({ label: 'Minor now adult', tone: 'adult' });
  else if (match.isMinor) badges.push({ label: 'Minor', tone: 'minor' });
  if (match.expired) badges.push({ label: 'Expired', tone: 'stop' });
  if (!match.verified) badges.push({ label: 'Not verified', tone: 'attention' });
  return badges;
}

const NAMES_SHOWN = 2;

/** "with Leo Brown, Søren Brown + 2 more"; null when the person is alone on the waiver. */
export function othersLine(match: Pick<WaiverMatch, 'others' | 'otherCount'>): string | null {
  const total = Math.max(match.otherCount, match.others.length);
  if (total === 0) return null;
  const named = match.others.filter(Boolean).slice(0, NAMES_SHOWN);
  const rest = total - named.length;
  if (named.length === 0) return `+ ${rest} more`;
  return `with ${named.join(', ')}${rest > 0 ? ` + ${rest} more` : ''}`;
}
