/**
 * Check-ins recorded at the desks (admissions), read field by field (see
 * checkin-view.ts for why the page reads at all): another desk's version may have
 * recorded them, in a shared copy.
 */
import type { Tone } from '../../../shared/desk/verdict.ts';
import type { Admission, AdmissionsOfDay } from '../../../shared/ipc/admissions.ts';
import { fieldsOf, listOf, numberOf, textOf, yesOf } from '../format/values.ts';

const TONES: ReadonlySet<string> = new Set<Tone>(['ok', 'attention', 'stop']);

/** An admission; null when nothing identifies it (no id of its own and no waiver to open). */
export function readAdmission(raw: unknown): Admission | null {
  const fields = fieldsOf(raw);
  const admissionId = textOf(fields.admissionId);
  const waiverId = textOf(fields.waiverId);
  if (admissionId === '' && waiverId === '') return null;
  const tone = textOf(fields.tone);
  return {
    admissionId,
    waiverId,
    position: numberOf(fields.position) ?? 0,
    name: textOf(fields.name),
    dob: textOf(fields.dob),
    isMinor: yesOf(fields.isMinor),
    autoTag: textOf(fields.autoTag),
    title: textOf(fields.title),
    admittedAt: textOf(fields.admittedAt),
    day: textOf(fields.day),
    deskId: textOf(fields.deskId),
    deskName: textOf(fields.deskName),
    // Unreadable: how they stood is not known, so it reads as one that needed a look.
    tone: TONES.has(tone) ? (tone as Tone) : 'attention',
  };
}

export function readAdmissionsOfDay(raw: unknown): AdmissionsOfDay {
  const fields = fieldsOf(raw);
  return {
    day: textOf(fields.day),
    // not words: which desks' admissions the answer holds
    desks: textOf(fields.desks) === 'all' ? 'all' : 'this',
    deskName: textOf(fields.deskName),
    admissions: listOf(fields.admissions, readAdmission),
  };
}
