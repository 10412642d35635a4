/**
 * "Test connection": connects as the desk would and says, in a desk worker's
 * words, what is wrong: the address, the password, a server out of reach, one
 * that will not encrypt, an older PostgreSQL, or a user without the rights the
 * desks need. Nothing is changed in the database.
 */
import type pg from 'pg';
import { type DatabaseAddress, DatabaseAddressError, readDatabaseAddress } from './address.ts';
import { connectClient, SCHEMA } from './connection.ts';
import { SCHEMA_VERSION } from './schema.ts';

export type ConnectionVerdict =
  | { ok: true; message: string; serverVersion: string }
  | {
      ok: false;
      problem:
        | 'address'
        | 'password'
        | 'user'
        | 'database'
        | 'unreachable'
        | 'no-tls'
        | 'certificate'
        | 'version'
        | 'rights'
        | 'other';
      message: string;
    };

/** PostgreSQL 15 or newer: its MERGE, its privileges on schema public and its advisory locks are what the desks rely on. */
export const MINIMUM_SERVER_VERSION = 150000;

const TABLES = [
  'copy_meta',
  'waivers',
  'checkins',
  'templates',
  'admissions',
  'sync_state',
  'desks',
  'rate_budget',
];

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';

const where = (address: DatabaseAddress) =>
  address.host.startsWith('/') ? 'on this computer' : `at ${address.host}:${address.port}`;

/** The words for a failed connection; exported for the desk's own session errors. */
export function explainConnectionError(
  address: DatabaseAddress,
  error: unknown,
): Extract<ConnectionVerdict, { ok: false }> {
  const code = codeOf(error);
  const text = error instanceof Error ? error.message : String(error);
  if (code === '28P01' || /password authentication failed/i.test(text)) {
    return {
      ok: false,
      problem: 'password',
      message: `The database refused the password for the user “${address.user}”. Check the password and try again.`,
    };
  }
  if (code === '28000') {
    return {
      ok: false,
      problem: 'user',
      message: `The database does not let the user “${address.user}” in from this computer. Ask whoever runs the database to allow it.`,
    };
  }
  if (code === '3D000') {
    return {
      ok: false,
      problem: 'database',
      message: `There is no database named “${address.database}” on that server. Check the name at the end of the address.`,
    };
  }
  if (/does not support SSL/i.test(text)) {
    return {
      ok: false,
      problem: 'no-tls',
      message:
        'The database server does not accept encrypted connections. Ask whoever runs it to turn on TLS: the desks send the password and the customers’ data over the network only encrypted.',
    };
  }
  if (/certificate|self[- ]signed|ERR_TLS|UNABLE_TO_VERIFY|altnames/i.test(`${code} ${text}`)) {
    return {
      ok: false,
      problem: 'certificate',
      message:
        'The database server’s certificate could not be verified, so the desk did not send it anything. Ask whoever runs it for a certificate this computer trusts.',
    };
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
    return {
      ok: false,
      problem: 'unreachable',
      message: `No database server answered ${where(address)}. Check the address, that the server is running, and that this computer may reach it.`,
    };
  }
  return { ok: false, problem: 'other', message: `The database could not be used: ${text}` };
}

async function missingRights(client: pg.ClientBase, address: DatabaseAddress): Promise<string | null> {
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
      : `The user “${address.user}” may not create the desks’ tables in the database “${address.database}”. Ask whoever runs it to grant CREATE on that database, or to set the tables up once as its owner.`;
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
    return `The user “${address.user}” may not read and write the desks’ tables (${refused.join(', ') || SCHEMA}). Ask whoever runs the database to grant them to this user.`;
  }
  return null;
}

export async function testSharedDatabase(rawAddress: string, password: string): Promise<ConnectionVerdict> {
  let address: DatabaseAddress;
  try {
    address = readDatabaseAddress(rawAddress);
  } catch (error) {
    if (error instanceof DatabaseAddressError)
      return { ok: false, problem: 'address', message: error.message };
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
      return {
        ok: false,
        problem: 'version',
        message: `That server runs PostgreSQL ${version}; the desks need PostgreSQL 15 or newer.`,
      };
    }
    const rights = await missingRights(client, address);
    if (rights) return { ok: false, problem: 'rights', message: rights };
    const applied = await client
      .query<{ top: number | null }>(`SELECT max(version) AS top FROM ${SCHEMA}.schema_migrations`)
      .then((result) => result.rows[0]?.top ?? 0)
      .catch(() => 0);
    if (applied > SCHEMA_VERSION) {
      return {
        ok: false,
        problem: 'version',
        message: 'The shared database was set up by a newer Waiver Desk; update this desk to use it.',
      };
    }
    return {
      ok: true,
      serverVersion: version,
      message:
        applied === 0
          ? `Connected to PostgreSQL ${version}. The desks’ tables will be set up when this desk starts using it.`
          : `Connected to PostgreSQL ${version}. The desks share their copy of the account here.`,
    };
  } catch (error) {
    return explainConnectionError(address, error);
  } finally {
    await client.end().catch(() => {});
  }
}
