/**
 * The service's people records, each defined once: a check-in, a signed waiver with
 * its participants, guardian, flags and custom answers, and the waivers list's
 * summary (waiver-api.md section 2 and the notes). Their types are derived from
 * these schemas, and every reader of them is total: a field that cannot be read is
 * that field's empty value. The client reads the service's answers with them, the
 * copy reads what it stores and unseals, and the page reads the desk's answers,
 * so a new field is one edit here (and its words where it is shown).
 *
 * What identifies a record is part of its kind (`RecordKind`): a list leaves out and
 * counts a record with nothing to identify it by, and the copy stores none.
 */
import { z } from 'zod';
import { checkinKey } from './checkin-key.ts';
import {
  dateTimeField,
  identifierField,
  integerField,
  isPlainObject,
  textField,
  textListField,
  totalListOf,
  totalMapOf,
  totalRecord,
  yesField,
} from './record-values.ts';

/** A kind of record: its total reader, and what identifies one once read. */
export interface RecordKind<T> {
  read: z.ZodType<T>;
  identifies(record: T): boolean;
  /** When a record left out was made (ISO 8601), if it says: tells it apart when it is read again. */
  madeAt?(record: T): string | null;
}

/** The record `raw` holds, read; null when it is not an object or nothing identifies it. */
export function readRecord<T>(kind: RecordKind<T>, raw: unknown): T | null {
  if (!isPlainObject(raw)) return null;
  const record = kind.read.parse(raw);
  return kind.identifies(record) ? record : null;
}

/** 2.2 */
export const checkInRecord = totalRecord({
  /** 0 when the service sent none: real ids start far above it. */
  checkinId: integerField,
  date: dateTimeField,
  waiverId: identifierField,
  /** 0-based index in the waiver's participants; -1 is the guardian. */
  position: integerField,
  firstName: textField,
  lastName: textField,
  isMinor: yesField,
  /** '' when the service sent none (as `date` is when it sent none). */
  dateSigned: dateTimeField,
  /** 0 when the service sent none. */
  templateId: integerField,
});
export type CheckIn = z.output<typeof checkInRecord>;

/** A check-in is known by its own id or by its waiver (checkinKey); either is enough to show it. */
export const checkIns: RecordKind<CheckIn> = {
  read: checkInRecord,
  identifies: (checkin) => checkinKey(checkin) !== null,
};

const flagRecord = z.object({ displayText: textField, reason: textField });
export type Flag = z.output<typeof flagRecord>;

/** Flags as a list; a single object is one flag, an empty one is none. */
const flagsField = totalListOf(flagRecord).transform((list) =>
  list.filter((flag) => flag.displayText !== '' || flag.reason !== ''),
);

const fieldValueRecord = z.object({ value: textField, displayText: textField });
export type CustomFieldValue = z.output<typeof fieldValueRecord>;

/** Custom answers by field GUID. */
const answersField = totalMapOf(fieldValueRecord);

const nameFields = { firstName: textField, middleName: textField, lastName: textField };

/** 2.7 */
const participantRecord = z.object({
  ...nameFields,
  dob: textField,
  isMinor: yesField,
  minorExpired: yesField,
  gender: textField,
  phone: textField,
  relationship: textField,
  tags: textListField,
  customParticipantFields: answersField,
  flags: flagsField,
});
export type Participant = z.output<typeof participantRecord>;

const guardianRecord = z.object({
  ...nameFields,
  phone: textField,
  dob: textField,
  relationship: textField,
});
export type Guardian = z.output<typeof guardianRecord>;

/** Present when only minors are on the waiver, otherwise null. */
const guardianField = z.transform((raw): Guardian | null =>
  isPlainObject(raw) ? guardianRecord.parse(raw) : null,
);

const summaryShape = {
  waiverId: identifierField,
  templateId: identifierField,
  title: textField,
  createdOn: dateTimeField,
  expirationDate: dateTimeField,
  expired: yesField,
  verified: yesField,
  kiosk: yesField,
  ...nameFields,
  dob: textField,
  isMinor: yesField,
  autoTag: textField,
  tags: textListField,
  flags: flagsField,
};

/** Element of `GET /v4/waivers` (notes: "a short summary list"). */
export const waiverSummaryRecord = totalRecord(summaryShape);
export type WaiverSummary = z.output<typeof waiverSummaryRecord>;

/** A waiver is known by its id alone; one left out still says when it was signed, mostly. */
const waiverKind = {
  identifies: (waiver: WaiverSummary) => waiver.waiverId !== '',
  madeAt: (waiver: WaiverSummary) => (waiver.createdOn === '' ? null : waiver.createdOn),
};

export const waiverSummaries: RecordKind<WaiverSummary> = { read: waiverSummaryRecord, ...waiverKind };

/** 2.6 */
export const signedWaiverRecord = totalRecord({
  ...summaryShape,
  clientIP: textField,
  email: textField,
  marketingAllowed: yesField,
  addressLineOne: textField,
  addressLineTwo: textField,
  addressCity: textField,
  addressState: textField,
  addressZip: textField,
  addressCountry: textField,
  emergencyContactName: textField,
  emergencyContactPhone: textField,
  insuranceCarrier: textField,
  insurancePolicyNumber: textField,
  driversLicenseNumber: textField,
  driversLicenseState: textField,
  photos: integerField,
  participants: totalListOf(participantRecord),
  /** Base64; empty unless requested with `pdf=true`. */
  pdf: textField,
  guardian: guardianField,
  customWaiverFields: answersField,
});
export type SignedWaiver = z.output<typeof signedWaiverRecord>;

export const signedWaivers: RecordKind<SignedWaiver> = { read: signedWaiverRecord, ...waiverKind };
