/**
 * All result pages of a search. A search costs one of only five per minute, so a
 * live guid for the same query is reused; when the service no longer knows it
 * (expired after 12 hours, or dropped), the search runs again once and paging
 * resumes where it stopped.
 */
import type { SearchSummary, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { DataError, NotFoundError, ParameterError } from '../http/errors.ts';
import type { ReadList } from './tolerant-list.ts';

export interface SearchWalk {
  /** Identifies the query: equal keys mean the same search. */
  key: string;
  run(): Promise<SearchSummary>;
  /** A page as read, with the count of results it left out. */
  page(guid: string, page: number): Promise<ReadList<SignedWaiver>>;
  cache: SearchGuidCache;
  now(): number;
}

/** The service's answer to a page of a guid it no longer has. */
export function isGuidGone(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  return (
    (error instanceof DataError || error instanceof ParameterError) &&
    /expire/i.test(error.serviceMessage ?? '')
  );
}

export class SearchGuidCache {
  readonly lifetimeMs: number;
  readonly capacity: number;
  #entries = new Map<string, { summary: SearchSummary; expiresAt: number }>();

  constructor(lifetimeMs: number, capacity = 32) {
    this.lifetimeMs = lifetimeMs;
    this.capacity = capacity;
  }

  get(key: string, now: number): SearchSummary | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now >= entry.expiresAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.summary;
  }

  /** `startedAt` is when the search was sent: the guid cannot be older than that. */
  set(key: string, summary: SearchSummary, startedAt: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { summary, expiresAt: startedAt + this.lifetimeMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}

export async function* searchResultPages(walk: SearchWalk): AsyncGenerator<ReadList<SignedWaiver>> {
  const runFresh = async (): Promise<SearchSummary> => {
    const startedAt = walk.now();
    const summary = await walk.run();
    walk.cache.set(walk.key, summary, startedAt);
    return summary;
  };
  let summary = walk.cache.get(walk.key, walk.now()) ?? (await runFresh());
  let searchedAgain = false;
  for (let page = 0; page < summary.pages; page += 1) {
    let waivers: ReadList<SignedWaiver>;
    try {
      waivers = await walk.page(summary.guid, page);
    } catch (error) {
      if (searchedAgain || !isGuidGone(error)) throw error;
      searchedAgain = true;
      walk.cache.delete(walk.key);
      summary = await runFresh();
      if (page >= summary.pages) return;
      waivers = await walk.page(summary.guid, page);
    }
    yield waivers;
  }
}
