/**
 * A waiver as one row of a list of found waivers: the person it was found by, the
 * others on it, and what the row shows of the waiver. The copy's lookup and the
 * service's search both make their rows here, so one waiver reads the same in the
 * list whichever of them found it.
 */
import type { StoredWaiver } from '../domain/records.ts';
import { GUARDIAN_POSITION, personName } from './verdict.ts';

/** A waiver's people and standing, as the row reads them; the PDF plays no part. */
type RowWaiver = StoredWaiver;

export interface WaiverPerson {
  /** Participant index, or {@link GUARDIAN_POSITION}. */
  position: number;
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  isMinor: boolean;
  minorExpired: boolean;
}

/** What a row shows of a found waiver, whoever found it. */
export interface WaiverRow {
  waiverId: string;
  /** The person who matched (participant or guardian). */
  name: string;
  /** -1 the guardian, else the participant's index. */
  position: number;
  /** Names of up to {@link OTHERS_SHOWN} other people on the waiver. */
  others: string[];
  /** How many other people the waiver names in all. */
  otherCount: number;
  templateId: string;
  title: string;
  createdOn: string;
  autoTag: string;
  /** The matched person is a minor. */
  isMinor: boolean;
  /** The matched person was a minor when signing and has come of age since. */
  minorExpired: boolean;
  /** Some person on the waiver is a minor. */
  hasMinor: boolean;
  expired: boolean;
  verified: boolean;
}

export const OTHERS_SHOWN = 3;

/**
 * Everyone on the waiver: participants, then the guardian. A record without
 * participants (a summary) stands for its signer by the waiver's own name fields.
 */
export function peopleOf(waiver: RowWaiver): WaiverPerson[] {
  const people: WaiverPerson[] = waiver.participants.map((participant, position) => ({
    position,
    firstName: participant.firstName,
    middleName: participant.middleName,
    lastName: participant.lastName,
    phone: participant.phone,
    isMinor: participant.isMinor,
    minorExpired: participant.minorExpired,
  }));
  if (people.length === 0 && (waiver.firstName || waiver.lastName)) {
    people.push({
      position: 0,
      firstName: waiver.firstName,
      middleName: waiver.middleName,
      lastName: waiver.lastName,
      phone: '',
      isMinor: waiver.isMinor,
      minorExpired: false,
    });
  }
  if (waiver.guardian) {
    people.push({ position: GUARDIAN_POSITION, ...waiver.guardian, isMinor: false, minorExpired: false });
  }
  return people;
}

/** Who signed: the guardian when there is one, otherwise the first participant. */
export function signerPosition(waiver: RowWaiver): number {
  return waiver.guardian ? GUARDIAN_POSITION : 0;
}

/** Whether anyone on the waiver is a minor. */
export function hasMinorOn(waiver: RowWaiver, people: readonly WaiverPerson[] = peopleOf(waiver)): boolean {
  return waiver.isMinor || people.some((person) => person.isMinor);
}

/** The waiver's row, led by the person at `position` (its signer when not found by a person). */
export function waiverRowOf(waiver: RowWaiver, position: number = signerPosition(waiver)): WaiverRow {
  const people = peopleOf(waiver);
  const matched = people.find((person) => person.position === position) ?? people[0];
  const others = people.filter((person) => person !== matched);
  return {
    waiverId: waiver.waiverId,
    name: matched ? personName(matched) : '',
    position: matched?.position ?? position,
    others: others.slice(0, OTHERS_SHOWN).map(personName),
    otherCount: others.length,
    templateId: waiver.templateId,
    title: waiver.title,
    createdOn: waiver.createdOn,
    autoTag: waiver.autoTag,
    isMinor: matched?.isMinor ?? false,
    minorExpired: matched?.minorExpired ?? false,
    hasMinor: hasMinorOn(waiver, people),
    expired: waiver.expired,
    verified: waiver.verified,
  };
}
