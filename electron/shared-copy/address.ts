/**
 * The shared database setting: a `postgres://` address (user, host, port,
 * database, `sslmode`), its password kept apart in the secret store. The
 * connection is encrypted unless the server is on this computer (a loopback
 * address or a socket folder): a password and sealed records crossing a network
 * go over TLS, with the server's certificate verified unless the address says
 * `sslmode=require` (encrypted, certificate not checked: a private server whose
 * administrator chose so).
 */
import { isIP } from 'node:net';
import type { SharedDatabaseProblem } from '../../shared/ipc/shared-database.ts';

export type TlsMode = 'off' | 'encrypt' | 'verify';

export interface DatabaseAddress {
  host: string;
  port: number;
  database: string;
  user: string;
  tls: TlsMode;
  /** A password written into the address itself (an administrator's environment variable); null otherwise. */
  inlinePassword: string | null;
  /** The address without any password, for screens and logs. */
  display: string;
}

/** What is wrong with the address: its kind crosses to the page, the message is for the log. */
export class DatabaseAddressError extends Error {
  readonly code = 'invalid_shared_database';
  readonly problem: SharedDatabaseProblem;
  constructor(problem: SharedDatabaseProblem, message: string) {
    super(message);
    this.name = 'DatabaseAddressError';
    this.problem = problem;
  }
}

const SSL_MODES: Record<string, TlsMode> = {
  disable: 'off',
  allow: 'off',
  prefer: 'off',
  require: 'encrypt',
  'verify-ca': 'verify',
  'verify-full': 'verify',
};

/** This computer: a loopback address, `localhost`, or a socket folder. */
export function isOnThisComputer(host: string): boolean {
  if (host.startsWith('/')) return true;
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1';
  return false;
}

/** Reads the setting; throws {@link DatabaseAddressError} in words a person can act on. */
export function readDatabaseAddress(raw: string): DatabaseAddress {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DatabaseAddressError(
      { kind: 'address-unreadable' },
      'The shared database address is not an address like postgres://user@server:5432/database.',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseAddressError(
      { kind: 'address-not-postgres' },
      'The shared database address must start with postgres://.',
    );
  }
  const socketFolder = url.searchParams.get('host');
  const host = socketFolder ?? decodeURIComponent(url.hostname);
  if (!host)
    throw new DatabaseAddressError(
      { kind: 'address-no-server' },
      'The shared database address names no server.',
    );
  const user = decodeURIComponent(url.username);
  if (!user)
    throw new DatabaseAddressError(
      { kind: 'address-no-user' },
      'The shared database address names no user (postgres://user@…).',
    );
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || user;
  const port = url.port ? Number(url.port) : 5432;
  const local = isOnThisComputer(host);
  const asked = url.searchParams.get('sslmode');
  if (asked !== null && !(asked in SSL_MODES)) {
    throw new DatabaseAddressError(
      { kind: 'address-unknown-sslmode', sslmode: asked.slice(0, 40) },
      `The shared database address asks for sslmode=${asked}; use require, verify-ca or verify-full.`,
    );
  }
  const tls: TlsMode = asked === null ? (local ? 'off' : 'verify') : (SSL_MODES[asked] as TlsMode);
  if (!local && tls === 'off') {
    throw new DatabaseAddressError(
      { kind: 'address-unencrypted' },
      'The shared database is on another computer, so the connection must be encrypted: remove sslmode from the address or set sslmode=verify-full.',
    );
  }
  const shown = new URL(url.href);
  shown.password = '';
  return {
    host,
    port,
    database,
    user,
    tls,
    inlinePassword: url.password ? decodeURIComponent(url.password) : null,
    display: shown.href,
  };
}
