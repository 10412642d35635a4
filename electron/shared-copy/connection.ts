/**
 * Connections to the shared database. Every connection tells the server to probe
 * it with TCP keepalives every few seconds, so a desk that crashed or lost its
 * network is noticed by the server in about 20 s (its leadership lock, held by
 * its session, is then free) rather than after the operating system's two hours.
 */
import pg from 'pg';
import type { DatabaseAddress } from './address.ts';

export const SCHEMA = 'waiver_desk';

export interface ConnectionSettings {
  address: DatabaseAddress;
  /** From the secret store (or the address itself); '' when none is set. */
  password: string;
  /** Names the desk in the server's session list (`application_name`). */
  applicationName?: string;
  connectTimeoutMs?: number;
  /**
   * The server ends the session once it has sent nothing for this long. The desk's
   * own session asks something every few seconds, so only a desk cut off from the
   * server falls silent: its leadership lock is then free even where no keepalive
   * probe can tell (a connection that still answers probes but carries nothing).
   */
  idleSessionTimeoutMs?: number;
}

/** Seconds between the server's probes of an idle desk, and probes missed before it gives up. */
const SERVER_KEEPALIVE = { idle: 5, interval: 5, count: 3 } as const;

export function clientConfig(settings: ConnectionSettings): pg.ClientConfig {
  const { address } = settings;
  return {
    host: address.host,
    port: address.port,
    database: address.database,
    user: address.user,
    // Always a string: the driver throws outside any promise when a server asks for a password it lacks.
    password: settings.password,
    ssl:
      address.tls === 'off'
        ? false
        : address.tls === 'encrypt'
          ? { rejectUnauthorized: false }
          : { rejectUnauthorized: true, servername: address.host },
    application_name: settings.applicationName ?? 'waiver-desk',
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    // Every query names its schema's objects through the search path.
    options: [
      `-c search_path=${SCHEMA},public`,
      `-c tcp_keepalives_idle=${SERVER_KEEPALIVE.idle}`,
      `-c tcp_keepalives_interval=${SERVER_KEEPALIVE.interval}`,
      `-c tcp_keepalives_count=${SERVER_KEEPALIVE.count}`,
      settings.idleSessionTimeoutMs ? `-c idle_session_timeout=${settings.idleSessionTimeoutMs}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** A connected client; a refused or failed connection is ended before the error is thrown. */
export async function connectClient(settings: ConnectionSettings): Promise<pg.Client> {
  const client = new pg.Client(clientConfig(settings));
  // A connection that drops later must not crash the process: its users see the failed query.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

export function createPool(settings: ConnectionSettings, max: number): pg.Pool {
  const pool = new pg.Pool({ ...clientConfig(settings), max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {});
  return pool;
}
