/** How one found waiver is described in the list under the lookup box. */
import type { MatchKind, WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { lookupText } from './words.ts';

/** Said only where it explains why a row is there; a name match speaks for itself. */
const MATCH_WORDS: Partial<Record<MatchKind, string>> = lookupText.match.reasons;

export function matchWord(kind: MatchKind): string | null {
  return MATCH_WORDS[kind] ?? null;
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
