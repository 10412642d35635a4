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

const matchOption = (match: WaiverMatch, from: 'copy' | 'service', index: number): LookupOption => ({
  kind: 'match',
  key: `${from}-${match.waiverId}-${index}`,
  match,
  from,
});

/** The copy has answered for this very text (or could not answer) and found no one. */
export function copyFoundNothing({ query, answer }: Pick<OptionsInput, 'query' | 'answer'>): boolean {
  if (answer.failure) return true;
  return !answer.pending && answer.result?.text === query && answer.result.matches.length === 0;
}

export function lookupOptions(input: OptionsInput): LookupOption[] {
  if (input.scanned) return input.scanned.matches.map((match, index) => matchOption(match, 'copy', index));
  if (!input.query) return [];
  const options = (input.answer.result?.matches ?? []).map((match, index) =>
    matchOption(match, 'copy', index),
  );
  if (!copyFoundNothing(input)) return options;

  const { search } = input;
  const serviceMatches = search.status === 'found' ? search.result.matches : [];
  options.push(...serviceMatches.map((match, index) => matchOption(match, 'service', index)));
  if (search.status !== 'found') {
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
