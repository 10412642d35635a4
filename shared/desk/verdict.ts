/**
 * The desk's verdict on a signed waiver: what the person at the counter must act on
 * before anyone on it goes in, most serious first. The main process gives it with
 * every waiver it hands the page (the detail, each lookup match) and the page applies
 * the same rule to a participant; both import it from here so they never disagree.
 *
 * The rule gives facts, not words: the page says them in its own words (and formats
 * the dates in the desk's locale).
 *
 * - stop: the waiver has expired (a new one must be signed), or a tag bans someone;
 * - attention: a flagged answer (with its question), a minor who has come of age
 *   since signing (they need their own waiver), minors on the waiver with no adult
 *   or guardian signing for them, a medical tag;
 * - otherwise the waiver is good, and may still carry notes (a VIP, a tag the
 *   manager marked "show at the desk", minors signed for by a guardian, an email
 *   not verified yet).
 */
import type { Flag, Guardian, Participant, SignedWaiver } from '../domain/waiver.ts';

export type Tone = 'ok' | 'attention' | 'stop';

/** What a tag means at the desk: recognised by its words, or marked by a manager in Settings. */
export type DeskTagMeaning = 'ban' | 'medical' | 'vip' | 'marked';

export type VerdictPoint =
  /** `on`: the expiry's calendar day (`YYYY-MM-DD`), or '' when the service gave none. */
  | { kind: 'expired'; on: string }
  /** `person`: null for a tag on the waiver itself. */
  | { kind: 'deskTag'; tag: string; meaning: DeskTagMeaning; person: string | null }
  /** `person`: null for a question of the waiver itself. */
  | { kind: 'flagged'; question: string; reason: string; person: string | null }
  | { kind: 'minorNowAdult'; person: string; position: number }
  /** Minors on the waiver with no adult on it and no guardian signing for them. */
  | { kind: 'minorWithoutGuardian'; people: string[] }
  /** Minors signed for by a guardian, or with adults on the waiver: good, worth knowing. */
  | { kind: 'minors'; count: number; guardian: string | null; relationship: string }
  | { kind: 'notVerified' };

export interface DeskVerdict {
  tone: Tone;
  /** The waiver still admits (it has not expired): the best waiver for a tag is chosen among these. */
  valid: boolean;
  /** Most serious first; those of tone 'ok' are notes. */
  points: VerdictPoint[];
}

/** Tags a manager marked "show at the desk" in Settings (matched without regard to case). */
export interface DeskTagRules {
  marked: readonly string[];
}

export const NO_MARKED_TAGS: DeskTagRules = { marked: [] };

/** The parts of a waiver the verdict reads (a lookup row carries just these). */
export interface VerdictSubject {
  expired: boolean;
  expirationDate: string;
  verified: boolean;
  tags: readonly string[];
  flags: readonly Flag[];
  participants: readonly Pick<
    Participant,
    'firstName' | 'middleName' | 'lastName' | 'isMinor' | 'minorExpired' | 'tags' | 'flags'
  >[];
  guardian: Pick<Guardian, 'firstName' | 'middleName' | 'lastName' | 'relationship'> | null;
}

/** Just the parts of `waiver` the verdict reads, so a smaller copy can travel in its place. */
export function verdictSubjectOf(waiver: VerdictSubject | SignedWaiver): VerdictSubject {
  return {
    expired: waiver.expired,
    expirationDate: waiver.expirationDate,
    verified: waiver.verified,
    tags: [...waiver.tags],
    flags: waiver.flags.map(({ displayText, reason }) => ({ displayText, reason })),
    participants: waiver.participants.map((person) => ({
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      isMinor: person.isMinor,
      minorExpired: person.minorExpired,
      tags: [...person.tags],
      flags: person.flags.map(({ displayText, reason }) => ({ displayText, reason })),
    })),
    guardian: waiver.guardian
      ? {
          firstName: waiver.guardian.firstName,
          middleName: waiver.guardian.middleName,
          lastName: waiver.guardian.lastName,
          relationship: waiver.guardian.relationship,
        }
      : null,
  };
}

const TONE_RANK: Readonly<Record<Tone, number>> = { stop: 0, attention: 1, ok: 2 };

/** A tag's meaning at the desk, or null when it means nothing there. */
export function deskTagMeaning(tag: string, rules: DeskTagRules = NO_MARKED_TAGS): DeskTagMeaning | null {
  const folded = tag.trim().toLowerCase();
  if (folded === '') return null;
  if (/\b(ban|banned)\b/.test(folded) || /\bdo not admit\b/.test(folded)) return 'ban';
  if (/\bmedical\b/.test(folded)) return 'medical';
  if (/^vip\b/.test(folded)) return 'vip';
  if (rules.marked.some((marked) => marked.trim().toLowerCase() === folded)) return 'marked';
  return null;
}

export function toneOf(point: VerdictPoint): Tone {
  switch (point.kind) {
    case 'expired':
      return 'stop';
    case 'deskTag':
      return point.meaning === 'ban' ? 'stop' : point.meaning === 'medical' ? 'attention' : 'ok';
    case 'flagged':
    case 'minorNowAdult':
    case 'minorWithoutGuardian':
      return 'attention';
    case 'minors':
    case 'notVerified':
      return 'ok';
  }
}

