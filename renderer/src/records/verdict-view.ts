/**
 * The desk's verdict on each person, read field by field (see checkin-view.ts for
 * why the page reads at all). A point the page cannot read is left out; a verdict
 * whose tone cannot be read asks staff to look rather than letting anyone in.
 */
import type {
  DeskTagMeaning,
  PersonVerdict,
  PointFacts,
  Tone,
  VerdictPoint,
  WaiverVerdict,
} from '../../../shared/desk/verdict.ts';
import { fieldsOf, listOf, textOf, yesOf } from './values.ts';

const TONES: ReadonlySet<string> = new Set<Tone>(['ok', 'attention', 'stop']);
const TAG_MEANINGS: ReadonlySet<string> = new Set<DeskTagMeaning>(['ban', 'medical', 'vip', 'marked']);

/** A tone as written, or a look when it cannot be read. */
export function readTone(raw: unknown): Tone {
  const tone = textOf(raw);
  return TONES.has(tone) ? (tone as Tone) : 'attention';
}

function readFacts(fields: Record<string, unknown>): PointFacts | null {
  switch (textOf(fields.kind)) {
    case 'expired':
      return { kind: 'expired', on: textOf(fields.on) };
    case 'deskTag': {
      const meaning = textOf(fields.meaning);
      const tag = textOf(fields.tag);
      if (tag === '') return null;
      return {
        kind: 'deskTag',
        tag,
        meaning: TAG_MEANINGS.has(meaning) ? (meaning as DeskTagMeaning) : 'marked',
        ofWaiver: yesOf(fields.ofWaiver),
      };
    }
    case 'flagged':
      return {
        kind: 'flagged',
        question: textOf(fields.question),
        reason: textOf(fields.reason),
        ofWaiver: yesOf(fields.ofWaiver),
      };
    case 'minorNowAdult':
      return { kind: 'minorNowAdult' };
    case 'minorWithoutGuardian':
      return { kind: 'minorWithoutGuardian' };
    case 'notVerified':
      return { kind: 'notVerified' };
    case 'notOnWaiver':
      return { kind: 'notOnWaiver' };
    case 'minor':
      return { kind: 'minor', guardian: textOf(fields.guardian), relationship: textOf(fields.relationship) };
    case 'alreadyIn':
      return {
        kind: 'alreadyIn',
        at: textOf(fields.at),
        clock: textOf(fields.clock),
        deskName: textOf(fields.deskName),
      };
    default:
      return null;
  }
}

function readPoint(raw: unknown): VerdictPoint | null {
  const fields = fieldsOf(raw);
  const facts = readFacts(fields);
  return facts ? { ...facts, tone: readTone(fields.tone) } : null;
}

export function readPersonVerdict(raw: unknown): PersonVerdict {
  const fields = fieldsOf(raw);
  return { tone: readTone(fields.tone), points: listOf(fields.points, readPoint) };
}

/** A person's verdict, or null when there is none to read (an admission recorded before desks kept it). */
export function readPersonVerdictOrNull(raw: unknown): PersonVerdict | null {
  return raw !== null && typeof raw === 'object' ? readPersonVerdict(raw) : null;
}

export function readWaiverVerdict(raw: unknown): WaiverVerdict {
  const fields = fieldsOf(raw);
  return {
    tone: readTone(fields.tone),
    // Unreadable: not known to admit, so it is never chosen over a readable valid one.
    valid: yesOf(fields.valid),
    people: listOf(fields.people, readPersonVerdict),
    guardian: readPersonVerdictOrNull(fields.guardian),
  };
}
