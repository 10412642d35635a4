/**
 * Today: the check-ins of the completed hours, from the desk's copy kept hour by
 * hour (a refresh asks the service only for the hours completed since the last,
 * and the copy keeps the counter working when the service cannot be reached), or
 * from the service alone on a desk without a copy; plus the waivers signed since
 * the last completed hour, which check-ins cannot show yet ("who arrived just now");
 * plus the day's admissions recorded at the desks, and the desk's verdict on everyone
 * on every waiver those rows name, read from the copy in one call (a busy day names
 * thousands of waivers: they are read where they are kept, not one by one).
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { type DeskServices, deskRules, interactiveCall, requireWaiver } from '../desk-services.ts';
import { fromCopy, fromFollowedCopy, fromService, loadTodayCheckins } from '../today.ts';
import { deskDay } from './admissions.ts';
import { matchWithVerdict } from './lookup.ts';

/** "Signed just now" lists at most this many; a busy hour shows its newest. */
const RECENT_SIGNINGS_SHOWN = 50;

export const todayHandlers = (desk: DeskServices): Pick<DeskHandlers, 'listTodayCheckins'> => ({
  listTodayCheckins: async (request, context) => {
    const session = await desk.session();
    const cache = session.copy?.cache ?? null;
    const { timeZone } = desk.info();
    const now = desk.now();
    const call = interactiveCall(context, session);
    const ledger = session.copy?.checkins ?? null;
    const source =
      cache && session.copy?.shared?.joined()
        ? // Desks sharing a copy: the one that syncs for all keeps today's check-ins in it; nobody else asks.
          fromFollowedCopy(cache)
        : ledger
          ? fromCopy(ledger, call, request.reload)
          : fromService(requireWaiver(session), call);
    const report = await loadTodayCheckins(source, now, timeZone);
    const { deskId } = desk.accounts.desk();
    if (!cache) return { ...report, recentSignings: [], admissions: [], verdicts: {}, deskId };
    const rules = deskRules(desk);
    const since = Date.parse(report.excludedFrom);
    const recentSignings = Number.isNaN(since)
      ? []
      : (await cache.signedSince(since, { limit: RECENT_SIGNINGS_SHOWN })).map((row) =>
          matchWithVerdict(row, rules),
        );
    const admissions = await cache.listAdmissions(deskDay(now, timeZone));
    const waiverIds = new Set([
      ...report.checkins.map((checkin) => checkin.waiverId),
      ...admissions.map((admission) => admission.waiverId),
    ]);
    const verdicts = await cache.waiverVerdicts([...waiverIds], rules);
    return { ...report, recentSignings, admissions, verdicts, deskId };
  },
});
