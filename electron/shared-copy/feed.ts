/**
 * Follows the shared copy into the desk's own encrypted copy: whatever changed
 * after the last change this desk took, table by table in the order the changes
 * were numbered, when the database announces a change and every 30 s in case an
 * announcement was missed. Where the desk got to is kept in its own copy, so a
 * desk that was off or offline catches up from there, and a desk joining late
 * copies the whole account from PostgreSQL without asking the service anything.
 * Lookups never wait on any of this: they read the desk's copy.
 */
import type pg from 'pg';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { CacheWorker } from '../cache/index.ts';
import type { CacheKeys } from '../cache/seal.ts';
import type { DeskLink } from './desk-link.ts';
import {
  readAdmissionsAfter,
  readCheckinsAfter,
  readSyncStateAfter,
  readTemplatesAfter,
  readWaiversAfter,
  type SharedAdmission,
} from './records.ts';

/** What the feed writes into: the desk's own copy. */
export type FeedSink = Pick<
  CacheWorker,
  | 'putWaivers'
  | 'putCheckins'
  | 'putTemplates'
  | 'getSyncState'
  | 'setSyncState'
  | 'getWaiver'
  | 'purgeOlderThan'
>;

export interface FeedCursor {
  copyId: string;
  templates: number;
  waivers: number;
  checkins: number;
  admissions: number;
  syncState: number;
}

export const FEED_CURSOR_KEY = 'shared-feed';
/** Rows read at once: a page of work for the desk's copy. */
const PAGE_ROWS = 500;
const DAY_MS = 86_400_000;
/** Waivers signed this recently that are new to the desk are announced as arrivals. */
const ARRIVAL_WINDOW_MS = DAY_MS;
const PURGE_EVERY_MS = 6 * 60 * 60_000;

export interface FeedOptions {
  link: DeskLink;
  pool: pg.Pool;
  keys: CacheKeys;
  copyId: string;
  cache: FeedSink;
  retentionDays: number;
  /** Pulls at least this often without an announcement; default 30 s. */
  everyMs?: number;
  onArrived?: (waivers: SignedWaiver[]) => void;
  /** People admitted at any desk: the desk's Today merges them (the check-in flow's seam). */
  onAdmissions?: (admissions: SharedAdmission[]) => void | Promise<void>;
  /** The leader's sync state and who leads, as they change. */
  onSharedState?: (key: string, value: string) => void;
  /** After every pull, with whether it reached the end. */
  onPulled?: (outcome: { ok: boolean; at: number; error?: unknown }) => void;
  now?: () => number;
  log?: (line: string) => void;
}

export interface Feed {
  /** Pulls now and resolves once everything committed before the call is in the desk's copy. */
  pull(): Promise<void>;
  cursor(): FeedCursor;
  close(): Promise<void>;
}

const emptyCursor = (copyId: string): FeedCursor => ({
  copyId,
  templates: 0,
  waivers: 0,
  checkins: 0,
  admissions: 0,
  syncState: 0,
});

function readCursor(raw: string | null, copyId: string): FeedCursor {
  if (!raw) return emptyCursor(copyId);
  try {
    const parsed = JSON.parse(raw) as Partial<FeedCursor>;
    // Another shared copy (the database was made anew): its numbers mean nothing here.
    if (parsed.copyId !== copyId) return emptyCursor(copyId);
    const cursor = emptyCursor(copyId);
    for (const table of ['templates', 'waivers', 'checkins', 'admissions', 'syncState'] as const) {
      const value = parsed[table];
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) cursor[table] = value;
    }
    return cursor;
  } catch {
    return emptyCursor(copyId);
  }
}

