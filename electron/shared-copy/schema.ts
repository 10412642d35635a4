/**
 * The shared copy's schema in PostgreSQL, as an append-only list of migrations
 * (an applied one is checksummed into the database: change the schema by adding
 * the next version, never by editing one).
 *
 * Every body is sealed: waivers, check-ins, admissions and templates are
 * AES-256-GCM under the account data key, which is itself stored only wrapped
 * with a key derived from the API key. In clear is only what a desk needs to
 * follow the copy and keep it to its retention window: change numbers, the
 * service's ids (a waiver's, a check-in's, a template's), the day a waiver was
 * signed, a visit's time without whose it was, keyed hashes (digests) and the
 * desks' own names. Nobody's name, auto-tag, email or phone is in clear, and no
 * row pairs a waiver with a visit (version 2; version 1 kept lookup columns).
 *
 * Every change carries a number from one sequence, taken under a transaction
 * lock so that numbers are committed in order: a desk that has read everything
 * up to N never later finds a change below N. Each table is followed by its own
 * cursor; a statement that changed rows notifies `waiver_desk_changes`.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SharedDatabaseProblem } from '../../shared/ipc/shared-database.ts';
import { SCHEMA } from './connection.ts';

export interface SharedMigration {
  version: number;
  name: string;
  sql: string;
}

/** Advisory lock keys of the shared copy (one 64-bit space per database). */
export const LOCKS = {
  migration: 7_301_001,
  /** Held by the leader's session: one desk syncs the account at a time. */
  leader: 7_301_002,
  /** Held by a transaction while it numbers its changes. */
  feed: 7_301_003,
} as const;

export const CHANGES_CHANNEL = 'waiver_desk_changes';

