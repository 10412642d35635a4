/**
 * What the sync writes, and the little it reads back: the narrow side of the
 * sync that a store must offer. The desk's own copy (the SQLite cache in its
 * worker) is one; another store (a copy shared by several desks) can back the
 * same engine by offering these operations.
 */
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../../shared/domain/waiver.ts';
import type { CacheWorker } from '../../cache/index.ts';
import type { CheckinStore } from './checkin-ledger.ts';
import { type StorageTrouble, storageTroubleOf } from './storage-trouble.ts';

export interface SyncStore extends CheckinStore {
  /**
   * Result pages as the service sent them (JSON text), read and stored where the
   * store runs: how many waivers they held, and the newest signing time among them.
   */
  putResultPages(bodies: readonly string[]): Promise<{
    stored: number;
    newestMs: number | null;
    /** Waivers the pages held that nothing identified, and the signing times of those that said. */
    unreadable: number;
    unreadableAt: string[];
  }>;
  putWaivers(waivers: readonly SignedWaiver[]): Promise<{ stored: number }>;
  /** Which of these waivers the store already holds. */
  heldWaiverIds(waiverIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** How many waivers the store holds signed in [fromMs, toMs]. */
  countSigned(fromMs: number, toMs: number): Promise<number>;
  putTemplates(templates: readonly WaiverTemplate[]): Promise<unknown>;
  /** Removes waivers signed, and check-ins dated, before `epochMs`. */
  purgeOlderThan(epochMs: number): Promise<unknown>;
  /** What keeps the store from taking writes (a lock, a full disk), for a failure of one of its calls; else null. */
  troubleOf(error: unknown): StorageTrouble | null;
}

/** The desk's own encrypted copy as the sync's store. */
export function cacheSyncStore(cache: CacheWorker): SyncStore {
  return {
    putResultPages: (bodies) => cache.putResultPages(bodies),
    putWaivers: (waivers) => cache.putWaivers(waivers),
    async heldWaiverIds(waiverIds) {
      const held = await Promise.all(waiverIds.map(async (id) => ((await cache.getWaiver(id)) ? id : null)));
      return new Set(held.filter((id) => id !== null));
    },
    countSigned: (fromMs, toMs) => cache.countSigned(fromMs, toMs),
    putTemplates: (templates) => cache.putTemplates(templates),
    purgeOlderThan: (epochMs) => cache.purgeOlderThan(epochMs),
    putCheckins: (checkins: readonly CheckIn[]) => cache.putCheckins(checkins),
    listCheckins: (fromMs, toMs) => cache.listCheckins(fromMs, toMs),
    getSyncState: (key) => cache.getSyncState(key),
    setSyncState: (key, value) => cache.setSyncState(key, value),
    troubleOf: storageTroubleOf,
  };
}
