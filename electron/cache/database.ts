/**
 * Opening the cache file: connection settings, the integrity and key checks, the
 * migrations, and recovery. The cache only mirrors the waiver service, so a file that
 * cannot be trusted (not SQLite, corrupt, failing `quick_check`, or written under
 * another data key) is moved aside with a timestamp suffix and a fresh database takes
 * its place; the desk re-syncs. The caller is told it happened, never thrown at.
 */
import { existsSync, renameSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { ensurePrivateFile, narrowToOwner } from '../files/owner-only.ts';
import { DAMAGED_SUFFIX } from './cache-files.ts';
import { UnsupportedSqliteError } from './errors.ts';
import { applyMigrations, type Migration } from './schema/migrate.ts';
import { type CacheKeys, keyChecksMatch } from './seal.ts';

export type DamageReason = 'not-a-database' | 'corrupt' | 'integrity-check-failed' | 'wrong-key';

export interface CacheRecovery {
  /** Where the damaged file now lies (its -wal and -shm beside it with the same suffix). */
  movedTo: string;
  reason: DamageReason;
  /** SQLite's message or the first integrity-check finding. */
  detail: string;
}

/** Internal: the file at hand cannot be used; opening moves it aside and starts afresh. */
class DamagedDatabaseError extends Error {
  readonly reason: DamageReason;

  constructor(reason: DamageReason, detail: string, cause?: unknown) {
    super(detail, { cause });
    this.name = 'DamagedDatabaseError';
    this.reason = reason;
  }
}

// SQLite primary result codes (https://sqlite.org/rescode.html).
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;
/** Page cache per connection, in KiB (negative: KiB rather than pages). */
const CACHE_SIZE_KIB = 16_384;
/** Opening (integrity check, migrations) may wait this long for another connection's lock. */
const OPEN_BUSY_TIMEOUT_MS = 5_000;
/**
 * Once open, a statement waits at most this long for another connection's lock.
 * One worker thread serves every read and write of the copy, so a write waiting
 * out a long lock would hold every lookup queued behind it; the worker's client
 * retries a locked write instead (worker/client.ts), and lookups pass in between.
 */
const BUSY_TIMEOUT_MS = 200;
const KEY_CHECK = 'key_check';
/** SQLite's files beside the database in WAL mode. */
const COMPANIONS = ['-wal', '-shm'] as const;

/** The damage an SQLite error stands for, looking through wrappers (a failed migration). */
function damageOf(error: unknown): DamageReason | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { errcode?: unknown }).errcode;
    if (typeof code === 'number') {
      const primary = code & 0xff;
      if (primary === SQLITE_NOTADB) return 'not-a-database';
      if (primary === SQLITE_CORRUPT) return 'corrupt';
    }
  }
  return null;
}

function configure(db: DatabaseSync): void {
  // WAL: lookups read while an ingest writes. NORMAL is durable across application
  // crashes; a power cut may lose the last transactions, which the next sync refetches.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA temp_store = MEMORY');
  db.exec(`PRAGMA cache_size = -${CACHE_SIZE_KIB}`);
}

function assertFts5(db: DatabaseSync): void {
  const row = db.prepare("SELECT sqlite_compileoption_used('ENABLE_FTS5') AS used").get();
  if (!row || Number(row.used) !== 1) throw new UnsupportedSqliteError('FTS5');
}

function checkIntegrity(db: DatabaseSync): void {
  const findings = db
    .prepare('PRAGMA quick_check')
    .all()
    .map((row) => String(Object.values(row)[0]));
  if (findings.length !== 1 || findings[0] !== 'ok') {
    throw new DamagedDatabaseError('integrity-check-failed', findings[0] ?? 'quick_check returned nothing');
  }
}

function checkKey(db: DatabaseSync, keys: CacheKeys): void {
  const row = db.prepare('SELECT value FROM cache_meta WHERE key = ?').get(KEY_CHECK);
  if (!row) {
    db.prepare('INSERT INTO cache_meta (key, value) VALUES (?, ?)').run(KEY_CHECK, keys.keyCheck);
    return;
  }
  if (!(row.value instanceof Uint8Array) || !keyChecksMatch(row.value, keys)) {
    throw new DamagedDatabaseError('wrong-key', 'the database was written under another data key');
  }
}

function openVerified(
  path: string,
  keys: CacheKeys,
  migrations: readonly Migration[],
  now: () => number,
): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    // Made owner-only before SQLite opens it: its -wal and -shm take the database file's mode.
    ensurePrivateFile(path);
    for (const companion of COMPANIONS) narrowToOwner(path + companion);
    db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: OPEN_BUSY_TIMEOUT_MS });
    assertFts5(db);
    configure(db);
    checkIntegrity(db);
    const { applied } = applyMigrations(db, migrations, now);
    // What a migration removed leaves the write-ahead log as well as the file.
    if (applied.length > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    checkKey(db, keys);
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return db;
  } catch (error) {
    if (db?.isOpen) db.close();
    if (error instanceof DamagedDatabaseError) throw error;
    const reason = damageOf(error);
    if (reason) throw new DamagedDatabaseError(reason, (error as Error).message, error);
    throw error;
  }
}

/** `2025-06-14T15-20-00-123Z`: sortable, and legal in a file name everywhere. */
function fileStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[:.]/g, '-');
}

/** Renames the file and its -wal/-shm companions to `<path>.damaged-<timestamp>[-n]`. */
function moveAside(path: string, epochMs: number): string {
  const base = `${path}${DAMAGED_SUFFIX}${fileStamp(epochMs)}`;
  let target = base;
  for (let n = 1; existsSync(target); n++) target = `${base}-${n}`;
  renameSync(path, target);
  narrowToOwner(target);
  for (const companion of COMPANIONS) {
    if (existsSync(path + companion)) renameSync(path + companion, target + companion);
    narrowToOwner(target + companion);
  }
  return target;
}

export interface OpenedDatabase {
  db: DatabaseSync;
  recovered: CacheRecovery | null;
}

/**
 * Opens (creating if need be) and migrates the database at `path`. A damaged file is
 * moved aside and replaced; any other failure (a checksum mismatch, a schema from a
 * newer build, no FTS5) throws its typed error.
 */
export function openCacheDatabase(
  path: string,
  keys: CacheKeys,
  migrations: readonly Migration[],
  now: () => number,
): OpenedDatabase {
  try {
    return { db: openVerified(path, keys, migrations, now), recovered: null };
  } catch (error) {
    if (!(error instanceof DamagedDatabaseError)) throw error;
    const movedTo = moveAside(path, now());
    const db = openVerified(path, keys, migrations, now);
    return { db, recovered: { movedTo, reason: error.reason, detail: error.message } };
  }
}
