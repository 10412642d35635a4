/**
 * Checking people in at the desk. The service's API cannot record a check-in, so the
 * desk records its own admissions in its copy, with the time, its calendar day (in
 * the desk's zone), which desk and each person's verdict at that moment. Someone
 * whose verdict is not a pass goes in only when the person at the desk confirmed
 * them, one by one; someone already admitted today is not admitted again unless the
 * person at the desk says so.
 */
import { randomUUID } from 'node:crypto';
import {
  overrideNeedsManager,
  takeBackLeftNeedsManager,
  undoNeedsManager,
} from '../../../shared/desk/counter-rules.ts';
import {
  GUARDIAN_POSITION,
  needsConfirmation,
  personName,
  personVerdict,
} from '../../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type {
  Admission,
  AdmissionChange,
  AdmissionChangeKind,
  CheckInResult,
} from '../../../shared/ipc/admissions.ts';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { formatServiceDateTime } from '../../../shared/time/zoned-time.ts';
import type { CacheWorker } from '../../cache/index.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { NotConfiguredError } from '../../runtime/errors.ts';
import { toSharedAdmission, toSharedAdmissionChange } from '../../shared-copy/admission-records.ts';
import { type AdmissionStore, copyAdmissionStore } from '../admissions/admission-store.ts';
import { nextVisitChangeMs, type RecentVisits, recentVisits, withinVisit } from '../admissions/already-in.ts';
import { CheckInRefusal } from '../admissions/check-in-refusal.ts';
import { counterTrail } from '../admissions/counter-trail.ts';
import { isSamePerson } from '../admissions/same-person.ts';
import { VisitsMemo } from '../admissions/visits-memo.ts';
import { type DeskServices, deskRules, interactiveCall, requireWaiver } from '../desk-services.ts';

/** The desk's copy, where this account's admissions are kept. */
function copyOf(session: AccountSession): CacheWorker {
  if (session.copy) return session.copy.cache;
  throw new NotConfiguredError({ kind: 'no_copy', need: 'check_in', copyProblem: session.copyProblem });
}

const admissionStoreOf = (session: AccountSession): AdmissionStore => copyAdmissionStore(copyOf(session));

/** The desk's calendar day at `now` (`YYYY-MM-DD`, its zone). */
export const deskDay = (now: Date, timeZone: string): string =>
  formatServiceDateTime(now, timeZone).slice(0, 10);

/** Who is at the desk ("Who's at the desk", this computer's), to record beside the desk; nothing when no one said. */
const workerOf = (desk: DeskServices): { workerName: string } | Record<string, never> => {
  const workerName = desk.accounts.preferences().preferences.workerName?.trim() ?? '';
  return workerName === '' ? {} : { workerName };
};

/** How long a visit lasts, in minutes: the one length the desk's rules and its wristbands share. */
export const visitMinutesOf = (desk: DeskServices): number => desk.printing.settings().visitMinutes;

/** Who is in, kept per session until its admissions change (`admissionsChanged`). */
const memos = new WeakMap<AccountSession, VisitsMemo>();

function memoOf(session: AccountSession): VisitsMemo {
  let memo = memos.get(session);
  if (!memo) {
    memo = new VisitsMemo();
    memos.set(session, memo);
  }
  return memo;
}

/**
 * The session's admissions changed (a check-in, an undo, someone marked as left, here
 * or at another desk sharing the copy): who is in is read again at the next ask.
 */
export const admissionsChanged = (session: AccountSession): void => memoOf(session).changed();

/**
 * Who is already in now: the admissions of the visit length, from this desk's copy
 * (where every sharing desk's admissions land too), less those undone or marked as
 * left. A visit begun yesterday evening still counts after midnight. A desk without
 * a copy has recorded no one. Kept between calls until the admissions change.
 */
