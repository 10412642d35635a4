/**
 * What the desks sharing a copy know of the waiver service, shared through the
 * shared database: every few seconds each desk writes its own last contact with
 * the service (its state and when it last answered) and, while it follows, reads
 * the contact of the desk that syncs for all. A following desk calls the service
 * for little, so the leader's word is often the freshest it has.
 *
 * Times travel as the database server's: a desk writes how long ago the service
 * answered it, the server turns that into an instant on its own clock, and a
 * reader gets back how long ago, so desks whose clocks disagree still agree on
 * "a minute ago". The table holds a desk's name and the service's state, no one's data.
 */
import type pg from 'pg';
import type { ReachState } from '../../shared/ipc/events.ts';
import { type Clock, systemClock } from '../http/clock.ts';

/** This desk's contact with the service, as its reach monitor has it. */
export interface OwnContact {
  service: ReachState;
  /** Epoch ms on this desk's clock; null before the service ever answered. */
  lastAnsweredAt: number | null;
}

/** The leading desk's contact, on this desk's clock. */
export interface LeaderContact {
  deskName: string;
  service: ReachState;
  /** Epoch ms; null when the leader has not heard from the service since it started. */
  lastAnsweredAt: number | null;
}

export interface ContactReportsOptions {
  pool: pg.Pool;
  deskId: string;
  deskName: string;
  own: () => OwnContact;
  leading: () => boolean;
  /** The leader's contact whenever it changed (null: no desk leads, or this one does). */
  onLeader: (contact: LeaderContact | null) => void;
  /** Default 5 s. */
  everyMs?: number;
  /** Default the system clock. */
  clock?: Clock;
  log?: (line: string) => void;
}

export interface ContactReports {
  leader(): LeaderContact | null;
  close(): Promise<void>;
}

/** A leader that has not reported for this long has gone: its word is too old to show. */
const LEADER_GONE_SECONDS = 30;
/** A leader's contact that moved less than this is not news to the page. */
const NEWS_MS = 15_000;

const REACH_STATES: ReadonlySet<string> = new Set<ReachState>(['unknown', 'online', 'failing', 'offline']);

export function startContactReports(options: ContactReportsOptions): ContactReports {
  const everyMs = options.everyMs ?? 5_000;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const log = options.log ?? (() => {});
  let closed = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();
  let leader: LeaderContact | null = null;
  let failing = false;

  const report = async () => {
    const own = options.own();
    const agoSeconds = own.lastAnsweredAt === null ? null : Math.max(0, now() - own.lastAnsweredAt) / 1_000;
    await options.pool.query(
      `INSERT INTO service_contact (desk_id, desk_name, leads, state, answered_at, reported_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(secs => $5::double precision), now())
       ON CONFLICT (desk_id) DO UPDATE SET desk_name = excluded.desk_name, leads = excluded.leads,
         state = excluded.state, answered_at = excluded.answered_at, reported_at = excluded.reported_at`,
      [options.deskId, options.deskName, options.leading(), own.service, agoSeconds],
    );
  };

  const readLeader = async (): Promise<LeaderContact | null> => {
    if (options.leading()) return null;
    const { rows } = await options.pool.query<{ desk_name: string; state: string; ago_ms: number | null }>(
      `SELECT desk_name, state, (extract(epoch FROM now() - answered_at) * 1000)::float8 AS ago_ms
         FROM service_contact
        WHERE leads AND desk_id <> $1 AND reported_at > now() - make_interval(secs => $2)
        ORDER BY reported_at DESC LIMIT 1`,
      [options.deskId, LEADER_GONE_SECONDS],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      deskName: row.desk_name,
      service: REACH_STATES.has(row.state) ? (row.state as ReachState) : 'unknown',
      lastAnsweredAt: row.ago_ms === null ? null : now() - Math.max(0, row.ago_ms),
    };
  };

  /** Whether the page should hear of `next`: another desk, another state, or a contact that moved. */
  const isNews = (next: LeaderContact | null): boolean => {
    if (next === null || leader === null) return next !== leader;
    if (next.deskName !== leader.deskName || next.service !== leader.service) return true;
    if ((next.lastAnsweredAt === null) !== (leader.lastAnsweredAt === null)) return true;
    return Math.abs((next.lastAnsweredAt ?? 0) - (leader.lastAnsweredAt ?? 0)) >= NEWS_MS;
  };

  const tick = async () => {
    try {
      await report();
      const next = await readLeader();
      failing = false;
      if (isNews(next)) {
        leader = next;
        options.onLeader(next);
      }
    } catch (error) {
      // Before the desk joined (no table yet) or with the database away: the leader's word is not known.
      if (!failing) log(`service contact not shared: ${(error as Error).message}`);
      failing = true;
      if (leader !== null) {
        leader = null;
        options.onLeader(null);
      }
    }
  };

  const loop = () => {
    if (closed) return;
    running = tick().finally(() => {
      if (!closed) cancelTimer = clock.setTimer(loop, everyMs);
    });
  };
  loop();

  return {
    leader: () => leader,
    async close() {
      closed = true;
      cancelTimer?.();
      await running;
    },
  };
}
