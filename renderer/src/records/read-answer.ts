/**
 * The answers that carry the service's records, read field by field before any
 * screen sees them (see checkin-view.ts): Today, the lookup box and the scanner,
 * the service search, the waiver page and the day's admissions all take them through `callDesk`.
 */
import type { Method, ResponseOf } from '../../../shared/ipc/contract.ts';
import { readAdmissionsOfDay, readCounterTrail } from './admission-view.ts';
import { readToday } from './checkin-view.ts';
import { readLookupResult, readServiceSearchResult } from './match-view.ts';
import { readWaiverDetail } from './waiver-view.ts';

type Readers = { [M in Method]?: (raw: unknown) => ResponseOf<M> };

const readers: Readers = {
  listTodayCheckins: readToday,
  lookupWaivers: readLookupResult,
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
