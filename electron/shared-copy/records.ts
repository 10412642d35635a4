/**
 * Records as they lie in the shared copy, made by the same code that seals the
 * desk's own copy (normalised, index entries, sealed bodies under the record's
 * id), under the account data key's subkeys instead of the desk's. The digest is
 * a keyed hash of the plain record: storing an unchanged record again changes
 * nothing, so followers are not sent what they already have.
 */
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../shared/domain/waiver.ts';
import { recordIds, sealCheckIn, sealWaiver, unsealCheckIn, unsealWaiver } from '../cache/bodies.ts';
import { waiverEntryOf } from '../cache/index-entries.ts';
import {
  type CheckInInput,
  epochMsOf,
  keyedCheckins,
  normalizeTemplate,
  normalizeWaiver,
  type StoredWaiver,
  type TemplateInput,
  type WaiverInput,
} from '../cache/records.ts';
import { type CacheKeys, seal, unseal } from '../cache/seal.ts';
import type { PurgeResult, PutResult } from '../cache/types.ts';

/** A pooled connection, a session, or the pool itself: each statement here stands alone. */
export type Queryable = pg.Pool | pg.ClientBase;

const digestOf = (keys: CacheKeys, recordId: string, json: string): Buffer =>
  createHmac('sha256', keys.indexKey).update(`digest\u0000${recordId}\u0000${json}`).digest().subarray(0, 16);

/** Upserts waivers in one statement; the last copy of a waiver in the batch wins. */
export async function putSharedWaivers(
  client: Queryable,
  keys: CacheKeys,
  inputs: readonly WaiverInput[],
  now: number,
): Promise<PutResult> {
  const byId = new Map<string, StoredWaiver>();
  let skipped = 0;
  for (const input of inputs) {
    const waiver = normalizeWaiver(input);
    if (waiver) byId.set(waiver.waiverId, waiver);
    else skipped += 1;
  }
  if (byId.size === 0) return { stored: 0, skipped };
  const columns: unknown[][] = [[], [], [], [], [], [], [], [], []];
  for (const waiver of byId.values()) {
    const entry = waiverEntryOf(waiver, keys);
    const values = [
      waiver.waiverId,
      waiver.templateId,
      entry.createdMs,
      now,
      entry.flags,
      entry.autoTag,
      JSON.stringify(entry.people),
      digestOf(keys, recordIds.waiver(waiver.waiverId), JSON.stringify(waiver)),
      sealWaiver(keys, waiver),
    ];
    for (const [index, value] of values.entries()) columns[index]?.push(value);
  }
  await client.query(
    `INSERT INTO waivers (waiver_id, template_id, created_ms, stored_ms, flags, auto_tag, people, digest, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::text[], $7::jsonb[], $8::bytea[], $9::bytea[])
     ON CONFLICT (waiver_id) DO UPDATE SET
       template_id = excluded.template_id, created_ms = excluded.created_ms, stored_ms = excluded.stored_ms,
       flags = excluded.flags, auto_tag = excluded.auto_tag, people = excluded.people,
       digest = excluded.digest, body = excluded.body
     WHERE waivers.digest <> excluded.digest`,
    columns,
  );
  return { stored: byId.size, skipped };
}

export async function putSharedCheckins(
  client: Queryable,
  keys: CacheKeys,
  inputs: readonly CheckInInput[],
  now: number,
): Promise<PutResult> {
  const { byKey, unidentified } = keyedCheckins(inputs);
  if (byKey.size > 0) {
    const columns: unknown[][] = [[], [], [], [], [], []];
    for (const [key, checkin] of byKey) {
      const values = [
        key,
        checkin.waiverId,
        epochMsOf(checkin.date),
        now,
        digestOf(keys, recordIds.checkin(key), JSON.stringify(checkin)),
        sealCheckIn(keys, key, checkin),
      ];
      for (const [index, value] of values.entries()) columns[index]?.push(value);
    }
    await client.query(
      `INSERT INTO checkins (checkin_key, waiver_id, date_ms, stored_ms, digest, body)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bytea[], $6::bytea[])
       ON CONFLICT (checkin_key) DO UPDATE SET
         waiver_id = excluded.waiver_id, date_ms = excluded.date_ms, stored_ms = excluded.stored_ms,
         digest = excluded.digest, body = excluded.body
       WHERE checkins.digest <> excluded.digest`,
      columns,
    );
  }
  return { stored: byKey.size, skipped: unidentified };
}

export async function putSharedTemplates(
  client: Queryable,
  inputs: readonly TemplateInput[],
): Promise<PutResult> {
  const templates = inputs.map(normalizeTemplate).filter((template) => template !== null);
  if (templates.length > 0) {
    const unique = new Map(templates.map((template) => [template.templateId, template]));
    await client.query(
      `INSERT INTO templates (template_id, body)
       SELECT * FROM unnest($1::text[], $2::jsonb[])
       ON CONFLICT (template_id) DO UPDATE SET body = excluded.body WHERE templates.body <> excluded.body`,
      [[...unique.keys()], [...unique.values()].map((template) => JSON.stringify(template))],
    );
  }
  return { stored: templates.length, skipped: inputs.length - templates.length };
}

export async function getSharedSyncState(client: Queryable, key: string): Promise<string | null> {
  const { rows } = await client.query<{ value: string }>('SELECT value FROM sync_state WHERE key = $1', [
    key,
  ]);
  return rows[0]?.value ?? null;
}

export async function setSharedSyncState(
  client: Queryable,
  key: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await client.query('DELETE FROM sync_state WHERE key = $1', [key]);
    return;
  }
  await client.query(
    `INSERT INTO sync_state (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE sync_state.value <> excluded.value`,
    [key, value],
  );
}

