/**
 * The shared database setting and "Test connection": what the address may be
 * (TLS unless the server is on this computer) and, against a real server, each
 * thing that can be wrong, reported as a kind and worded by the page.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { describe, expect, it } from 'vitest';
import { DatabaseAddressError, readDatabaseAddress } from '../../electron/shared-copy/address.ts';
import { migrateShared } from '../../electron/shared-copy/schema.ts';
import { testSharedDatabase } from '../../electron/shared-copy/test-connection.ts';
import { sharedDatabaseVerdictWords } from '../../renderer/src/screens/settings/shared-database-problem.ts';
import { PASSWORD, sharedDatabase, throwawayPostgresForTests } from './support.ts';

describe('the shared database address', () => {
  it('needs TLS for a server on another computer and verifies its certificate by default', () => {
    expect(readDatabaseAddress('postgres://desk@db.example.com/waivers').tls).toBe('verify');
    expect(readDatabaseAddress('postgres://desk@db.example.com/waivers?sslmode=require').tls).toBe('encrypt');
    expect(() => readDatabaseAddress('postgres://desk@db.example.com/waivers?sslmode=disable')).toThrow(
      DatabaseAddressError,
    );
    expect(() => readDatabaseAddress('postgres://desk@10.0.0.5/waivers?sslmode=prefer')).toThrow(
      expect.objectContaining({ problem: { kind: 'address-unencrypted' } }),
    );
  });

  it('lets a server on this computer go without TLS, and keeps a written password out of what it shows', () => {
    const local = readDatabaseAddress('postgresql://desk:s3cret@127.0.0.1:6543/waivers');
    expect(local).toMatchObject({
      host: '127.0.0.1',
      port: 6543,
      database: 'waivers',
      user: 'desk',
      tls: 'off',
    });
    expect(local.inlinePassword).toBe('s3cret');
    expect(local.display).not.toContain('s3cret');
    expect(readDatabaseAddress('postgres://desk@localhost/w').tls).toBe('off');
    expect(readDatabaseAddress('postgres://desk@[::1]/w').tls).toBe('off');
    expect(readDatabaseAddress('postgres://desk@x/w?host=/run/postgresql').host).toBe('/run/postgresql');
  });

  it('refuses what is not a PostgreSQL address', () => {
    expect(() => readDatabaseAddress('https://db.example.com')).toThrow(/postgres:\/\//);
    expect(() => readDatabaseAddress('not an address')).toThrow(DatabaseAddressError);
    expect(() => readDatabaseAddress('postgres://db.example.com/w')).toThrow(
      expect.objectContaining({ problem: { kind: 'address-no-user' } }),
    );
  });
});

describe('Test connection', () => {
  const postgres = throwawayPostgresForTests();

  it('says the connection works, and whether the tables are set up yet', async () => {
    const server = postgres();
    const db = await sharedDatabase(server);
    const fresh = await testSharedDatabase(db.url, PASSWORD);
    expect(fresh).toMatchObject({
      ok: true,
      serverVersion: expect.stringMatching(/^1\d/),
      tablesReady: false,
    });
    expect(sharedDatabaseVerdictWords(fresh)).toMatch(/PostgreSQL 1\d.*set up when this desk starts/);
    const client = await db.raw();
    await migrateShared(client);
    await client.end();
    const ready = await testSharedDatabase(db.url, PASSWORD);
    expect(ready).toMatchObject({ ok: true, tablesReady: true });
    expect(sharedDatabaseVerdictWords(ready)).toMatch(/share their copy/);
    // Through the server's socket folder on this computer, as the README's demo does.
    const overSocket = `postgres://postgres@localhost:${server.port}/postgres?host=${encodeURIComponent(server.socketDir)}`;
    expect(await testSharedDatabase(overSocket, '')).toMatchObject({ ok: true });
  });

  it('names a wrong password, a missing database, an unreachable server and a server without TLS', async () => {
    const server = postgres();
    const db = await sharedDatabase(server);
    const wrong = await testSharedDatabase(db.url, 'not-the-password');
    expect(wrong).toEqual({ ok: false, problem: { kind: 'password-refused', user: db.user } });
    expect(sharedDatabaseVerdictWords(wrong)).toBe(
      `The database refused the password for the user “${db.user}”. Check the password and try again.`,
    );
    expect(JSON.stringify(wrong)).not.toContain('not-the-password');
    const missing = await testSharedDatabase(server.address('no_such_database', db.user), PASSWORD);
    expect(missing).toEqual({
      ok: false,
      problem: { kind: 'no-such-database', database: 'no_such_database' },
    });
    expect(sharedDatabaseVerdictWords(missing)).toMatch(/no database named “no_such_database”/);
    const closed = `postgres://${db.user}@127.0.0.1:1/${db.database}`;
    const unreachable = await testSharedDatabase(closed, PASSWORD);
    expect(unreachable).toEqual({ ok: false, problem: { kind: 'unreachable', host: '127.0.0.1', port: 1 } });
    expect(sharedDatabaseVerdictWords(unreachable)).toMatch(
      /^No database server answered at 127\.0\.0\.1:1\./,
    );
    expect(await testSharedDatabase(`${db.url}?sslmode=require`, PASSWORD)).toEqual({
      ok: false,
      problem: { kind: 'no-tls' },
    });
    expect(await testSharedDatabase('postgres://nobody', PASSWORD)).toEqual({
      ok: false,
      problem: { kind: 'address-no-user' },
    });
  });

  it('names missing rights: to set the tables up, and to use tables another user set up', async () => {
    const server = postgres();
    const owner = await sharedDatabase(server);
    await server.admin(`CREATE ROLE clerk LOGIN PASSWORD '${PASSWORD}'`);
    await server.admin(`REVOKE CREATE ON DATABASE ${owner.database} FROM PUBLIC`);
    const asClerk = server.address(owner.database, 'clerk');
    const cannotCreate = await testSharedDatabase(asClerk, PASSWORD);
    expect(cannotCreate).toEqual({
      ok: false,
      problem: { kind: 'cannot-create-tables', user: 'clerk', database: owner.database },
    });
    expect(sharedDatabaseVerdictWords(cannotCreate)).toMatch(/may not create/);
    const client = await owner.raw();
    await migrateShared(client);
    await client.end();
    const cannotUse = await testSharedDatabase(asClerk, PASSWORD);
    expect(cannotUse).toMatchObject({ ok: false, problem: { kind: 'cannot-use-tables', user: 'clerk' } });
    expect(sharedDatabaseVerdictWords(cannotUse)).toMatch(/may not read and write the desks’ tables \(\w/);
  });
});
