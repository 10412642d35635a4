/**
 * Search snapshots (4.13, 4.14): the matching waiver indexes at search time, kept for
 * 12 hours of the sandbox clock and read page by page.
 */
import { type SearchSummary, WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import { randomHex32 } from './tokens.ts';

export interface SearchSnapshot {
  guid: string;
  /** Waiver indexes in result order. */
  indexes: readonly number[];
  expiresAt: number;
}

export class SearchStore {
  private readonly snapshots = new Map<string, SearchSnapshot>();

  create(indexes: readonly number[], now: number): SearchSummary {
    this.dropExpired(now);
    const guid = randomHex32();
    this.snapshots.set(guid, { guid, indexes, expiresAt: now + WAIVER_LIMITS.searchGuidLifetimeMs });
    return summarize(guid, indexes.length);
  }

  /** The snapshot while its guid lives, otherwise undefined. */
  get(guid: string, now: number): SearchSnapshot | undefined {
    const snapshot = this.snapshots.get(guid);
    if (!snapshot) return undefined;
    if (now >= snapshot.expiresAt) {
      this.snapshots.delete(guid);
      return undefined;
    }
    return snapshot;
  }

  private dropExpired(now: number): void {
    for (const [guid, snapshot] of this.snapshots) {
      if (now >= snapshot.expiresAt) this.snapshots.delete(guid);
    }
  }
}

export function summarize(guid: string, count: number): SearchSummary {
  const pageSize = WAIVER_LIMITS.searchPageSize;
  return { guid, count, pages: Math.ceil(count / pageSize), pageSize };
}

export function pageOf(snapshot: SearchSnapshot, page: number): readonly number[] | undefined {
  const pageSize = WAIVER_LIMITS.searchPageSize;
  if (page < 0 || page * pageSize >= snapshot.indexes.length) return undefined;
  return snapshot.indexes.slice(page * pageSize, (page + 1) * pageSize);
}
