import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { contract, type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';

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
    const spec = contract.getAppInfo as { latestWins: boolean; kind: string };
    const saved = { latestWins: spec.latestWins, kind: spec.kind };
    // The contract has no lookup method yet; the rule is the dispatcher's, so flip it on one method.
    spec.latestWins = true;
    spec.kind = 'write';
    try {
      const { handlers, runs } = slowHandlers();
      const dispatcher = createDispatcher(handlers);
      const older = dispatcher.call('getAppInfo', {}, { caller: 'page-1' });
      await tick();
      const newer = dispatcher.call('getAppInfo', {}, { caller: 'page-1' });
      const otherPage = dispatcher.call('getAppInfo', {}, { caller: 'page-2' });
      await tick();
      expect(runs).toHaveLength(3);
      expect(runs[0]?.signal.aborted).toBe(true);
      expect(runs[1]?.signal.aborted).toBe(false);
      expect(runs[2]?.signal.aborted).toBe(false);
      // The old handler ignores its signal and answers first: still not delivered.
      runs[0]?.finish({ ...info, sessionId: 99 });
      runs[1]?.finish(info);
      runs[2]?.finish(info);
      await expect(older).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
      await expect(newer).resolves.toEqual({ ok: true, value: info });
      await expect(otherPage).resolves.toEqual({ ok: true, value: info });
    } finally {
      spec.latestWins = saved.latestWins;
      spec.kind = saved.kind;
    }
  });
});
