/**
 * Applies versioned migrations, each in its own transaction, and records the version
 * with the SHA-256 of its SQL. On every open the recorded checksums are compared with
 * this build's: an applied migration whose SQL changed means the schema on disk is
 * not the one the code expects, which is an error, never silently patched over.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { MigrationChecksumError, MigrationFailedError, MigrationVersionError } from '../errors.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export interface MigrationOutcome {
  /** Versions applied by this call, in order. */
  applied: number[];
  /** The schema version after this call. */
  version: number;
}

const LEDGER_SQL = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  checksum TEXT NOT NULL,
  applied_ms INTEGER NOT NULL
)`;

export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

function assertWellFormed(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new RangeError(
        `migrations must be numbered 1, 2, 3… in order; found ${migration.version} at ${index}`,
      );
    }
  });
}

function recordedChecksums(db: DatabaseSync): Map<number, string> {
  const rows = db.prepare('SELECT version, checksum FROM schema_migrations ORDER BY version').all();
  return new Map(rows.map((row) => [Number(row.version), String(row.checksum)]));
}

function verifyRecorded(recorded: Map<number, string>, migrations: readonly Migration[]): void {
  for (const [version, checksum] of recorded) {
    const migration = migrations[version - 1];
    if (!migration) throw new MigrationVersionError(Math.max(...recorded.keys()), migrations.length);
    const expected = migrationChecksum(migration);
    if (checksum !== expected) throw new MigrationChecksumError(version, checksum, expected);
  }
}

export function applyMigrations(
  db: DatabaseSync,
  migrations: readonly Migration[],
  now: () => number = Date.now,
): MigrationOutcome {
  assertWellFormed(migrations);
  db.exec(LEDGER_SQL);
  const recorded = recordedChecksums(db);
  verifyRecorded(recorded, migrations);
  const applied: number[] = [];
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, checksum, applied_ms) VALUES (?, ?, ?, ?)',
  );
  const isRecorded = db.prepare('SELECT 1 AS found FROM schema_migrations WHERE version = ?');
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue;
    // IMMEDIATE takes the write lock first, so two processes opening at once cannot
    // both apply a version; the second finds it recorded and moves on.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (isRecorded.get(migration.version)) {
        db.exec('COMMIT');
        continue;
      }
      db.exec(migration.sql);
      record.run(migration.version, migration.name, migrationChecksum(migration), now());
      db.exec('COMMIT');
      applied.push(migration.version);
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new MigrationFailedError(migration.version, error);
    }
  }
  return { applied, version: migrations.length };
}
