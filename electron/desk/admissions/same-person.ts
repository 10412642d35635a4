/**
 * Whether someone about to be checked in was already admitted today: the same place
 * on the same waiver, or (a returning customer on another of their waivers) the same
 * name and date of birth.
 */
import { AGE_VERIFICATION_DOB } from '../../../shared/domain/waiver.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';

export type PersonOnWaiver = Pick<Admission, 'waiverId' | 'position' | 'name' | 'dob'>;

const folded = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A date of birth that tells people apart (not empty, not the age-verification date). */
const tellingDob = (dob: string): string | null => {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(dob.trim())?.[0];
  return day && day !== AGE_VERIFICATION_DOB ? day : null;
};

export function isSamePerson(person: PersonOnWaiver, admitted: PersonOnWaiver): boolean {
  if (person.waiverId === admitted.waiverId && person.position === admitted.position) return true;
  const dob = tellingDob(person.dob);
  return (
    dob !== null &&
    dob === tellingDob(admitted.dob) &&
    folded(person.name) !== '' &&
    folded(person.name) === folded(admitted.name)
  );
}
