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

/**
 * The keys a person is told apart by: their place on their waiver, and (when both
 * are given) their name and date of birth. Two people are the same when a key is shared.
 */
export function personKeys(person: PersonOnWaiver): string[] {
  const keys = [`place\u0000${person.waiverId}\u0000${person.position}`];
  const dob = tellingDob(person.dob);
  const name = folded(person.name);
  if (dob !== null && name !== '') keys.push(`person\u0000${dob}\u0000${name}`);
  return keys;
}

export function isSamePerson(person: PersonOnWaiver, admitted: PersonOnWaiver): boolean {
  const theirs = personKeys(admitted);
  return personKeys(person).some((key) => theirs.includes(key));
}
