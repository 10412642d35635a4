/**
 * The one entry point of every contract call, whichever transport carried it:
 * the method must exist, the payload must pass the contract's schema, and the
 * result always comes back as an `IpcResult`, never as a thrown error.
 *
 * It also carries the contract's in-flight rules: a `latestWins` call cancels the
 * same caller's older call of that method (whose answer is then never delivered),
 * and identical reads in flight share one handler run, so ten screens asking for
 * today's check-ins at once cost one set of requests.
 *
 * Every answer passes `outward` on its way out: whatever a service echoed into
 * it, no key or credential reaches the page.
 */

import { fieldErrorsOf } from '../../shared/ipc/account.ts';
import {
  type CallContext,
  contract,
  type DeskHandlers,
  isMethod,
  type Method,
} from '../../shared/ipc/contract.ts';
import type { DeskErrorInfo, IpcResult } from '../../shared/ipc/errors.ts';
import { checkRequest } from '../../shared/ipc/form-words.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { outward } from '../logging/outward.ts';
import { describeForDesk } from './desk-failure.ts';

export type DispatchLogger = (method: string, error: unknown) => void;

// Name and message only (a stack or the error object could carry request headers), without the service's own words.
const defaultLogger: DispatchLogger = (method, error) =>
  deskLog.error(`${method} failed: ${errorForLog(error)}`);

export interface CallMeta {
  /** Who called: one page (an Electron frame, a browser-host tab). Supersession is per caller. */
  caller: string;
  /** Aborted when the caller went away (a closed request, a closed window). */
  signal?: AbortSignal;
}

export interface DispatcherOptions {
  log?: DispatchLogger;
  /** Shared reads never cross it: the session id, so no answer of an old account serves a new one. */
  scope?: () => string | number;
}

export interface Dispatcher {
  call(method: string, payload: unknown, meta: CallMeta): Promise<IpcResult<unknown>>;
}

const SUPERSEDED: DeskErrorInfo = { code: 'cancelled', reason: { kind: 'superseded' } };

const CALLER_GONE: DeskErrorInfo = { code: 'cancelled' };

type Outcome = IpcResult<unknown>;

interface SharedRun {
  outcome: Promise<Outcome>;
  controller: AbortController;
  waiting: number;
}

function refusePayload(method: Method, payload: unknown): Outcome | { data: unknown } {
  const parsed = checkRequest(contract[method].request, payload ?? {});
  if (parsed.success) return { data: parsed.data };
  const path = parsed.error.issues[0]?.path.join('.') ?? '';
  return {
    ok: false,
    error: {
      code: 'invalid_request',
      reason: { kind: 'request_refused', method, path },
      // A form shows these beside its fields; the schemas' messages are written for people.
      fields: fieldErrorsOf(parsed.error),
    },
  };
}

/** Settles with the outcome, or with "cancelled" as soon as the signal aborts. */
function untilAborted(
  outcome: Promise<Outcome>,
  signal: AbortSignal,
  error: DeskErrorInfo,
): Promise<Outcome> {
  if (signal.aborted) return Promise.resolve({ ok: false, error });
  return new Promise((resolve) => {
    const onAbort = () => resolve({ ok: false, error });
    signal.addEventListener('abort', onAbort, { once: true });
    void outcome.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
  });
}

export function createDispatcher(handlers: DeskHandlers, options: DispatcherOptions = {}): Dispatcher {
  const log = options.log ?? defaultLogger;
  const scope = options.scope ?? (() => '');
  const latest = new Map<string, AbortController>();
  const shared = new Map<string, SharedRun>();

  const run = async (method: Method, data: unknown, context: CallContext): Promise<Outcome> => {
    try {
      const handler = handlers[method] as (request: unknown, context: CallContext) => Promise<unknown>;
      return { ok: true, value: await handler(data, context) };
    } catch (error) {
      const info = describeForDesk(error);
      if (info.code === 'internal') log(method, error);
      return { ok: false, error: info };
    }
  };

  /** Joins an identical read in flight, or starts one; it is cancelled only when every caller left. */
  const runShared = (method: Method, data: unknown, signal: AbortSignal): Promise<Outcome> => {
    const key = `${scope()}\u0000${method}\u0000${JSON.stringify(data)}`;
    let entry = shared.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: SharedRun = {
        controller,
        waiting: 0,
        outcome: run(method, data, { signal: controller.signal }).finally(() => {
          if (shared.get(key) === created) shared.delete(key);
        }),
      };
      shared.set(key, created);
      entry = created;
    }
    const joined = entry;
    joined.waiting += 1;
    const leave = () => {
      joined.waiting -= 1;
      if (joined.waiting === 0) {
        joined.controller.abort();
        if (shared.get(key) === joined) shared.delete(key);
      }
    };
    signal.addEventListener('abort', leave, { once: true });
    void joined.outcome.then(() => signal.removeEventListener('abort', leave));
    return untilAborted(joined.outcome, signal, CALLER_GONE);
  };

  const answer = async (name: string, payload: unknown, meta: CallMeta): Promise<Outcome> => {
    if (!isMethod(name)) {
      return {
        ok: false,
        error: { code: 'invalid_request', reason: { kind: 'unknown_call', method: name.slice(0, 80) } },
      };
    }
    const checked = refusePayload(name, payload);
    if (!('data' in checked)) return checked;
    const spec = contract[name];
    const signals: AbortSignal[] = meta.signal ? [meta.signal] : [];
    let mine: AbortController | null = null;
    const latestKey = `${meta.caller}\u0000${name}`;
    if (spec.latestWins) {
      latest.get(latestKey)?.abort();
      mine = new AbortController();
      latest.set(latestKey, mine);
      signals.push(mine.signal);
    }
    const signal = AbortSignal.any(signals);
    try {
      const outcome =
        spec.kind === 'read' ? runShared(name, checked.data, signal) : run(name, checked.data, { signal });
      const result = await (mine ? untilAborted(outcome, mine.signal, SUPERSEDED) : outcome);
      // A superseded answer is never delivered, even if it arrived first.
      if (mine?.signal.aborted) return { ok: false, error: SUPERSEDED };
      return result;
    } finally {
      if (mine && latest.get(latestKey) === mine) latest.delete(latestKey);
    }
  };

  return {
    // Every answer, whichever host carries it, leaves through here: redacted once, whatever it holds.
    call: async (name, payload, meta) => outward(await answer(name, payload, meta)),
  };
}
