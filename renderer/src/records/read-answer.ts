/**
 * The answers that carry the service's records, read field by field before any
 * screen sees them (see checkin-view.ts): Today, the lookup box and the scanner,
 * the service search, the waiver page and the day's admissions all take them through `callDesk`.
 */
import type { Method, ResponseOf } from '../../../shared/ipc/contract.ts';
import type { LookupResult } from '../../../shared/ipc/lookup.ts';
import { readAdmissionsOfDay, readCounterTrail } from './admission-view.ts';
import { readToday } from './checkin-view.ts';
import { readLookupResult, readServiceSearchResult } from './match-view.ts';
import { fieldsOf } from './values.ts';
import { readWaiverDetail } from './waiver-view.ts';

/** A scan's lookup may bring the page of the waiver it opens, read as the waiver page reads its own. */
function readLookupAnswer(raw: unknown): LookupResult {
  const { opened } = fieldsOf(raw);
  const result = readLookupResult(raw);
  return opened === undefined || opened === null ? result : { ...result, opened: readWaiverDetail(opened) };
}

type Readers = { [M in Method]?: (raw: unknown) => ResponseOf<M> };

const readers: Readers = {
  listTodayCheckins: readToday,
  lookupWaivers: readLookupAnswer,
  searchService: readServiceSearchResult,
  getWaiverDetail: readWaiverDetail,
  listAdmissions: readAdmissionsOfDay,
  getCounterTrail: readCounterTrail,
};

/** The answer of `method` as screens may rely on it; answers without records pass as they are. */
export function readAnswer<M extends Method>(method: M, value: ResponseOf<M>): ResponseOf<M> {
  const read = readers[method] as ((raw: unknown) => ResponseOf<M>) | undefined;
  return read ? read(value) : value;
}
