/**
 * What the service's search is asked for a text typed or scanned at the desk.
 * The service searches an auto-tag exactly and names case-insensitively, and it
 * cannot be asked "anything like this": each question is either a tag or a name.
 * A text that could be either (a single word of letters and dashes, in any case)
 * is asked both ways, never guessed: a letters-only tag such as NEW-UX-C is as
 * real as a surname. A scan is an auto-tag by where it came from, so only the
 * tag is asked (a scanner's miss spends one search, not two).
 */
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import type { ServiceQuestion } from '../../../shared/ipc/lookup.ts';
import type { SearchQuery } from '../../services/waiver-api/index.ts';

export interface ServiceAsk {
  question: ServiceQuestion;
  query: SearchQuery;
}

/** Letters of any script, their accents, and what names are joined with (apostrophes, dots, dashes, spaces). */
const NAME_LIKE = /^[\p{L}\p{M}'’.\- ]+$/u;
const HAS_LETTER = /\p{L}/u;

/** An auto-tag is passed in a link: one run of characters, at most the spec's 64. */
function couldBeTag(text: string): boolean {
  return text.length <= WAIVER_LIMITS.autoTagMaxLength && !/\s/.test(text);
}

function couldBeName(text: string): boolean {
  return NAME_LIKE.test(text) && HAS_LETTER.test(text);
}

function nameAsk(text: string): ServiceAsk {
  const words = text.split(/\s+/);
  if (words.length === 1) return { question: 'lastName', query: { lastName: text } };
  return {
    question: 'fullName',
    query: { firstName: words[0] as string, lastName: words[words.length - 1] as string },
  };
}

/**
 * A tag is written the way tags are (a digit, an underscore, or no lower-case
 * letter), so when only one question can be asked now, it is the likelier one.
 */
const looksLikeTag = (text: string): boolean => /[\d_]/.test(text) || !/\p{Ll}/u.test(text);

/**
 * The questions for `text`, the likelier first; never empty (a text that is
 * neither shape is asked as a name, and the answer says which question it was).
 */
export function serviceQuestionsFor(text: string, scan = false): ServiceAsk[] {
  const trimmed = text.trim();
  const tag: ServiceAsk = { question: 'tag', query: { tag: trimmed } };
  if (scan) return [tag];
  const asTag = couldBeTag(trimmed);
  const asName = couldBeName(trimmed);
  if (asTag && asName) return looksLikeTag(trimmed) ? [tag, nameAsk(trimmed)] : [nameAsk(trimmed), tag];
  if (asTag && !asName) return [tag];
  return [nameAsk(trimmed)];
}
