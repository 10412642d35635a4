/**
 * The cache's schema, as an append-only list of migrations. An applied migration's
 * SQL is checksummed into the database, so it must never be edited: change the schema
 * by appending a migration with the next version.
 *
 * What is in clear is only what lookup needs. Waiver and check-in bodies, and files,
 * are sealed (see seal.ts); emails and phones exist only as keyed hashes; names exist
 * only folded, as full-text terms. Keys that are random by nature (keyed hashes) live
 * in a full-text index rather than a B-tree index: FTS5 writes each batch as one new
 * sorted segment and merges later, where a B-tree would rewrite a random page per row. Templates
 * were in clear at first (they describe the form, not the people who signed it) and are sealed
 * since version 4: a service can echo what it was sent into a title.
 */
import type { Migration } from './migrate.ts';

const INITIAL_SCHEMA = `
CREATE TABLE cache_meta (
  key TEXT PRIMARY KEY,
  value BLOB NOT NULL
) WITHOUT ROWID;

-- One row per signed waiver. body: the sealed, deflated SignedWaiver without its PDF.
-- flags: 1 expired, 2 verified, 4 a minor is on it, 8 a minor on it has come of age.
CREATE TABLE waivers (
  id INTEGER PRIMARY KEY,
  waiver_id TEXT NOT NULL UNIQUE,
  template_id TEXT NOT NULL,
  created_ms INTEGER,
  stored_ms INTEGER NOT NULL,
  flags INTEGER NOT NULL,
  auto_tag TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX waivers_auto_tag ON waivers (auto_tag) WHERE auto_tag <> '';

-- One row per person on a waiver: participants by index, -1 the guardian.
-- id orders people by their waiver's signing time (second * 2^20 + slot), so the
-- indexes below hand back the newest matches first and stop early.
CREATE TABLE people (
  id INTEGER PRIMARY KEY,
  waiver_id INTEGER NOT NULL REFERENCES waivers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
CREATE INDEX people_waiver ON people (waiver_id);

-- Folded name words of each person (rowid = people.id), for prefix search. Contentless:
-- the index is the only copy. secure-delete removes a deleted person's terms from
-- the index itself instead of leaving them behind a tombstone.
CREATE VIRTUAL TABLE name_words USING fts5 (
  words, content = '', contentless_delete = 1, detail = 'none', tokenize = 'ascii', prefix = '1 2 3'
);
INSERT INTO name_words (name_words, rank) VALUES ('secure-delete', 1);
CREATE VIRTUAL TABLE name_words_vocab USING fts5vocab (name_words, 'row');

-- Exact keys of each person (rowid = people.id): the whole name run together
-- (first+last, first+middle+last, last+first) for exact full-name matches, and
-- 'e' or 'p' + hex of the keyed hash of their email or phone.
CREATE VIRTUAL TABLE person_keys USING fts5 (
  keys, content = '', contentless_delete = 1, detail = 'none', tokenize = 'ascii'
);
INSERT INTO person_keys (person_keys, rank) VALUES ('secure-delete', 1);

CREATE TRIGGER people_deleted AFTER DELETE ON people BEGIN
  DELETE FROM name_words WHERE rowid = old.id;
  DELETE FROM person_keys WHERE rowid = old.id;
END;

-- Distinct name words of four letters or more. name_words has prefix indexes up to
-- three letters; a longer query word is expanded here into the whole words it begins,
-- which the full-text index then streams newest-first instead of merging every
-- matching term's postings. The same words, by their deletion keys (typo.ts), are the
-- candidates for a forgiven typo.
CREATE TABLE name_vocabulary (
  word TEXT PRIMARY KEY
) WITHOUT ROWID;
CREATE TABLE name_typo_keys (
  key TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (key, word)
) WITHOUT ROWID;

CREATE TABLE templates (
  template_id TEXT PRIMARY KEY,
  body TEXT NOT NULL
) WITHOUT ROWID;

-- body: the sealed CheckIn (it names the person).
CREATE TABLE checkins (
  checkin_id INTEGER PRIMARY KEY,
  waiver_id TEXT NOT NULL,
  date_ms INTEGER,
  stored_ms INTEGER NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX checkins_date ON checkins (date_ms);

-- PDFs and photos fetched on demand; body sealed.
CREATE TABLE files (
  kind TEXT NOT NULL,
  file_id TEXT NOT NULL,
  waiver_id TEXT,
  content_type TEXT NOT NULL,
  byte_length INTEGER NOT NULL,
  stored_ms INTEGER NOT NULL,
  body BLOB NOT NULL,
  PRIMARY KEY (kind, file_id)
);
CREATE INDEX files_waiver ON files (waiver_id) WHERE waiver_id IS NOT NULL;

-- The sync engine's cursors and high-water marks.
CREATE TABLE sync_state (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
`;

