/**
 * Where the leader's sync writes when desks share a copy: the same operations
 * the sync engine asks of the desk's own copy (result pages, waivers, check-ins,
 * templates, its resumable state, the retention purge), carried out in
 * PostgreSQL over the leader's own session. Only the session that holds the
 * leadership lock writes: once it is gone, so are its writes, and the next
 * leader resumes from the state this one last stored.
 */
import type pg from 'pg';
import type { CacheKeys } from '../cache/seal.ts';
import { readSearchResultsBody } from '../records/readers.ts';
import type { SyncStore } from '../services/sync/sync-store.ts';
import {
  getSharedSyncState,
  heldSharedWaiverIds,
  listSharedCheckins,
  purgeShared,
  putSharedCheckins,
  putSharedTemplates,
  putSharedWaivers,
  setSharedSyncState,
} from './records.ts';

export function sharedSyncStorage(
  client: pg.ClientBase,
  keys: CacheKeys,
  now: () => number = Date.now,
): SyncStore {
  return {
    putWaivers: (waivers) => putSharedWaivers(client, keys, waivers, now()),
    async putResultPages(bodies) {
      const pages = bodies.map(readSearchResultsBody);
      const waivers = pages.flat();
      const result = await putSharedWaivers(client, keys, waivers, now());
      let newestMs: number | null = null;
      for (const signed of waivers) {
        const at = Date.parse(signed.createdOn);
        if (!Number.isNaN(at) && (newestMs === null || at > newestMs)) newestMs = at;
      }
      return { ...result, unreadable: pages.reduce((sum, page) => sum + page.skipped, 0), newestMs };
    },
    heldWaiverIds: (waiverIds) => heldSharedWaiverIds(client, waiverIds),
    putCheckins: (checkins) => putSharedCheckins(client, keys, checkins, now()),
    listCheckins: (fromMs, toMs) => listSharedCheckins(client, keys, fromMs, toMs),
    putTemplates: (templates) => putSharedTemplates(client, keys, templates),
    getSyncState: (key) => getSharedSyncState(client, key),
    setSyncState: (key, value) => setSharedSyncState(client, key, value),
    purgeOlderThan: (epochMs) => purgeShared(client, epochMs),
    // A database that fails is the leader's session gone: leadership handles it, not the storage's retry.
    troubleOf: () => null,
  };
}
