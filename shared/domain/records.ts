/**
 * The service's people records, each defined once: a check-in, a signed waiver with
 * its participants, guardian, flags and custom answers, and the waivers list's
 * summary (waiver-api.md section 2 and the notes). Each record's reader is its
 * definition: it names every field with the total reader of its value
 * (record-values.ts), the record's type is what it returns, and it never fails (a
 * field that cannot be read is that field's empty value). The client reads the
 * service's answers with them, the copy reads what it stores and unseals, and the
 * page reads the desk's answers, so a new field is one edit here (and its words
 * where it is shown).
 *
 * They are object literals rather than a schema library's objects on purpose: they
 * run for every waiver a backfill stores and every row a lookup unseals, and a
 * literal is read at the speed of hand-written code, where zod's per-field parse cost
 * a fifth of the copy's ingest rate and 37 MB of a desk's memory (bench cache, lookup).
 *
 * What identifies a record is part of its kind (`RecordKind`): a list leaves out and
 * counts a record with nothing to identify it by, and the copy stores none.
 */
import { checkinKey } from './checkin-key.ts';
import {
  dateTimeOf,
  fieldsOf,
  identifierOf,
  integerOf,
  isPlainObject,
  recordMapOf,
  recordsOf,
  textOf,
  textsOf,
  yesOf,
} from './record-values.ts';

/** A kind of record: its total reader, and what identifies one once read. */
export interface RecordKind<T> {
  read(raw: unknown): T;
  identifies(record: T): boolean;
  /** When a record left out was made (ISO 8601), if it says: tells it apart when it is read again. */
  madeAt?(record: T): string | null;
}

/** The record `raw` holds, read; null when it is not an object or nothing identifies it. */
export function readRecord<T>(kind: RecordKind<T>, raw: unknown): T | null {
  if (!isPlainObject(raw)) return null;
  const record = kind.read(raw);
  return kind.identifies(record) ? record : null;
}

/** 2.2 */
export function readCheckIn(raw: unknown) {
  const sent = fieldsOf(raw);
  return {
    /** 0 when the service sent none: real ids start far above it. */
    checkinId: integerOf(sent.checkinId),
    date: dateTimeOf(sent.date),
    waiverId: identifierOf(sent.waiverId),
    /** 0-based index in the waiver's participants; -1 is the guardian. */
    position: integerOf(sent.position),
    firstName: textOf(sent.firstName),
    lastName: textOf(sent.lastName),
    isMinor: yesOf(sent.isMinor),
    /** '' when the service sent none (as `date` is when it sent none). */
    dateSigned: dateTimeOf(sent.dateSigned),
    /** 0 when the service sent none. */
    templateId: integerOf(sent.templateId),
  };
}
export type CheckIn = ReturnType<typeof readCheckIn>;

/** A check-in is known by its own id or by its waiver (checkinKey); either is enough to show it. */
export const checkIns: RecordKind<CheckIn> = {
  read: readCheckIn,
  identifies: (checkin) => checkinKey(checkin) !== null,
};

function readFlag(raw: unknown) {
  const sent = fieldsOf(raw);
  return { displayText: textOf(sent.displayText), reason: textOf(sent.reason) };
}
export type Flag = ReturnType<typeof readFlag>;
const readFlagList = recordsOf(readFlag);

/** Flags as a list; a single object is one flag, an empty one is none. */
const flagsOf = (value: unknown): Flag[] =>
  readFlagList(value).filter((flag) => flag.displayText !== '' || flag.reason !== '');

function readAnswer(raw: unknown) {
  const sent = fieldsOf(raw);
  return { value: textOf(sent.value), displayText: textOf(sent.displayText) };
}
export type CustomFieldValue = ReturnType<typeof readAnswer>;

/** Custom answers by field GUID. */
const answersOf = recordMapOf(readAnswer);

/** 2.7 */
function readParticipant(raw: unknown) {
  const sent = fieldsOf(raw);
  return {
    firstName: textOf(sent.firstName),
    middleName: textOf(sent.middleName),
    lastName: textOf(sent.lastName),
    dob: textOf(sent.dob),
    isMinor: yesOf(sent.isMinor),
    minorExpired: yesOf(sent.minorExpired),
    gender: textOf(sent.gender),
    phone: textOf(sent.phone),
    relationship: textOf(sent.relationship),
    tags: textsOf(sent.tags),
    customParticipantFields: answersOf(sent.customParticipantFields),
    flags: flagsOf(sent.flags),
  };
}
export type Participant = ReturnType<typeof readParticipant>;
const participantsOf = recordsOf(readParticipant);