/** "Who signed just now" on Today reads waivers by signing time, newest first. */
const WAIVERS_BY_SIGNING_TIME = `
CREATE INDEX waivers_created ON waivers (created_ms);
`;

/**
 * Check-ins this desk records itself (the service's API cannot record one). In clear
 * only what finds them: the desk's calendar day, the time, the waiver and the place of
 * the person on it, and the desk; the rest (who, their date of birth) is sealed in the
 * body. admission_id is random, so admissions of several desks never collide when
 * they are shared.
 */
const ADMISSIONS = `
CREATE TABLE admissions (
  admission_id TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  waiver_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  desk_id TEXT NOT NULL,
  stored_ms INTEGER NOT NULL,
  body BLOB NOT NULL
) WITHOUT ROWID;
CREATE INDEX admissions_day ON admissions (day, at_ms);
`;

/**
 * Template bodies sealed, as every other body: a service can echo the API key into a
 * title, which must not lie in the file in clear. The clear ones cannot be sealed here
 * (a migration has no key), so they go, their pages zeroed (secure_delete), and are read
 * again: from the service at the sync's first upkeep, or from the shared copy, whose
 * feed starts its templates over.
 */
const SEALED_TEMPLATES = `
PRAGMA secure_delete = ON;
DROP TABLE templates;
CREATE TABLE templates (
  template_id TEXT PRIMARY KEY,
  body BLOB NOT NULL
) WITHOUT ROWID;
UPDATE sync_state SET value = json_set(value, '$.templates', 0)
  WHERE key = 'shared-feed' AND json_valid(value);
PRAGMA secure_delete = OFF;
`;

/**
 * Check-ins by a key of their own (shared/domain/checkin-key.ts): the service's id,
 * or for one sent without it, its waiver, the person's place on it and the time.
 * Keyed by the id alone, every check-in without one was stored as 0 and each
 * overwrote the last. Those rows are dropped (what they held was only the last of
 * them), and the day's check-in record with them, so today is read again whole.
 */
const CHECKINS_BY_KEY = `
CREATE TABLE checkins_by_key (
  checkin_key TEXT PRIMARY KEY,
  waiver_id TEXT NOT NULL,
  date_ms INTEGER,
  stored_ms INTEGER NOT NULL,
  body BLOB NOT NULL
) WITHOUT ROWID;
INSERT INTO checkins_by_key (checkin_key, waiver_id, date_ms, stored_ms, body)
  SELECT CAST(checkin_id AS TEXT), waiver_id, date_ms, stored_ms, body FROM checkins WHERE checkin_id > 0;
DROP TABLE checkins;
ALTER TABLE checkins_by_key RENAME TO checkins;
CREATE INDEX checkins_date ON checkins (date_ms);
DELETE FROM sync_state WHERE key = 'checkins';
`;

/**
 * Check-ins taken back and people marked as left, at this desk or any desk sharing
 * the copy: a change of its own beside the check-in (which never changes), so the
 * counter's trail keeps both and changes from several desks never overwrite each
 * other. In clear only what finds them: which check-in, what kind, the day, the
 * time and the desk; who it was is in the sealed body.
 */
const ADMISSION_CHANGES = `
CREATE TABLE admission_changes (
  change_id TEXT PRIMARY KEY,
  admission_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  desk_id TEXT NOT NULL,
  stored_ms INTEGER NOT NULL,
  body BLOB NOT NULL
) WITHOUT ROWID;
CREATE INDEX admission_changes_of ON admission_changes (admission_id, kind);
CREATE INDEX admission_changes_day ON admission_changes (day, at_ms);
`;

/**
 * A "marked as left" taken back names the mark it takes back, so someone marked,
 * taken back and marked again reads right whatever the desks' clocks say. A random id.
 */
const LEFT_TAKEN_BACK = `
ALTER TABLE admission_changes ADD COLUMN takes_back TEXT;
`;

/**
 * A found waiver's row reads whether it is expired or verified, and who on it is a
 * minor, from its sealed body (shared/desk/waiver-rows.ts): the yes/no flags kept in
 * clear beside it are read by nothing, and whether a minor is on a waiver need not be.
 */
const NO_FLAGS_IN_CLEAR = `
ALTER TABLE waivers DROP COLUMN flags;
`;

export const CACHE_MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: INITIAL_SCHEMA },
  { version: 2, name: 'waivers by signing time', sql: WAIVERS_BY_SIGNING_TIME },
  { version: 3, name: 'admissions recorded at the desk', sql: ADMISSIONS },
  { version: 4, name: 'sealed templates', sql: SEALED_TEMPLATES },
  { version: 5, name: 'check-ins by their own key', sql: CHECKINS_BY_KEY },
  { version: 6, name: 'check-ins undone and people who left', sql: ADMISSION_CHANGES },
  { version: 7, name: 'people marked as left taken back', sql: LEFT_TAKEN_BACK },
  { version: 8, name: 'no yes/no flags in clear', sql: NO_FLAGS_IN_CLEAR },
];