export async function startFeed(options: FeedOptions): Promise<Feed> {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 30_000;
  const log = options.log ?? (() => {});
  const { cache, keys, pool } = options;
  const cursor = readCursor(await cache.getSyncState(FEED_CURSOR_KEY), options.copyId);
  let closed = false;
  let pulling: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let nextPurgeAt = 0;
  /** Set while pulls fail, so an outage is logged once. */
  let failing = false;

  const save = () => cache.setSyncState(FEED_CURSOR_KEY, JSON.stringify(cursor));

  /** Arrivals are announced once the desk has followed the copy to its end: not its first copy. */
  let followed = cursor.waivers > 0;

  const pullWaivers = async (): Promise<void> => {
    const announce = followed;
    for (;;) {
      const rows = await readWaiversAfter(pool, keys, cursor.waivers, PAGE_ROWS);
      if (rows.length === 0) return;
      const arrived: SignedWaiver[] = [];
      if (announce && options.onArrived) {
        for (const { waiver } of rows) {
          const signed = Date.parse(waiver.createdOn);
          if (
            !Number.isNaN(signed) &&
            signed > now() - ARRIVAL_WINDOW_MS &&
            !(await cache.getWaiver(waiver.waiverId))
          )
            arrived.push(waiver);
        }
      }
      await cache.putWaivers(rows.map((row) => row.waiver));
      // Announced as soon as they are findable at this desk.
      if (arrived.length > 0) options.onArrived?.(arrived);
      cursor.waivers = rows.at(-1)?.seq ?? cursor.waivers;
      await save();
      if (rows.length < PAGE_ROWS || closed) return;
    }
  };

  const pullTable = async <R extends { seq: number }>(
    table: Exclude<keyof FeedCursor, 'copyId' | 'waivers'>,
    read: (after: number) => Promise<R[]>,
    apply: (rows: R[]) => Promise<unknown>,
  ): Promise<void> => {
    for (;;) {
      const rows = await read(cursor[table]);
      if (rows.length === 0) return;
      await apply(rows);
      cursor[table] = rows.at(-1)?.seq ?? cursor[table];
      await save();
      if (rows.length < PAGE_ROWS || closed) return;
    }
  };

  const pullOnce = async () => {
    await pullTable(
      'templates',
      (after) => readTemplatesAfter(pool, after, PAGE_ROWS),
      (rows) => cache.putTemplates(rows.map((row) => row.template)),
    );
    await pullWaivers();
    await pullTable(
      'checkins',
      (after) => readCheckinsAfter(pool, keys, after, PAGE_ROWS),
      (rows) => cache.putCheckins(rows.map((row) => row.checkin)),
    );
    await pullTable(
      'admissions',
      (after) => readAdmissionsAfter(pool, keys, after, PAGE_ROWS),
      async (rows) => options.onAdmissions?.(rows.map((row) => row.admission)),
    );
    await pullTable(
      'syncState',
      (after) => readSyncStateAfter(pool, after, PAGE_ROWS),
      async (rows) => {
        for (const row of rows) options.onSharedState?.(row.key, row.value);
      },
    );
    if (now() >= nextPurgeAt) {
      // The shared copy's purge is not announced: each desk applies the same retention to its own.
      await cache.purgeOlderThan(now() - options.retentionDays * DAY_MS);
      nextPurgeAt = now() + PURGE_EVERY_MS;
    }
  };

  const pull = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (pulling) {
      again = true;
      return pulling;
    }
    pulling = (async () => {
      do {
        again = false;
        try {
          await pullOnce();
          followed = true;
          failing = false;
          options.onPulled?.({ ok: true, at: now() });
        } catch (error) {
          if (closed) return;
          if (!failing) log(`shared copy not followed: ${(error as Error).message}`);
          failing = true;
          options.onPulled?.({ ok: false, at: now(), error });
          return;
        }
      } while (again && !closed);
    })().finally(() => {
      pulling = null;
    });
    return pulling;
  };

  /** Resolves once a pull that started after the call has finished. */
  const pullFresh = async (): Promise<void> => {
    if (pulling) await pulling.catch(() => {});
    await pull();
  };

  const arm = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void pull().finally(arm);
    }, everyMs);
  };
  const offNotify = options.link.onNotify(() => void pull());
  const offConnected = options.link.onConnected((connected) => {
    if (connected) void pull();
  });
  void pull();
  arm();

  return {
    pull: pullFresh,
    cursor: () => ({ ...cursor }),
    async close() {
      closed = true;
      offNotify();
      offConnected();
      if (timer) clearTimeout(timer);
      await pulling?.catch(() => {});
    },
  };
}
