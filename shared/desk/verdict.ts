/**
 * The desk's verdict on a PERSON: whether someone on a signed waiver goes in with
 * one press, needs a look first, or must not go in on this waiver. It is decided
 * here, once, from the waiver, the person's place on it and the desk's rules, and
 * every screen, print and file says it in the same words (the page's
 * `renderer/src/verdict/`), so the same person reads the same everywhere.
 *
 * - stop: the waiver has expired (a new one must be signed), or a tag bans them
 *   (on them or on the whole waiver);
 * - attention (stop where the desk lets no one back in): someone already in, admitted
 *   within the visit length at this desk or any desk sharing the copy;
 * - attention: a flagged answer of theirs or of the whole waiver, a minor who has
 *   come of age since signing (they need their own waiver), a minor with no
 *   guardian and no adult on the waiver, a minor (unless the desk lets minors
 *   pass), a medical tag, someone the waiver does not hold;
 * - pass (`ok`): nothing of that, with notes that raise nothing (a VIP, a tag the
 *   manager marked "show at the desk", an email not confirmed yet).
 *
 * A point is one fact about the person. A new kind of point (as already in was)
 * is added in one place: its member of `PointFacts`, its tone in `TONE_OF`, a finder
 * in `FINDERS` (and its words on the page, which do not compile without them).
 */
import type { Flag, Guardian, Participant, SignedWaiver } from '../domain/waiver.ts';

/** `ok` is a pass: in with one press. */
export type Tone = 'ok' | 'attention' | 'stop';

/** What a tag means at the desk: recognised by its words, or marked by a manager in Settings. */
export type DeskTagMeaning = 'ban' | 'medical' | 'vip' | 'marked';

/** Position -1 on a waiver is the guardian who signed for the minors. */
export const GUARDIAN_POSITION = -1;

/** One fact about a person, without its tone (which the desk's rules decide). */
export type PointFacts =
  /** `on`: the expiry's calendar day (`YYYY-MM-DD`), or '' when the service gave none. */
  | { kind: 'expired'; on: string }
  /** `ofWaiver`: a tag of the whole waiver rather than of the person. */
  | { kind: 'deskTag'; tag: string; meaning: DeskTagMeaning; ofWaiver: boolean }
  /** `ofWaiver`: a question of the whole waiver rather than the person's own. */
  | { kind: 'flagged'; question: string; reason: string; ofWaiver: boolean }
  | { kind: 'minorNowAdult' }
  /** A minor with no guardian signing for them and no adult on the waiver. */
  | { kind: 'minorWithoutGuardian' }
  /** A minor signed for: `guardian` the guardian's name ('' when an adult on the waiver came with them). */
  | { kind: 'minor'; guardian: string; relationship: string }
  | { kind: 'notVerified' }
  /** The waiver holds no one at this place (a check-in the service reported of someone it lost). */
  | { kind: 'notOnWaiver' }
  /**
   * Admitted earlier within the visit length, at this desk or another sharing the copy:
   * `at` the admission's instant (ISO 8601), `clock` its time on the desk's clock
   * (`HH:MM`), `deskName` the desk that admitted them ('' when it gave none).
   */
  | AlreadyInFacts;

export interface AlreadyInFacts {
  kind: 'alreadyIn';
  at: string;
  clock: string;
  deskName: string;
}

export type PointKind = PointFacts['kind'];

export type VerdictPoint = PointFacts & { tone: Tone };

export interface PersonVerdict {
  tone: Tone;
  /** Most serious first; those of tone `ok` are notes. */
  points: VerdictPoint[];
}

/** Everyone on a waiver, each with their own verdict. */
export interface WaiverVerdict {
  /** The most serious of its people's: what a scan of it sounds like. */
  tone: Tone;
  /** The waiver still admits (it has not expired): the best waiver for a tag is chosen among these. */
  valid: boolean;
  /** By position on the waiver. */
  people: PersonVerdict[];
  /** The guardian who signed for the minors; null when the waiver names none. */
  guardian: PersonVerdict | null;
}

