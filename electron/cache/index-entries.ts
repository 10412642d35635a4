/**
 * What of a waiver goes into the clear-text lookup index: per person, their folded
 * name words and full-name keys, and keyed hashes of their phone (and, for the
 * signer, the waiver's email); per waiver, the signing time, lowercased auto-tag and
 * a few yes/no flags. Nothing else of the waiver leaves the sealed body.
 */
import { fullNameKeysOf, nameWordsOf, normalizeEmail, normalizePhone, type PersonName } from './fold.ts';
import { epochMsOf, type StoredWaiver } from './records.ts';
import { type CacheKeys, type KeyedHashKind, keyedHash } from './seal.ts';

export const WAIVER_FLAG = { expired: 1, verified: 2, hasMinor: 4, minorExpired: 8 } as const;
/**
 * Name words this long or longer go into the name vocabulary (see the schema): one
 * more than the longest prefix index of name_words, so every prefix is served by one
 * or the other.
 */
export const VOCABULARY_MIN_LETTERS = 4;
/** The position of a waiver's guardian, as in check-ins. */
export const GUARDIAN_POSITION = -1;

export interface WaiverPerson extends PersonName {
  /** Participant index, or {@link GUARDIAN_POSITION}. */
  position: number;
  phone: string;
  isMinor: boolean;
  minorExpired: boolean;
}

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

/**
 * Everyone on the waiver: participants, then the guardian. A record without
 * participants (a summary) stands for its signer by the waiver's own name fields.
 */
export function peopleOf(waiver: StoredWaiver): WaiverPerson[] {
  const people: WaiverPerson[] = waiver.participants.map((participant, position) => ({
    position,
    firstName: participant.firstName,
    middleName: participant.middleName,
    lastName: participant.lastName,
    phone: participant.phone,
    isMinor: participant.isMinor,
    minorExpired: participant.minorExpired,
  }));
  if (people.length === 0 && (waiver.firstName || waiver.lastName)) {
    people.push({
      position: 0,
      firstName: waiver.firstName,
      middleName: waiver.middleName,
      lastName: waiver.lastName,
      phone: '',
      isMinor: waiver.isMinor,
      minorExpired: false,
    });
  }
  if (waiver.guardian) {
    people.push({ position: GUARDIAN_POSITION, ...waiver.guardian, isMinor: false, minorExpired: false });
  }
  return people;
}

/** Who signed: the guardian when there is one, otherwise the first participant. */
export function signerPosition(waiver: StoredWaiver): number {
  return waiver.guardian ? GUARDIAN_POSITION : 0;
}

function flagsOf(waiver: StoredWaiver, people: readonly WaiverPerson[]): number {
  let flags = 0;
  if (waiver.expired) flags |= WAIVER_FLAG.expired;
  if (waiver.verified) flags |= WAIVER_FLAG.verified;
  if (waiver.isMinor || people.some((person) => person.isMinor)) flags |= WAIVER_FLAG.hasMinor;
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
