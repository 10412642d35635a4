/** How one found waiver is described in the list under the lookup box. */
import type { MatchKind, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { lookupText } from '../strings.ts';

/** Said only where it explains why a row is there; a name match speaks for itself. */
const MATCH_WORDS: Partial<Record<MatchKind, string>> = lookupText.match.reasons;

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
  const words = lookupText.match.badges;
  if (match.position === GUARDIAN_POSITION) badges.push({ label: words.guardian, tone: 'guardian' });
  if (match.minorExpired) badges.push({ label: words.minorNowAdult, tone: 'adult' });
  else if (match.isMinor) badges.push({ label: words.minor, tone: 'minor' });
  if (match.expired) badges.push({ label: words.expired, tone: 'stop' });
  if (!match.verified) badges.push({ label: words.notVerified, tone: 'attention' });
  return badges;
}

const NAMES_SHOWN = 2;

/** "with Leo Brown, Søren Brown + 2 more"; null when the person is alone on the waiver. */
export function othersLine(match: Pick<WaiverMatch, 'others' | 'otherCount'>): string | null {
  const total = Math.max(match.otherCount, match.others.length);
  if (total === 0) return null;
  const named = match.others.filter(Boolean).slice(0, NAMES_SHOWN);
  const rest = total - named.length;
  if (named.length === 0) return lookupText.match.othersUnnamed(rest);
  return lookupText.match.othersNamed(named, rest);
}
