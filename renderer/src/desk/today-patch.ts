/**
 * Today kept current by what this desk just did at the counter, instead of read again
 * whole: a busy day's answer is megabytes, and the scan after each check-in waited
 * behind its read. Each change gives what a fresh read of Today would (the same rows
 * in the same order, the same verdicts, the same counts: test/desk/today-patch.test.ts);
 * where it cannot know that (another day, a read already under way), it says so and
 * Today is read again. Other desks' undos and marks of left, which main names as they
 * reach the copy, change it the same way (`changeTodayBy`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { WaiverVerdict } from '../../../shared/desk/verdict.ts';
import type { Admission, AdmissionChange } from '../../../shared/ipc/admissions.ts';
import type { AdmissionsRecorded } from '../../../shared/ipc/events.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { readAdmission } from '../records/admission-view.ts';
import { fieldsOf } from '../records/values.ts';
import { readWaiverVerdict } from '../records/verdict-view.ts';

/** What this desk did: people checked in (with their waiver's verdict as Today reads it), undone, marked as left or not. */
export type TodayChange =
  | { kind: 'admitted'; admissions: readonly Admission[]; verdicts: Readonly<Record<string, WaiverVerdict>> }
  | { kind: 'undone'; admissionIds: readonly string[] }
  | { kind: 'left'; changes: readonly Pick<AdmissionChange, 'admissionId' | 'at'>[] }
  /** `at`, where known: a mark made after it (its `leftAt` later) stands. */
  | { kind: 'leftTakenBack'; admissionIds: readonly string[]; at?: string };

/** An undo or a mark of left (or its take-back) that reached the desk's copy, as main names it. */
export type DeskChange = NonNullable<AdmissionsRecorded['changes']>[number];

/** The desk's day of the answer (`YYYY-MM-DD`): `fetchedAt` is written on the desk's clock, in its zone. */
const dayOf = (today: TodayCheckins): string => today.fetchedAt.slice(0, 10);

/** As the copy lists them: newest first, then by id. */
function newestFirst(a: Admission, b: Admission): number {
  const at = Date.parse(b.admittedAt) - Date.parse(a.admittedAt);
  if (at !== 0) return at;
  return a.admissionId < b.admissionId ? -1 : a.admissionId > b.admissionId ? 1 : 0;
}

/** Only the verdicts of waivers the rows still name, as a fresh read has them (no prototype: any id is a key). */
function verdictsNamed(
  today: TodayCheckins,
  admissions: readonly Admission[],
  added: Readonly<Record<string, WaiverVerdict>>,
): Record<string, WaiverVerdict> {
  const verdicts: Record<string, WaiverVerdict> = Object.create(null);
  for (const row of [...today.checkins, ...admissions]) {
    if (Object.hasOwn(verdicts, row.waiverId)) continue;
    const verdict = Object.hasOwn(today.verdicts, row.waiverId)
      ? today.verdicts[row.waiverId]
      : Object.hasOwn(added, row.waiverId)
        ? readWaiverVerdict(added[row.waiverId])
        : undefined;
    if (verdict) verdicts[row.waiverId] = verdict;
  }
  return verdicts;
}

function withAdmissions(
  today: TodayCheckins,
  admissions: Admission[],
  added: Readonly<Record<string, WaiverVerdict>> = {},
): TodayCheckins {
  return { ...today, admissions, verdicts: verdictsNamed(today, admissions, added) };
}

/**
 * Today after `change`, or null when a fresh read is needed to know it (people
 * checked in for a day other than the answer's).
 */
export function patchToday(today: TodayCheckins, change: TodayChange): TodayCheckins | null {
  switch (change.kind) {
    case 'admitted': {
      const admitted = change.admissions.flatMap((raw) => readAdmission(raw) ?? []);
      if (admitted.some((admission) => admission.day !== dayOf(today))) return null;
      const ids = new Set(admitted.map((admission) => admission.admissionId));
      const admissions = [
        ...today.admissions.filter((admission) => !ids.has(admission.admissionId)),
        ...admitted,
      ].sort(newestFirst);
      return withAdmissions(today, admissions, fieldsOf(change.verdicts) as Record<string, WaiverVerdict>);
    }
    case 'undone': {
      // An undone check-in counts nowhere: Today does not list it.
      const ids = new Set(change.admissionIds);
      return withAdmissions(
        today,
        today.admissions.filter((admission) => !ids.has(admission.admissionId)),
      );
    }
    case 'left': {
      // The first mark counts; someone marked already was not marked again.
      const at = new Map<string, string>();
      for (const mark of change.changes) if (!at.has(mark.admissionId)) at.set(mark.admissionId, mark.at);
      return withAdmissions(
        today,
        today.admissions.map((admission) => {
          const leftAt = at.get(admission.admissionId);
          return leftAt === undefined || admission.leftAt !== undefined
            ? admission
            : { ...admission, leftAt };
        }),
      );
    }
    case 'leftTakenBack': {
      // Every mark still standing was taken back: they count as in again.
      const ids = new Set(change.admissionIds);
      return withAdmissions(
        today,
        today.admissions.map((admission) => {
          if (!ids.has(admission.admissionId) || admission.leftAt === undefined) return admission;
          if (change.at !== undefined && Date.parse(admission.leftAt) > Date.parse(change.at))
            return admission;
          const { leftAt: _taken, ...stillIn } = admission;
          return stillIn;
        }),
      );
    }
  }
}

