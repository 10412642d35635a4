/**
 * Today: the check-ins of the completed hours from the service (kept in the
 * desk's copy as they come), or from the copy when the service cannot be reached,
 * plus the waivers signed since the last completed hour, which check-ins cannot
 * show yet ("who arrived just now").
 */
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import { isTransient } from '../../http/retry.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../desk-services.ts';
import { type CheckinSource, fromService, loadTodayCheckins, type TodayReport } from '../today.ts';
import { toMatch } from './lookup.ts';

/** "Signed just now" lists at most this many; a busy hour shows its newest. */
const RECENT_SIGNINGS_SHOWN = 50;

export const todayHandlers = (desk: DeskServices): Pick<DeskHandlers, 'listTodayCheckins'> => ({
  listTodayCheckins: async (_request, context) => {
    const session = await desk.session();
    const cache = session.copy?.cache ?? null;
    const { timeZone } = desk.info();
    const now = desk.now();
    const service = fromService(requireWaiver(session), interactiveCall(context, session));
    const keeping: CheckinSource = async (window) => {
      const read = await service(window);
      await cache?.putCheckins(read.checkins).catch(() => {});
      return read;
    };
    const fromCopy: CheckinSource | null = cache
      ? async (window) => ({
          checkins: await cache.listCheckins(window.from.getTime(), window.to.getTime() + 1_000),
          skipped: 0,
        })
      : null;
    let report: TodayReport;
    if (fromCopy && session.copy?.shared?.joined()) {
      // Desks sharing a copy: the one that syncs for all keeps today's check-ins in it; nobody else asks.
      report = await loadTodayCheckins(fromCopy, now, timeZone, 'copy');
    } else {
      try {
        report = await loadTodayCheckins(keeping, now, timeZone);
      } catch (error) {
        // Offline (or the service failing): the desk's copy keeps the counter working.
        if (!fromCopy || !isTransient(error)) throw error;
        report = await loadTodayCheckins(fromCopy, now, timeZone, 'copy');
      }
    }
    const since = Date.parse(report.excludedFrom);
    const recentSignings =
      cache && !Number.isNaN(since)
        ? (await cache.signedSince(since, { limit: RECENT_SIGNINGS_SHOWN })).map(toMatch)
        : [];
    return { ...report, recentSignings };
  },
});
