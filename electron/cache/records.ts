/**
 * What the cache accepts and what it keeps. Records come from the sync engine and
 * may be incomplete; a record that cannot be identified (no waiver id; a check-in
 * with neither its id nor a waiver; no template id) is skipped and counted, anything
 * else is kept with missing fields empty, so every record read back has the full
 * domain shape.
 */
import { checkinKey } from '../../shared/domain/checkin-key.ts';
import type {
  CheckIn,
  CustomFieldValue,
  Flag,
  Guardian,
  Participant,
  SignedWaiver,
  WaiverTemplate,
} from '../../shared/domain/waiver.ts';

export type ParticipantInput = Partial<Participant>;
export type GuardianInput = Partial<Guardian>;
export type WaiverInput = Partial<Omit<SignedWaiver, 'participants' | 'guardian'>> & {
  participants?: readonly ParticipantInput[] | null;
  guardian?: GuardianInput | null;
};
export type CheckInInput = Partial<CheckIn>;
export type TemplateInput = Partial<WaiverTemplate>;

/** The waiver as stored: everything but the Base64 PDF, which is a file of its own. */
export type StoredWaiver = Omit<SignedWaiver, 'pdf'>;

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const yes = (value: unknown): boolean => value === true;
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function flagsOf(value: unknown): Flag[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map((flag) => ({ displayText: text(flag.displayText), reason: text(flag.reason) }));
}

function customFieldsOf(value: unknown): Record<string, CustomFieldValue> {
  const fields: Record<string, CustomFieldValue> = {};
  if (!isObject(value)) return fields;
  for (const [guid, field] of Object.entries(value)) {
    if (isObject(field)) fields[guid] = { value: text(field.value), displayText: text(field.displayText) };
  }
  return fields;
}

function participantOf(value: unknown): Participant {
  const input = isObject(value) ? value : {};
  return {
    firstName: text(input.firstName),
    middleName: text(input.middleName),
    lastName: text(input.lastName),
    dob: text(input.dob),
    isMinor: yes(input.isMinor),
    minorExpired: yes(input.minorExpired),
    gender: text(input.gender),
    phone: text(input.phone),
    relationship: text(input.relationship),
    tags: texts(input.tags),
    customParticipantFields: customFieldsOf(input.customParticipantFields),
    flags: flagsOf(input.flags),
  };
}

function guardianOf(value: unknown): Guardian | null {
  if (!isObject(value)) return null;
  return {
    firstName: text(value.firstName),
    middleName: text(value.middleName),
    lastName: text(value.lastName),
    phone: text(value.phone),
    dob: text(value.dob),
    relationship: text(value.relationship),
  };
}

function identifier(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The waiver with every field present, or null when it has no waiver id. */
export function normalizeWaiver(value: unknown): StoredWaiver | null {
  if (!isObject(value)) return null;
  const waiverId = identifier(value.waiverId);
  if (waiverId === null) return null;
  return {
    waiverId,
    templateId: identifier(value.templateId) ?? '',
    title: text(value.title),
    createdOn: text(value.createdOn),
    expirationDate: text(value.expirationDate),
    expired: yes(value.expired),
    verified: yes(value.verified),
    kiosk: yes(value.kiosk),
    firstName: text(value.firstName),
    middleName: text(value.middleName),
    lastName: text(value.lastName),
    dob: text(value.dob),
    isMinor: yes(value.isMinor),
    autoTag: text(value.autoTag),
    clientIP: text(value.clientIP),
    email: text(value.email),
    marketingAllowed: yes(value.marketingAllowed),
    addressLineOne: text(value.addressLineOne),
    addressLineTwo: text(value.addressLineTwo),
    addressCity: text(value.addressCity),
    addressState: text(value.addressState),
    addressZip: text(value.addressZip),
    addressCountry: text(value.addressCountry),
    emergencyContactName: text(value.emergencyContactName),
    emergencyContactPhone: text(value.emergencyContactPhone),
    insuranceCarrier: text(value.insuranceCarrier),
    insurancePolicyNumber: text(value.insurancePolicyNumber),
    driversLicenseNumber: text(value.driversLicenseNumber),
    driversLicenseState: text(value.driversLicenseState),
    tags: texts(value.tags),
    flags: flagsOf(value.flags),
    photos: count(value.photos),
    participants: Array.isArray(value.participants) ? value.participants.map(participantOf) : [],
    guardian: guardianOf(value.guardian),
    customWaiverFields: customFieldsOf(value.customWaiverFields),
  };
}

/**
 * The check-in with every field present (a missing id as 0), or null when nothing
 * identifies it: neither the service's id nor a waiver (see checkinKey).
 */
export function normalizeCheckIn(value: unknown): CheckIn | null {
  if (!isObject(value)) return null;
  const id = Number(value.checkinId);
  const checkin: CheckIn = {
    checkinId: value.checkinId === '' || value.checkinId === null || !Number.isSafeInteger(id) ? 0 : id,
    date: text(value.date),
    waiverId: text(value.waiverId),
    position: typeof value.position === 'number' ? value.position : 0,
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    isMinor: yes(value.isMinor),
    dateSigned: text(value.dateSigned),
    templateId: count(Number(value.templateId)),
  };
  return checkinKey(checkin) === null ? null : checkin;
}

/** Check-ins by their key (checkinKey), each once (the last copy wins), and how many nothing identified. */
export function keyedCheckins(inputs: readonly unknown[]): {
  byKey: Map<string, CheckIn>;
  unidentified: number;
} {
  const byKey = new Map<string, CheckIn>();
  let unidentified = 0;
  for (const input of inputs) {
    const checkin = normalizeCheckIn(input);
    const key = checkin && checkinKey(checkin);
    if (checkin && key) byKey.set(key, checkin);
    else unidentified += 1;
  }
  return { byKey, unidentified };
}

/** The template as given (it holds no personal data), or null when it has no template id. */
export function normalizeTemplate(value: unknown): WaiverTemplate | null {
  if (!isObject(value)) return null;
  const templateId = identifier(value.templateId);
  if (templateId === null) return null;
  return {
    ...value,
    templateId,
    title: text(value.title),
    publishedVersion: count(value.publishedVersion),
    publishedOn: text(value.publishedOn),
    webUrl: text(value.webUrl),
    kioskUrl: text(value.kioskUrl),
    vanityUrls: texts(value.vanityUrls),
    webhook: isObject(value.webhook) ? (value.webhook as unknown as WaiverTemplate['webhook']) : null,
  };
}

/** Epoch ms of an ISO date-time, or null when it is missing or unreadable. */
export function epochMsOf(isoDateTime: string): number | null {
  if (isoDateTime === '') return null;
  const ms = Date.parse(isoDateTime);
  return Number.isFinite(ms) ? ms : null;
}