export async function recentVisitsOf(desk: DeskServices, session: AccountSession): Promise<RecentVisits> {
  const { timeZone } = desk.info();
  const cache = session.copy?.cache;
  if (!cache) return recentVisits([], timeZone);
  const now = desk.now();
  const visitMinutes = visitMinutesOf(desk);
  const days = [
    ...new Set([deskDay(new Date(now.getTime() - visitMinutes * 60_000), timeZone), deskDay(now, timeZone)]),
  ];
  return memoOf(session).get(
    `${timeZone}\u0000${visitMinutes}\u0000${days.join()}`,
    now.getTime(),
    async () => {
      const lists = await Promise.all(days.map((day) => cache.listAdmissions(day)));
      // Undone ones are not listed; someone marked as left is no longer in.
      const stillIn = lists.flat().filter((admission) => admission.leftAt === undefined);
      return {
        visits: recentVisits(withinVisit(stillIn, now, visitMinutes), timeZone),
        untilMs: nextVisitChangeMs(stillIn, now, visitMinutes),
      };
    },
  );
}

/** Lets an act the counter's rules keep for a manager through: no PIN set, the desk unlocked, or the PIN given now. */
async function managerApproval(
  desk: DeskServices,
  pin: string | undefined,
): Promise<
  | { status: 'ok'; byManager: boolean }
  | { status: 'needsPin' }
  | Extract<CheckInResult, { status: 'pinRefused' }>
> {
  const lock = desk.managerLock;
  if (!lock.view().enabled) return { status: 'ok', byManager: false };
  if (pin === undefined) {
    if (lock.isUnlocked()) return { status: 'ok', byManager: true };
    return { status: 'needsPin' };
  }
  const attempt = await lock.confirm(pin);
  return attempt.status === 'ok' ? { status: 'ok', byManager: true } : { status: 'pinRefused', attempt };
}

/** Keeps changes of admissions in this desk's copy and shares them with the desks sharing it. */
async function recordChanges(session: AccountSession, changes: AdmissionChange[]): Promise<void> {
  if (changes.length === 0) return;
  await copyOf(session).putAdmissionChanges(changes);
  admissionsChanged(session);
  session.copy?.shared
    ?.shareAdmissionChanges(changes.map(toSharedAdmissionChange))
    .catch((error: unknown) => deskLog.warn(`changes of admissions were not shared: ${errorForLog(error)}`));
}

function changeOf(
  desk: DeskServices,
  admission: Admission,
  kind: AdmissionChangeKind,
  byManager: boolean,
): AdmissionChange {
  const now = desk.now();
  const { deskId, deskName } = desk.accounts.desk();
  return {
    changeId: randomUUID(),
    admissionId: admission.admissionId,
    kind,
    at: now.toISOString(),
    day: deskDay(now, desk.info().timeZone),
    deskId,
    deskName,
    byManager,
    waiverId: admission.waiverId,
    position: admission.position,
    name: admission.name,
    ...workerOf(desk),
  };
}

/** The marks of someone as left that no change has taken back yet (normally one). */
const stillLeft = (changes: readonly AdmissionChange[]): AdmissionChange[] => {
  const takenBack = new Set(
    changes.flatMap((change) => (change.kind === 'leftTakenBack' ? [change.takesBack] : [])),
  );
  return changes.filter((change) => change.kind === 'left' && !takenBack.has(change.changeId));
};

function personAt(
  waiver: SignedWaiver,
  position: number,
): { name: string; dob: string; isMinor: boolean } | null {
  if (position === GUARDIAN_POSITION) {
    return waiver.guardian
      ? { name: personName(waiver.guardian), dob: waiver.guardian.dob, isMinor: false }
      : null;
  }
  const participant = waiver.participants[position];
  return participant
    ? {
        name: personName(participant),
        dob: participant.dob,
        isMinor: participant.isMinor && !participant.minorExpired,
      }
    : null;
}

export const admissionHandlers = (
  desk: DeskServices,
): Pick<
  DeskHandlers,
  | 'checkIn'
  | 'listAdmissions'
  | 'getHeadcount'
  | 'getArrivedAdmissions'
  | 'undoAdmission'
  | 'markLeft'
  | 'takeBackLeft'
  | 'getCounterTrail'
