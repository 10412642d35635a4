/**
 * Records as they lie in the shared copy, made by the same code that seals the
 * desk's own copy (normalised, sealed bodies under the record's id), under the
 * account data key's subkeys instead of the desk's. Beside each body only what
 * following and retention need (see schema.ts): no name, tag or contact, and no
 * waiver beside a visit. The digest is a keyed hash of the plain record: storing
 * an unchanged record again changes nothing, so followers are not sent what they
 * already have.
 *
 * Reading back, a body that does not open (damaged, or written by someone
 * without the key) is one row: it comes back without its record, for the
 * follower to set aside and count, never sinking the rows around it.
 */
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../shared/domain/waiver.ts';
import {
  recordIds,
  sealCheckIn,
  sealTemplate,
  sealWaiver,
  unsealCheckIn,
  unsealTemplate,
  unsealWaiver,
} from '../cache/bodies.ts';
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
import type { SharedTable, UnreadableRow } from './unreadable-rows.ts';

/** A pooled connection, a session, or the pool itself: each statement here stands alone. */
export type Queryable = pg.Pool | pg.ClientBase;

const digestOf = (keys: CacheKeys, recordId: string, json: string): Buffer =>
  createHmac('sha256', keys.indexKey).update(`digest\u0000${recordId}\u0000${json}`).digest().subarray(0, 16);

const DAY_MS = 86_400_000;
/** An instant kept to its day (UTC): what retention needs of when a waiver was signed or stored. */
const dayOf = (epochMs: number | null): number | null =>
  epochMs === null ? null : epochMs - (((epochMs % DAY_MS) + DAY_MS) % DAY_MS);

/**
 * Upserts waivers in one statement; the last copy of a waiver in the batch wins.
 * `rewrite` stores them even where the digest says nothing changed: a row whose
 * body does not open is written anew (its digest may still be the good one's).
 */
export async function putSharedWaivers(
  client: Queryable,
  keys: CacheKeys,
  inputs: readonly WaiverInput[],
  now: number,
  options: { rewrite?: boolean } = {},
): Promise<PutResult> {
  const byId = new Map<string, StoredWaiver>();
  let skipped = 0;
  for (const input of inputs) {
    const waiver = normalizeWaiver(input);
    if (waiver) byId.set(waiver.waiverId, waiver);
    else skipped += 1;
  }
  if (byId.size === 0) return { stored: 0, skipped };
  const columns: unknown[][] = [[], [], [], [], [], []];
  for (const waiver of byId.values()) {
    const values = [
      waiver.waiverId,
      waiver.templateId,
      dayOf(epochMsOf(waiver.createdOn)),
      dayOf(now),
      digestOf(keys, recordIds.waiver(waiver.waiverId), JSON.stringify(waiver)),
      sealWaiver(keys, waiver),
    ];
    for (const [index, value] of values.entries()) columns[index]?.push(value);
  }
  await client.query(
    `INSERT INTO waivers (waiver_id, template_id, signed_day_ms, stored_day_ms, digest, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bytea[], $6::bytea[])
     ON CONFLICT (waiver_id) DO UPDATE SET
       template_id = excluded.template_id, signed_day_ms = excluded.signed_day_ms,
       stored_day_ms = excluded.stored_day_ms, digest = excluded.digest, body = excluded.body
     WHERE $7::boolean OR waivers.digest <> excluded.digest`,
    [...columns, options.rewrite === true],
  );
  return { stored: byId.size, skipped };
}

/**
 * A check-in's key as the shared database shows it: the service's id as it is, a
 * key made of its waiver, place and time (one sent without an id) as a keyed hash,
 * since whoever runs the database must not learn whose visit a row is. The body is
 * sealed under this key, so a desk reading the row opens it by the column alone.
 */
function sharedCheckinKey(keys: CacheKeys, key: string): string {
  if (/^\d+$/.test(key)) return key;
  return `h${createHmac('sha256', keys.indexKey).update(`checkin\u0000${key}`).digest('base64url').slice(0, 32)}`;
}

export async function putSharedCheckins(
  client: Queryable,
  keys: CacheKeys,
  inputs: readonly CheckInInput[],
  now: number,
): Promise<PutResult> {
  const { byKey, unidentified } = keyedCheckins(inputs);
  if (byKey.size > 0) {
    const columns: unknown[][] = [[], [], [], [], []];
    for (const [clearKey, checkin] of byKey) {
      const key = sharedCheckinKey(keys, clearKey);
      const values = [
        key,
        epochMsOf(checkin.date),
        now,
        digestOf(keys, recordIds.checkin(key), JSON.stringify(checkin)),
        sealCheckIn(keys, key, checkin),
      ];
      for (const [index, value] of values.entries()) columns[index]?.push(value);
    }
    await client.query(
      `INSERT INTO checkins (checkin_key, date_ms, stored_ms, digest, body)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bytea[], $5::bytea[])
       ON CONFLICT (checkin_key) DO UPDATE SET
         date_ms = excluded.date_ms, stored_ms = excluded.stored_ms,
         digest = excluded.digest, body = excluded.body
       WHERE checkins.digest <> excluded.digest`,
      columns,
    );
  }
  return { stored: byKey.size, skipped: unidentified };
}

