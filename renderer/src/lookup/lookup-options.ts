/**
 * The rows of the list under the lookup box, in order: the waivers found (by a
 * scan, in the desk's copy, or by the service), then what can be done when the
 * copy found no one. Both the list and its keyboard handling walk this one list.
 */
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import type { ScannedTag } from './lookup-store.ts';
import type { LookupAnswer } from './use-lookup-answer.ts';
import type { ServiceSearch } from './use-service-search.ts';

export type LookupOption =
  | { kind: 'match'; key: string; match: WaiverMatch; from: 'copy' | 'service' }
  | { kind: 'search-service'; key: string; disabled: boolean }
  | { kind: 'send'; key: string; path: string };

export interface OptionsInput {
  /** The trimmed text in the box. */
  query: string;
  scanned: ScannedTag | null;
  answer: LookupAnswer;
  search: ServiceSearch;
  /** The service refuses searches until its budget frees. */
  searchBlocked: boolean;
  /** Where "Send them a waiver" goes (the Send screen with what was typed); null to offer nothing. */
  sendPath: string | null;
}

/**
 * Rows keyed by who they are (the waiver and the person on it), not by where they
 * stand: a row that moves up as the name is typed out is the same row, kept, not
 * made again. The count keeps a key unique should an answer list one person twice.
 */
function matchOptions(matches: readonly WaiverMatch[], from: 'copy' | 'service'): LookupOption[] {
  const seen = new Map<string, number>();
  return matches.map((match) => {
    const who = `${from}-${match.waiverId}-${match.position}`;
    const times = seen.get(who) ?? 0;
    seen.set(who, times + 1);
    return { kind: 'match', key: times === 0 ? who : `${who}-${times}`, match, from };
  });
}

/** Whether two rows show the same: answers share unchanged matches (structural sharing), so this is cheap. */
export function sameOption(a: LookupOption, b: LookupOption): boolean {
  if (a.kind === 'match' && b.kind === 'match') return a.match === b.match && a.from === b.from;
  if (a.kind === 'search-service' && b.kind === 'search-service') return a.disabled === b.disabled;
  if (a.kind === 'send' && b.kind === 'send') return a.path === b.path;
  return false;
}

/** The copy has answered for this very text (or could not answer) and found no one. */
export function copyFoundNothing({ query, answer }: Pick<OptionsInput, 'query' | 'answer'>): boolean {
  if (answer.failure) return true;
  return !answer.pending && answer.result?.text === query && answer.result.matches.length === 0;
}

export function lookupOptions(input: OptionsInput): LookupOption[] {
  if (input.scanned) return matchOptions(input.scanned.matches, 'copy');
  if (!input.query) return [];
  const options = matchOptions(input.answer.result?.matches ?? [], 'copy');
  if (!copyFoundNothing(input)) return options;

  const { search } = input;
  const serviceMatches = search.status === 'found' ? search.result.matches : [];
  options.push(...matchOptions(serviceMatches, 'service'));
  // Asked again only while the service has not answered every question the text could be.
  if (search.status !== 'found' || search.result.unasked.length > 0) {
    options.push({
      kind: 'search-service',
      key: 'search-service',
      disabled: search.status === 'searching' || input.searchBlocked,
    });
  }
  if (input.sendPath && serviceMatches.length === 0) {
    options.push({ kind: 'send', key: 'send', path: input.sendPath });
  }
  return options;
}
