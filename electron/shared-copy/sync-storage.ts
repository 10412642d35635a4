/**
 * Where the leader's sync writes when desks share a copy: the same operations
 * the sync engine asks of the desk's own copy (result pages, waivers, check-ins,
 * templates, its resumable state, the retention purge), carried out in
 * PostgreSQL over the leader's own session. Only the session that holds the
 * leadership lock writes: once it is gone, so are its writes, and the next
 * leader resumes from the state this one last stored.
 */
import type pg from 'pg';
import type { CacheWorker } from '../cache/index.ts';
import type { CacheKeys } from '../cache/seal.ts';
import type { PageIngest } from '../cache/types.ts';
import { readSearchResultsBody } from '../services/waiver-api/readers.ts';
import {
  getSharedSyncState,
  purgeShared,
  putSharedCheckins,
  putSharedTemplates,
  putSharedWaivers,
  setSharedSyncState,
} from './records.ts';

/** What the sync engine writes and reads back. */
export type SyncStorage = Pick<
  CacheWorker,
  | 'putWaivers'
  | 'putResultPages'
  | 'putCheckins'
  | 'putTemplates'
  | 'getSyncState'
  | 'setSyncState'
  | 'purgeOlderThan'
>;

export function sharedSyncStorage(
  client: pg.ClientBase,
  keys: CacheKeys,
  now: () => number = Date.now,
): SyncStorage {
  return {
    putWaivers: (waivers) => putSharedWaivers(client, keys, waivers, now()),
    async putResultPages(bodies): Promise<PageIngest> {
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
    putCheckins: (checkins) => putSharedCheckins(client, keys, checkins, now()),
    putTemplates: (templates) => putSharedTemplates(client, templates),
    getSyncState: (key) => getSharedSyncState(client, key),
    setSyncState: (key, value) => setSharedSyncState(client, key, value),
    purgeOlderThan: (epochMs) => purgeShared(client, epochMs),
  };
}
