/**
 * The prefilled-link form as the page holds it (text as typed, answers by field
 * guid) and the request it stands for, checked with the contract's own schema so
 * each message shows beside its field before anything is sent.
 */

import {
  ADDRESS_FIELDS,
  EMERGENCY_CONTACT_PARTS,
  INSURANCE_AND_LICENSE_FIELDS,
} from '../../../../shared/domain/waiver-fields.ts';
import {
  type CheckedPrefillRequest,
  EXPIRATION_PRESETS,
  type PrefillLinkRequest,
  prefillRequestSchema,
  type SigningTemplate,
} from '../../../../shared/ipc/signing.ts';
import { type Checked, checkForm } from '../../forms/check-form.ts';

export interface PersonInputs {
  /** Keeps a row's identity while rows above it are removed. */
  key: number;
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  phone: string;
  gender: string;
  /** Participant questions by field guid. */
  answers: Record<string, string>;
}

export interface GuardianInputs extends PersonInputs {
  relationship: string;
  /** The guardian also takes part. */
  participant: boolean;
}

export const STANDARD_FIELDS = [
  'email',
  ...ADDRESS_FIELDS,
  ...EMERGENCY_CONTACT_PARTS,
  ...INSURANCE_AND_LICENSE_FIELDS,
] as const;
export type StandardField = (typeof STANDARD_FIELDS)[number];

/** The link's lifetime: one of the presets (seconds), or minutes the person typed. */
export type Expiry = { preset: number } | { minutes: string };

export interface PrefillInputs extends Record<StandardField, string> {
  participants: PersonInputs[];
  guardian: GuardianInputs | null;
  /** Waiver questions by field guid. */
  answers: Record<string, string>;
  externalId: string;
  expiry: Expiry;
  kiosk: boolean;
  adult: boolean;
  lockdown: boolean;
  hideOthers: boolean;
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

export function emptyPerson(): PersonInputs {
  return {
    key: nextKey(),
    firstName: '',
    middleName: '',
    lastName: '',
    dob: '',
    phone: '',
    gender: '',
    answers: {},
  };
}

export function emptyGuardian(): GuardianInputs {
  return { ...emptyPerson(), relationship: '', participant: false };
}

/** One hour: long enough to sign at the desk or on the way, short enough not to linger. */
export const DEFAULT_EXPIRY: Expiry = { preset: EXPIRATION_PRESETS[1].seconds };

export function emptyPrefill(): PrefillInputs {
  return {
    participants: [emptyPerson()],
    guardian: null,
    answers: {},
    externalId: '',
    expiry: DEFAULT_EXPIRY,
    kiosk: false,
    adult: false,
    lockdown: false,
    hideOthers: false,
    ...(Object.fromEntries(STANDARD_FIELDS.map((field) => [field, ''])) as Record<StandardField, string>),
  };
}

/** Seconds of the chosen lifetime; NaN for minutes that are not a number (the schema words it). */
export function expirationOf(expiry: Expiry): number {
  if ('preset' in expiry) return expiry.preset;
  const minutes = expiry.minutes.trim();
  return minutes === '' ? Number.NaN : Number(minutes) * 60;
}

/** Only the answers to questions the chosen waiver asks: another waiver's would be sent to the wrong one. */
function answersFor(answers: Record<string, string>, guids: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).filter(([guid]) => guids.has(guid)));
}

export function requestOf(template: SigningTemplate, inputs: PrefillInputs): PrefillLinkRequest {
  const participantGuids = new Set(template.participantFields.map((field) => field.guid));
  const waiverGuids = new Set(template.waiverFields.map((field) => field.guid));
  const person = ({ key: _key, answers, ...fields }: PersonInputs) => ({
    ...fields,
    customFields: answersFor(answers, participantGuids),
  });
  const guardian = inputs.guardian;
  return {
    templateId: template.templateId,
    expiration: expirationOf(inputs.expiry),
    lockdownPrefill: inputs.lockdown,
    kiosk: inputs.kiosk,
    adult: inputs.adult,
    anyoneElseHidden: inputs.hideOthers,
    participants: inputs.participants.map(person),
    guardian: guardian
      ? {
          ...person(guardian),
          // Phone, gender and participant questions are asked only of a guardian who takes
          // part; what the form hides is not sent.
          phone: guardian.participant ? guardian.phone : '',
          gender: guardian.participant ? guardian.gender : '',
          customFields: guardian.participant ? answersFor(guardian.answers, participantGuids) : {},
          relationship: guardian.relationship,
          participant: guardian.participant,
        }
      : null,
    ...(Object.fromEntries(STANDARD_FIELDS.map((field) => [field, inputs[field]])) as Record<
      StandardField,
      string
    >),
    customWaiverFields: answersFor(inputs.answers, waiverGuids),
    external_id: inputs.externalId,
  };
}

export function checkPrefill(
  template: SigningTemplate,
  inputs: PrefillInputs,
): Checked<CheckedPrefillRequest> {
  return checkForm(prefillRequestSchema, requestOf(template, inputs));
}
