import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import {
  MigrationChecksumError,
  MigrationFailedError,
  MigrationVersionError,
} from '../../electron/cache/errors.ts';
import { applyMigrations, type Migration, migrationChecksum } from '../../electron/cache/schema/migrate.ts';
import { CACHE_MIGRATIONS } from '../../electron/cache/schema/migrations.ts';
import { openCacheStore } from '../../electron/cache/store.ts';
import { DATA_KEY, openTestStore, signedBy, tempDir } from './support.ts';

const TWO: Migration[] = [
  { version: 1, name: 'notes', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);' },
  { version: 2, name: 'note dates', sql: 'ALTER TABLE notes ADD COLUMN dated_ms INTEGER;' },
];

function ledger(db: DatabaseSync) {
  return db.prepare('SELECT version, name, checksum FROM schema_migrations ORDER BY version').all();
}

describe('applyMigrations', () => {
  it('applies every migration to a fresh database and records its SHA-256', () => {
    const db = new DatabaseSync(':memory:');
    expect(applyMigrations(db, TWO)).toEqual({ applied: [1, 2], version: 2 });
    expect(ledger(db)).toEqual([
      { version: 1, name: 'notes', checksum: migrationChecksum(TWO[0]!) },
      { version: 2, name: 'note dates', checksum: migrationChecksum(TWO[1]!) },
    ]);
    expect(migrationChecksum(TWO[0]!)).toMatch(/^[0-9a-f]{64}$/);
    db.prepare('INSERT INTO notes (body, dated_ms) VALUES (?, ?)').run('hello', 1);
  });

  it('applies only the new migrations on a database that has the earlier ones', () => {
    const db = new DatabaseSync(':memory:');
    applyMigrations(db, TWO.slice(0, 1));
    expect(applyMigrations(db, TWO)).toEqual({ applied: [2], version: 2 });
    expect(applyMigrations(db, TWO)).toEqual({ applied: [], version: 2 });
  });

  it('refuses a database whose applied migration has a different checksum', () => {
    const db = new DatabaseSync(':memory:');
    applyMigrations(db, TWO);
    const edited = [TWO[0]!, { ...TWO[1]!, sql: 'ALTER TABLE notes ADD COLUMN dated TEXT;' }];
    const error = (() => {
      try {
        applyMigrations(db, edited);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MigrationChecksumError);
    expect((error as MigrationChecksumError).version).toBe(2);
  });

  it('refuses a database migrated by a newer build', () => {
    const db = new DatabaseSync(':memory:');
    applyMigrations(db, TWO);
    expect(() => applyMigrations(db, TWO.slice(0, 1))).toThrow(MigrationVersionError);
  });

  it('rolls a failing migration back whole and records nothing for it', () => {
    const db = new DatabaseSync(':memory:');
    const broken: Migration[] = [
      TWO[0]!,
      { version: 2, name: 'half', sql: 'CREATE TABLE extra (id INTEGER); INSERT INTO nowhere VALUES (1);' },
    ];
    expect(() => applyMigrations(db, broken)).toThrow(MigrationFailedError);
    expect(ledger(db).map((row) => row.version)).toEqual([1]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").all()).toEqual([]);
  });
});

describe('the cache schema', () => {
  it('creates a fresh store at the latest version, and reopening applies nothing again', () => {
    const dir = tempDir();
    const first = openTestStore({ dir });
    expect(first.recovered).toBeNull();
    first.store.putWaivers([signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z')]);
    first.store.close();

    const again = openTestStore({ dir });
    expect(again.recovered).toBeNull();
    expect(again.store.counts().waivers).toBe(1);
    again.store.close();
    const db = new DatabaseSync(again.store.path);
    expect(ledger(db)).toEqual(
      CACHE_MIGRATIONS.map((migration) => ({
        version: migration.version,
        name: migration.name,
        checksum: migrationChecksum(migration),
      })),
    );
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('refuses to open a cache whose recorded checksum was tampered with, and leaves the file alone', () => {
    const dir = tempDir();
    const { store } = openTestStore({ dir });
    store.putWaivers([signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z')]);
    store.close();
    const db = new DatabaseSync(store.path);
    db.prepare('UPDATE schema_migrations SET checksum = ? WHERE version = 1').run('0'.repeat(64));
    db.close();

    expect(() => openCacheStore({ dir, dataKey: DATA_KEY })).toThrow(MigrationChecksumError);
    const untouched = new DatabaseSync(store.path);
    expect(untouched.prepare('SELECT count(*) AS n FROM waivers').get()).toEqual({ n: 1 });
    untouched.close();
  });
});
