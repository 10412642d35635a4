/**
 * The shared database's problems cross from main as a kind and its values, and
 * the page words them: every kind has words, and what main sends holds no
 * sentence of its own.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { sharedDatabaseView, testSharedSetting } from '../../electron/shared-copy/desk-setting.ts';
import {
  sharedDatabaseProblemWords,
  sharedDatabaseVerdictWords,
} from '../../renderer/src/screens/settings/shared-database-problem.ts';
import type { SharedDatabaseProblem, SharedDatabaseProblemKind } from '../../shared/ipc/shared-database.ts';

/** One of each kind: a kind added to the contract without an entry here does not compile. */
const EVERY_PROBLEM: { [K in SharedDatabaseProblemKind]: Extract<SharedDatabaseProblem, { kind: K }> } = {
  'address-unreadable': { kind: 'address-unreadable' },
  'address-not-postgres': { kind: 'address-not-postgres' },
  'address-no-server': { kind: 'address-no-server' },
  'address-no-user': { kind: 'address-no-user' },
  'address-unknown-sslmode': { kind: 'address-unknown-sslmode', sslmode: 'sometimes' },
  'address-unencrypted': { kind: 'address-unencrypted' },
  'no-address': { kind: 'no-address' },
  'password-refused': { kind: 'password-refused', user: 'desk' },
  'user-not-allowed': { kind: 'user-not-allowed', user: 'desk' },
  'no-such-database': { kind: 'no-such-database', database: 'waivers' },
  'no-tls': { kind: 'no-tls' },
  certificate: { kind: 'certificate' },
  unreachable: { kind: 'unreachable', host: 'db.example.com', port: 5433 },
  'version-too-old': { kind: 'version-too-old', version: '14.2' },
  'cannot-create-tables': { kind: 'cannot-create-tables', user: 'clerk', database: 'waivers' },
  'cannot-use-tables': { kind: 'cannot-use-tables', user: 'clerk', tables: ['waivers', 'checkins'] },
  'newer-schema': { kind: 'newer-schema' },
  'foreign-schema': { kind: 'foreign-schema', version: 3 },
  'account-key': { kind: 'account-key' },
  'not-reached': { kind: 'not-reached' },
  'demo-account': { kind: 'demo-account' },
  other: { kind: 'other', text: 'Connection terminated unexpectedly.' },
};

/** Every string in what crossed, wherever it sits. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const sources = (address: string) => {
  const settings = memorySettings();
  settings.set('sharedDatabaseUrl', address);
  return { settings, secrets: new MemorySecretStore(), envUrl: undefined };
};

describe('the shared database problems in the desk’s words', () => {
  it('words every kind of problem, each differently, with its values', () => {
    const worded = Object.values(EVERY_PROBLEM).map((problem) => sharedDatabaseProblemWords(problem));
    for (const text of worded) {
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toMatch(/undefined|null|\[object/);
    }
    expect(new Set(worded).size).toBe(worded.length);
    expect(sharedDatabaseProblemWords(EVERY_PROBLEM['password-refused'])).toBe(
      'The database refused the password for the user “desk”. Check the password and try again.',
    );
    expect(sharedDatabaseProblemWords(EVERY_PROBLEM.unreachable)).toMatch(
      /^No database server answered at db\.example\.com:5433\./,
    );
    expect(sharedDatabaseProblemWords({ kind: 'unreachable', host: null, port: 5432 })).toMatch(
      /^No database server answered on this computer\./,
    );
    expect(sharedDatabaseProblemWords(EVERY_PROBLEM['cannot-use-tables'])).toContain('(waivers, checkins)');
    expect(sharedDatabaseProblemWords({ kind: 'cannot-use-tables', user: 'clerk', tables: [] })).toContain(
      '(waiver_desk)',
    );
    expect(sharedDatabaseVerdictWords({ ok: true, serverVersion: '16.4', tablesReady: false })).toMatch(
      /^Connected to PostgreSQL 16\.4\. The desks’ tables will be set up/,
    );
  });

  it('sends a test’s verdict and the setting’s standing as kinds and values, never sentences', async () => {
    const noAddress = await testSharedSetting(sources(''), { address: '' });
    const unreadable = await testSharedSetting(sources(''), { address: 'postgres://desk@[::1' });
    const unencrypted = await testSharedSetting(sources(''), {
      address: 'postgres://desk@db.example.com/waivers?sslmode=disable',
    });
    const refused = await testSharedSetting(sources(''), { address: 'postgres://desk@127.0.0.1:1/waivers' });
    const view = await sharedDatabaseView(sources('postgres://db.example.com/waivers'), {
      shared: null,
      problem: null,
    });
    const crossed = structuredClone([noAddress, unreadable, unencrypted, refused, view]);
    expect(crossed).toMatchObject([
      { ok: false, problem: { kind: 'no-address' } },
      { ok: false, problem: { kind: 'address-unreadable' } },
      { ok: false, problem: { kind: 'address-unencrypted' } },
      { ok: false, problem: { kind: 'unreachable', host: '127.0.0.1', port: 1 } },
      { state: 'problem', problem: { kind: 'address-no-user' } },
    ]);
    // Kinds, hosts, names and addresses only: nothing with a space in it is a value.
    for (const text of stringsIn(crossed)) expect(text).not.toMatch(/\s/);
    expect(sharedDatabaseVerdictWords(noAddress)).toBe('Enter the shared database’s address to test it.');
  });
});
