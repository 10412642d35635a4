import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { DEFAULT_CACHE_FILE_NAME } from '../../electron/cache/types.ts';
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

describe('templates sealed (version 4)', () => {
  const ECHO = 'ECHO k-echoed-into-a-title-4Rt END';
  /** The database file and its write-ahead log, as one text to search. */
  const onDisk = (path: string) =>
    [path, `${path}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('latin1'))
      .join('\n');

  it('a copy an older desk made loses its clear templates and reads them again, sealed', () => {
    const dir = tempDir();
    const path = join(dir, DEFAULT_CACHE_FILE_NAME);
    // The copy as a desk before version 4 left it: a template in clear, the feed past it.
    const old = new DatabaseSync(path);
    old.exec('PRAGMA journal_mode = WAL');
    applyMigrations(old, CACHE_MIGRATIONS.slice(0, 3));
    old
      .prepare('INSERT INTO templates (template_id, body) VALUES (?, ?)')
      .run('T1', JSON.stringify({ templateId: 'T1', title: ECHO }));
    old
      .prepare('INSERT INTO sync_state (key, value) VALUES (?, ?)')
      .run('shared-feed', JSON.stringify({ copyId: 'c', templates: 40, waivers: 90 }));
    old.close();
    expect(onDisk(path)).toContain(ECHO);

    const { store } = openTestStore({ dir });
    expect(store.getTemplates()).toEqual([]);
    expect(JSON.parse(store.getSyncState('shared-feed') ?? '{}')).toMatchObject({
      templates: 0,
      waivers: 90,
    });
    expect(onDisk(path)).not.toContain('k-echoed-into-a-title');

    store.putTemplates([{ templateId: 'T1', title: ECHO }]);
    expect(store.getTemplates()).toMatchObject([{ templateId: 'T1', title: ECHO }]);
    expect(onDisk(path)).not.toContain('k-echoed-into-a-title');
    store.close();
    expect(onDisk(path)).not.toContain('k-echoed-into-a-title');
  });
});

describe('no yes/no flags in clear (version 8)', () => {
  it('a copy an older desk made keeps its waivers and loses the flags beside them', () => {
    const dir = tempDir();
    const path = join(dir, DEFAULT_CACHE_FILE_NAME);
    const first = openCacheStore({ dir, dataKey: DATA_KEY }).store;
    first.putWaivers([signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z', { isMinor: true, verified: true })]);
    first.close();
    // The copy as a desk at version 7 left it: a minor on the waiver, said in clear.
    const old = new DatabaseSync(path);
    old.exec('ALTER TABLE waivers ADD COLUMN flags INTEGER NOT NULL DEFAULT 0; UPDATE waivers SET flags = 6');
    old.prepare('DELETE FROM schema_migrations WHERE version = 8').run();
    old.close();

    const { store } = openTestStore({ dir });
    const [row] = store.lookup('ann smith');
    expect(row).toMatchObject({ name: 'Ann Smith', hasMinor: true, verified: true });
    store.close();
    const reopened = new DatabaseSync(path);
    const columns = reopened
      .prepare('PRAGMA table_info(waivers)')
      .all()
      .map((column) => column.name);
    reopened.close();
    expect(columns).not.toContain('flags');
    expect(columns).toEqual(expect.arrayContaining(['waiver_id', 'created_ms', 'auto_tag', 'body']));
  });
});
