/**
 * A signed waiver's detail as the waiver page reads it, in every shape the notes
 * allow (see checkin-view.ts for why the page reads at all): booleans as text,
 * `flags` as one object, a guardian without relationship or date of birth, extra
 * fields, anything left out. Each field is its own type or empty.
 */
import type {
  CustomFieldValue,
  Flag,
  Guardian,
  Participant,
  SignedWaiver,
} from '../../../shared/domain/waiver.ts';
import { ADDRESS_FIELDS, INSURANCE_AND_LICENSE_FIELDS } from '../../../shared/domain/waiver-fields.ts';
import type { WaiverDetail } from '../../../shared/ipc/lookup.ts';
import { readMatch } from './match-view.ts';
import { countOf, fieldsOf, listOf, textListOf, textOf, yesOf } from './values.ts';
import { readWaiverVerdict } from './verdict-view.ts';

function readFlag(raw: unknown): Flag | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = fieldsOf(raw);
  return { displayText: textOf(fields.displayText), reason: textOf(fields.reason) };
}

/** A map keyed by field guid; built with fromEntries, so a key such as `__proto__` stays a plain key. */
function readMap<T>(raw: unknown, read: (value: unknown) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(fieldsOf(raw)).map(([guid, value]) => [guid, read(value)]));
}

const readAnswers = (raw: unknown): Record<string, CustomFieldValue> =>
  readMap(raw, (answer) => {
    const fields = fieldsOf(answer);
    return { value: textOf(fields.value), displayText: textOf(fields.displayText) };
  });

const nameFields = (fields: Record<string, unknown>) => ({
  firstName: textOf(fields.firstName),
  middleName: textOf(fields.middleName),
  lastName: textOf(fields.lastName),
});

function readParticipant(raw: unknown): Participant | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = fieldsOf(raw);
  return {
    ...nameFields(fields),
    dob: textOf(fields.dob),
    isMinor: yesOf(fields.isMinor),
    minorExpired: yesOf(fields.minorExpired),
    gender: textOf(fields.gender),
    phone: textOf(fields.phone),
    relationship: textOf(fields.relationship),
    tags: textListOf(fields.tags),
    customParticipantFields: readAnswers(fields.customParticipantFields),
    flags: listOf(fields.flags, readFlag),
  };
}

function readGuardian(raw: unknown): Guardian | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const fields = fieldsOf(raw);
  return {
    ...nameFields(fields),
    phone: textOf(fields.phone),
    dob: textOf(fields.dob),
    relationship: textOf(fields.relationship),
  };
}

/** Text fields of a signed waiver that are shown as they are. */
const TEXT_FIELDS = [
  'waiverId',
  'templateId',
  'title',
  'createdOn',
  'expirationDate',
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'autoTag',
  'clientIP',
  'email',
  ...ADDRESS_FIELDS,
  'emergencyContactName',
  'emergencyContactPhone',
  ...INSURANCE_AND_LICENSE_FIELDS,
  'pdf',
] as const satisfies readonly (keyof SignedWaiver)[];

const YES_NO_FIELDS = [
  'expired',
  'verified',
  'kiosk',
  'isMinor',
  'marketingAllowed',
] as const satisfies readonly (keyof SignedWaiver)[];

export function readSignedWaiver(raw: unknown): SignedWaiver {
  const fields = fieldsOf(raw);
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textOf(fields[name])])) as Pick<
    SignedWaiver,
    (typeof TEXT_FIELDS)[number]
  >;
  const yesNo = Object.fromEntries(YES_NO_FIELDS.map((name) => [name, yesOf(fields[name])])) as Pick<
    SignedWaiver,
    (typeof YES_NO_FIELDS)[number]
  >;
  return {
    ...texts,
    ...yesNo,
    tags: textListOf(fields.tags),
    flags: listOf(fields.flags, readFlag),
    photos: countOf(fields.photos),
    participants: listOf(fields.participants, readParticipant),
    guardian: readGuardian(fields.guardian),
    customWaiverFields: readAnswers(fields.customWaiverFields),
  };
}

export function readWaiverDetail(raw: unknown): WaiverDetail {
  const fields = fieldsOf(raw);
  return {
    waiver: readSignedWaiver(fields.waiver),
    source: fields.source === 'service' ? 'service' : 'copy',
    verdict: readWaiverVerdict(fields.verdict),
    sameTag: listOf(fields.sameTag, readMatch),
    fieldLabels: readMap(fields.fieldLabels, textOf),
    consoleUrl: textOf(fields.consoleUrl),
  };
}
