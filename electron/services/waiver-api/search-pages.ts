/**
 * All result pages of one search. A guid is a snapshot of the moment the search
 * ran, so each walk runs its own search: a question asked again is asked of the
 * service again, never answered from an earlier snapshot (a waiver signed since
 * would be missing). Within a walk the guid is used for every page; when the
 * service no longer knows it (expired after 12 hours, or dropped), the search
 * runs again once and paging resumes where it stopped.
 */
import type { SearchSummary, SignedWaiver } from '../../../shared/domain/waiver.ts';
import { DataError, NotFoundError, ParameterError } from '../../http/errors.ts';
import type { ReadList } from '../../records/tolerant-list.ts';

export interface SearchWalk {
  run(): Promise<SearchSummary>;
  /** A page as read, with the count of results it left out. */
  page(guid: string, page: number): Promise<ReadList<SignedWaiver>>;
}

/** The service's answer to a page of a guid it no longer has. */
export function isGuidGone(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  return (
    (error instanceof DataError || error instanceof ParameterError) &&
    /expire/i.test(error.serviceMessage ?? '')
  );
}

export async function* searchResultPages(walk: SearchWalk): AsyncGenerator<ReadList<SignedWaiver>> {
  let summary = await walk.run();
  let searchedAgain = false;
  for (let page = 0; page < summary.pages; page += 1) {
    let waivers: ReadList<SignedWaiver>;
    try {
      waivers = await walk.page(summary.guid, page);
    } catch (error) {
      if (searchedAgain || !isGuidGone(error)) throw error;
      searchedAgain = true;
      summary = await walk.run();
      if (page >= summary.pages) return;
      waivers = await walk.page(summary.guid, page);
    }
    yield waivers;
  }
}
