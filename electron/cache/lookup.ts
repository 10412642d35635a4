/**
 * The desk's search box, answered from the local index alone. In order of match
 * quality:
 *
 * 1. auto-tag, exact and case-insensitive;
 * 2. email (exact, case-insensitive) or phone (last ten digits), through their keyed
 *    hashes; or the whole name typed out (the query's words run together equal a
 *    person's first+last, first+middle+last or last+first);
 * 3. name prefixes: every query word starts some name word of the same person
 *    ("ann smi" is Ann Smith, not Ann Jones on a waiver with Bob Smith);
 * 4. the same with one typo forgiven in query words of five letters or more.
 *
 * Within a tier the newest waiver comes first. People's ids follow their waiver's
 * signing time, so each tier is read from the index newest-first and reading stops
 * as soon as the page is full; only the waivers returned are unsealed.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { type VerdictSubject, verdictSubjectOf } from '../../shared/desk/verdict.ts';
import { type WaiverRow, waiverRowOf } from '../../shared/desk/waiver-rows.ts';
import { unsealWaiver } from './bodies.ts';
import { foldQuery, looksLikePhone, normalizeEmail, normalizePhone } from './fold.ts';
import { contactToken, VOCABULARY_MIN_LETTERS } from './index-entries.ts';
import type { CacheKeys } from './seal.ts';
import { deletionKeys, letterCount, TYPO_MIN_QUERY_LENGTH, withinOneEdit } from './typo.ts';

/** How a row matched; 'signedSince' rows come from a time range, not a query. */
export type MatchKind = 'autoTag' | 'email' | 'phone' | 'fullName' | 'prefix' | 'typo' | 'signedSince';

/** Lower is better; kinds that share a rank are exact identifications of a person. */
export const MATCH_RANK: Readonly<Record<MatchKind, number>> = {
  autoTag: 0,
  email: 1,
  phone: 1,
  fullName: 1,
  prefix: 2,
  typo: 3,
  signedSince: 4,
};

/** A waiver the lookup found: its row (shared/desk/waiver-rows.ts), how it matched and what its verdict reads. */
export interface LookupRow extends WaiverRow {
  match: MatchKind;
  createdMs: number | null;
  /** What the desk's verdict reads (flags, tags, minors, expiry), so every row can carry its verdict. */
  subject: VerdictSubject;
}

export interface LookupOptions {
  /** Most rows to return; default {@link DEFAULT_LOOKUP_LIMIT}, at most {@link MAX_LOOKUP_LIMIT}. */
  limit?: number;
}

export const DEFAULT_LOOKUP_LIMIT = 20;
export const MAX_LOOKUP_LIMIT = 200;
/** Rows read from the name index per step; several may be people of one waiver. */
const INDEX_PAGE = 64;
/** Enough near-miss spellings of one word to cover real name variants, few enough to stay fast. */
const MAX_TYPO_CANDIDATES = 24;
/** A query word that begins more whole words than this is left to FTS5's own prefix query. */
const MAX_PREFIX_EXPANSION = 48;
/** Above every code point: `word + this` bounds the words that begin with `word`. */
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);

interface Hit {
  match: MatchKind;
  /** null: the signer, resolved once the waiver is unsealed. */
  position: number | null;
}

/** What a found waiver's row is made from: the rest is in its sealed body. */
interface WaiverTableRow {
  waiver_id: string;
  created_ms: number | null;
  body: Uint8Array;
}

const prefixTerm = (word: string) => `"${word}"*`;
const exactTerm = (word: string) => `"${word}"`;

/**
 * An FTS5 expression: each query word must match one of its alternative terms; null
 * when some word has none, so nothing can match.
 */
