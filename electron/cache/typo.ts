/**
 * One-typo forgiveness by deletion neighbourhoods (the SymSpell idea): a word and
 * every string one deletion away are its keys. Two words within one edit (a letter
 * inserted, dropped, replaced, or two neighbours swapped) always share a key, so the
 * candidates for a query word are found by exact lookups of its own few keys in a
 * table of the distinct name words' keys — no scan of the vocabulary, however large.
 * Shared keys over-approximate (two deletions apart can share one), so every
 * candidate is confirmed with {@link withinOneEdit}.
 */

/**
 * Query words shorter than this are taken as typed: at four letters a typo is another
 * name. A word one edit from a five-letter word has four letters or more, so the name
 * vocabulary (words of four letters or more) holds every candidate.
 */
export const TYPO_MIN_QUERY_LENGTH = 5;

/** Code points, so that a letter outside the BMP is one letter. */
function lettersOf(word: string): string[] {
  return Array.from(word);
}

export function letterCount(word: string): number {
  return lettersOf(word).length;
}

/** The word itself and every string one deletion away, de-duplicated. */
export function deletionKeys(word: string): string[] {
  const letters = lettersOf(word);
  const keys = new Set<string>([word]);
  for (let i = 0; i < letters.length; i++) {
    keys.add(letters.slice(0, i).join('') + letters.slice(i + 1).join(''));
  }
  return [...keys];
}

/**
 * Whether `a` and `b` are at most one edit apart: equal, or one insertion, deletion,
 * substitution or swap of adjacent letters ("jhonson" → "johnson").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = lettersOf(a);
  const y = lettersOf(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length - 1;
  let endY = y.length - 1;
  while (endX >= start && endY >= start && x[endX] === y[endY]) {
    endX--;
    endY--;
  }
  // What differs after trimming the common prefix and suffix.
  const restX = endX - start + 1;
  const restY = endY - start + 1;
  if (restX <= 1 && restY <= 1) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}
