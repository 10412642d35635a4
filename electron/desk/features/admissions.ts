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
  GUARDIAN_POSITION,
  needsConfirmation,
  personName,
  personVerdict,
} from '../../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { formatServiceDateTime } from '../../../shared/time/zoned-time.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { NotConfiguredError } from '../../runtime/errors.ts';
import { toSharedAdmission } from '../../shared-copy/admission-records.ts';
import { type AdmissionStore, copyAdmissionStore } from '../admissions/admission-store.ts';
import { type RecentVisits, recentVisits, withinVisit } from '../admissions/already-in.ts';
import { CheckInRefusal } from '../admissions/check-in-refusal.ts';
import { isSamePerson } from '../admissions/same-person.ts';
import { type DeskServices, deskRules, interactiveCall, requireWaiver } from '../desk-services.ts';

/** Where this account's admissions are kept: the desk's copy. */
function admissionStoreOf(session: AccountSession): AdmissionStore {
  if (session.copy) return copyAdmissionStore(session.copy.cache);
  throw new NotConfiguredError({ kind: 'no_copy', need: 'check_in', copyProblem: session.copyProblem });
}

/** The desk's calendar day at `now` (`YYYY-MM-DD`, its zone). */
export const deskDay = (now: Date, timeZone: string): string =>
  formatServiceDateTime(now, timeZone).slice(0, 10);

/** How long a visit lasts, in minutes: the one length the desk's rules and its wristbands share. */
export const visitMinutesOf = (desk: DeskServices): number => desk.printing.settings().visitMinutes;

/**
 * Who is already in now: the admissions of the visit length, from this desk's copy
 * (where every sharing desk's admissions land too). A visit begun yesterday evening
 * still counts after midnight. A desk without a copy has recorded no one.
 */
export async function recentVisitsOf(desk: DeskServices, session: AccountSession): Promise<RecentVisits> {
  const { timeZone } = desk.info();
  const cache = session.copy?.cache;
  if (!cache) return recentVisits([], timeZone);
  const now = desk.now();
  const visitMinutes = visitMinutesOf(desk);
  const days = new Set([
    deskDay(new Date(now.getTime() - visitMinutes * 60_000), timeZone),
    deskDay(now, timeZone),
  ]);
  const lists = await Promise.all([...days].map((day) => cache.listAdmissions(day)));
  return recentVisits(withinVisit(lists.flat(), now, visitMinutes), timeZone);
}

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
): Pick<DeskHandlers, 'checkIn' | 'listAdmissions' | 'getHeadcount'> => ({
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
    // Desks sharing a copy see who was admitted at any desk; the desk's own record is kept either way.
    session.copy?.shared
      ?.shareAdmissions(admissions.map(toSharedAdmission))
      .catch((error: unknown) => deskLog.warn(`admissions were not shared: ${errorForLog(error)}`));
    return { status: 'recorded', admissions };
  },

  getHeadcount: async () => {
    const session = await desk.session();
    const capacity = desk.accounts.preferences().preferences.capacity ?? 0;
    return { inNow: (await recentVisitsOf(desk, session)).people, capacity };
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
