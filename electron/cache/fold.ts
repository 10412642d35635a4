/**
 * Folding of names for search: what the desk types and what the waiver says must
 * meet in one spelling. Case, accents (NFKD, marks stripped, a few letters that do
 * not decompose spelled out), apostrophes and hyphens go; every other non-letter,
 * non-digit separates words. "O'Brien" → obrien, "José" → jose, "Smith-Jones" →
 * smithjones. The same functions fold the index and the query, so they cannot drift.
 */

/** Characters that join the parts of one name. Removed, so "O'Brien" and "OBrien" meet. */
const JOINERS = /['\u2018\u2019\u02BB\u02BC`\u00B4\-\u2010\u2011\u2012\u2013\u2014\u2212]/gu;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
// Letters NFKD leaves whole; the desk types them with a plain keyboard.
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const UNDECOMPOSED_LETTERS = /[øłæœßđðþıħ]/gu;

/** At most this many words of a query take part: a desk search is a name, not a sentence. */
export const MAX_QUERY_WORDS = 6;

function foldToSpaced(text: string): string {
  return text
    .replace(JOINERS, '')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(UNDECOMPOSED_LETTERS, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
}

// Names repeat (a few hundred first names cover most people): folding each distinct
// spelling once takes a tenth off an ingest. Bounded so a long run cannot grow it.
const foldedWords = new Map<string, readonly string[]>();
const FOLDED_WORDS_KEPT = 20_000;

/** The folded words of a text, in order: "Ana-Sofía  de la Cruz" → [anasofia, de, la, cruz]. */
export function foldWords(text: string): readonly string[] {
  let words = foldedWords.get(text);
  if (words === undefined) {
    const spaced = foldToSpaced(text);
    words = spaced === '' ? [] : spaced.split(' ');
    if (foldedWords.size >= FOLDED_WORDS_KEPT) foldedWords.clear();
    foldedWords.set(text, words);
  }
  return words;
}

/** A name field as one folded run without spaces: "De la Cruz" → delacruz. */
export function compactName(text: string): string {
  return foldWords(text).join('');
}

/** The folded words a query looks for, de-duplicated, at most {@link MAX_QUERY_WORDS}. */
export function foldQuery(text: string): string[] {
  return [...new Set(foldWords(text))].slice(0, MAX_QUERY_WORDS);
}

export interface PersonName {
  firstName: string;
  middleName: string;
  lastName: string;
}

/**
 * Every word a person can be found by, by prefix: each field's folded words, each
 * part of a joined name on its own ("Smith-Jones" also as smith and jones, "O'Brien"
 * also as brien), and each multi-word field run together ("van der Berg" also as
 * vanderberg), so the desk finds the person however the name was split.
 */
export function nameWordsOf(person: PersonName): string[] {
  const words = new Set<string>();
  for (const field of [person.firstName, person.middleName, person.lastName]) {
    if (!field) continue;
    const joined = foldWords(field);
    for (const word of joined) words.add(word);
    if (joined.length > 1) words.add(joined.join(''));
    for (const part of foldWords(field.replace(JOINERS, ' '))) words.add(part);
  }
  return [...words];
}

/**
 * The person's whole name run together, in the orders a desk types it: first+last,
 * first+middle+last and last+first. A query whose words run together equal one of
 * these is an exact full-name match.
 */
export function fullNameKeysOf(person: PersonName): string[] {
  const first = compactName(person.firstName);
  const middle = compactName(person.middleName);
  const last = compactName(person.lastName);
  const keys = new Set([first + last, first + middle + last, last + first]);
  keys.delete('');
  return [...keys];
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/u;
const PHONE_SHAPE = /^[+\d\s().\-/]+$/u;
/** Fewer digits than this is not a phone number worth matching (an extension, a typo). */
const MIN_PHONE_DIGITS = 7;
/** Compare national numbers: "+1 555 123 4567" and "(555) 123-4567" are the same phone. */
const PHONE_DIGITS_COMPARED = 10;

/** The email as it is compared: trimmed, lowercased; null when it is not an address. */
export function normalizeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return EMAIL_SHAPE.test(email) ? email : null;
}

/** The last ten digits of a phone number; null when it has too few digits to mean one. */
export function normalizePhone(text: string): string | null {
  const digits = text.replace(/\D/gu, '');
  return digits.length < MIN_PHONE_DIGITS ? null : digits.slice(-PHONE_DIGITS_COMPARED);
}

/** Whether a query is typed as a phone number (digits and phone punctuation only). */
export function looksLikePhone(text: string): boolean {
  return PHONE_SHAPE.test(text.trim()) && normalizePhone(text) !== null;
}