/** Templates, sealed like every body: a service can echo the API key into a title. */
export async function putSharedTemplates(
  client: Queryable,
  keys: CacheKeys,
  inputs: readonly TemplateInput[],
  options: { rewrite?: boolean } = {},
): Promise<PutResult> {
  const templates = inputs.map(normalizeTemplate).filter((template) => template !== null);
  if (templates.length > 0) {
    const unique = [...new Map(templates.map((template) => [template.templateId, template])).values()];
    await client.query(
      `INSERT INTO templates (template_id, digest, body)
       SELECT * FROM unnest($1::text[], $2::bytea[], $3::bytea[])
       ON CONFLICT (template_id) DO UPDATE SET digest = excluded.digest, body = excluded.body
       WHERE $4::boolean OR templates.digest <> excluded.digest`,
      [
        unique.map((template) => template.templateId),
        unique.map((template) =>
          digestOf(keys, recordIds.template(template.templateId), JSON.stringify(template)),
        ),
        unique.map((template) => sealTemplate(keys, template)),
        options.rewrite === true,
      ],
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
  // A waiver's times are kept to the day: it goes once the whole of its day is past the window.
  const waivers = await client.query(
    'DELETE FROM waivers WHERE coalesce(signed_day_ms, stored_day_ms) + $2 <= $1',
    [epochMs, DAY_MS],
  );
  const checkins = await client.query('DELETE FROM checkins WHERE coalesce(date_ms, stored_ms) < $1', [
    epochMs,
  ]);
  const admissions = await client.query('DELETE FROM admissions WHERE admitted_ms < $1', [epochMs]);
  await client.query('DELETE FROM admission_changes WHERE changed_ms < $1', [epochMs]);
  return {
    waivers: waivers.rowCount ?? 0,
    checkins: checkins.rowCount ?? 0,
    files: 0,
    admissions: admissions.rowCount ?? 0,
  };
}

/**
 * A person admitted at a desk (its own check-in). What the record holds is the
 * check-in flow's; the shared copy seals it whole and keeps in clear only when
 * and at which desk: which waiver is in the sealed record alone.
 */
export interface SharedAdmission {
  admissionId: string;
  deskId: string;
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
    `INSERT INTO admissions (admission_id, desk_id, admitted_ms, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bytea[])
     ON CONFLICT (admission_id) DO UPDATE SET
       desk_id = excluded.desk_id, admitted_ms = excluded.admitted_ms, body = excluded.body`,
    [
      admissions.map((admission) => admission.admissionId),
      admissions.map((admission) => admission.deskId),
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

/**
 * A check-in taken back or someone marked as left (a change of its own beside the
 * check-in): sealed whole, when and at which desk in clear.
 */
export interface SharedAdmissionChange {
  changeId: string;
  deskId: string;
  changedMs: number;
  record: unknown;
}

const admissionChangeRecordId = (changeId: string) => `admission-change:${changeId}`;

export async function putSharedAdmissionChanges(
  client: Queryable,
  keys: CacheKeys,
  changes: readonly SharedAdmissionChange[],
): Promise<void> {
  if (changes.length === 0) return;
  // A change never changes: one already there stays as it is.
  await client.query(
    `INSERT INTO admission_changes (change_id, desk_id, changed_ms, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bytea[])
     ON CONFLICT (change_id) DO NOTHING`,
    [
      changes.map((change) => change.changeId),
      changes.map((change) => change.deskId),
      changes.map((change) => change.changedMs),
      changes.map((change) =>
        seal(
          keys,
          admissionChangeRecordId(change.changeId),
          Buffer.from(JSON.stringify(change.record ?? null)),
        ),
      ),
    ],
  );
}

export async function readAdmissionChangesAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
): Promise<SharedRow<SharedAdmissionChange>[]> {
  const { rows } = await client.query<{
    seq: string;
    change_id: string;
    desk_id: string;
    changed_ms: string;
    body: Buffer;
  }>(
    'SELECT seq, change_id, desk_id, changed_ms, body FROM admission_changes WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.change_id,
    record: opened(() => ({
      changeId: row.change_id,
      deskId: row.desk_id,
      changedMs: Number(row.changed_ms),
      record: JSON.parse(
        unseal(keys, admissionChangeRecordId(row.change_id), row.body).toString('utf8'),
      ) as unknown,
    })),
  }));
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

/** Check-ins dated in [fromMs, toMs), oldest first; one whose body does not open is left out (the feed counts it). */
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
  return rows
    .map((row) => opened(() => unsealCheckIn(keys, row.checkin_key, row.body)))
    .filter((checkin) => checkin !== null);
}

/**
 * A row as the feed reads it back: its record, or null where its body does not
 * open (damaged, or not sealed under this account's key). `id` names the row
 * for the count of rows set aside.
 */
export interface SharedRow<T> {
  seq: number;
  id: string;
  record: T | null;
}

/** The record a sealed body holds, or null when it does not open or parse. */
function opened<T>(open: () => T): T | null {
  try {
    return open();
  } catch {
    return null;
  }
}

export async function readWaiversAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
): Promise<SharedRow<SignedWaiver>[]> {
  const { rows } = await client.query<{ seq: string; waiver_id: string; body: Buffer }>(
    'SELECT seq, waiver_id, body FROM waivers WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.waiver_id,
    record: opened(() => {
      const waiver = unsealWaiver(keys, row.waiver_id, row.body);
      // A body of another waiver would not open here (the id is bound to it); this is a last check.
      return waiver.waiverId === row.waiver_id ? ({ ...waiver, pdf: '' } as SignedWaiver) : null;
    }),
  }));
}

