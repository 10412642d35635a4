/**
 * The signed PDFs of today's check-ins and admissions, kept in the desk's copy
 * ahead of need, so the document of anyone at the counter today opens offline.
 * A PDF is one request of the account's budget: they are fetched one at a time,
 * at background priority (the interactive reserve stays with people at the
 * counter), at most one every few seconds, newest check-in first, and only once
 * the first copy is complete (the backfill needs the budget more). What the copy
 * already keeps is never fetched again; a PDF the service refuses for good is
 * not asked for again the same day. Kept PDFs go with their waiver (the copy's
 * retention purge).
 */
import { startOfLocalDay } from '../../../shared/time/zoned-time.ts';
import type { CacheWorker } from '../../cache/index.ts';
import { type Clock, sleep, systemClock } from '../../http/clock.ts';
import { CancelledError } from '../../http/errors.ts';
import { isTransient } from '../../http/retry.ts';
import { formatServiceDateTime, type WaiverClient } from '../waiver-api/index.ts';
import { fetchSignedPdf, PDF_CONTENT_TYPE } from '../waiver-api/signed-pdf.ts';

export type PdfKeeperCache = Pick<CacheWorker, 'listCheckins' | 'listAdmissions' | 'heldFileIds' | 'putFile'>;

export interface PdfKeeperOptions {
  cache: PdfKeeperCache;
  waiver: WaiverClient;
  timeZone: string;
  /** Whether background work may run now (the first copy is complete). */
  ready: () => boolean;
  clock?: Clock;
  /** Pause between two PDFs; default {@link PDF_EVERY_MS}. */
  everyMs?: number;
  /** Pause before looking again when nothing is missing (or it may not run yet). */
  restMs?: number;
  log?: (line: string) => void;
}

export interface PdfKeeper {
  close(): Promise<void>;
}

/** One PDF every five seconds: at most 12 of the account's 100 requests a minute. */
export const PDF_EVERY_MS = 5_000;
const REST_MS = 60_000;
/** After a failure that may pass (offline, busy): try again this much later. */
const AFTER_TRANSIENT_MS = 60_000;

/** Waiver ids of today's check-ins and admissions, newest first, each once. */
export async function todaysWaiverIds(
  cache: PdfKeeperCache,
  now: number,
  timeZone: string,
): Promise<string[]> {
  const dayStart = startOfLocalDay(now, timeZone);
  const [checkins, admissions] = await Promise.all([
    cache.listCheckins(dayStart, now + 1),
    cache.listAdmissions(formatServiceDateTime(new Date(now), timeZone).slice(0, 10)),
  ]);
  const dated = [
    ...checkins.map((checkin) => ({ waiverId: checkin.waiverId, at: Date.parse(checkin.date) })),
    ...admissions.map((admission) => ({
      waiverId: admission.waiverId,
      at: Date.parse(admission.admittedAt),
    })),
  ];
  const when = (each: { at: number }) => (Number.isNaN(each.at) ? Number.NEGATIVE_INFINITY : each.at);
  dated.sort((a, b) => (when(b) > when(a) ? 1 : when(b) < when(a) ? -1 : 0));
  return [...new Set(dated.map((each) => each.waiverId).filter((id) => id !== ''))];
}

export function startPdfKeeper(options: PdfKeeperOptions): PdfKeeper {
  const clock = options.clock ?? systemClock;
  const everyMs = options.everyMs ?? PDF_EVERY_MS;
  const restMs = options.restMs ?? REST_MS;
  const lifetime = new AbortController();
  const call = { priority: 'background' as const, signal: lifetime.signal };
  /** Refused for good today (no such waiver, no PDF): not asked again until the day changes. */
  let refused = { dayStart: 0, ids: new Set<string>() };

  const wait = (ms: number) =>
    sleep(clock, ms, lifetime.signal, () => new CancelledError({ endpoint: 'pdf keeper' }));

  const missing = async (): Promise<string[]> => {
    const now = clock.now();
    const dayStart = startOfLocalDay(now, options.timeZone);
    if (refused.dayStart !== dayStart) refused = { dayStart, ids: new Set() };
    const ids = (await todaysWaiverIds(options.cache, now, options.timeZone)).filter(
      (id) => !refused.ids.has(id),
    );
    const held = new Set(await options.cache.heldFileIds('pdf', ids));
    return ids.filter((id) => !held.has(id));
  };

  /** Fetches and keeps one PDF; the pause to take before the next. */
  const keepOne = async (waiverId: string): Promise<number> => {
    try {
      const bytes = await fetchSignedPdf(options.waiver, waiverId, call);
      await options.cache.putFile('pdf', waiverId, bytes, PDF_CONTENT_TYPE);
      return everyMs;
    } catch (error) {
      if (error instanceof CancelledError) throw error;
      if (isTransient(error)) return AFTER_TRANSIENT_MS;
      refused.ids.add(waiverId);
      options.log?.(`a signed PDF was not kept: ${(error as Error).message}`);
      return everyMs;
    }
  };

  const run = async () => {
    while (!lifetime.signal.aborted) {
      const queue = options.ready() ? await missing().catch(() => []) : [];
      if (queue.length === 0) {
        await wait(restMs);
        continue;
      }
      for (const waiverId of queue) {
        if (!options.ready()) break;
        const pause = await keepOne(waiverId);
        await wait(pause);
        // A failure that may pass (offline) ends the round: the list is read again after the pause.
        if (pause === AFTER_TRANSIENT_MS) break;
      }
    }
  };

  const running = run().catch((error: unknown) => {
    if (!lifetime.signal.aborted) options.log?.(`the PDF keeper stopped: ${(error as Error)?.message}`);
  });

  return {
    async close() {
      lifetime.abort();
      await running;
    },
  };
}
