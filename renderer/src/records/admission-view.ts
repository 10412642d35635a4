/**
 * Check-ins recorded at the desks (admissions), read field by field (see
 * checkin-view.ts for why the page reads at all): another desk's version may have
 * recorded them, in a shared copy.
 */
import type { Admission, AdmissionsOfDay } from '../../../shared/ipc/admissions.ts';
import { fieldsOf, listOf, numberOf, textOf, yesOf } from '../format/values.ts';
import { readPersonVerdictOrNull, readTone } from './verdict-view.ts';

/** An admission; null when nothing identifies it (no id of its own and no waiver to open). */
export function readAdmission(raw: unknown): Admission | null {
  const fields = fieldsOf(raw);
  const admissionId = textOf(fields.admissionId);
  const waiverId = textOf(fields.waiverId);
  if (admissionId === '' && waiverId === '') return null;
  // Unreadable: how they stood is not known, so it reads as one that needed a look.
  const tone = readTone(fields.tone);
  const verdict = readPersonVerdictOrNull(fields.verdict);
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
    tone,
    // Left out when recorded before desks kept it (renderer/src/verdict/admission-verdict.ts).
    ...(verdict ? { verdict } : {}),
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