export async function readCheckinsAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
): Promise<SharedRow<CheckIn>[]> {
  const { rows } = await client.query<{ seq: string; checkin_key: string; body: Buffer }>(
    'SELECT seq, checkin_key, body FROM checkins WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.checkin_key,
    record: opened(() => unsealCheckIn(keys, row.checkin_key, row.body)),
  }));
}

export async function readTemplatesAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
): Promise<SharedRow<WaiverTemplate>[]> {
  const { rows } = await client.query<{ seq: string; template_id: string; body: Buffer }>(
    'SELECT seq, template_id, body FROM templates WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.template_id,
    record: opened(() => unsealTemplate(keys, row.template_id, row.body)),
  }));
}

export async function readAdmissionsAfter(
  client: Queryable,
  keys: CacheKeys,
  afterSeq: number,
  limit: number,
): Promise<SharedRow<SharedAdmission>[]> {
  const { rows } = await client.query<{
    seq: string;
    admission_id: string;
    desk_id: string;
    admitted_ms: string;
    body: Buffer;
  }>(
    'SELECT seq, admission_id, desk_id, admitted_ms, body FROM admissions WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.admission_id,
    record: opened(() => ({
      admissionId: row.admission_id,
      deskId: row.desk_id,
      admittedMs: Number(row.admitted_ms),
      record: JSON.parse(
        unseal(keys, admissionRecordId(row.admission_id), row.body).toString('utf8'),
      ) as unknown,
    })),
  }));
}

/** Where each table keeps a row's id. */
const ID_COLUMNS: Readonly<Record<SharedTable, string>> = {
  templates: 'template_id',
  waivers: 'waiver_id',
  checkins: 'checkin_key',
  admissions: 'admission_id',
  admission_changes: 'change_id',
};

/** Which of these rows the shared copy still holds, as `table\u0000id`. */
export async function presentSharedIds(
  client: Queryable,
  rows: readonly UnreadableRow[],
): Promise<Set<string>> {
  const present = new Set<string>();
  for (const [table, column] of Object.entries(ID_COLUMNS) as [SharedTable, string][]) {
    const ids = rows.filter((row) => row.table === table).map((row) => row.id);
    if (ids.length === 0) continue;
    const { rows: found } = await client.query<{ id: string }>(
      `SELECT ${column}::text AS id FROM ${table} WHERE ${column}::text = ANY($1::text[])`,
      [ids],
    );
    for (const row of found) present.add(`${table}\u0000${row.id}`);
  }
  return present;
}

/** A row set aside is written again by the leader; one the service no longer has goes. */
export async function deleteSharedWaiver(client: Queryable, waiverId: string): Promise<void> {
  await client.query('DELETE FROM waivers WHERE waiver_id = $1', [waiverId]);
}

export async function readSyncStateAfter(client: Queryable, afterSeq: number, limit: number) {
  const { rows } = await client.query<{ seq: string; key: string; value: string }>(
    'SELECT seq, key, value FROM sync_state WHERE seq > $1 ORDER BY seq LIMIT $2',
    [afterSeq, limit],
  );
  return rows.map((row) => ({ seq: Number(row.seq), key: row.key, value: row.value }));
}
