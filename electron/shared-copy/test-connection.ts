/**
 * "Test connection": connects as the desk would and reports, as a kind the page
 * words, what is wrong: the address, the password, a server out of reach, one
 * that will not encrypt, an older PostgreSQL, or a user without the rights the
 * desks need. Nothing is changed in the database.
 */
import type pg from 'pg';
import {
  OTHER_TEXT_LIMIT,
  type SharedDatabaseProblem,
  type SharedDatabaseVerdict,
} from '../../shared/ipc/shared-database.ts';
import { type DatabaseAddress, DatabaseAddressError, readDatabaseAddress } from './address.ts';
import { connectClient, SCHEMA } from './connection.ts';
import { SCHEMA_VERSION } from './schema.ts';

export type ConnectionVerdict = SharedDatabaseVerdict;
type ConnectionProblem = Extract<ConnectionVerdict, { ok: false }>;

const failed = (problem: SharedDatabaseProblem): ConnectionProblem => ({ ok: false, problem });

/** PostgreSQL 15 or newer: its MERGE, its privileges on schema public and its advisory locks are what the desks rely on. */
export const MINIMUM_SERVER_VERSION = 150000;

const TABLES = [
  'copy_meta',
  'waivers',
  'checkins',
  'templates',
  'admissions',
  'admission_changes',
  'sync_state',
  'desks',
  'rate_budget',
];

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';

/** What a failed connection means, as a kind the page words. */
export function explainConnectionError(address: DatabaseAddress, error: unknown): ConnectionProblem {
  const code = codeOf(error);
  const text = error instanceof Error ? error.message : String(error);
  if (code === '28P01' || /password authentication failed/i.test(text)) {
    return failed({ kind: 'password-refused', user: address.user });
  }
  if (code === '28000') {
    return failed({ kind: 'user-not-allowed', user: address.user });
  }
  if (code === '3D000') {
    return failed({ kind: 'no-such-database', database: address.database });
  }
  if (/does not support SSL/i.test(text)) {
    return failed({ kind: 'no-tls' });
  }
  if (/certificate|self[- ]signed|ERR_TLS|UNABLE_TO_VERIFY|altnames/i.test(`${code} ${text}`)) {
    return failed({ kind: 'certificate' });
  }
  if (
    [
      'ECONNREFUSED',
      'ENOTFOUND',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'ETIMEDOUT',
      'EAI_AGAIN',
      'ECONNRESET',
      'ENOENT',
    ].includes(code) ||
    /timeout|terminated unexpectedly|ECONNREFUSED/i.test(text)
  ) {
    return failed({
      kind: 'unreachable',
      host: address.host.startsWith('/') ? null : address.host,
      port: address.port,
    });
  }
  return failed({ kind: 'other', text: text.slice(0, OTHER_TEXT_LIMIT) });
}

async function missingRights(
  client: pg.ClientBase,
  address: DatabaseAddress,
): Promise<SharedDatabaseProblem | null> {
  const schema = await client.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS present',
    [SCHEMA],
  );
  if (!schema.rows[0]?.present) {
    const { rows } = await client.query<{ allowed: boolean }>(
      `SELECT has_database_privilege(current_database(), 'CREATE') AS allowed`,
    );
    return rows[0]?.allowed
      ? null
      : { kind: 'cannot-create-tables', user: address.user, database: address.database };
  }
  const { rows } = await client.query<{ name: string; allowed: boolean | null }>(
    `SELECT t.name,
            CASE WHEN c.oid IS NULL THEN NULL
                 ELSE has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE') END AS allowed
       FROM unnest($1::text[]) AS t(name)
       LEFT JOIN pg_class c ON c.relname = t.name AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $2)`,
    [TABLES, SCHEMA],
  );
  const usage = await client.query<{ allowed: boolean }>(
    `SELECT has_schema_privilege($1, 'USAGE') AS allowed`,
    [SCHEMA],
  );
  const refused = rows.filter((row) => row.allowed === false).map((row) => row.name);
  if (!usage.rows[0]?.allowed || refused.length > 0) {
    return { kind: 'cannot-use-tables', user: address.user, tables: refused };
  }
  return null;
}

export async function testSharedDatabase(rawAddress: string, password: string): Promise<ConnectionVerdict> {
  let address: DatabaseAddress;
  try {
    address = readDatabaseAddress(rawAddress);
  } catch (error) {
    if (error instanceof DatabaseAddressError) return failed(error.problem);
    throw error;
  }
  let client: pg.Client;
  try {
    client = await connectClient({
      address,
      password: address.inlinePassword ?? password,
      applicationName: 'waiver-desk test',
      connectTimeoutMs: 8_000,
    });
  } catch (error) {
    return explainConnectionError(address, error);
  }
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version`,
    );
    const num = Number(rows[0]?.num ?? 0);
    const version = rows[0]?.version ?? 'unknown';
    if (num < MINIMUM_SERVER_VERSION) {
      return failed({ kind: 'version-too-old', version });
    }
    const rights = await missingRights(client, address);
    if (rights) return failed(rights);
    const applied = await client
      .query<{ top: number | null }>(`SELECT max(version) AS top FROM ${SCHEMA}.schema_migrations`)
      .then((result) => result.rows[0]?.top ?? 0)
      .catch(() => 0);
    if (applied > SCHEMA_VERSION) {
      return failed({ kind: 'newer-schema' });
    }
    return { ok: true, serverVersion: version, tablesReady: applied !== 0 };
  } catch (error) {
    return explainConnectionError(address, error);
  } finally {
    await client.end().catch(() => {});
  }
}
