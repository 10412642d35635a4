/**
 * Checking people in at the desk. The service's API cannot record a check-in, so the
 * desk records its own admissions in its copy, with the time, its calendar day (in
 * the desk's zone) and which desk. Someone already admitted today is not admitted
 * again unless the person at the desk says so.
 */
import { randomUUID } from 'node:crypto';
import { participantStanding, personName } from '../../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { formatServiceDateTime } from '../../../shared/time/zoned-time.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { NotConfiguredError } from '../../runtime/errors.ts';
import { toSharedAdmission } from '../../shared-copy/admission-records.ts';
import { type AdmissionStore, copyAdmissionStore } from '../admissions/admission-store.ts';
import { CheckInRefusal } from '../admissions/check-in-refusal.ts';
import { isSamePerson } from '../admissions/same-person.ts';
import { type DeskServices, deskTagRules, interactiveCall, requireWaiver } from '../desk-services.ts';

const GUARDIAN_POSITION = -1;

/** Where this account's admissions are kept: the desk's copy. */
function admissionStoreOf(session: AccountSession): AdmissionStore {
  if (session.copy) return copyAdmissionStore(session.copy.cache);
  throw new NotConfiguredError({ kind: 'no_copy', need: 'check_in', copyProblem: session.copyProblem });
}

/** The desk's calendar day at `now` (`YYYY-MM-DD`, its zone). */
export const deskDay = (now: Date, timeZone: string): string =>
  formatServiceDateTime(now, timeZone).slice(0, 10);

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

export const admissionHandlers = (desk: DeskServices): Pick<DeskHandlers, 'checkIn' | 'listAdmissions'> => ({
  checkIn: async (request, context) => {
    const session = await desk.session();
    const store = admissionStoreOf(session);
    const cache = session.copy?.cache ?? null;
    const waiver =
      (cache ? await cache.getWaiver(request.waiverId) : null) ??
      (await requireWaiver(session).getWaiver(request.waiverId, {}, interactiveCall(context, session)));
    const rules = deskTagRules(desk);
    const now = desk.now();
    const day = deskDay(now, desk.info().timeZone);
    const { deskId, deskName } = desk.accounts.desk();
    const admissions: Admission[] = request.positions.map((position) => {
      const person = personAt(waiver, position);
      if (!person) {
        throw new CheckInRefusal();
      }
      const standing = position === GUARDIAN_POSITION ? null : participantStanding(waiver, position, rules);
      return {
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
        tone: standing?.tone ?? (waiver.expired ? 'stop' : 'ok'),
      };
    });
    if (!request.again) {
      const today = await store.listDay(day);
      const earlier = today.filter((admitted) => admissions.some((person) => isSamePerson(person, admitted)));
      if (earlier.length > 0) return { status: 'already', earlier };
    }
    await store.record(admissions);
    // Desks sharing a copy see who was admitted at any desk; the desk's own record is kept either way.
    session.copy?.shared
      ?.shareAdmissions(admissions.map(toSharedAdmission))
      .catch((error: unknown) => deskLog.warn(`admissions were not shared: ${errorForLog(error)}`));
    return { status: 'recorded', admissions };
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
