/**
 * The desk's verdict on a waiver, read field by field (see checkin-view.ts for
 * why the page reads at all). A point the page cannot read is left out; a
 * verdict whose tone cannot be read asks staff to look rather than letting
 * anyone in.
 */
import type { DeskTagMeaning, DeskVerdict, Tone, VerdictPoint } from '../../../shared/desk/verdict.ts';
import { countOf, fieldsOf, listOf, numberOf, textListOf, textOf, yesOf } from '../format/values.ts';

const TONES: ReadonlySet<string> = new Set<Tone>(['ok', 'attention', 'stop']);
const TAG_MEANINGS: ReadonlySet<string> = new Set<DeskTagMeaning>(['ban', 'medical', 'vip', 'marked']);

const personOrNull = (value: unknown): string | null => {
  const person = textOf(value);
  return person === '' ? null : person;
};

function readPoint(raw: unknown): VerdictPoint | null {
  const fields = fieldsOf(raw);
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
        person: personOrNull(fields.person),
      };
    }
    case 'flagged':
      return {
        kind: 'flagged',
        question: textOf(fields.question),
        reason: textOf(fields.reason),
        person: personOrNull(fields.person),
      };
    case 'minorNowAdult':
      return {
        kind: 'minorNowAdult',
        person: textOf(fields.person),
        position: numberOf(fields.position) ?? 0,
      };
    case 'minorWithoutGuardian':
      return { kind: 'minorWithoutGuardian', people: textListOf(fields.people) };
    case 'minors':
      return {
        kind: 'minors',
        count: countOf(fields.count),
        guardian: personOrNull(fields.guardian),
        relationship: textOf(fields.relationship),
      };
    case 'notVerified':
      return { kind: 'notVerified' };
    default:
      return null;
  }
}

export function readDeskVerdict(raw: unknown): DeskVerdict {
  const fields = fieldsOf(raw);
  const tone = textOf(fields.tone);
  return {
    tone: TONES.has(tone) ? (tone as Tone) : 'attention',
    // Unreadable: not known to admit, so it is never chosen over a readable valid one.
    valid: yesOf(fields.valid),
    points: listOf(fields.points, readPoint),
  };
}
