/**
 * What of a waiver goes into the clear-text lookup index: per person, their folded
 * name words and full-name keys, and keyed hashes of their phone (and, for the
 * signer, the waiver's email); per waiver, the signing time, lowercased auto-tag and
 * a few yes/no flags. Nothing else of the waiver leaves the sealed body.
 */
import { hasMinorOn, peopleOf, signerPosition, type WaiverPerson } from '../../shared/desk/waiver-rows.ts';
import { fullNameKeysOf, nameWordsOf, normalizeEmail, normalizePhone } from './fold.ts';
import { epochMsOf, type StoredWaiver } from './records.ts';
import { type CacheKeys, type KeyedHashKind, keyedHash } from './seal.ts';

export const WAIVER_FLAG = { expired: 1, verified: 2, hasMinor: 4, minorExpired: 8 } as const;
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
  flags: number;
  autoTag: string;
  people: PersonEntry[];
}

function flagsOf(waiver: StoredWaiver, people: readonly WaiverPerson[]): number {
  let flags = 0;
  if (waiver.expired) flags |= WAIVER_FLAG.expired;
  if (waiver.verified) flags |= WAIVER_FLAG.verified;
  if (hasMinorOn(waiver, people)) flags |= WAIVER_FLAG.hasMinor;
  if (people.some((person) => person.minorExpired)) flags |= WAIVER_FLAG.minorExpired;
  return flags;
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
    flags: flagsOf(waiver, people),
    autoTag: waiver.autoTag.trim().toLowerCase(),
    people: entries,
  };
}
