import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { contract, type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import type { LookupResult } from '../../shared/ipc/lookup.ts';

const info: AppInfo = {
  appVersion: '0.0.0-test',
  host: 'browser',
  phase: 'ready',
  firstRun: false,
  sessionId: 1,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  setupProblem: null,
  timeZone: 'UTC',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Handlers whose `getAppInfo` finishes when the test says, recording each run's signal. */
function slowHandlers() {
  const runs: { signal: AbortSignal; finish: (value: AppInfo) => void }[] = [];
  const unused = async () => {
    throw new Error('not used in these tests');
  };
  const handlers: DeskHandlers = {
    ...(Object.fromEntries(methods.map((method) => [method, unused])) as unknown as DeskHandlers),
    getAppInfo: (_request, context) => {
      const gate = deferred<AppInfo>();
      runs.push({ signal: context.signal, finish: gate.resolve });
      return gate.promise;
    },
  };
  return { handlers, runs };
}

const lookupAnswer = (text: string): LookupResult => ({
  text,
  matches: [],
  copy: { phase: 'idle', lastCurrentAt: '2026-11-23T09:00:00.000Z', done: 12, total: 12 },
});

/** Handlers whose `lookupWaivers` finishes when the test says, recording each run's text and signal. */
function slowLookups() {
  const runs: { text: string; signal: AbortSignal; finish: (value: LookupResult) => void }[] = [];
  const { handlers } = slowHandlers();
  handlers.lookupWaivers = (request, context) => {
    const gate = deferred<LookupResult>();
    runs.push({ text: request.text, signal: context.signal, finish: gate.resolve });
    return gate.promise;
  };
  return { handlers, runs };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('calls in flight', () => {
  it('identical reads share one run', async () => {
    const { handlers, runs } = slowHandlers();
    const dispatcher = createDispatcher(handlers);
    const first = dispatcher.call('getAppInfo', {}, { caller: 'a' });
    const second = dispatcher.call('getAppInfo', {}, { caller: 'b' });
    await tick();
    expect(runs).toHaveLength(1);
    runs[0]?.finish(info);
    await expect(first).resolves.toEqual({ ok: true, value: info });
    await expect(second).resolves.toEqual({ ok: true, value: info });
    // Once it settled, the next read runs again.
    void dispatcher.call('getAppInfo', {}, { caller: 'a' });
    await tick();
    expect(runs).toHaveLength(2);
  });

  it('a shared read is cancelled only when every caller has gone', async () => {
    const { handlers, runs } = slowHandlers();
    const dispatcher = createDispatcher(handlers);
    const leaving = new AbortController();
    const staying = dispatcher.call('getAppInfo', {}, { caller: 'a' });
    const left = dispatcher.call('getAppInfo', {}, { caller: 'b', signal: leaving.signal });
    await tick();
    leaving.abort();
    await expect(left).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(runs[0]?.signal.aborted).toBe(false);
    runs[0]?.finish(info);
    await expect(staying).resolves.toMatchObject({ ok: true });
  });

  it('reads of different sessions never share', async () => {
    const { handlers, runs } = slowHandlers();
    let session = 1;
    const dispatcher = createDispatcher(handlers, { scope: () => session });
    void dispatcher.call('getAppInfo', {}, { caller: 'a' });
    session = 2;
    void dispatcher.call('getAppInfo', {}, { caller: 'a' });
    await tick();
    expect(runs).toHaveLength(2);
  });

  it('a superseded latest-wins call is cancelled and its answer never delivered, even when it comes first', async () => {
    expect(contract.lookupWaivers.latestWins).toBe(true);
    const { handlers, runs } = slowLookups();
    const dispatcher = createDispatcher(handlers);
    // A person typing "Ma", then "Mar": the first lookup is superseded; another page's lookup is not.
    const older = dispatcher.call('lookupWaivers', { text: 'Ma' }, { caller: 'page-1' });
    await tick();
    const newer = dispatcher.call('lookupWaivers', { text: 'Mar' }, { caller: 'page-1' });
    const otherPage = dispatcher.call('lookupWaivers', { text: 'Ma' }, { caller: 'page-2' });
    await tick();
    expect(runs.map((run) => run.text)).toEqual(['Ma', 'Mar', 'Ma']);
    expect(runs.map((run) => run.signal.aborted)).toEqual([true, false, false]);
    // The old handler ignores its signal and answers first: still not delivered.
    runs[0]?.finish(lookupAnswer('Ma'));
    runs[1]?.finish(lookupAnswer('Mar'));
    runs[2]?.finish(lookupAnswer('Ma'));
    await expect(older).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await expect(newer).resolves.toEqual({ ok: true, value: lookupAnswer('Mar') });
    await expect(otherPage).resolves.toEqual({ ok: true, value: lookupAnswer('Ma') });
  });
});