> => ({
  checkIn: async (request, context) => {
    // An admission is the desk in use: no update installs under it.
    desk.updates.noteActivity();
    const session = await desk.session();
    const store = admissionStoreOf(session);
    const cache = session.copy?.cache ?? null;
    const waiver =
      (cache ? await cache.getWaiver(request.waiverId) : null) ??
      (await requireWaiver(session).getWaiver(request.waiverId, {}, interactiveCall(context, session)));
    const rules = deskRules(desk);
    const now = desk.now();
    const day = deskDay(now, desk.info().timeZone);
    const { deskId, deskName } = desk.accounts.desk();
    const visits = await recentVisitsOf(desk, session);
    const earlier = visits.on(waiver.waiverId);
    const people = request.positions.map((position) => {
      const person = personAt(waiver, position);
      if (!person) throw new CheckInRefusal();
      return {
        position,
        person,
        // Recorded with the admission: how they stood, already in or not.
        verdict: personVerdict(waiver, position, rules, earlier),
        // What needs a look besides being in already (which `again` answers on its own).
        look: needsConfirmation(personVerdict(waiver, position, rules)),
      };
    });
    // Decided now, with the rules as they are now: a look the page did not ask for is not skipped.
    const confirmed = new Set(request.confirmed ?? []);
    const unconfirmed = people.filter(({ position, look }) => look && !confirmed.has(position));
    if (unconfirmed.length > 0) throw new CheckInRefusal(unconfirmed.map(({ position }) => position));
    // Letting in someone the waiver refuses is a manager's (shared/desk/counter-rules.ts).
    let byManager = false;
    if (people.some(({ verdict }) => overrideNeedsManager(verdict.tone))) {
      const approval = await managerApproval(desk, request.pin);
      if (approval.status === 'needsPin') return { status: 'needsManager', need: 'refusal', deskName };
      if (approval.status === 'pinRefused') return approval;
      byManager = approval.byManager;
    }
    const worker = workerOf(desk);
    const admissions = people.map(
      ({ position, person, verdict }): Admission => ({
        admissionId: randomUUID(),
        waiverId: waiver.waiverId,
        position,
        ...person,
        autoTag: waiver.autoTag,
        title: waiver.title,
        admittedAt: now.toISOString(),
        day,
        deskId,
        deskName,
        tone: verdict.tone,
        verdict,
        ...(byManager ? { byManager } : {}),
        ...worker,
      }),
    );
    // Someone already in goes in again only when the person at the desk says so (`again`):
    // the page asks it of everyone whose verdict says so, and here it is asked of anyone
    // admitted at another desk since the page read theirs.
    if (!request.again) {
      const before = visits.admissions.filter((admitted) =>
        admissions.some((person) => isSamePerson(person, admitted)),
      );
      if (before.length > 0) return { status: 'already', earlier: before };
    }
    await store.record(admissions);
    admissionsChanged(session);
    // Desks sharing a copy see who was admitted at any desk; the desk's own record is kept either way.
    session.copy?.shared
      ?.shareAdmissions(admissions.map(toSharedAdmission))
      .catch((error: unknown) => deskLog.warn(`admissions were not shared: ${errorForLog(error)}`));
    // Read as Today reads it (from the copy, without who is in): the page adds them to its Today.
    const verdicts = cache ? await cache.waiverVerdicts([waiver.waiverId], rules) : {};
    return { status: 'recorded', admissions, verdicts };
  },

  getHeadcount: async () => {
    const session = await desk.session();
    const capacity = desk.accounts.preferences().preferences.capacity ?? 0;
    return { inNow: (await recentVisitsOf(desk, session)).people, capacity };
  },

  undoAdmission: async ({ admissionId, pin }) => {
    desk.updates.noteActivity();
    const session = await desk.session();
    const admission = await copyOf(session).getAdmission(admissionId);
    if (!admission) return { status: 'notFound' };
    if (admission.undoneAt !== undefined) return { status: 'alreadyUndone' };
    const need = undoNeedsManager(admission, {
      deskId: desk.accounts.desk().deskId,
      nowMs: desk.now().getTime(),
    });
    let byManager = false;
    if (need) {
      const approval = await managerApproval(desk, pin);
      if (approval.status === 'needsPin')
        return { status: 'needsManager', need, deskName: admission.deskName };
      if (approval.status === 'pinRefused') return approval;
      byManager = approval.byManager;
    }
    const change = changeOf(desk, admission, 'undone', byManager);
    await recordChanges(session, [change]);
    return { status: 'undone', change };
  },

  markLeft: async ({ admissionIds }) => {
    const session = await desk.session();
    const cache = copyOf(session);
    const changes: AdmissionChange[] = [];
    for (const admissionId of new Set(admissionIds)) {
      const admission = await cache.getAdmission(admissionId);
      // Someone undone never went in; someone marked already stays as they were.
      if (admission && admission.undoneAt === undefined && admission.leftAt === undefined)
        changes.push(changeOf(desk, admission, 'left', false));
    }
    await recordChanges(session, changes);
    return { changes };
  },

  takeBackLeft: async ({ admissionId, pin }) => {
    desk.updates.noteActivity();
    const session = await desk.session();
    const cache = copyOf(session);
    const admission = await cache.getAdmission(admissionId);
    if (!admission) return { status: 'notFound' };
    if (admission.undoneAt !== undefined || admission.leftAt === undefined) return { status: 'notLeft' };
    const marks = stillLeft(await cache.admissionChangesOf(admissionId));
    if (marks.length === 0) return { status: 'notLeft' };
    // The undo's rules, from each mark: another desk's mark over a late one of this desk's.
    const here = { deskId: desk.accounts.desk().deskId, nowMs: desk.now().getTime() };
    const needs = marks.map((mark) => ({ mark, need: takeBackLeftNeedsManager(mark, here) }));
    const asked =
      needs.find(({ need }) => need === 'leftOtherDesk') ?? needs.find(({ need }) => need !== null);
    let byManager = false;
    if (asked?.need) {
      const approval = await managerApproval(desk, pin);
      if (approval.status === 'needsPin')
        return { status: 'needsManager', need: asked.need, deskName: asked.mark.deskName };
      if (approval.status === 'pinRefused') return approval;
      byManager = approval.byManager;
    }
    const changes = marks.map((mark) => ({
      ...changeOf(desk, admission, 'leftTakenBack', byManager),
      takesBack: mark.changeId,
    }));
    await recordChanges(session, changes);
    return { status: 'takenBack', changes };
  },

  getCounterTrail: async (request) => {
    const session = await desk.session();
    const day = request.day ?? deskDay(desk.now(), desk.info().timeZone);
    const cache = session.copy?.cache;
    const [admissions, changes] = cache
      ? await Promise.all([cache.listAdmissions(day, { undone: true }), cache.listAdmissionChanges(day)])
      : [[], []];
    return { day, deskId: desk.accounts.desk().deskId, entries: counterTrail(admissions, changes) };
  },

  getArrivedAdmissions: async (request) => {
    const session = await desk.session();
    const cache = session.copy?.cache ?? null;
    if (!cache) return { admissions: [], verdicts: {} };
    // Today's only: one of another day is not on Today (the page reads Today again for it).
    const asked = new Set(request.admissionIds);
    const today = await admissionStoreOf(session).listDay(deskDay(desk.now(), desk.info().timeZone));
    const admissions = today.filter((admission) => asked.has(admission.admissionId));
    // Read as Today reads them, as a check-in's own answer is.
    const waiverIds = [...new Set(admissions.map((admission) => admission.waiverId))];
    const verdicts = waiverIds.length > 0 ? await cache.waiverVerdicts(waiverIds, deskRules(desk)) : {};
    return { admissions, verdicts };
  },

  listAdmissions: async (request) => {
    const session = await desk.session();
    const day = request.day ?? deskDay(desk.now(), desk.info().timeZone);
    const desks = request.desks ?? 'this';
    const { deskId, deskName } = desk.accounts.desk();
    // A desk without a copy has recorded no one (checking in says why it cannot).
    const all = session.copy ? await admissionStoreOf(session).listDay(day) : [];
    // Where desks share a copy, this desk's copy holds every desk's admissions: "here" is its own.
    const admissions = desks === 'all' ? all : all.filter((admission) => admission.deskId === deskId);
    return { day, desks, deskName, admissions };
  },
});
