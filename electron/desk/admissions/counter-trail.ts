/**
 * The counter's trail of a day: every check-in (an override where the person did not
 * simply pass), every undo and everyone marked as left, at every desk whose records
 * reached this desk's copy, newest first. A check-in undone since stays in it as it
 * was made: the trail keeps what happened, the undo beside it.
 */
import { isAlreadyIn } from '../../../shared/desk/verdict.ts';
import type { Admission, AdmissionChange, Overrode, TrailEntry } from '../../../shared/ipc/admissions.ts';

/** What a check-in overrode, from the verdict it was recorded with; null when the person passed. */
export function overrodeBy(admission: Admission): Overrode | null {
  const tone = admission.verdict?.tone ?? admission.tone;
  if (tone === 'ok') return null;
  if (admission.verdict && isAlreadyIn(admission.verdict)) return 'alreadyIn';
  return tone === 'stop' ? 'refusal' : 'needsLook';
}

function admittedEntry(admission: Admission): TrailEntry {
  const overrode = overrodeBy(admission);
  return {
    entryId: admission.admissionId,
    kind: overrode ? 'override' : 'admitted',
    ...(overrode ? { overrode } : {}),
    at: admission.admittedAt,
    deskId: admission.deskId,
    deskName: admission.deskName,
    byManager: admission.byManager === true,
    waiverId: admission.waiverId,
    position: admission.position,
    name: admission.name,
    admissionId: admission.admissionId,
    ...(admission.workerName ? { workerName: admission.workerName } : {}),
  };
}

const changeEntry = (change: AdmissionChange): TrailEntry => ({
  entryId: change.changeId,
  kind: change.kind,
  at: change.at,
  deskId: change.deskId,
  deskName: change.deskName,
  byManager: change.byManager,
  waiverId: change.waiverId,
  position: change.position,
  name: change.name,
  admissionId: change.admissionId,
  ...(change.workerName ? { workerName: change.workerName } : {}),
});

/**
 * Where an entry stands among those of the same instant, earliest first: what happens to one
 * person can only happen in this order (a check-in; a mark later taken back; its take-back; a
 * mark that stands; an undo, after which nothing more is done), and a desk's clock counts in
 * milliseconds, so a quick hand or a test puts several in one.
 */
function orderAtOneInstant(entry: TrailEntry, takenBack: ReadonlySet<string>): number {
  switch (entry.kind) {
    case 'admitted':
    case 'override':
      return 0;
    case 'left':
      return takenBack.has(entry.entryId) ? 1 : 3;
    case 'leftTakenBack':
      return 2;
    case 'undone':
      return 4;
  }
}

export function counterTrail(
  admissions: readonly Admission[],
  changes: readonly AdmissionChange[],
): TrailEntry[] {
  const takenBack = new Set(changes.flatMap((change) => (change.takesBack ? [change.takesBack] : [])));
  return [...admissions.map(admittedEntry), ...changes.map(changeEntry)].sort(
    (a, b) =>
      Date.parse(b.at) - Date.parse(a.at) ||
      orderAtOneInstant(b, takenBack) - orderAtOneInstant(a, takenBack) ||
      a.entryId.localeCompare(b.entryId),
  );
}
