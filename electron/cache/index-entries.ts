/**
 * What of a waiver goes into the clear-text lookup index: per person, their folded
 * name words and full-name keys, and keyed hashes of their phone (and, for the
 * signer, the waiver's email); per waiver, the signing time and lowercased auto-tag.
 * Nothing else of the waiver leaves the sealed body.
 */
import { peopleOf, signerPosition } from '../../shared/desk/waiver-rows.ts';
import { fullNameKeysOf, nameWordsOf, normalizeEmail, normalizePhone } from './fold.ts';
import { epochMsOf, type StoredWaiver } from './records.ts';
import { type CacheKeys, type KeyedHashKind, keyedHash } from './seal.ts';

/**
 * Name words this long or longer go into the name vocabulary (see the schema): one
 * more than the longest prefix index of name_words, so every prefix is served by one
 * or the other.
 */
export const VOCABULARY_MIN_LETTERS = 4;
export interface PersonEntry {
  position: number;
  /** Folded name words, found by prefix. */
  words: string[];
  /** Exact keys: full names run together and {@link contactToken}s. */
  keys: string[];
}

export interface WaiverEntry {
  createdMs: number | null;
  autoTag: string;
  people: PersonEntry[];
}

/**
 * The index term of an email or phone: a kind letter and the hex of its keyed hash.
 * Hex keeps it one token for the ASCII tokenizer; no folded name is 33 such characters.
 */
export function contactToken(keys: CacheKeys, kind: KeyedHashKind, normalized: string): string {
  return (kind === 'email' ? 'e' : 'p') + keyedHash(keys, kind, normalized).toString('hex');
}

export function waiverEntryOf(waiver: StoredWaiver, keys: CacheKeys): WaiverEntry {
  const people = peopleOf(waiver);
  const email = normalizeEmail(waiver.email);
  const emailToken = email === null ? null : contactToken(keys, 'email', email);
  const signer = signerPosition(waiver);
  const entries: PersonEntry[] = people.map((person) => {
    const personKeys = fullNameKeysOf(person);
    const phone = normalizePhone(person.phone);
    if (phone !== null) personKeys.push(contactToken(keys, 'phone', phone));
    if (emailToken !== null && person.position === signer) personKeys.push(emailToken);
    return { position: person.position, words: nameWordsOf(person), keys: personKeys };
  });
  // An email with nobody named on the waiver still finds it.
  if (emailToken !== null && !entries.some((entry) => entry.position === signer)) {
    entries.push({ position: signer, words: [], keys: [emailToken] });
  }
  return {
    createdMs: epochMsOf(waiver.createdOn),
    autoTag: waiver.autoTag.trim().toLowerCase(),
    people: entries,
  };
}
