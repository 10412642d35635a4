/**
 * Canonical shapes of the waiver service's resources (waiver-api.md section 2 and the
 * notes). The sandbox's `strict` shapes emit exactly these (its default `real` and its
 * `loose` shapes send what the service sends); the client normalises looser real-world
 * responses (string booleans, zone-less dates, single-object flags) into them. The
 * people records (a check-in, a signed waiver and its parts, the waivers list's
 * summary) are defined once, as their readers, in records.ts.
 */

import type { CheckIn } from './records.ts';

export type {
  CheckIn,
  CustomFieldValue,
  Flag,
  Guardian,
  Participant,
  SignedWaiver,
  WaiverSummary,
} from './records.ts';

/**
 * What a tolerant list read left out: records that carried nothing to identify them
 * by (a check-in with neither `waiverId` nor `checkinId`, a waiver without
 * `waiverId`, an element that is not an object). A record that can be identified is
 * kept even when other fields are missing, with those fields empty.
 */
export interface SkipReport {
  skipped: number;
  /**
   * When each skipped record was made (ISO 8601), for those that still said so (a
   * waiver's signing time): the same record read again is then counted once.
   */
  skippedAt?: string[];
}

/** 4.3 response member. */
export interface CheckinsPage {
  fromDts: string;
  toDts: string;
  moreCheckins: boolean;
  checkins: CheckIn[];
  /** Elements of the page the client could not identify and left out; absent means none. */
  skipped?: number;
}

/** 2.3 */
export interface PublishedKey {
  createdAt: string;
  key: string;
  label: string;
}

export type WaiverFieldType =
  | 'richtext'
  | 'textbox'
  | 'datebox'
  | 'file'
  | 'optionlist'
  | 'checkboxes'
  | 'radiobuttons';
export type ParticipantFieldType = WaiverFieldType | 'numerictextbox';
export type WaiverFieldDataType = 'string' | 'date' | 'file' | 'array' | 'enum' | 'none';
export type ParticipantFieldDataType = WaiverFieldDataType | 'number';

export interface CustomFieldDefinition<
  TField extends string = ParticipantFieldType,
  TData extends string = ParticipantFieldDataType,
> {
  guid: string;
  fieldType: TField;
  type: TData;
  label: string;
}

export interface TemplateWebhook {
  endpoint: string;
  /** `both`: sent before and again after email verification (the SDKs' third setting). */
  emailValidationRequired: WebhookValidation;
}

/** 2.4 */
export interface WaiverTemplate {
  templateId: string;
  title: string;
  publishedVersion: number;
  publishedOn: string;
  webUrl: string;
  kioskUrl: string;
  vanityUrls: string[];
  webhook: TemplateWebhook | null;
  /** Only with `customFields=true`. */
  customFields?: CustomFieldDefinition<WaiverFieldType, WaiverFieldDataType>[];
  /** Only with `customFields=true`. */
  customParticipantFields?: CustomFieldDefinition[];
}

/** 2.5 */
export interface SearchSummary {
  guid: string;
  count: number;
  pages: number;
  pageSize: number;
}

/** 2.8 */
export interface DynamicTemplate {
  url: string;
  uuid: string;
  expiration: number;
}

export interface DynamicProcessResult {
  waiverId: string;
  transactionId: string;
}

export interface PrefillLink {
  uuid: string;
  /** Seconds (the spec documents a string; the sample shows a number). */
  expiration: number;
  url: string;
}

/** 4.9 */
export interface SmsRecord {
  id: string;
  phone: string;
  template: { uuid: string; title: string };
  /** 1 is success. */
  status: number;
  date: string;
}

/** 4.6: the body of `POST /groups/store`. */
export interface GroupReservationRequest {
  event: { event_date: string; leader: string; name?: string; description?: string };
  leader: { first_name: string; last_name: string; email: string };
  template: string;
  mailer?: 'service' | 'thirdparty';
  participants?: { first_name: string; last_name: string; email?: string }[];
}

