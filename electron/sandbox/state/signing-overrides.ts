/**
 * What a test may fix about a simulated signing: the text the signer typed (any
 * text at all, so the desk can be shown hostile input: markup, right-to-left
 * marks, emoji, control characters, very long strings) and when it was signed
 * (earlier today, so its check-in falls in an hour the service already reports).
 */
import type { CheckIn, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { ADDRESS_FIELDS, INSURANCE_AND_LICENSE_FIELDS } from '../../../shared/domain/waiver-fields.ts';

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

export interface SigningOverrides {
  /** Replaces what the generator made up; names apply to the signer, the first participant, too. */
  fields?: SigningFields;
  /** Epoch ms of the signing, not after the sandbox's now; default now. */
  signedAt?: number;
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