function readGuardian(sent: Record<string, unknown>) {
  return {
    firstName: textOf(sent.firstName),
    middleName: textOf(sent.middleName),
    lastName: textOf(sent.lastName),
    phone: textOf(sent.phone),
    dob: textOf(sent.dob),
    relationship: textOf(sent.relationship),
  };
}
export type Guardian = ReturnType<typeof readGuardian>;

/** Present when only minors are on the waiver, otherwise null. */
const guardianOf = (raw: unknown): Guardian | null => (isPlainObject(raw) ? readGuardian(raw) : null);

/**
 * 2.6, all but the PDF: what the copy keeps of a waiver (the PDF is a file of its
 * own). The summary and the waiver with its PDF are built on it.
 */
export function readStoredWaiver(raw: unknown) {
  const sent = fieldsOf(raw);
  return {
    waiverId: identifierOf(sent.waiverId),
    templateId: identifierOf(sent.templateId),
    title: textOf(sent.title),
    createdOn: dateTimeOf(sent.createdOn),
    expirationDate: dateTimeOf(sent.expirationDate),
    expired: yesOf(sent.expired),
    verified: yesOf(sent.verified),
    kiosk: yesOf(sent.kiosk),
    firstName: textOf(sent.firstName),
    middleName: textOf(sent.middleName),
    lastName: textOf(sent.lastName),
    dob: textOf(sent.dob),
    isMinor: yesOf(sent.isMinor),
    autoTag: textOf(sent.autoTag),
    tags: textsOf(sent.tags),
    flags: flagsOf(sent.flags),
    clientIP: textOf(sent.clientIP),
    email: textOf(sent.email),
    marketingAllowed: yesOf(sent.marketingAllowed),
    addressLineOne: textOf(sent.addressLineOne),
    addressLineTwo: textOf(sent.addressLineTwo),
    addressCity: textOf(sent.addressCity),
    addressState: textOf(sent.addressState),
    addressZip: textOf(sent.addressZip),
    addressCountry: textOf(sent.addressCountry),
    emergencyContactName: textOf(sent.emergencyContactName),
    emergencyContactPhone: textOf(sent.emergencyContactPhone),
    insuranceCarrier: textOf(sent.insuranceCarrier),
    insurancePolicyNumber: textOf(sent.insurancePolicyNumber),
    driversLicenseNumber: textOf(sent.driversLicenseNumber),
    driversLicenseState: textOf(sent.driversLicenseState),
    photos: integerOf(sent.photos),
    participants: participantsOf(sent.participants),
    guardian: guardianOf(sent.guardian),
    customWaiverFields: answersOf(sent.customWaiverFields),
  };
}
export type StoredWaiver = ReturnType<typeof readStoredWaiver>;

/** The members of an element of `GET /v4/waivers` (notes: "a short summary list"). */
const SUMMARY_FIELDS = [
  'waiverId',
  'templateId',
  'title',
  'createdOn',
  'expirationDate',
  'expired',
  'verified',
  'kiosk',
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'isMinor',
  'autoTag',
  'tags',
  'flags',
] as const satisfies readonly (keyof StoredWaiver)[];
export type WaiverSummary = Pick<StoredWaiver, (typeof SUMMARY_FIELDS)[number]>;

/** A summary: the waiver's reader, kept to the summary's members (the list is read rarely). */
export function readWaiverSummary(raw: unknown): WaiverSummary {
  const waiver = readStoredWaiver(raw);
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, waiver[field]])) as WaiverSummary;
}

/** 2.6: the waiver with its PDF (Base64; empty unless requested with `pdf=true`). */
export function readSignedWaiver(raw: unknown) {
  return { ...readStoredWaiver(raw), pdf: textOf(fieldsOf(raw).pdf) };
}
export type SignedWaiver = ReturnType<typeof readSignedWaiver>;

/** A waiver is known by its id alone; one left out still says when it was signed, mostly. */
const waiverKind = {
  identifies: (waiver: WaiverSummary) => waiver.waiverId !== '',
  madeAt: (waiver: WaiverSummary) => (waiver.createdOn === '' ? null : waiver.createdOn),
};

export const waiverSummaries: RecordKind<WaiverSummary> = { read: readWaiverSummary, ...waiverKind };
export const storedWaivers: RecordKind<StoredWaiver> = { read: readStoredWaiver, ...waiverKind };
export const signedWaivers: RecordKind<SignedWaiver> = { read: readSignedWaiver, ...waiverKind };
