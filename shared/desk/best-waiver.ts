/**
 * Which waiver a scanned (or typed) auto-tag opens. A returning customer's tag is on
 * every waiver they signed: the newest one still valid opens at once, and the others
 * are listed on its page. Only when none is valid does the desk ask, listing them
 * newest first, each with its verdict (a tag on one waiver simply opens it).
 *
 * The main process lists the other waivers of a tag on the waiver's page and the page
 * opens the best waiver after a scan; both use this rule.
 */

export interface TaggedWaiver {
  /** As the service wrote it (ISO 8601 or `YYYY-MM-DD HH:MM:SS`, UTC); unreadable sorts last. */
  createdOn: string;
  verdict: { valid: boolean };
}

export type BestWaiver<T extends TaggedWaiver> =
  | { kind: 'none' }
  /** `others`: every other waiver of the tag, newest first. */
  | { kind: 'open'; waiver: T; others: T[] }
  /** No waiver of the tag is valid: all of them, newest first, for the person to choose. */
  | { kind: 'choose'; waivers: T[] };

/** Epoch ms of a signing time; the service's zone-less form is UTC. */
export function signedAtMs(createdOn: string): number {
  const text = createdOn.trim();
  const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text);
  const at = Date.parse(zoneless ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/** Newest first; a stable order for equal times. */
export function newestFirst<T extends Pick<TaggedWaiver, 'createdOn'>>(waivers: readonly T[]): T[] {
  return waivers
    .map((waiver, index) => ({ waiver, index, at: signedAtMs(waiver.createdOn) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map(({ waiver }) => waiver);
}

export function bestWaiver<T extends TaggedWaiver>(waivers: readonly T[]): BestWaiver<T> {
  const ordered = newestFirst(waivers);
  const best = ordered.find((waiver) => waiver.verdict.valid);
  if (best) return { kind: 'open', waiver: best, others: ordered.filter((waiver) => waiver !== best) };
  const [only] = ordered;
  if (!only) return { kind: 'none' };
  // One waiver, however it stands, is simply opened: its page says what is wrong with it.
  if (ordered.length === 1) return { kind: 'open', waiver: only, others: [] };
  return { kind: 'choose', waivers: ordered };
}