/** What the desk's Settings decide about verdicts. */
export interface DeskRules {
  /** Tags a manager marked "show at the desk" (matched without regard to case). */
  marked: readonly string[];
  /** Minors signed for by a guardian or with an adult pass, rather than asking for a look. */
  minorsPass: boolean;
  /**
   * Someone already in may come back within their visit after a look (attention);
   * otherwise a re-entry is a stop.
   */
  reEntry: boolean;
}

export const DEFAULT_RULES: DeskRules = { marked: [], minorsPass: false, reEntry: true };

/**
 * Who on one waiver is already in: the earlier admission of the person at a position
 * (-1 the guardian), or null. The desk builds it from the admissions of the visit
 * length (electron/desk/admissions/already-in.ts); without it nobody is.
 */
export type EarlierVisits = (
  position: number,
  person: { name: string; dob: string },
) => AlreadyInFacts | null;

type SubjectPerson = Pick<
  Participant,
  'firstName' | 'middleName' | 'lastName' | 'isMinor' | 'minorExpired' | 'tags' | 'flags'
> &
  /** Tells the same person apart on another waiver (already in); absent on subjects kept before. */
  Partial<Pick<Participant, 'dob'>>;

/** The parts of a waiver the verdict reads (a lookup row carries just these). */
export interface VerdictSubject {
  expired: boolean;
  expirationDate: string;
  verified: boolean;
  tags: readonly string[];
  flags: readonly Flag[];
  participants: readonly SubjectPerson[];
  guardian:
    | (Pick<Guardian, 'firstName' | 'middleName' | 'lastName' | 'relationship'> &
        Partial<Pick<Guardian, 'dob'>>)
    | null;
}

const copyFlags = (flags: readonly Flag[]): Flag[] =>
  flags.map(({ displayText, reason }) => ({ displayText, reason }));

/** Just the parts of `waiver` the verdict reads, so a smaller copy can travel in its place. */
export function verdictSubjectOf(waiver: VerdictSubject | SignedWaiver): VerdictSubject {
  return {
    expired: waiver.expired,
    expirationDate: waiver.expirationDate,
    verified: waiver.verified,
    tags: [...waiver.tags],
    flags: copyFlags(waiver.flags),
    participants: waiver.participants.map((person) => ({
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      isMinor: person.isMinor,
      minorExpired: person.minorExpired,
      dob: person.dob ?? '',
      tags: [...person.tags],
      flags: copyFlags(person.flags),
    })),
    guardian: waiver.guardian
      ? {
          firstName: waiver.guardian.firstName,
          middleName: waiver.guardian.middleName,
          lastName: waiver.guardian.lastName,
          relationship: waiver.guardian.relationship,
          dob: waiver.guardian.dob ?? '',
        }
      : null,
  };
}

/** A tag's meaning at the desk, or null when it means nothing there. */
export function deskTagMeaning(
  tag: string,
  rules: Pick<DeskRules, 'marked'> = DEFAULT_RULES,
): DeskTagMeaning | null {
  const folded = tag.trim().toLowerCase();
  if (folded === '') return null;
  if (/\b(ban|banned)\b/.test(folded) || /\bdo not admit\b/.test(folded)) return 'ban';
  if (/\bmedical\b/.test(folded)) return 'medical';
  if (/^vip\b/.test(folded)) return 'vip';
  if (rules.marked.some((marked) => marked.trim().toLowerCase() === folded)) return 'marked';
  return null;
}

/** Each kind of point's tone under the desk's rules: the one table that says what passes. */
const TONE_OF: { [K in PointKind]: (point: Extract<PointFacts, { kind: K }>, rules: DeskRules) => Tone } = {
  expired: () => 'stop',
  deskTag: (point) => (point.meaning === 'ban' ? 'stop' : point.meaning === 'medical' ? 'attention' : 'ok'),
  flagged: () => 'attention',
  minorNowAdult: () => 'attention',
  minorWithoutGuardian: () => 'attention',
  minor: (_point, rules) => (rules.minorsPass ? 'ok' : 'attention'),
  notVerified: () => 'ok',
  notOnWaiver: () => 'attention',
  alreadyIn: (_point, rules) => (rules.reEntry ? 'attention' : 'stop'),
};

