/**
 * The paging walks over in-memory page sources that follow the service's rules
 * (check-ins: oldest first, `fromDts` exclusive, offset at most 1000).
 */
import { describe, expect, it } from 'vitest';
import { DataError, NotFoundError, ProtocolError, ServerError } from '../../electron/http/errors.ts';
import { type ReadList, readList } from '../../electron/records/tolerant-list.ts';
import { type CheckinPageRequest, checkinPages } from '../../electron/services/waiver-api/checkin-pages.ts';
import { searchResultPages } from '../../electron/services/waiver-api/search-pages.ts';
import type { CheckIn, CheckinsPage, SearchSummary, SignedWaiver } from '../../shared/domain/waiver.ts';

const endpoint = 'GET /v4/checkins';
const dayStart = Date.parse('2024-05-01T00:00:00Z');

function checkinAt(id: number, ms: number): CheckIn {
  return {
    checkinId: id,
    date: new Date(ms).toISOString().replace('.000Z', '+00:00'),
    waiverId: `w${id}`,
    position: 0,
    firstName: 'F',
    lastName: 'L',
    isMinor: false,
    dateSigned: new Date(ms).toISOString(),
    templateId: 1,
  };
}

/** A page source over `all` (oldest first) that enforces the offset limit like the service. */
function source(all: CheckIn[]) {
  const requests: CheckinPageRequest[] = [];
  const fetchPage = async (request: CheckinPageRequest): Promise<CheckinsPage> => {
    requests.push(request);
    if (request.offset > 1000)
      throw new DataError({ endpoint, status: 402, serviceMessage: 'offset too large' });
    const inWindow = all.filter((checkin) => {
      const at = Date.parse(checkin.date);
      return at > Math.floor(request.fromDts.getTime() / 1000) * 1000 && at <= request.toDts.getTime();
    });
    const page = inWindow.slice(request.offset, request.offset + request.limit);
    return {
      fromDts: request.fromDts.toISOString(),
      toDts: request.toDts.toISOString(),
      moreCheckins: request.offset + page.length < inWindow.length,
      checkins: page,
    };
  };
  return { requests, fetchPage };
}

