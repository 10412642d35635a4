/**
 * Record bodies as they lie in the database: JSON, deflated (waivers only: their
 * custom-field answers repeat and shrink to about 40 %), then sealed under the
 * record's id. Each record id names its kind, so bodies of different kinds never
 * open for each other.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { readCheckIn, readStoredWaiver } from '../../shared/domain/records.ts';
import type { CheckIn, WaiverTemplate } from '../../shared/domain/waiver.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';
import type { StoredWaiver } from './records.ts';
import { type CacheKeys, seal, unseal } from './seal.ts';

// Level 1 with a small window: deflate was the largest share of ingest time in a
// backfill profile, and level 1 keeps most of the saving (a 2 KB record) for far less
// work; a 4 KB output chunk (the default is 16 KB) holds a whole compressed record
// without allocating more than it needs (measured on the sandbox's waivers).
const DEFLATE_OPTIONS = { level: 1, windowBits: 13, memLevel: 5, chunkSize: 4096 } as const;

export const recordIds = {
  waiver: (waiverId: string) => `waiver:${waiverId}`,
  /** By its key (shared/domain/checkin-key.ts): the service's id, which bodies sealed before derived keys used too. */
  checkin: (key: string) => `checkin:${key}`,
  admission: (admissionId: string) => `admission:${admissionId}`,
  admissionChange: (changeId: string) => `admission-change:${changeId}`,
  template: (templateId: string) => `template:${templateId}`,
  file: (kind: string, fileId: string, contentType: string) => `file:${kind}:${fileId}:${contentType}`,
};

export function sealWaiver(keys: CacheKeys, waiver: StoredWaiver): Buffer {
  const json = Buffer.from(JSON.stringify(waiver));
  return seal(keys, recordIds.waiver(waiver.waiverId), deflateRawSync(json, DEFLATE_OPTIONS));
}

export function unsealWaiver(keys: CacheKeys, waiverId: string, sealed: Uint8Array): StoredWaiver {
  const json = inflateRawSync(unseal(keys, recordIds.waiver(waiverId), sealed));
  // Read as every waiver is: a body an earlier version sealed has each newer field empty.
  return readStoredWaiver(JSON.parse(json.toString('utf8')));
}

export function sealCheckIn(keys: CacheKeys, key: string, checkin: CheckIn): Buffer {
  return seal(keys, recordIds.checkin(key), Buffer.from(JSON.stringify(checkin)));
}

export function unsealCheckIn(keys: CacheKeys, key: string, sealed: Uint8Array): CheckIn {
  return readCheckIn(JSON.parse(unseal(keys, recordIds.checkin(key), sealed).toString('utf8')));
}

export function sealAdmission(keys: CacheKeys, admission: Admission): Buffer {
  return seal(keys, recordIds.admission(admission.admissionId), Buffer.from(JSON.stringify(admission)));
}

export function unsealAdmission(keys: CacheKeys, admissionId: string, sealed: Uint8Array): Admission {
  return JSON.parse(unseal(keys, recordIds.admission(admissionId), sealed).toString('utf8')) as Admission;
}

export function sealAdmissionChange(keys: CacheKeys, change: AdmissionChange): Buffer {
  return seal(keys, recordIds.admissionChange(change.changeId), Buffer.from(JSON.stringify(change)));
}

export function unsealAdmissionChange(
  keys: CacheKeys,
  changeId: string,
  sealed: Uint8Array,
): AdmissionChange {
  return JSON.parse(
    unseal(keys, recordIds.admissionChange(changeId), sealed).toString('utf8'),
  ) as AdmissionChange;
}

/**
 * Templates describe the form, not the people; they are sealed all the same,
 * because a service can echo what it was sent (the API key) into a title.
 */
export function sealTemplate(keys: CacheKeys, template: WaiverTemplate): Buffer {
  return seal(keys, recordIds.template(template.templateId), Buffer.from(JSON.stringify(template)));
}

export function unsealTemplate(keys: CacheKeys, templateId: string, sealed: Uint8Array): WaiverTemplate {
  return JSON.parse(unseal(keys, recordIds.template(templateId), sealed).toString('utf8')) as WaiverTemplate;
}
