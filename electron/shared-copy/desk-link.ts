/**
 * The desk's own session with the shared database: it listens for changes, it
 * is the session that holds the leadership lock when this desk leads, and the
 * leader's sync writes over it. A session that fails or ends is replaced after
 * a pause; whoever uses it hears that it was lost.
 */
import type pg from 'pg';
import { type Clock, systemClock } from '../http/clock.ts';
import { type ConnectionSettings, connectClient } from './connection.ts';
import { CHANGES_CHANNEL } from './schema.ts';

export interface DeskLink {
  /** The connected session, or null while there is none. */
  client(): pg.Client | null;
  /** A statement somewhere changed rows of `table` (and committed). */
  onNotify(listener: (table: string) => void): () => void;
  /** The session came (true) or went (false). */
  onConnected(listener: (connected: boolean) => void): () => void;
  /** Gives up the session now (it stopped answering); a new one follows. */
  drop(): void;
  close(): Promise<void>;
}

/** The session is asked something at every leadership check; silent this long, the server ends it. */
export const SILENT_SESSION_ENDS_MS = 20_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10_000;

export interface DeskLinkOptions {
  clock?: Clock;
  /** How long the server lets the session sit silent before it ends it; default SILENT_SESSION_ENDS_MS. */
  silentSessionEndsMs?: number;
}

export function startDeskLink(
  settings: ConnectionSettings,
  log: (line: string) => void = () => {},
  options: DeskLinkOptions = {},
): DeskLink {
  const clock = options.clock ?? systemClock;
  const notifyListeners = new Set<(table: string) => void>();
  const connectedListeners = new Set<(connected: boolean) => void>();
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let failing = false;
  let cancelTimer: (() => void) | null = null;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    for (const listener of connectedListeners) listener(false);
    schedule();
  };

  const schedule = () => {
    if (closed || cancelTimer) return;
    cancelTimer = clock.setTimer(() => {
      cancelTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };

  const connect = async () => {
    if (closed || current) return;
    let client: pg.Client | null = null;
    try {
      client = await connectClient({
        ...settings,
        applicationName: settings.applicationName ?? 'waiver-desk',
        idleSessionTimeoutMs: options.silentSessionEndsMs ?? SILENT_SESSION_ENDS_MS,
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await client?.end().catch(() => {});
      // Once per outage, not at every try.
      if (!failing) log(`shared database session failed: ${(error as Error).message}`);
      failing = true;
      schedule();
      return;
    }
    failing = false;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    retryMs = FIRST_RETRY_MS;
    current = client;
    client.on('notification', (message) => {
      for (const listener of notifyListeners) listener(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    for (const listener of connectedListeners) listener(true);
  };

  void connect();
  return {
    client: () => current,
    onNotify(listener) {
      notifyListeners.add(listener);
      return () => notifyListeners.delete(listener);
    },
    onConnected(listener) {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    drop() {
      if (current) lost(current);
    },
    async close() {
      closed = true;
      cancelTimer?.();
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
