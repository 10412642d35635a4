/**
 * Result pages of the backfill, fetched a few at a time, with the next few asked
 * for while the last are being stored: the budget, not the round trips, then sets
 * the pace. Pages come as sent (JSON text): the store reads them where it runs.
 */
import type { CallOptions } from '../../http/transport.ts';
import type { WaiverClient } from '../waiver-api/index.ts';

export interface ResultPageFetcher {
  /** Pages [first, last) of the search `guid`: the ones asked for ahead when they match, else asked now. */
  take(guid: string, first: number, last: number): Promise<string[]>;
  /** Asks for pages [first, last) ahead of `take`. */
  prefetch(guid: string, first: number, last: number): void;
}

export function createResultPageFetcher(waiver: WaiverClient, call: CallOptions): ResultPageFetcher {
  let ahead: { guid: string; first: number; last: number; pages: Promise<string[]> } | null = null;

  const fetchPages = (guid: string, first: number, last: number) =>
    Promise.all(
      Array.from({ length: last - first }, (_, index) =>
        waiver.searchResultsPageBody(guid, first + index, call),
      ),
    );

  return {
    take(guid, first, last) {
      const ready = ahead;
      ahead = null;
      if (ready && ready.guid === guid && ready.first === first && ready.last === last) return ready.pages;
      return fetchPages(guid, first, last);
    },
    prefetch(guid, first, last) {
      const pages = fetchPages(guid, first, last);
      // Its failure is seen when the pages are taken; until then it must not be "unhandled".
      pages.catch(() => {});
      ahead = { guid, first, last, pages };
    },
  };
}