function toneOf(point: PointFacts, rules: DeskRules): Tone {
  return (TONE_OF[point.kind] as (point: PointFacts, rules: DeskRules) => Tone)(point, rules);
}

/** "Ann B. Lee": a person's name as the waiver writes it; '' when it has none. */
export function personName(person: { firstName: string; middleName?: string; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Who the verdict is about: a participant, or the guardian (`participant` null). */
interface PersonOnWaiver {
  waiver: VerdictSubject;
  position: number;
  participant: SubjectPerson | null;
  rules: DeskRules;
  earlier: EarlierVisits | null;
}

/** The person's name and date of birth, as an earlier admission of theirs recorded them. */
function whoIs({ waiver, participant }: PersonOnWaiver): { name: string; dob: string } {
  const person = participant ?? waiver.guardian;
  return { name: person ? personName(person) : '', dob: person?.dob ?? '' };
}

/** The calendar day of an expiry the service wrote as a date or a date and time. */
function expiryDay(expirationDate: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(expirationDate.trim())?.[0] ?? '';
}

function tagPoints(
  tags: readonly string[],
  ofWaiver: boolean,
  rules: DeskRules,
  seen: Set<string>,
): PointFacts[] {
  const points: PointFacts[] = [];
  for (const tag of tags) {
    const meaning = deskTagMeaning(tag, rules);
    const key = tag.trim().toLowerCase();
    if (meaning === null || seen.has(key)) continue;
    seen.add(key);
    points.push({ kind: 'deskTag', tag: tag.trim(), meaning, ofWaiver });
  }
  return points;
}

const flagKey = (flag: Flag): string => `${flag.displayText}\u0000${flag.reason}`;

/**
 * The person's own flags, then the waiver's own questions. The service repeats each
 * participant's flags on the waiver: those are that participant's, not everyone's.
 */
function flagPoints({ waiver, participant }: PersonOnWaiver): PointFacts[] {
  const points: PointFacts[] = [];
  const seen = new Set<string>();
  for (const flag of participant?.flags ?? []) {
    if (seen.has(flagKey(flag))) continue;
    seen.add(flagKey(flag));
    points.push({ kind: 'flagged', question: flag.displayText, reason: flag.reason, ofWaiver: false });
  }
  const someones = new Set(waiver.participants.flatMap((person) => person.flags.map(flagKey)));
  for (const flag of waiver.flags) {
    if (someones.has(flagKey(flag)) || seen.has(flagKey(flag))) continue;
    seen.add(flagKey(flag));
    points.push({ kind: 'flagged', question: flag.displayText, reason: flag.reason, ofWaiver: true });
  }
  return points;
}

const isMinorNow = (person: { isMinor: boolean; minorExpired: boolean }) =>
  person.isMinor && !person.minorExpired;

function agePoints({ waiver, participant }: PersonOnWaiver): PointFacts[] {
  if (!participant) return [];
  if (participant.minorExpired) return [{ kind: 'minorNowAdult' }];
  if (!isMinorNow(participant)) return [];
  if (waiver.guardian) {
    return [
      {
        kind: 'minor',
        guardian: personName(waiver.guardian),
        relationship: waiver.guardian.relationship.trim(),
      },
    ];
  }
  const adultOnWaiver = waiver.participants.some((person) => !isMinorNow(person));
  return adultOnWaiver
    ? [{ kind: 'minor', guardian: '', relationship: '' }]
    : [{ kind: 'minorWithoutGuardian' }];
}

/** Each finder gives the points of one concern; their order is the order of equally serious points. */
const FINDERS: readonly ((person: PersonOnWaiver) => PointFacts[])[] = [
  (person) => {
    const earlier = person.earlier?.(person.position, whoIs(person));
    return earlier ? [earlier] : [];
  },
  ({ waiver }) => (waiver.expired ? [{ kind: 'expired', on: expiryDay(waiver.expirationDate) }] : []),
  ({ waiver, participant, rules }) => {
    const seen = new Set<string>();
    return [
      ...tagPoints(participant?.tags ?? [], false, rules, seen),
      ...tagPoints(waiver.tags, true, rules, seen),
    ];
  },
  flagPoints,
  agePoints,
  ({ waiver }) => (waiver.verified ? [] : [{ kind: 'notVerified' }]),
];

const TONE_RANK: Readonly<Record<Tone, number>> = { stop: 0, attention: 1, ok: 2 };

/** The more serious of two tones. */
export const worseTone = (a: Tone, b: Tone): Tone => (TONE_RANK[a] <= TONE_RANK[b] ? a : b);

function verdictOfPoints(facts: readonly PointFacts[], rules: DeskRules): PersonVerdict {
  const points = facts
    .map((point, index) => ({ point: { ...point, tone: toneOf(point, rules) } as VerdictPoint, index }))
    .sort((a, b) => TONE_RANK[a.point.tone] - TONE_RANK[b.point.tone] || a.index - b.index)
    .map(({ point }) => point);
  return { tone: points[0]?.tone ?? 'ok', points };
}

/**
 * One person's verdict: the participant at `position`, or the guardian at -1. A place
 * the waiver holds no one at is said as such, and asks for a look.
 */
export function personVerdict(
  waiver: VerdictSubject,
  position: number,
  rules: DeskRules = DEFAULT_RULES,
  earlier: EarlierVisits | null = null,
): PersonVerdict {
  const participant = position === GUARDIAN_POSITION ? null : (waiver.participants[position] ?? null);
  if (!participant && (position !== GUARDIAN_POSITION || !waiver.guardian)) {
    return verdictOfPoints([{ kind: 'notOnWaiver' }], rules);
  }
  const person: PersonOnWaiver = { waiver, position, participant, rules, earlier };
  return verdictOfPoints(
    FINDERS.flatMap((find) => find(person)),
    rules,
  );
}

/** Everyone on the waiver, each with their verdict, and the waiver's tone: its most serious person's. */
export function waiverVerdict(
  waiver: VerdictSubject,
  rules: DeskRules = DEFAULT_RULES,
  earlier: EarlierVisits | null = null,
): WaiverVerdict {
  const people = waiver.participants.map((_, position) => personVerdict(waiver, position, rules, earlier));
  const guardian = waiver.guardian ? personVerdict(waiver, GUARDIAN_POSITION, rules, earlier) : null;
  const everyone = guardian ? [...people, guardian] : people;
  const fallback: Tone = waiver.expired ? 'stop' : 'ok';
  const tone = everyone.length === 0 ? fallback : everyone.map((each) => each.tone).reduce(worseTone);
  return { tone, valid: !waiver.expired, people, guardian };
}

/** Someone a check-in or a match names at a place the waiver holds no one at. */
const NOT_ON_WAIVER: PersonVerdict = verdictOfPoints([{ kind: 'notOnWaiver' }], DEFAULT_RULES);

/** The verdict of the person at `position` (-1 the guardian), as `personVerdict` gives it. */
export function verdictAt(verdict: WaiverVerdict, position: number): PersonVerdict {
  return (position === GUARDIAN_POSITION ? verdict.guardian : verdict.people[position]) ?? NOT_ON_WAIVER;
}

/** Someone admitted within the visit length: ticking them checks them in again. */
export const isAlreadyIn = (verdict: PersonVerdict): boolean =>
  verdict.points.some((point) => point.kind === 'alreadyIn');

/** A person whose verdict is not a pass goes in only once someone at the desk confirms it for them. */
export const needsConfirmation = (verdict: PersonVerdict): boolean => verdict.tone !== 'ok';