/** 4.6: the response, `{ data: GroupReservation }` with no envelope. */
export interface GroupReservation {
  template: string;
  mailer: 'service' | 'thirdparty';
  event: { event_date: string; leader: string; name: string; description: string };
  leader: { first_name: string; last_name: string; email: string };
  user: number;
  invite_urls: { invite_url: string; recipient: string }[];
  group_management: string;
}

/** 4.12: the body of `POST /v4/templates/{templateId}/prefill`. */
export interface PrefillPerson {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  phone?: string;
  gender?: string;
  dob?: string;
  customFields?: Record<string, string>;
}

export interface PrefillRequest {
  expiration: number;
  lockdownPrefill?: boolean;
  kiosk?: boolean;
  adult?: boolean;
  anyoneElseHidden?: boolean;
  participants?: PrefillPerson[];
  guardian?: PrefillPerson & { participant?: boolean; relationship?: string };
  addressLineOne?: string;
  addressLineTwo?: string;
  addressCountry?: string;
  addressCity?: string;
  addressState?: string;
  addressZip?: string;
  email?: string;
  emergencyContactName?: string;
  emergencyContactFirstName?: string;
  emergencyContactLastName?: string;
  emergencyContactRelation?: string;
  emergencyContactPhone?: string;
  insuranceCarrier?: string;
  insurancePolicyNumber?: string;
  driversLicenseState?: string;
  driversLicenseNumber?: string;
  customWaiverFields?: Record<string, string>;
  external_id?: string;
}

/** Notes: `GET /v4/waivers/{id}/photos`. */
export interface WaiverPhotos {
  waiverId: string;
  templateId: string;
  title: string;
  createdOn: string;
  photos: { type: string; date: string; tag: string; fileType: string; photoId: string; photo: string }[];
}

/** Notes: `GET /v4/waivers/{id}/signatures` (Base64 images). */
export interface WaiverSignatures {
  waiverId: string;
  templateId: string;
  title: string;
  createdOn: string;
  signatures: {
    participants: string[];
    guardian: string[];
    bodySignatures: string[];
    bodyInitials: string[];
  };
}

/** Notes: `GET /v4/settings`. */
export interface AccountSettings {
  console: { staticExpiration: string; rollingExpiration: string; rollingExpirationTime: string };
}

export type WebhookValidation = 'yes' | 'no' | 'both';

/** Notes: `GET|PUT /v4/webhooks/configure`. */
export interface WebhookConfig {
  endpoint: string;
  emailValidationRequired: WebhookValidation;
}

/** Notes: `GET /v4/webhooks/queues`. */
export interface WebhookQueueCounts {
  account: { messagesTotal: number; messagesNotVisible: number; messagesDelayed: number };
  templates: {
    templateId: string;
    messagesTotal: number;
    messagesNotVisible: number;
    messagesDelayed: number;
  }[];
}

/** Notes: one queued message, or null when the queue is empty. */
export interface WebhookQueueMessage {
  messageId: string;
  payload: { unique_id: string; event: 'new-waiver' };
}

/** The documented age-verification date of birth (2.6). */
export const AGE_VERIFICATION_DOB = '1800-01-01';

/** Documented limits (waiver-api.md section 8), used by the sandbox to enforce and by the client to plan. */
export const WAIVER_LIMITS = {
  requestsPerWindow: 100,
  searchesPerWindow: 5,
  rateWindowMs: 60_000,
  searchMaxResults: 30_000,
  searchPageSize: 100,
  searchGuidLifetimeMs: 12 * 60 * 60 * 1000,
  checkinLimitMin: 1,
  checkinLimitMax: 100,
  checkinLimitDefault: 20,
  checkinOffsetMax: 1000,
  prefillExpirationMin: 300,
  prefillExpirationMax: 2_592_000,
  externalIdMaxLength: 128,
  autoTagMaxLength: 64,
} as const;