function allOf(alternatives: readonly (readonly string[])[]): string | null {
  if (alternatives.some((terms) => terms.length === 0)) return null;
  return alternatives
    .map((terms) => (terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`))
    .join(' AND ');
}

export class WaiverLookup {
  readonly #keys: CacheKeys;
  readonly #byAutoTag: StatementSync;
  readonly #nameWordsPage: StatementSync;
  readonly #personKeys: StatementSync;
  readonly #person: StatementSync;
  readonly #waiver: StatementSync;
  readonly #vocabularyRange: StatementSync;
  readonly #typoCandidates: StatementSync;
  readonly #signedSince: StatementSync;

  constructor(db: DatabaseSync, keys: CacheKeys) {
    this.#keys = keys;
    this.#signedSince = db.prepare(
      'SELECT id FROM waivers WHERE created_ms >= ? ORDER BY created_ms DESC LIMIT ?',
    );
    this.#byAutoTag = db.prepare(
      "SELECT id FROM waivers WHERE auto_tag = ? AND auto_tag <> '' ORDER BY created_ms DESC LIMIT ?",
    );
    this.#nameWordsPage = db.prepare(
      'SELECT rowid FROM name_words WHERE name_words MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?',
    );
    this.#personKeys = db.prepare(
      'SELECT rowid FROM person_keys WHERE person_keys MATCH ? ORDER BY rowid DESC LIMIT ?',
    );
    this.#person = db.prepare('SELECT waiver_id, position FROM people WHERE id = ?');
    this.#waiver = db.prepare('SELECT waiver_id, created_ms, body FROM waivers WHERE id = ?');
    this.#vocabularyRange = db.prepare(
      'SELECT word FROM name_vocabulary WHERE word >= ? AND word < ? LIMIT ?',
    );
    this.#typoCandidates = db.prepare('SELECT word FROM name_typo_keys WHERE key = ?');
  }

  lookup(text: string, options: LookupOptions = {}): LookupRow[] {
    const limit = Math.max(1, Math.min(MAX_LOOKUP_LIMIT, Math.floor(options.limit ?? DEFAULT_LOOKUP_LIMIT)));
    const query = text.trim();
    if (query === '') return [];
    const hits = new Map<number, Hit>();
    this.#collectAutoTag(query, limit, hits);
    const email = normalizeEmail(query);
    if (email !== null) {
      this.#collectByKey(contactToken(this.#keys, 'email', email), 'email', limit, hits);
    } else if (looksLikePhone(query)) {
      this.#collectByKey(
        contactToken(this.#keys, 'phone', normalizePhone(query) as string),
        'phone',
        limit,
        hits,
      );
    } else {
      this.#collectNames(foldQuery(query), limit, hits);
    }
    return this.#rows(hits);
  }

  /** Waivers signed at or after `fromMs`, newest first, as lookup rows (their first signer matched). */
  signedSince(fromMs: number, options: LookupOptions = {}): LookupRow[] {
    const limit = Math.max(1, Math.min(MAX_LOOKUP_LIMIT, Math.floor(options.limit ?? DEFAULT_LOOKUP_LIMIT)));
    const hits = new Map<number, Hit>();
    for (const row of this.#signedSince.all(fromMs, limit)) {
      hits.set(Number(row.id), { match: 'signedSince', position: null });
    }
    return this.#rows(hits);
  }

  #collectAutoTag(query: string, limit: number, hits: Map<number, Hit>): void {
    for (const row of this.#byAutoTag.all(query.toLowerCase(), limit)) {
      hits.set(Number(row.id), { match: 'autoTag', position: null });
    }
  }

  /** People with the exact key: a whole name run together, or a contact token. */
  #collectByKey(key: string, match: MatchKind, limit: number, hits: Map<number, Hit>): void {
    // Several people of one waiver may share a key; fetch enough to fill the page.
    this.#collectPersonIds(this.#personKeys.all(exactTerm(key), limit * 8), match, limit, hits);
  }

  #collectNames(words: string[], limit: number, hits: Map<number, Hit>): void {
    if (words.length === 0) return;
    this.#collectByKey(words.join(''), 'fullName', limit, hits);
    if (hits.size >= limit) return;
    const prefixes = words.map((word) => this.#prefixTerms(word));
    const prefixExpression = allOf(prefixes);
    if (prefixExpression !== null) this.#collectPaged(prefixExpression, 'prefix', limit, hits);
    if (hits.size >= limit) return;
    const nearMisses = words.map((word) => this.#nearMisses(word).map(exactTerm));
    if (nearMisses.every((terms) => terms.length === 0)) return;
    const typoExpression = allOf(prefixes.map((terms, index) => [...terms, ...(nearMisses[index] ?? [])]));
    if (typoExpression !== null) this.#collectPaged(typoExpression, 'typo', limit, hits);
  }

  /**
   * The terms a query word matches as a prefix. Up to three letters, FTS5's prefix
   * index streams `"wo"*` newest-first. A longer prefix has no prefix index, and FTS5
   * would merge the postings of every word it begins before returning one row; the
   * vocabulary names those few words instead, and their OR streams.
   */
  #prefixTerms(word: string): string[] {
    if (letterCount(word) < VOCABULARY_MIN_LETTERS) return [prefixTerm(word)];
    const words = this.#vocabularyRange.all(word, word + LAST_CODE_POINT, MAX_PREFIX_EXPANSION + 1);
    if (words.length > MAX_PREFIX_EXPANSION) return [prefixTerm(word)];
    return words.map((row) => exactTerm(String(row.word)));
  }

  /** Adds the waivers of the people `rows` name, newest first, until `limit` waivers are in. */
  #collectPersonIds(
    rows: readonly Record<string, unknown>[],
    match: MatchKind,
    limit: number,
    hits: Map<number, Hit>,
  ) {
    for (const row of rows) {
      if (hits.size >= limit) return;
      const person = this.#person.get(Number(row.rowid));
      if (!person) continue;
      const waiver = Number(person.waiver_id);
      if (!hits.has(waiver)) hits.set(waiver, { match, position: Number(person.position) });
    }
  }

  #collectPaged(expression: string, match: MatchKind, limit: number, hits: Map<number, Hit>): void {
    let below = Number.MAX_SAFE_INTEGER;
    while (hits.size < limit) {
      const rows = this.#nameWordsPage.all(expression, below, INDEX_PAGE);
      this.#collectPersonIds(rows, match, limit, hits);
      if (rows.length < INDEX_PAGE) return;
      below = Number(rows[rows.length - 1]?.rowid);
    }
  }

  /** Spellings in the index one edit away from `word`, excluding the word itself. */
  #nearMisses(word: string): string[] {
    if (letterCount(word) < TYPO_MIN_QUERY_LENGTH) return [];
    const found = new Set<string>();
    for (const key of deletionKeys(word)) {
      for (const row of this.#typoCandidates.all(key)) {
        const candidate = String(row.word);
        if (candidate !== word && withinOneEdit(word, candidate)) found.add(candidate);
      }
    }
    return [...found].slice(0, MAX_TYPO_CANDIDATES);
  }

  #rows(hits: Map<number, Hit>): LookupRow[] {
    const rows: LookupRow[] = [];
    for (const [id, hit] of hits) {
      const row = this.#waiver.get(id) as WaiverTableRow | undefined;
      if (row) rows.push(this.#rowOf(row, hit));
    }
    // Each tier was read newest-first; this also orders ties inside one second.
    return rows.sort(
      (a, b) =>
        MATCH_RANK[a.match] - MATCH_RANK[b.match] ||
        (b.createdMs ?? Number.NEGATIVE_INFINITY) - (a.createdMs ?? Number.NEGATIVE_INFINITY),
    );
  }

  #rowOf(row: WaiverTableRow, hit: Hit): LookupRow {
    const waiver = unsealWaiver(this.#keys, row.waiver_id, row.body);
    return {
      ...waiverRowOf(waiver, hit.position ?? undefined),
      match: hit.match,
      createdMs: row.created_ms === null ? null : Number(row.created_ms),
      subject: verdictSubjectOf(waiver),
    };
  }
}