const INITIAL = `
CREATE SEQUENCE changes;

CREATE FUNCTION number_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(${LOCKS.feed});
  NEW.seq := nextval('changes');
  RETURN NEW;
END $$;

CREATE FUNCTION announce_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- One row: what this shared copy is, and its account data key wrapped with a
-- key derived (HKDF-SHA256, salt below) from the account's API key.
CREATE TABLE copy_meta (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  copy_id uuid NOT NULL,
  wrap_salt bytea NOT NULL,
  wrapped_key bytea NOT NULL,
  -- Tells whether a data key a desk kept is this copy's (an HMAC under a subkey of it).
  key_check bytea NOT NULL,
  wrapped_at timestamptz NOT NULL DEFAULT now()
);

-- body: the sealed, deflated waiver (as in the desk's copy). people: per person
-- {position, words, keys}: folded name words, full-name keys, keyed hashes.
-- digest: a keyed hash of the plain record, so storing it again unchanged is no change.
CREATE TABLE waivers (
  waiver_id text PRIMARY KEY,
  seq bigint NOT NULL,
  template_id text NOT NULL,
  created_ms bigint,
  stored_ms bigint NOT NULL,
  flags integer NOT NULL,
  auto_tag text NOT NULL,
  people jsonb NOT NULL,
  digest bytea NOT NULL,
  body bytea NOT NULL
);
CREATE INDEX waivers_seq ON waivers (seq);
CREATE INDEX waivers_created ON waivers (created_ms);
CREATE INDEX waivers_auto_tag ON waivers (auto_tag) WHERE auto_tag <> '';

CREATE TABLE checkins (
  checkin_id bigint PRIMARY KEY,
  seq bigint NOT NULL,
  waiver_id text NOT NULL,
  date_ms bigint,
  stored_ms bigint NOT NULL,
  digest bytea NOT NULL,
  body bytea NOT NULL
);
CREATE INDEX checkins_seq ON checkins (seq);
CREATE INDEX checkins_date ON checkins (date_ms);

-- Templates describe the form, not the people: in clear, as in the desk's copy.
CREATE TABLE templates (
  template_id text PRIMARY KEY,
  seq bigint NOT NULL,
  body jsonb NOT NULL
);
CREATE INDEX templates_seq ON templates (seq);

-- People admitted at a desk (its own check-ins), shared so Today at every desk shows them.
CREATE TABLE admissions (
  admission_id text PRIMARY KEY,
  seq bigint NOT NULL,
  desk_id text NOT NULL,
  waiver_id text NOT NULL,
  admitted_ms bigint NOT NULL,
  body bytea NOT NULL
);
CREATE INDEX admissions_seq ON admissions (seq);
CREATE INDEX admissions_admitted ON admissions (admitted_ms);

-- The leader's sync state (the same resumable state a desk keeps alone), and who leads.
CREATE TABLE sync_state (
  key text PRIMARY KEY,
  seq bigint NOT NULL,
  value text NOT NULL
);
CREATE INDEX sync_state_seq ON sync_state (seq);

-- Every desk that follows this copy, seen at its last heartbeat.
CREATE TABLE desks (
  desk_id text PRIMARY KEY,
  label text NOT NULL,
  prefers_lead boolean NOT NULL,
  seen_at timestamptz NOT NULL
);

-- One row per rate budget of the account: the instant (server clock, epoch ms)
-- at which each of its slots is free again. A request holds a slot from before
-- it is sent until one full window after its answer, so no window of the
-- service, wherever its edges fall, counts more requests than there are slots.
CREATE TABLE rate_budget (
  bucket text PRIMARY KEY,
  window_ms integer NOT NULL,
  free_at bigint[] NOT NULL
);

CREATE TRIGGER waivers_numbered BEFORE INSERT OR UPDATE ON waivers FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER checkins_numbered BEFORE INSERT OR UPDATE ON checkins FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER templates_numbered BEFORE INSERT OR UPDATE ON templates FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER admissions_numbered BEFORE INSERT OR UPDATE ON admissions FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER sync_state_numbered BEFORE INSERT OR UPDATE ON sync_state FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER waivers_announced AFTER INSERT OR UPDATE ON waivers FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();
CREATE TRIGGER checkins_announced AFTER INSERT OR UPDATE ON checkins FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();
CREATE TRIGGER templates_announced AFTER INSERT OR UPDATE ON templates FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();
CREATE TRIGGER admissions_announced AFTER INSERT OR UPDATE ON admissions FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();
CREATE TRIGGER sync_state_announced AFTER INSERT OR UPDATE ON sync_state FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();

-- Claims one slot of a budget for a request about to be sent, atomically (the
-- row is locked for the claim). Background work leaves 'reserve' slots to people
-- at the desks. Returns the slot, or null with the instant the next slot frees.
CREATE FUNCTION claim_slot(p_bucket text, p_limit integer, p_window_ms integer, p_reserve integer, p_hold_ms bigint,
  OUT slot integer, OUT frees_at bigint, OUT now_ms bigint)
LANGUAGE plpgsql AS $$
DECLARE
  row_free bigint[];
  free_count integer := 0;
  first_free integer;
  i integer;
BEGIN
  now_ms := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
  INSERT INTO rate_budget (bucket, window_ms, free_at)
    VALUES (p_bucket, p_window_ms, array_fill(0::bigint, ARRAY[p_limit]))
    ON CONFLICT (bucket) DO NOTHING;
  SELECT free_at INTO row_free FROM rate_budget WHERE bucket = p_bucket FOR UPDATE;
  IF cardinality(row_free) <> p_limit THEN
    -- The account's limit changed: start the row over at the new size, every slot held a window.
    row_free := array_fill(now_ms + p_window_ms, ARRAY[p_limit]);
  END IF;
  frees_at := NULL;
  FOR i IN 1 .. p_limit LOOP
    IF row_free[i] <= now_ms THEN
      free_count := free_count + 1;
      IF first_free IS NULL THEN first_free := i; END IF;
    ELSIF frees_at IS NULL OR row_free[i] < frees_at THEN
      frees_at := row_free[i];
    END IF;
  END LOOP;
  IF first_free IS NULL OR free_count <= p_reserve THEN
    slot := NULL;
    IF frees_at IS NULL THEN frees_at := now_ms + p_window_ms; END IF;
    UPDATE rate_budget SET free_at = row_free, window_ms = p_window_ms WHERE bucket = p_bucket;
    RETURN;
  END IF;
  row_free[first_free] := now_ms + p_hold_ms;
  UPDATE rate_budget SET free_at = row_free, window_ms = p_window_ms WHERE bucket = p_bucket;
  slot := first_free;
  frees_at := NULL;
END $$;

-- The request on 'slot' was answered: the slot is free one window (and a few ms) from now.
CREATE FUNCTION release_slot(p_bucket text, p_slot integer, p_slack_ms integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE rate_budget
     SET free_at[p_slot] = (extract(epoch FROM clock_timestamp()) * 1000)::bigint + window_ms + p_slack_ms
   WHERE bucket = p_bucket;
$$;

-- The service refused a request until 'until_ms' (server clock): no slot frees before then.
CREATE FUNCTION hold_budget_until(p_bucket text, p_until_ms bigint) RETURNS void
LANGUAGE sql AS $$
  UPDATE rate_budget
     SET free_at = ARRAY(SELECT greatest(f, p_until_ms) FROM unnest(free_at) AS f)
   WHERE bucket = p_bucket;
$$;
`;

