/**
 * Follows the shared copy into the desk's own encrypted copy: whatever changed
 * after the last change this desk took, table by table in the order the changes
 * were numbered, when the database announces a change and every 30 s in case an
 * announcement was missed. Where the desk got to is kept in its own copy, so a
 * desk that was off or offline catches up from there, and a desk joining late
 * copies the whole account from PostgreSQL without asking the service anything.
 * Lookups never wait on any of this: they read the desk's copy.
 *
 * A row whose body does not open is set aside (`unreadable-rows.ts`) and the
 * feed goes on past it: one bad row never stops a desk from following. The rows
 * set aside are counted for the screens and handed to the leader, which writes
 * them again from the service.
 */
import type pg from 'pg';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { CacheWorker } from '../cache/index.ts';
import type { CacheKeys } from '../cache/seal.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import type { DeskLink } from './desk-link.ts';
import {
  presentSharedIds,
  readAdmissionChangesAfter,
  readAdmissionsAfter,
  readCheckinsAfter,
  readSyncStateAfter,
  readTemplatesAfter,
  readWaiversAfter,
  type SharedAdmission,
  type SharedAdmissionChange,
  type SharedRow,
} from './records.ts';
import {
  type SharedTable,
  UNREADABLE_ROWS_KEY,
  type UnreadableRow,
  UnreadableRows,
  type UnreadableSummary,
} from './unreadable-rows.ts';

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
  admissionChanges: number;
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
  /** Check-ins undone and people marked as left at any desk (the check-in flow's seam too). */
  onAdmissionChanges?: (changes: SharedAdmissionChange[]) => void | Promise<void>;
  /** The leader's sync state and who leads, as they change. */
  onSharedState?: (key: string, value: string) => void;
  /** After every pull, with whether it reached the end. */
  onPulled?: (outcome: { ok: boolean; at: number; error?: unknown }) => void;
  /** After a pull that left rows set aside (or cleared the last of them): how many, and which. */
  onUnreadable?: (summary: UnreadableSummary, rows: UnreadableRow[]) => void;
  /** Default the system clock. */
  clock?: Clock;
  log?: (line: string) => void;
}

export interface Feed {
  /** Pulls now and resolves once everything committed before the call is in the desk's copy. */
  pull(): Promise<void>;
  cursor(): FeedCursor;
  /** The rows set aside because they could not be read. */
  unreadable(): UnreadableSummary;
  close(): Promise<void>;
}

const emptyCursor = (copyId: string): FeedCursor => ({
  copyId,
  templates: 0,
  waivers: 0,
  checkins: 0,
  admissions: 0,
  admissionChanges: 0,
  syncState: 0,
});

function readCursor(raw: string | null, copyId: string): FeedCursor {
  if (!raw) return emptyCursor(copyId);
  try {
    const parsed = JSON.parse(raw) as Partial<FeedCursor>;
    // Another shared copy (the database was made anew): its numbers mean nothing here.
    if (parsed.copyId !== copyId) return emptyCursor(copyId);
    const cursor = emptyCursor(copyId);
    for (const table of [
      'templates',
      'waivers',
      'checkins',
      'admissions',
      'admissionChanges',
      'syncState',
    ] as const) {
      const value = parsed[table];
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) cursor[table] = value;
    }
    return cursor;
  } catch {
    return emptyCursor(copyId);
  }
}

/** The waivers of a page signed within the arrival window and new to this desk's copy: news for the page. */
async function arrivalsAmong(
  waivers: readonly SignedWaiver[],
  cache: Pick<CacheWorker, 'getWaiver'>,
  nowMs: number,
): Promise<SignedWaiver[]> {
  const arrived: SignedWaiver[] = [];
  for (const waiver of waivers) {
    const signed = Date.parse(waiver.createdOn);
    if (Number.isNaN(signed) || signed <= nowMs - ARRIVAL_WINDOW_MS) continue;
    if (!(await cache.getWaiver(waiver.waiverId))) arrived.push(waiver);
  }
  return arrived;
}

/** Takes off the list the rows set aside that the shared copy no longer holds (purged, deleted): true when any went. */
async function forgetGoneRows(pool: pg.Pool, unreadable: UnreadableRows): Promise<boolean> {
  const rows = unreadable.rows();
  if (rows.length === 0) return false;
  const present = await presentSharedIds(pool, rows);
  let forgot = false;
  for (const row of rows) {
    if (!present.has(`${row.table}\u0000${row.id}`) && unreadable.readAgain(row)) forgot = true;
  }
  return forgot;
}