const isToday = (query: { queryKey: readonly unknown[] }): boolean =>
  query.queryKey.includes('listTodayCheckins');

/**
 * Applies `change` to every Today answer the page holds. One being read now (its answer
 * may have left before the change was made), or one the change cannot be applied to,
 * is read again instead; so is one of an answer the page has not yet.
 */
export function changeToday(queryClient: QueryClient, change: TodayChange): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isToday })) {
    const today = query.state.data as TodayCheckins | undefined;
    const patched = today && query.state.fetchStatus === 'idle' ? patchToday(today, change) : null;
    if (patched) queryClient.setQueryData(query.queryKey, patched);
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}

/** Whether the page holds a Today (one open, or kept from a screen left). */
export const todayOpen = (queryClient: QueryClient): boolean =>
  queryClient.getQueryCache().findAll({ predicate: isToday }).length > 0;

/** Whether every one of `admissionIds` is already on the Today the page holds (this desk's own, added by `changeToday`). */
export function todayHolds(queryClient: QueryClient, admissionIds: readonly string[]): boolean {
  const answers = queryClient.getQueryCache().findAll({ predicate: isToday });
  return (
    answers.length > 0 &&
    answers.every((query) => {
      const today = query.state.data as TodayCheckins | undefined;
      if (!today) return false;
      const held = new Set(today.admissions.map((admission) => admission.admissionId));
      return admissionIds.every((id) => held.has(id));
    })
  );
}

/** In the order they can have happened: by time, and at one instant a mark, its take-back, an undo. */
const CHANGE_ORDER: Readonly<Record<DeskChange['kind'], number>> = { left: 0, leftTakenBack: 1, undone: 2 };
const byWhenMade = (a: DeskChange, b: DeskChange): number =>
  Date.parse(a.at) - Date.parse(b.at) || CHANGE_ORDER[a.kind] - CHANGE_ORDER[b.kind];

/** Whether `today` shows `change` already: as Today shows it, nothing of it is left to do. */
function shows(today: TodayCheckins, change: DeskChange): boolean {
  const admission = today.admissions.find((each) => each.admissionId === change.admissionId);
  // Not on Today (undone already, or another day's): it shows nothing of it.
  if (!admission) return true;
  switch (change.kind) {
    case 'undone':
      return false;
    case 'left':
      return admission.leftAt !== undefined;
    case 'leftTakenBack':
      return admission.leftAt === undefined || Date.parse(admission.leftAt) > Date.parse(change.at);
  }
}

const todayChangeOf = (change: DeskChange): TodayChange =>
  change.kind === 'undone'
    ? { kind: 'undone', admissionIds: [change.admissionId] }
    : change.kind === 'left'
      ? { kind: 'left', changes: [change] }
      : { kind: 'leftTakenBack', admissionIds: [change.admissionId], at: change.at };

/**
 * Today after undos and marks of left that reached the copy, or null when only a fresh
 * read can say. Another desk's change it as `patchToday` does, in the order they were
 * made. This desk's own come back through the shared copy after the page that made them
 * applied them: one Today does not show yet was made in another window of this desk, and
 * is read.
 */
export function patchTodayBy(today: TodayCheckins, changes: readonly DeskChange[]): TodayCheckins | null {
  let patched = today;
  for (const change of [...changes].sort(byWhenMade)) {
    if (change.deskId === today.deskId) {
      if (shows(patched, change)) continue;
      return null;
    }
    const next = patchToday(patched, todayChangeOf(change));
    if (!next) return null;
    patched = next;
  }
  return patched;
}

/** Applies undos and marks of left that reached the copy to every Today the page holds, reading one again where it must. */
export function changeTodayBy(queryClient: QueryClient, changes: readonly DeskChange[]): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isToday })) {
    const today = query.state.data as TodayCheckins | undefined;
    const patched = today && query.state.fetchStatus === 'idle' ? patchTodayBy(today, changes) : null;
    if (patched) queryClient.setQueryData(query.queryKey, patched);
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}