/**
 * Whoever runs the database reads nobody: the lookup columns of version 1 go
 * (folded names and name words, auto-tags, flags: each desk indexes its own
 * encrypted copy, nothing here read them), so do the waiver of each check-in and
 * admission (it is in their sealed bodies), and a waiver's signing time is kept
 * to the day, which is all retention needs. Templates were in clear; they cannot
 * be sealed here (a migration has no key), so they go, and the leader's sync
 * writes them again sealed at its start. CLUSTER rewrites each table, so the
 * dropped values leave its files rather than wait in dead rows.
 */
const NOTHING_PERSONAL_IN_CLEAR = `
ALTER TABLE waivers DISABLE TRIGGER waivers_numbered;
ALTER TABLE waivers DROP COLUMN flags, DROP COLUMN auto_tag, DROP COLUMN people;
ALTER TABLE waivers RENAME COLUMN created_ms TO signed_day_ms;
ALTER TABLE waivers RENAME COLUMN stored_ms TO stored_day_ms;
UPDATE waivers SET
  signed_day_ms = signed_day_ms - signed_day_ms % 86400000,
  stored_day_ms = stored_day_ms - stored_day_ms % 86400000;
ALTER TABLE waivers ENABLE TRIGGER waivers_numbered;

ALTER TABLE checkins DROP COLUMN waiver_id;
ALTER TABLE admissions DROP COLUMN waiver_id;

DELETE FROM templates;
ALTER TABLE templates DROP COLUMN body;
ALTER TABLE templates ADD COLUMN digest bytea NOT NULL, ADD COLUMN body bytea NOT NULL;

CLUSTER waivers USING waivers_pkey;
CLUSTER checkins USING checkins_pkey;
CLUSTER admissions USING admissions_pkey;
CLUSTER templates USING templates_pkey;
`;

/**
 * Each desk's last contact with the waiver service (`service-contact.ts`), so a desk
 * that follows can say when the desk syncing for all last heard from it. The desk's
 * name and the service's state, no personal data; not numbered or announced (read on
 * a timer, not followed).
 */
const SERVICE_CONTACT = `
CREATE TABLE service_contact (
  desk_id text PRIMARY KEY,
  desk_name text NOT NULL,
  leads boolean NOT NULL,
  state text NOT NULL,
  answered_at timestamptz,
  reported_at timestamptz NOT NULL
);
`;

/**
 * Check-ins by a key of their own (shared/domain/checkin-key.ts), as in the desk's
 * copy: the service's id, or for one sent without it, its waiver, position and
 * time. The rows every id-less check-in overwrote (id 0) go, and the day's
 * check-in record with them, so the leader reads today again whole.
 */
