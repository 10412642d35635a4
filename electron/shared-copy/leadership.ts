/**
 * Exactly one desk at a time syncs the account: the one whose session holds the
 * leadership advisory lock. Every desk tries for it every few seconds; the
 * server frees it the moment the leader's session ends (the desk quit or was
 * killed) or, when the leader's network went, once the server's keepalive
 * probes go unanswered (about 20 s). A leader whose session stops answering
 * stops syncing at once. A desk a manager marked as preferred takes over from
 * any other while it is up: the others leave it the lock.
 */
import type pg from 'pg';
import { type Clock, systemClock, within } from '../http/clock.ts';
import type { DeskLink } from './desk-link.ts';
import { LOCKS } from './schema.ts';

export interface LeadershipOptions {
  link: DeskLink;
  /** For the desks' heartbeat rows, kept apart from the session. */
  pool: pg.Pool;
  deskId: string;
  label: string;
  prefersLead: boolean;
  /** Starts this desk's sync over the session that holds the lock; resolves to its stop. */
  onLead(client: pg.Client): Promise<() => Promise<void>>;
  onChange?(leading: boolean): void;
  /** How often the lock is tried for and the leader's session checked; default 5 s (well under the session's silence limit). */
  everyMs?: number;
  /** A leader's session that takes longer than this to answer is given up; default 10 s. */
  answerWithinMs?: number;
  /** A desk not seen for this long no longer counts as up; default 20 s. */
  deskGoneMs?: number;
  clock?: Clock;
  log?: (line: string) => void;
}

export interface Leadership {
  leading(): boolean;
  /** Tries now instead of at the next interval. */
  wake(): void;
  close(): Promise<void>;
}

/** A desk not seen for this long no longer counts as up (three heartbeats missed). */
const DESK_GONE_MS = 20_000;
/** A leader's session that takes longer than this to answer is given up. */
const ANSWER_WITHIN_MS = 10_000;

export function startLeadership(options: LeadershipOptions): Leadership {
  const everyMs = options.everyMs ?? 5_000;
  const answerWithinMs = options.answerWithinMs ?? ANSWER_WITHIN_MS;
  const clock = options.clock ?? systemClock;
  const answered = <T>(promise: Promise<T>) =>
    within(clock, promise, answerWithinMs, () => new Error(`no answer within ${answerWithinMs} ms`));
  const log = options.log ?? (() => {});
  let leadingOn: pg.Client | null = null;
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();

  const setLeading = (client: pg.Client | null) => {
    const was = leadingOn !== null;
    leadingOn = client;
    if (was !== (client !== null)) options.onChange?.(client !== null);
  };

  const stepDown = async (why: string) => {
    const stopping = stop;
    stop = null;
    const client = leadingOn;
    setLeading(null);
    log(`leadership given up: ${why}`);
    await stopping?.().catch(() => {});
    return client;
  };

  const preferredOtherIsUp = async (): Promise<boolean> => {
    const { rows } = await options.pool.query(
      `SELECT 1 FROM desks WHERE prefers_lead AND desk_id <> $1 AND seen_at > now() - make_interval(secs => $2)`,
      [options.deskId, (options.deskGoneMs ?? DESK_GONE_MS) / 1_000],
    );
    return rows.length > 0;
  };

  const tick = async () => {
    const client = options.link.client();
    if (leadingOn && leadingOn !== client) await stepDown('the session with the shared database ended');
    if (!client) return;
    // Over the session itself: a session asked nothing for a while is one the server ends.
    await answered(
      client.query(
        `INSERT INTO desks (desk_id, label, prefers_lead, seen_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (desk_id) DO UPDATE SET label = excluded.label, prefers_lead = excluded.prefers_lead, seen_at = now()`,
        [options.deskId, options.label, options.prefersLead],
      ),
    ).catch(() => {});
    const yieldToPreferred = !options.prefersLead && (await preferredOtherIsUp().catch(() => false));
    if (leadingOn) {
      try {
        await answered(client.query('SELECT 1'));
      } catch {
        await stepDown('the shared database stopped answering');
        options.link.drop();
        return;
      }
      if (yieldToPreferred) {
        const held = await stepDown('a preferred desk is up');
        await held?.query('SELECT pg_advisory_unlock($1)', [LOCKS.leader]).catch(() => {});
      }
      return;
    }
    if (yieldToPreferred) return;
    const { rows } = await answered(
      client.query<{ won: boolean }>('SELECT pg_try_advisory_lock($1) AS won', [LOCKS.leader]),
    );
    if (!rows[0]?.won || closed) {
      if (rows[0]?.won) await client.query('SELECT pg_advisory_unlock($1)', [LOCKS.leader]).catch(() => {});
      return;
    }
    setLeading(client);
    log('this desk now syncs the account for every desk');
    await client
      .query(
        `INSERT INTO sync_state (key, value) VALUES ('leader', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [JSON.stringify({ deskId: options.deskId, label: options.label, sinceMs: clock.now() })],
      )
      .catch(() => {});
    try {
      stop = await options.onLead(client);
    } catch (error) {
      log(`the sync could not start: ${(error as Error).message}`);
      const held = await stepDown('the sync could not start');
      await held?.query('SELECT pg_advisory_unlock($1)', [LOCKS.leader]).catch(() => {});
    }
  };

  const loop = () => {
    if (closed) return;
    running = tick()
      .catch((error: unknown) => log(`leadership check failed: ${(error as Error).message}`))
      .finally(() => {
        if (!closed) cancelTimer = clock.setTimer(loop, everyMs);
      });
  };
  const unsubscribe = options.link.onConnected((connected) => {
    if (connected) wake();
    else if (leadingOn) void stepDown('the session with the shared database ended');
  });
  const wake = () => {
    if (closed || !cancelTimer) return;
    cancelTimer();
    cancelTimer = null;
    void running.then(loop);
  };
  loop();

  return {
    leading: () => leadingOn !== null,
    wake,
    async close() {
      closed = true;
      unsubscribe();
      cancelTimer?.();
      await running;
      const held = leadingOn ? await stepDown('the desk is closing') : null;
      await held?.query('SELECT pg_advisory_unlock($1)', [LOCKS.leader]).catch(() => {});
    },
  };
}