/** "Ann B. Lee": a person's name as the waiver writes it; '' when it has none. */
export function personName(person: { firstName: string; middleName?: string; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function tagPoints(tags: readonly string[], person: string | null, rules: DeskTagRules): VerdictPoint[] {
  const points: VerdictPoint[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const meaning = deskTagMeaning(tag, rules);
    const key = tag.trim().toLowerCase();
    if (meaning === null || seen.has(key)) continue;
    seen.add(key);
    points.push({ kind: 'deskTag', tag: tag.trim(), meaning, person });
  }
  return points;
}

/**
 * Flags of the participants (with their names), then the waiver's own. The service
 * also repeats participants' flags on the waiver: each question and reason is said once.
 */
function flagPoints(waiver: VerdictSubject): VerdictPoint[] {
  const points: VerdictPoint[] = [];
  const seen = new Set<string>();
  const add = (flag: Flag, person: string | null) => {
    const key = `${flag.displayText}\u0000${flag.reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    points.push({ kind: 'flagged', question: flag.displayText, reason: flag.reason, person });
  };
  for (const participant of waiver.participants) {
    for (const flag of participant.flags) add(flag, personName(participant) || null);
  }
  for (const flag of waiver.flags) add(flag, null);
  return points;
}

const isMinorNow = (person: { isMinor: boolean; minorExpired: boolean }) =>
  person.isMinor && !person.minorExpired;

function minorPoints(waiver: VerdictSubject): VerdictPoint[] {
  const points: VerdictPoint[] = [];
  waiver.participants.forEach((person, position) => {
    if (person.minorExpired) points.push({ kind: 'minorNowAdult', person: personName(person), position });
  });
  const minors = waiver.participants.filter(isMinorNow);
  if (minors.length === 0) return points;
  const adultOnWaiver = waiver.participants.some((person) => !person.isMinor || person.minorExpired);
  if (!waiver.guardian && !adultOnWaiver) {
    points.push({ kind: 'minorWithoutGuardian', people: minors.map(personName) });
  } else {
    points.push({
      kind: 'minors',
      count: minors.length,
      guardian: waiver.guardian ? personName(waiver.guardian) || null : null,
      relationship: waiver.guardian?.relationship.trim() ?? '',
    });
  }
  return points;
}

/** The calendar day of an expiry the service wrote as a date or a date and time. */
function expiryDay(expirationDate: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(expirationDate.trim())?.[0] ?? '';
}

function sortedByTone(points: VerdictPoint[]): VerdictPoint[] {
  return points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => TONE_RANK[toneOf(a.point)] - TONE_RANK[toneOf(b.point)] || a.index - b.index)
    .map(({ point }) => point);
}

function verdictOfPoints(points: VerdictPoint[], valid: boolean): DeskVerdict {
  const sorted = sortedByTone(points);
  const first = sorted[0];
  return { tone: first ? toneOf(first) : 'ok', valid, points: sorted };
}

export function deskVerdict(waiver: VerdictSubject, rules: DeskTagRules = NO_MARKED_TAGS): DeskVerdict {
  const points: VerdictPoint[] = [];
  if (waiver.expired) points.push({ kind: 'expired', on: expiryDay(waiver.expirationDate) });
  points.push(...tagPoints(waiver.tags, null, rules));
  for (const participant of waiver.participants) {
    points.push(...tagPoints(participant.tags, personName(participant), rules));
  }
  points.push(...flagPoints(waiver));
  points.push(...minorPoints(waiver));
  if (!waiver.verified) points.push({ kind: 'notVerified' });
  return verdictOfPoints(points, !waiver.expired);
}

export interface ParticipantStanding {
  /** Checked in by default: the waiver admits them (not expired, not of age since, not banned). */
  admit: boolean;
  /** What concerns this participant: the waiver's stops, and their own tags, flags and age. */
  points: VerdictPoint[];
  tone: Tone;
}

/** One participant (by position on the waiver) as the desk sees them at check-in. */
export function participantStanding(
  waiver: VerdictSubject,
  position: number,
  rules: DeskTagRules = NO_MARKED_TAGS,
): ParticipantStanding {
  const person = waiver.participants[position];
  const points: VerdictPoint[] = [];
  if (waiver.expired) points.push({ kind: 'expired', on: expiryDay(waiver.expirationDate) });
  points.push(...tagPoints(waiver.tags, null, rules).filter((point) => toneOf(point) === 'stop'));
  if (person) {
    const name = personName(person);
    points.push(...tagPoints(person.tags, name, rules));
    for (const flag of person.flags) {
      points.push({ kind: 'flagged', question: flag.displayText, reason: flag.reason, person: name || null });
    }
    if (person.minorExpired) points.push({ kind: 'minorNowAdult', person: name, position });
  }
  const verdict = verdictOfPoints(points, !waiver.expired);
  const blocked = verdict.points.some((point) => toneOf(point) === 'stop' || point.kind === 'minorNowAdult');
  return { admit: person !== undefined && !blocked, points: verdict.points, tone: verdict.tone };
}
