/**
 * Check-ins recorded at the desks (admissions), read field by field (see
 * checkin-view.ts for why the page reads at all): another desk's version may have
 * recorded them, in a shared copy.
 */
import type {
  Admission,
  AdmissionsOfDay,
  CounterTrail,
  Overrode,
  TrailEntry,
  TrailKind,
} from '../../../shared/ipc/admissions.ts';
import { fieldsOf, listOf, numberOf, textOf, yesOf } from './values.ts';
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
    ...(yesOf(fields.byManager) ? { byManager: true } : {}),
    // When they were marked as left (an undone one is not listed at all).
    ...(textOf(fields.leftAt) ? { leftAt: textOf(fields.leftAt) } : {}),
    ...(textOf(fields.workerName) ? { workerName: textOf(fields.workerName) } : {}),
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

/** Every kind the page knows: a kind added to the contract does not compile until it is here. */
const TRAIL_KIND_KNOWN: Record<TrailKind, true> = {
  admitted: true,
  override: true,
  undone: true,
  left: true,
  leftTakenBack: true,
};
const TRAIL_KINDS = Object.keys(TRAIL_KIND_KNOWN) as TrailKind[];
const OVERRODE: readonly Overrode[] = ['alreadyIn', 'needsLook', 'refusal'];

/** An entry of the counter's trail; null when it is not one this page knows (a newer desk's kind). */
function readTrailEntry(raw: unknown): TrailEntry | null {
  const fields = fieldsOf(raw);
  const kind = TRAIL_KINDS.find((known) => known === fields.kind);
  if (!kind) return null;
  const overrode = OVERRODE.find((known) => known === fields.overrode);
  return {
    entryId: textOf(fields.entryId),
    kind,
    ...(overrode ? { overrode } : {}),
    at: textOf(fields.at),
    deskId: textOf(fields.deskId),
    deskName: textOf(fields.deskName),
    byManager: yesOf(fields.byManager),
    waiverId: textOf(fields.waiverId),
    position: numberOf(fields.position) ?? 0,
    name: textOf(fields.name),
    admissionId: textOf(fields.admissionId),
    ...(textOf(fields.workerName) ? { workerName: textOf(fields.workerName) } : {}),
  };
}

export function readCounterTrail(raw: unknown): CounterTrail {
  const fields = fieldsOf(raw);
  return {
    day: textOf(fields.day),
    deskId: textOf(fields.deskId),
    entries: listOf(fields.entries, readTrailEntry),
  };
}