export async function startFeed(options: FeedOptions): Promise<Feed> {
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const everyMs = options.everyMs ?? 30_000;
  const log = options.log ?? (() => {});
  const { cache, keys, pool } = options;
  const cursor = readCursor(await cache.getSyncState(FEED_CURSOR_KEY), options.copyId);
  let closed = false;
  let pulling: Promise<void> | null = null;
  let again = false;
  let cancelTimer: (() => void) | null = null;
  let nextPurgeAt = 0;
  /** Set while pulls fail, so an outage is logged once. */
  let failing = false;

  const unreadable = UnreadableRows.read(await cache.getSyncState(UNREADABLE_ROWS_KEY));
  /** Whether the list of rows set aside changed since it was last saved. */
  let unreadableChanged = false;

  const save = async () => {
    await cache.setSyncState(FEED_CURSOR_KEY, JSON.stringify(cursor));
    if (unreadableChanged) {
      unreadableChanged = false;
      await cache.setSyncState(UNREADABLE_ROWS_KEY, unreadable.serialize());
    }
  };

  /** The records of a page that could be read; the others set aside (and those read again taken off the list). */
  const readable = <T>(table: SharedTable, rows: readonly SharedRow<T>[]): T[] => {
    const records: T[] = [];
    for (const row of rows) {
      if (row.record === null) {
        if (unreadable.setAside({ table, id: row.id }, now())) {
          unreadableChanged = true;
          log(`shared copy: a row of ${table} (${row.id}) could not be read; set aside, following goes on`);
        }
      } else {
        records.push(row.record);
        if (unreadable.readAgain({ table, id: row.id })) unreadableChanged = true;
      }
    }
    return records;
  };

  /** Arrivals are announced once the desk has followed the copy to its end: not its first copy. */
  let followed = cursor.waivers > 0;

  const pullWaivers = async (): Promise<void> => {
    const announce = followed;
    for (;;) {
      const rows = await readWaiversAfter(pool, keys, cursor.waivers, PAGE_ROWS);
      if (rows.length === 0) return;
      const waivers = readable('waivers', rows);
      const arrived = announce && options.onArrived ? await arrivalsAmong(waivers, cache, now()) : [];
      if (waivers.length > 0) await cache.putWaivers(waivers);
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
    const setAsideBefore = unreadable.summary().count;
    await pullTable(
      'templates',
      (after) => readTemplatesAfter(pool, keys, after, PAGE_ROWS),
      async (rows) => {
        const templates = readable('templates', rows);
        if (templates.length > 0) await cache.putTemplates(templates);
      },
    );
    await pullWaivers();
    await pullTable(
      'checkins',
      (after) => readCheckinsAfter(pool, keys, after, PAGE_ROWS),
      async (rows) => {
        const checkins = readable('checkins', rows);
        if (checkins.length > 0) await cache.putCheckins(checkins);
      },
    );
    await pullTable(
      'admissions',
      (after) => readAdmissionsAfter(pool, keys, after, PAGE_ROWS),
      async (rows) => {
        const admissions = readable('admissions', rows);
        if (admissions.length > 0) await options.onAdmissions?.(admissions);
      },
    );
    await pullTable(
      'admissionChanges',
      (after) => readAdmissionChangesAfter(pool, keys, after, PAGE_ROWS),
      async (rows) => {
        const changes = readable('admission_changes', rows);
        if (changes.length > 0) await options.onAdmissionChanges?.(changes);
      },
    );
    await pullTable(
      'syncState',
      (after) => readSyncStateAfter(pool, after, PAGE_ROWS),
      async (rows) => {
        for (const row of rows) options.onSharedState?.(row.key, row.value);
      },
    );
    if (await forgetGoneRows(pool, unreadable)) unreadableChanged = true;
    if (unreadableChanged) await save();
    if (setAsideBefore > 0 || unreadable.summary().count > 0)
      options.onUnreadable?.(unreadable.summary(), unreadable.rows());
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
    cancelTimer = clock.setTimer(() => {
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
    unreadable: () => unreadable.summary(),
    async close() {
      closed = true;
      offNotify();
      offConnected();
      cancelTimer?.();
      await pulling?.catch(() => {});
    },
  };
}
