/**
 * What a test may fix about a simulated signing: the text the signer typed (any
 * text at all, so the desk can be shown hostile input: markup, right-to-left
 * marks, emoji, control characters, very long strings), when it was signed
 * (earlier today, so its check-in falls in an hour the service already reports),
 * and who is on it (the participants with their age, tags and flagged answers, the
 * guardian, the waiver's own tags and flags), so the desk can be shown any group.
 */
import type { CheckIn, Flag, Guardian, Participant, SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { ADDRESS_FIELDS, INSURANCE_AND_LICENSE_FIELDS } from '../../../../shared/domain/waiver-fields.ts';
import { rollUpFlags } from '../data/waivers.ts';

/** The waiver's free-text fields a signer fills in (and the waiver's title, as the template names it). */
export const SIGNING_TEXT_FIELDS = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'email',
  ...ADDRESS_FIELDS,
  'emergencyContactName',
  'emergencyContactPhone',
  ...INSURANCE_AND_LICENSE_FIELDS,
] as const satisfies readonly (keyof SignedWaiver)[];

export type SigningTextField = (typeof SIGNING_TEXT_FIELDS)[number];
export type SigningFields = Partial<Record<SigningTextField, string>>;

/** One participant as a test fixes them; what is left out is the generator's (or empty). */
export type SigningParticipant = Partial<
  Pick<
    Participant,
    'firstName' | 'middleName' | 'lastName' | 'dob' | 'isMinor' | 'minorExpired' | 'tags' | 'flags'
  >
>;

/** Who is on the waiver, as a test fixes it. */
export interface SigningPeople {
  /** Replaces the participants (at least one); the first is the signer. */
  participants?: SigningParticipant[];
  /**
   * The guardian who signed for minors, or null for none; left out: the generator's. A
   * guardian named here has no middle name unless one is given: the generator's would make
   * another person of them.
   */
  guardian?: (Pick<Guardian, 'firstName' | 'lastName' | 'relationship'> & { middleName?: string }) | null;
  /** The waiver's own tags. */
  tags?: string[];
  /** Flags of the waiver's own questions; the participants' are repeated on the waiver as the service does. */
  waiverFlags?: Flag[];
}

export interface SigningOverrides {
  /** Replaces what the generator made up; names apply to the signer, the first participant, too. */
  fields?: SigningFields;
  /** Epoch ms of the signing, not after the sandbox's now; default now. */
  signedAt?: number;
  people?: SigningPeople;
}

const EMPTY_PARTICIPANT: Participant = {
  firstName: '',
  middleName: '',
  lastName: '',
  dob: '',
  isMinor: false,
  minorExpired: false,
  gender: '',
  phone: '',
  relationship: '',
  tags: [],
  customParticipantFields: {},
  flags: [],
};

/** The signing's waiver and check-ins with the people a test fixed. */
export function applySigningPeople(waiver: SignedWaiver, checkins: CheckIn[], people: SigningPeople): void {
  const ownFlags =
    people.waiverFlags ??
    waiver.flags.filter(
      (flag) =>
        !waiver.participants.some((person) =>
          person.flags.some((own) => own.displayText === flag.displayText),
        ),
    );
  if (people.participants && people.participants.length > 0) {
    waiver.participants = people.participants.map((given, index) => ({
      ...(waiver.participants[index] ?? EMPTY_PARTICIPANT),
      tags: [],
      flags: [],
      ...given,
    }));
    const signer = waiver.participants[0] as Participant;
    waiver.firstName = signer.firstName;
    waiver.middleName = signer.middleName;
    waiver.lastName = signer.lastName;
    waiver.dob = signer.dob;
    waiver.isMinor = signer.isMinor;
  }
  if (people.guardian !== undefined) {
    waiver.guardian = people.guardian
      ? { phone: '', dob: '', ...waiver.guardian, middleName: '', ...people.guardian }
      : null;
  }
  if (people.tags) waiver.tags = [...people.tags];
  waiver.flags = rollUpFlags([...ownFlags], waiver.participants);
  // Check-ins name the people as they now are; one of someone no longer on the waiver goes.
  const kept = checkins.filter((checkin) =>
    checkin.position === -1 ? waiver.guardian !== null : checkin.position < waiver.participants.length,
  );
  checkins.splice(0, checkins.length, ...kept);
  for (const checkin of checkins) {
    const person = checkin.position === -1 ? waiver.guardian : waiver.participants[checkin.position];
    if (!person) continue;
    checkin.firstName = person.firstName;
    checkin.lastName = person.lastName;
    checkin.isMinor =
      checkin.position === -1 ? false : (waiver.participants[checkin.position]?.isMinor ?? false);
  }
}

const NAME_FIELDS = ['firstName', 'middleName', 'lastName'] as const;

/** The signing's waiver and check-ins with the fixed fields in place. */
export function applySigningFields(waiver: SignedWaiver, checkins: CheckIn[], fields: SigningFields): void {
  for (const field of SIGNING_TEXT_FIELDS) {
    const value = fields[field];
    if (value !== undefined) waiver[field] = value;
  }
  const signer = waiver.participants[0];
  for (const field of NAME_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (signer) signer[field] = value;
    if (field === 'middleName') continue;
    for (const checkin of checkins) if (checkin.position === 0) checkin[field] = value;
  }
}