const CHECKINS_BY_KEY = `
DELETE FROM checkins WHERE checkin_id = 0;
ALTER TABLE checkins ADD COLUMN checkin_key text;
UPDATE checkins SET checkin_key = checkin_id::text;
ALTER TABLE checkins DROP CONSTRAINT checkins_pkey;
ALTER TABLE checkins DROP COLUMN checkin_id;
ALTER TABLE checkins ALTER COLUMN checkin_key SET NOT NULL;
ALTER TABLE checkins ADD PRIMARY KEY (checkin_key);
DELETE FROM sync_state WHERE key = 'checkins';
`;

/**
 * Check-ins taken back and people marked as left, each a row of its own beside the
 * check-in (the counter's trail keeps both; desks never overwrite each other's). In
 * clear only when and at which desk: which check-in and whose it was are in the
 * sealed body.
 */
const ADMISSION_CHANGES = `
CREATE TABLE admission_changes (
  change_id text PRIMARY KEY,
  seq bigint NOT NULL,
  desk_id text NOT NULL,
  changed_ms bigint NOT NULL,
  body bytea NOT NULL
);
CREATE INDEX admission_changes_seq ON admission_changes (seq);
CREATE INDEX admission_changes_changed ON admission_changes (changed_ms);
CREATE TRIGGER admission_changes_numbered BEFORE INSERT OR UPDATE ON admission_changes
  FOR EACH ROW EXECUTE FUNCTION number_change();
CREATE TRIGGER admission_changes_announced AFTER INSERT OR UPDATE ON admission_changes
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changes();
`;

export const SHARED_MIGRATIONS: readonly SharedMigration[] = [
  { version: 1, name: 'initial schema', sql: INITIAL },
  { version: 2, name: 'nothing personal in clear', sql: NOTHING_PERSONAL_IN_CLEAR },
  { version: 3, name: 'desks contact with the service', sql: SERVICE_CONTACT },
  { version: 4, name: 'check-ins by their own key', sql: CHECKINS_BY_KEY },
  { version: 5, name: 'check-ins undone and people who left', sql: ADMISSION_CHANGES },
];

/** The shared database's tables are not ones this desk may use: the kind crosses to the page, the message is for the log. */
export class SharedSchemaError extends Error {
  readonly code = 'shared_schema';
  readonly problem: SharedDatabaseProblem;
  constructor(problem: SharedDatabaseProblem, message: string) {
    super(message);
    this.name = 'SharedSchemaError';
    this.problem = problem;
  }
}

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

/** The newest version this build knows. */
export const SCHEMA_VERSION = Math.max(...SHARED_MIGRATIONS.map((migration) => migration.version));

/**
 * Brings the schema to this build's version, one desk at a time (an advisory
 * lock), each migration in its own transaction. A database written by a newer
 * desk, or whose applied migrations differ from this build's, is refused.
 */
export async function migrateShared(
  client: pg.ClientBase,
  migrations: readonly SharedMigration[] = SHARED_MIGRATIONS,
): Promise<{ applied: number[] }> {
  await client.query('SELECT pg_advisory_lock($1)', [LOCKS.migration]);
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${SCHEMA}.schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number; checksum: string }>(
      `SELECT version, checksum FROM ${SCHEMA}.schema_migrations ORDER BY version`,
    );
    const known = new Map(migrations.map((migration) => [migration.version, migration]));
    for (const row of rows) {
      const migration = known.get(row.version);
      if (!migration) {
        throw new SharedSchemaError(
          { kind: 'newer-schema' },
          'The shared database was set up by a newer Waiver Desk; update this desk to use it.',
        );
      }
      if (checksum(migration.sql) !== row.checksum) {
        throw new SharedSchemaError(
          { kind: 'foreign-schema', version: row.version },
          `The shared database's tables (version ${row.version}) are not the ones this Waiver Desk made; it was not changed.`,
        );
      }
    }
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL search_path = ${SCHEMA}`);
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO ${SCHEMA}.schema_migrations (version, name, checksum) VALUES ($1, $2, $3)`,
          [migration.version, migration.name, checksum(migration.sql)],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
      applied.push(migration.version);
    }
    return { applied };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCKS.migration]).catch(() => {});
  }
}