/** Retention in the shared copy; each desk purges its own copy by the same rule. */
export async function purgeShared(client: Queryable, epochMs: number): Promise<PurgeResult> {
  const waivers = await client.query('DELETE FROM waivers WHERE coalesce(created_ms, stored_ms) < $1', [
    epochMs,
  ]);
  const checkins = await client.query('DELETE FROM checkins WHERE coalesce(date_ms, stored_ms) < $1', [
    epochMs,
  ]);
  const admissions = await client.query('DELETE FROM admissions WHERE admitted_ms < $1', [epochMs]);
  return {
    waivers: waivers.rowCount ?? 0,
    checkins: checkins.rowCount ?? 0,
    files: 0,
    admissions: admissions.rowCount ?? 0,
  };
}

/**
 * A person admitted at a desk (its own check-in). What the record holds is the
 * check-in flow's; the shared copy seals it whole and keeps in clear only which
 * waiver, when and at which desk.
 */
export interface SharedAdmission {
  admissionId: string;
  deskId: string;
  waiverId: string;
  admittedMs: number;
  record: unknown;
}

const admissionRecordId = (admissionId: string) => `admission:${admissionId}`;

export async function putSharedAdmissions(
  client: Queryable,
  keys: CacheKeys,
  admissions: readonly SharedAdmission[],
): Promise<void> {
  if (admissions.length === 0) return;
  await client.query(
    `INSERT INTO admissions (admission_id, desk_id, waiver_id, admitted_ms, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bytea[])
     ON CONFLICT (admission_id) DO UPDATE SET
       desk_id = excluded.desk_id, waiver_id = excluded.waiver_id, admitted_ms = excluded.admitted_ms, body = excluded.body`,
    [
      admissions.map((admission) => admission.admissionId),
      admissions.map((admission) => admission.deskId),
      admissions.map((admission) => admission.waiverId),
      admissions.map((admission) => admission.admittedMs),
      admissions.map((admission) =>
        seal(
          keys,
          admissionRecordId(admission.admissionId),
          Buffer.from(JSON.stringify(admission.record ?? null)),
        ),
      ),
    ],
  );
}

/** Which of these waivers the shared copy already holds. */
export async function heldSharedWaiverIds(
  client: Queryable,
  waiverIds: readonly string[],
): Promise<Set<string>> {
  if (waiverIds.length === 0) return new Set();
  const { rows } = await client.query<{ waiver_id: string }>(
    'SELECT waiver_id FROM waivers WHERE waiver_id = ANY($1::text[])',
    [[...waiverIds]],
  );
  return new Set(rows.map((row) => row.waiver_id));
}

/** How many waivers the shared copy holds signed in [fromMs, toMs]. */
export async function countSharedSigned(client: Queryable, fromMs: number, toMs: number): Promise<number> {
  const { rows } = await client.query<{ held: string }>(
    'SELECT count(*) AS held FROM waivers WHERE created_ms >= $1 AND created_ms <= $2',
    [fromMs, toMs],
  );
  return Number(rows[0]?.held ?? 0);
}

/** Check-ins dated in [fromMs, toMs), oldest first. */
export async function listSharedCheckins(
  client: Queryable,
  keys: CacheKeys,
  fromMs: number,
  toMs: number,
): Promise<CheckIn[]> {
  const { rows } = await client.query<{ checkin_key: string; body: Buffer }>(
    'SELECT checkin_key, body FROM checkins WHERE date_ms >= $1 AND date_ms < $2 ORDER BY date_ms, checkin_key',
    [fromMs, toMs],
  );
  return rows.map((row) => unsealCheckIn(keys, row.checkin_key, row.body));
}

export async function readWaiversAfter(client: Queryable, keys: CacheKeys, afterSeq: number, limit: number) {
  const { rows } = await client.query<{ seq: string; waiver_id: string; body: Buffer }>(
    'SELECT seq, waiver_id, body FROM waivers WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    waiver: { ...unsealWaiver(keys, row.waiver_id, row.body), pdf: '' } as SignedWaiver,
  }));
}

export async function readCheckinsAfter(client: Queryable, keys: CacheKeys, afterSeq: number, limit: number) {
  const { rows } = await client.query<{ seq: string; checkin_key: string; body: Buffer }>(
    'SELECT seq, checkin_key, body FROM checkins WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    checkin: unsealCheckIn(keys, row.checkin_key, row.body),
  }));
}

export async function readTemplatesAfter(client: Queryable, afterSeq: number, limit: number) {
  const { rows } = await client.query<{ seq: string; body: WaiverTemplate }>(
    'SELECT seq, body FROM templates WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({ seq: Number(row.seq), template: row.body }));
}

export async function readAdmissionsAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
) {
  const { rows } = await client.query<{
    seq: string;
    admission_id: string;
    desk_id: string;
    waiver_id: string;
    admitted_ms: string;
    body: Buffer;
  }>(
    'SELECT seq, admission_id, desk_id, waiver_id, admitted_ms, body FROM admissions WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    admission: {
      admissionId: row.admission_id,
      deskId: row.desk_id,
      waiverId: row.waiver_id,
      admittedMs: Number(row.admitted_ms),
      record: JSON.parse(
        unseal(keys, admissionRecordId(row.admission_id), row.body).toString('utf8'),
      ) as unknown,
    },
  }));
}

export async function readSyncStateAfter(client: Queryable, afterSeq: number, limit: number) {
  const { rows } = await client.query<{ seq: string; key: string; value: string }>(
    'SELECT seq, key, value FROM sync_state WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({ seq: Number(row.seq), key: row.key, value: row.value }));
}
