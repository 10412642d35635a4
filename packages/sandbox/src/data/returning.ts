/**
 * A walk-in who has signed before: the household is read back from one of their
 * waivers, so the new waiver repeats their names, dates of birth, email, address and
 * customer number.
 */
import {
  AGE_VERIFICATION_DOB,
  type Guardian,
  type Participant,
  type SignedWaiver,
} from '../../../../shared/domain/waiver.ts';
import type { CalendarDate } from './iso.ts';
import { RELATIONSHIPS_BY_GENDER } from './names.ts';
import type { Household, Person } from './people.ts';
import type { TemplatePlan } from './templates.ts';

function parseDate(iso: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
}

/** A guardian's gender is not recorded; their relationship ("Mother") tells it. */
function genderFromRelationship(relationship: string): string {
  for (const [gender, relationships] of Object.entries(RELATIONSHIPS_BY_GENDER)) {
    if (gender && relationships.some(([name]) => name === relationship)) return gender;
  }
  return '';
}

function personOf(signer: Participant | Guardian): Person {
  return {
    firstName: signer.firstName,
    middleName: signer.middleName,
    lastName: signer.lastName,
    gender: 'gender' in signer ? signer.gender : genderFromRelationship(signer.relationship),
    phone: signer.phone,
    birth: parseDate(signer.dob),
    dob: signer.dob,
  };
}

/**
 * The household behind `waiver`, or null when it cannot be told apart (no email to
 * recognise them by, or dates of birth hidden by an age-verification template).
 */
export function householdFromWaiver(waiver: SignedWaiver, plan: TemplatePlan): Household | null {
  if (!waiver.email || waiver.participants.some((participant) => participant.dob === AGE_VERIFICATION_DOB)) {
    return null;
  }
  const adults = waiver.guardian
    ? [personOf(waiver.guardian)]
    : waiver.participants
        .filter((participant) => !participant.isMinor)
        .slice(0, 2)
        .map(personOf);
  const [primary] = adults;
  if (!primary) return null;
  return {
    adults,
    children: waiver.participants.filter((participant) => participant.isMinor).map(personOf),
    email: waiver.email,
    marketingAllowed: waiver.marketingAllowed,
    address: {
      lineOne: waiver.addressLineOne,
      lineTwo: waiver.addressLineTwo,
      city: waiver.addressCity,
      state: waiver.addressState,
      zip: waiver.addressZip,
      country: waiver.addressCountry,
    },
    emergencyContact: { name: waiver.emergencyContactName, phone: waiver.emergencyContactPhone },
    insurance: waiver.insuranceCarrier
      ? { carrier: waiver.insuranceCarrier, policyNumber: waiver.insurancePolicyNumber }
      : null,
    driversLicense: waiver.driversLicenseNumber
      ? { number: waiver.driversLicenseNumber, state: waiver.driversLicenseState }
      : null,
    autoTag: waiver.autoTag,
    favoritePlan: plan,
  };
}
