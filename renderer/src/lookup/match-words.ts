/** How one found waiver is described in the list under the lookup box. */
import type { MatchKind, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { type DeskBadge, verdictBadges } from '../verdict/verdict-words.ts';
import { lookupText } from './words.ts';

/** Said only where it explains why a row is there; a name match speaks for itself. */
const MATCH_WORDS: Partial<Record<MatchKind, string>> = lookupText.match.reasons;

export function matchWord(kind: MatchKind): string | null {
  return MATCH_WORDS[kind] ?? null;
}

/** Position -1 is the guardian who signed for the minors. */
const GUARDIAN_POSITION = -1;

/**
 * Who the matched person is (the guardian, a minor), then the same badges the
 * waiver's verdict shows on its page, each once.
 */
export function matchBadges(match: WaiverMatch): DeskBadge[] {
  const words = lookupText.match.badges;
  const person: DeskBadge[] = [];
  if (match.position === GUARDIAN_POSITION) person.push({ label: words.guardian, tone: 'guardian' });
  if (match.isMinor && !match.minorExpired) person.push({ label: words.minor, tone: 'minor' });
  const labels = new Set(person.map((badge) => badge.label));
  return [...person, ...verdictBadges(match.verdict).filter((badge) => !labels.has(badge.label))];
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