async function collect<P>(pages: AsyncIterable<P>): Promise<P[]> {
  const out: P[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

const walk = (from: number, to: number, now = Date.parse('2024-05-02T12:00:00Z')) => ({
  window: { from: new Date(from), to: new Date(to) },
  now: () => now,
  timeZone: 'UTC',
  endpoint,
});

describe('check-in pages', () => {
  it('walks pages of 100 until the service says there are no more', async () => {
    const all = Array.from({ length: 250 }, (_, i) => checkinAt(i + 1, dayStart + 1_000 + i * 60_000));
    const { requests, fetchPage } = source(all);
    const pages = await collect(checkinPages(fetchPage, walk(dayStart, dayStart + 86_399_000), {}));
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(requests.map((request) => request.offset)).toEqual([0, 100, 200]);
    expect(pages.flat().map((checkin) => checkin.checkinId)).toEqual(all.map((checkin) => checkin.checkinId));
  });

  it('continues past offset 1000 with a window starting at the last check-in seen, losing none and repeating none', async () => {
    // 2600 check-ins, several sharing a second, so the narrowed window must keep same-second siblings.
    const all = Array.from({ length: 2600 }, (_, i) =>
      checkinAt(i + 1, dayStart + 1_000 + Math.floor(i / 3) * 1_000),
    );
    const { requests, fetchPage } = source(all);
    const pages = await collect(checkinPages(fetchPage, walk(dayStart, dayStart + 86_399_000), {}));
    const ids = pages.flat().map((checkin) => checkin.checkinId);
    expect(ids).toEqual(all.map((checkin) => checkin.checkinId));
    expect(Math.max(...requests.map((request) => request.offset))).toBe(1000);
    const windowsStarted = new Set(requests.map((request) => request.fromDts.getTime()));
    expect(windowsStarted.size).toBeGreaterThanOrEqual(3);
  });

  it('never asks about the current hour', async () => {
    const now = Date.parse('2024-05-01T15:20:00Z');
    const { requests, fetchPage } = source([checkinAt(1, dayStart + 60_000)]);
    await collect(checkinPages(fetchPage, walk(dayStart, now, now), {}));
    expect(requests[0]?.toDts.toISOString()).toBe('2024-05-01T14:59:59.000Z');
  });

  it('asks nothing when the whole window lies in the current hour', async () => {
    const now = Date.parse('2024-05-01T15:20:00Z');
    const { requests, fetchPage } = source([]);
    expect(await collect(checkinPages(fetchPage, walk(now - 60_000, now, now), {}))).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('counts unreadable records towards the offset and passes their number on with the page', async () => {
    const all = Array.from({ length: 250 }, (_, i) => checkinAt(i + 1, dayStart + 1_000 + i * 60_000));
    const { requests, fetchPage } = source(all);
    // The service sent 100 per page; the client could identify all but 3 of each.
    const unreadable = new Set([5, 50, 99, 105, 150, 199, 205, 210, 220]);
    const reading = async (request: CheckinPageRequest): Promise<CheckinsPage> => {
      const page = await fetchPage(request);
      const kept = page.checkins.filter((checkin) => !unreadable.has(checkin.checkinId));
      return { ...page, checkins: kept, skipped: page.checkins.length - kept.length };
    };
    const pages = await collect(checkinPages(reading, walk(dayStart, dayStart + 86_399_000), {}));
    expect(requests.map((request) => request.offset)).toEqual([0, 100, 200]);
    expect(pages.map((page) => [page.length, page.skipped])).toEqual([
      [97, 3],
      [97, 3],
      [47, 3],
    ]);
    expect(pages.flat()).toHaveLength(all.length - unreadable.size);
  });

  it('yields a page that only holds unreadable records, so its count is not lost', async () => {
    const all = Array.from({ length: 150 }, (_, i) => checkinAt(i + 1, dayStart + 1_000 + i * 60_000));
    const { fetchPage } = source(all);
    const reading = async (request: CheckinPageRequest): Promise<CheckinsPage> => {
      const page = await fetchPage(request);
      return request.offset === 0 ? page : { ...page, checkins: [], skipped: page.checkins.length };
    };
    const pages = await collect(checkinPages(reading, walk(dayStart, dayStart + 86_399_000), {}));
    expect(pages.map((page) => [page.length, page.skipped])).toEqual([
      [100, 0],
      [0, 50],
    ]);
  });

  it('keeps check-ins sent without an id apart from each other and from repeats', async () => {
    const all = Array.from({ length: 1200 }, (_, i) => checkinAt(i + 1, dayStart + 1_000 + i * 10_000));
    const { fetchPage } = source(all);
    // Every tenth check-in comes without its id (read as 0) but with its waiver and time.
    const unnumbered = async (request: CheckinPageRequest): Promise<CheckinsPage> => {
      const page = await fetchPage(request);
      return {
        ...page,
        checkins: page.checkins.map((checkin) =>
          checkin.checkinId % 10 === 0 ? { ...checkin, checkinId: 0 } : checkin,
        ),
      };
    };
    const pages = await collect(checkinPages(unnumbered, walk(dayStart, dayStart + 86_399_000), {}));
    const seen = pages.flat();
    expect(seen).toHaveLength(all.length);
    expect(seen.filter((checkin) => checkin.checkinId === 0)).toHaveLength(120);
    expect(seen.map((checkin) => checkin.waiverId)).toEqual(all.map((checkin) => checkin.waiverId));
  });

  it('narrows past offset 1000 from the last check-in that has a date', async () => {
    const all = Array.from({ length: 1300 }, (_, i) => checkinAt(i + 1, dayStart + 1_000 + i * 10_000));
    const { requests, fetchPage } = source(all);
    const lastUndated = async (request: CheckinPageRequest): Promise<CheckinsPage> => {
      const page = await fetchPage(request);
      const last = page.checkins.at(-1);
      if (!last) return page;
      return { ...page, checkins: [...page.checkins.slice(0, -1), { ...last, date: '' }] };
    };
    const pages = await collect(checkinPages(lastUndated, walk(dayStart, dayStart + 86_399_000), {}));
    expect(new Set(pages.flat().map((checkin) => checkin.checkinId)).size).toBe(all.length);
    const narrowed = requests.find((request) => request.offset === 0 && request.fromDts.getTime() > dayStart);
    // Page 11 (offset 1000) ended with check-in 1100 undated: the new window opens before 1099.
    expect(narrowed?.fromDts.toISOString()).toBe(new Date(Date.parse(all[1098]!.date) - 1_000).toISOString());
  });

  it('stops with a protocol error when more than a thousand check-ins share one second', async () => {
    const all = Array.from({ length: 1500 }, (_, i) => checkinAt(i + 1, dayStart + 5_000));
    const { fetchPage } = source(all);
    await expect(
      collect(checkinPages(fetchPage, walk(dayStart, dayStart + 86_399_000), {})),
    ).rejects.toBeInstanceOf(ProtocolError);
  });
});

function waiversPage(guid: string, page: number): ReadList<SignedWaiver> {
  return readList([{ waiverId: `${guid}-${page}` } as SignedWaiver]);
}

/** A search service whose guids can be made to disappear. */
function searchService(count: number) {
  let searches = 0;
  const gone = new Set<string>();
  const pageRequests: string[] = [];
  return {
    gone,
    pageRequests,
    get searches() {
      return searches;
    },
    run: async (): Promise<SearchSummary> => {
      searches += 1;
      return { guid: `guid-${searches}`, count, pages: Math.ceil(count / 100), pageSize: 100 };
    },
    page: async (guid: string, page: number): Promise<ReadList<SignedWaiver>> => {
      pageRequests.push(`${guid}#${page}`);
      if (gone.has(guid)) throw new NotFoundError({ endpoint: 'GET /v4/search/{guid}/results', status: 404 });
      return waiversPage(guid, page);
    },
  };
}

describe('search result pages', () => {
  it('runs the search once and yields every page', async () => {
    const service = searchService(250);
    const pages = await collect(searchResultPages({ run: service.run, page: service.page }));
    expect(pages.flat().map((waiver) => waiver.waiverId)).toEqual(['guid-1-0', 'guid-1-1', 'guid-1-2']);
    expect(service.searches).toBe(1);
  });

  it("passes each page's count of unreadable results on", async () => {
    const service = searchService(200);
    const page = async (guid: string, number: number) =>
      readList((await service.page(guid, number)).slice(), number === 1 ? 2 : 0);
    const pages = await collect(searchResultPages({ run: service.run, page }));
    expect(pages.map((read) => [read.length, read.skipped])).toEqual([
      [1, 0],
      [1, 2],
    ]);
  });

  it('asks the service again for every walk: a guid is a snapshot, never reused for a later question', async () => {
    const service = searchService(100);
    const walk = { run: service.run, page: service.page };
    await collect(searchResultPages(walk));
    const again = await collect(searchResultPages(walk));
    expect(service.searches).toBe(2);
    expect(again.flat().map((waiver) => waiver.waiverId)).toEqual(['guid-2-0']);
    expect(service.pageRequests).toEqual(['guid-1#0', 'guid-2#0']);
  });

  it('searches again once when the service no longer knows the guid, resuming at the same page', async () => {
    const service = searchService(300);
    const walker = searchResultPages({ run: service.run, page: service.page });
    const first = await walker.next();
    expect(first.value).toEqual(waiversPage('guid-1', 0));
    service.gone.add('guid-1');
    const rest = [];
    for await (const page of walker) rest.push(...page);
    expect(rest.map((waiver) => waiver.waiverId)).toEqual(['guid-2-1', 'guid-2-2']);
    expect(service.searches).toBe(2);
    expect(service.pageRequests).toEqual(['guid-1#0', 'guid-1#1', 'guid-2#1', 'guid-2#2']);
  });

  it('searches again only once', async () => {
    const service = searchService(200);
    const run = async () => {
      const summary = await service.run();
      service.gone.add(summary.guid);
      return summary;
    };
    const pages = searchResultPages({ run, page: service.page });
    await expect(collect(pages)).rejects.toBeInstanceOf(NotFoundError);
    expect(service.searches).toBe(2);
  });

  it('passes other failures through without searching again', async () => {
    const service = searchService(200);
    const page = async () => {
      throw new ServerError({ endpoint: 'GET /v4/search/{guid}/results', status: 500 });
    };
    await expect(collect(searchResultPages({ run: service.run, page }))).rejects.toBeInstanceOf(ServerError);
    expect(service.searches).toBe(1);
  });

  it('asks for no page when the search found nothing', async () => {
    const service = searchService(0);
    expect(await collect(searchResultPages({ run: service.run, page: service.page }))).toEqual([]);
    expect(service.pageRequests).toEqual([]);
  });
});
