/**
 * The account's facts: the console's expiration settings, the service's version,
 * a timed ping, and the request budget as this desk's scheduler holds it.
 */
import { WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import type { DeskHandlers } from '../../../../shared/ipc/contract.ts';
import type { BudgetLine } from '../../../../shared/ipc/manage.ts';
import type { RequestScheduler } from '../../../services/waiver-api/index.ts';
import { type DeskServices, interactiveCall, requireWaiver } from '../../desk-services.ts';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function budgetLine(
  scheduler: RequestScheduler,
  bucket: 'account' | 'search',
  limit: number,
): BudgetLine {
  const available = scheduler.snapshot().available[bucket] ?? limit;
  return { limit, used: Math.max(0, limit - available), freesAt: iso(scheduler.freesAt(bucket)) };
}

export const accountFactHandlers = (
  desk: DeskServices,
): Pick<DeskHandlers, 'getConsoleSettings' | 'getServiceVersion' | 'pingService' | 'getRateBudget'> => ({
  getConsoleSettings: async (_request, context) => {
    const session = await desk.session();
    return requireWaiver(session).getSettings(interactiveCall(context, session));
  },

  getServiceVersion: async (_request, context) => {
    const session = await desk.session();
    return { version: await requireWaiver(session).version(interactiveCall(context, session)) };
  },

  pingService: async (_request, context) => {
    const session = await desk.session();
    const started = performance.now();
    const answer = await requireWaiver(session).ping(interactiveCall(context, session));
    const roundTripMs = Math.round(performance.now() - started);
    return { answer, roundTripMs, at: desk.now().toISOString() };
  },

  getRateBudget: async () => {
    const { scheduler } = await desk.session();
    const { queued, inFlight } = scheduler.snapshot();
    return {
      account: budgetLine(scheduler, 'account', WAIVER_LIMITS.requestsPerWindow),
      search: budgetLine(scheduler, 'search', WAIVER_LIMITS.searchesPerWindow),
      queued,
      inFlight,
      at: desk.now().toISOString(),
    };
  },
});
