/**
 * Typed failures of the local waiver cache. Callers branch on the class (or `code`),
 * never on the message. A damaged database file is not among them: opening recovers
 * from that by moving the file aside, and reports it instead of throwing.
 */
import { writeRefusalOf } from '../files/owner-only.ts';

export type CacheErrorCode =
  | 'cache_invalid_key'
  | 'cache_unsupported_sqlite'
  | 'cache_migration_checksum'
  | 'cache_migration_version'
  | 'cache_migration_failed'
  | 'cache_unseal_failed'
  | 'cache_closed'
  | 'cache_capacity'
  | 'cache_invalid_argument'
  | 'cache_worker_failed'
  | 'cache_busy'
  | 'cache_full'
  | 'cache_unwritable';

export class CacheError extends Error {
  readonly code: CacheErrorCode;

  constructor(code: CacheErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The data key is not 32 bytes. */
export class InvalidDataKeyError extends CacheError {
  constructor(length: number) {
    super('cache_invalid_key', `the cache data key must be 32 bytes, got ${length}`);
  }
}

/** The SQLite inside this runtime lacks something the cache needs (FTS5). */
export class UnsupportedSqliteError extends CacheError {
  constructor(missing: string, cause?: unknown) {
    super('cache_unsupported_sqlite', `this runtime's SQLite has no ${missing}`, { cause });
  }
}

/** An applied migration's SQL no longer matches what this build ships: the schema cannot be trusted. */
export class MigrationChecksumError extends CacheError {
  readonly version: number;

  constructor(version: number, recorded: string, expected: string) {
    super(
      'cache_migration_checksum',
      `migration ${version} was applied with checksum ${recorded}, this build's is ${expected}`,
    );
    this.version = version;
  }
}

/** The database was migrated by a newer build than this one. */
export class MigrationVersionError extends CacheError {
  readonly databaseVersion: number;
  readonly knownVersion: number;

  constructor(databaseVersion: number, knownVersion: number) {
    super(
      'cache_migration_version',
      `the cache database is at schema version ${databaseVersion}, this build knows up to ${knownVersion}`,
    );
    this.databaseVersion = databaseVersion;
    this.knownVersion = knownVersion;
  }
}

/** A migration's SQL failed; its transaction was rolled back. */
export class MigrationFailedError extends CacheError {
  readonly version: number;

  constructor(version: number, cause: unknown) {
    super('cache_migration_failed', `migration ${version} failed and was rolled back`, { cause });
    this.version = version;
  }
}

/** A sealed value did not authenticate: wrong key, tampered bytes, or moved to another record. */
export class UnsealError extends CacheError {
  readonly recordId: string;

  constructor(recordId: string, cause?: unknown) {
    super('cache_unseal_failed', `sealed record ${recordId} did not authenticate`, { cause });
    this.recordId = recordId;
  }
}

/** An operation on a store that was closed or wiped. */
export class CacheClosedError extends CacheError {
  constructor() {
    super('cache_closed', 'the cache store is closed');
  }
}

/** More people signed within one second than the ordering key has room for. */
export class CacheCapacityError extends CacheError {
  constructor(message: string) {
    super('cache_capacity', message);
  }
}

/** An argument the cache cannot store under (an unknown file kind, an empty id). */
export class InvalidCacheArgumentError extends CacheError {
  constructor(message: string) {
    super('cache_invalid_argument', message);
  }
}

/** Another connection (another program, a second desk on the same folder) holds the copy's write lock. */
export class CacheBusyError extends CacheError {
  constructor(cause?: unknown) {
    super('cache_busy', "another connection holds the copy's write lock", { cause });
  }
}

/** The disk (or the file system's quota) holding the copy has no room for the write. */
export class CacheFullError extends CacheError {
  constructor(cause?: unknown) {
    super('cache_full', 'the disk holding the copy is full', { cause });
  }
}

/** The copy's files cannot be written: read-only, or the disk reports an I/O error. */
export class CacheUnwritableError extends CacheError {
  constructor(cause?: unknown) {
    super('cache_unwritable', "the copy's files cannot be written", { cause });
  }
}

const STORAGE_CODES: ReadonlySet<CacheErrorCode> = new Set(['cache_busy', 'cache_full', 'cache_unwritable']);

// SQLite primary result codes (https://sqlite.org/rescode.html).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;

/**
 * The typed error for an SQLite failure that comes from the copy's surroundings
 * (a lock, a full disk, a file that cannot be written) rather than from the
 * copy itself; null for anything else. These pass once the surroundings change,
 * so callers wait and try again instead of giving up on the copy.
 */
export function storageFailureOf(error: unknown): CacheError | null {
  if (error instanceof CacheError && STORAGE_CODES.has(error.code)) return error;
  // The copy's folder or file refused by the file system itself (making the folder, opening the file).
  const refusal = writeRefusalOf(error);
  if (refusal === 'full') return new CacheFullError(error);
  if (refusal === 'unwritable') return new CacheUnwritableError(error);
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code !== 'number') return null;
  switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return new CacheBusyError(error);
    case SQLITE_FULL:
      return new CacheFullError(error);
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
      return new CacheUnwritableError(error);
    default:
      return null;
  }
}

/**
 * A call to the cache worker failed: the store threw inside the worker (`remoteName`
 * and `remoteCode` name its error), or the worker itself failed or exited.
 */
export class CacheWorkerError extends CacheError {
  readonly remoteName: string;
  readonly remoteCode: string | null;

  constructor(message: string, remote: { name: string; code: string | null }) {
    super('cache_worker_failed', message);
    this.remoteName = remote.name;
    this.remoteCode = remote.code;
  }
}
