import { afterEach, describe, expect, it, vi } from 'vitest';
import { callDesk, createLatestCall, DeskError, isAbandoned } from '../../../renderer/src/bridge/index.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { checkin, readyInfo, today } from '../support/fixtures.ts';
import { createFakeFetch } from '../support/sse-response.ts';

/**
 * The page as the browser host serves it (no preload): calls go through `fetch`,
 * answered here one by one, in whatever order the test resolves them.
 */
function browserHost() {
  const fake = createFakeFetch();
  const answers: Array<(answer: IpcResult<TodayCheckins>) => void> = [];
  fake.answerRpc(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        answers.push((answer) => resolve(Response.json(answer)));
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fake.fetch);
  const signalOf = (index: number) => fake.requests[index]?.init.signal ?? undefined;
  return { fake, answers, signalOf };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callDesk', () => {
  it('uses the bridge on window.waiverDesk and returns the value', async () => {
    const bridge = installFakeBridge({ getAppInfo: () => ok(readyInfo({ sessionId: 9 })) });
    await expect(callDesk('getAppInfo', {})).resolves.toMatchObject({ sessionId: 9 });
    expect(bridge.callsOf('getAppInfo')).toHaveLength(1);
  });

  it('throws a DeskError carrying code, reason and wait on ok:false', async () => {
    installFakeBridge({
      listTodayCheckins: () =>
        fail('rate_limited', { reason: { kind: 'sms_not_sent', because: 'budget' }, retryAfterSeconds: 42 }),
    });
    const error = await callDesk('listTodayCheckins', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({
      code: 'rate_limited',
      reason: { kind: 'sms_not_sent', because: 'budget' },
      retryAfterSeconds: 42,
    });
  });

  it('gives the preload a cancel hook for the signal (a signal cannot cross contextBridge) and drops a late answer', async () => {
    const answer = deferred<IpcResult<TodayCheckins>>();
    const bridge = installFakeBridge({ listTodayCheckins: () => answer.promise });
    const controller = new AbortController();
    const pending = callDesk('listTodayCheckins', {}, { signal: controller.signal });
    const options = bridge.callsOf('listTodayCheckins')[0]?.options;
    expect(options).toEqual({ onCancel: expect.any(Function) });
    const cancel = vi.fn();
    options?.onCancel?.(cancel);
    expect(cancel).not.toHaveBeenCalled();
    controller.abort();
    expect(cancel).toHaveBeenCalledTimes(1);
    answer.resolve(ok(today([checkin(1, 'Late')])));
    expect(isAbandoned(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('gives the preload the request alone when the call has no signal', async () => {
    const bridge = installFakeBridge({ getAppInfo: () => ok(readyInfo()) });
    await callDesk('getAppInfo', {});
    expect(bridge.callsOf('getAppInfo')[0]?.options).toBeUndefined();
  });

  it('through the browser host, cuts the request itself when abandoned', async () => {
    const host = browserHost();
    const controller = new AbortController();
    const pending = callDesk('listTodayCheckins', {}, { signal: controller.signal });
    expect(host.fake.requests[0]?.url).toBe('/rpc/listTodayCheckins');
    controller.abort();
    expect(host.signalOf(0)?.aborted).toBe(true);
    expect(isAbandoned(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('does not call at all when the signal is already aborted', async () => {
    const bridge = installFakeBridge({ getAppInfo: () => ok(readyInfo()) });
    const outcome = await callDesk('getAppInfo', {}, { signal: AbortSignal.abort() }).catch(
      (caught: unknown) => caught,
    );
    expect(isAbandoned(outcome)).toBe(true);
    expect(bridge.calls).toHaveLength(0);
  });
});

describe('createLatestCall', () => {
  it('cuts the previous request and delivers only the newest answer, even when the old one comes last', async () => {
    const host = browserHost();
    const lookup = createLatestCall('listTodayCheckins');
    const first = lookup.run({}).catch((caught: unknown) => caught);
    const second = lookup.run({});
    await vi.waitFor(() => expect(host.answers).toHaveLength(2));
    expect(host.signalOf(0)?.aborted).toBe(true);
    expect(host.signalOf(1)?.aborted).toBe(false);

    host.answers[1]!(ok(today([checkin(2, 'Newer')])));
    host.answers[0]!(ok(today([checkin(1, 'Older')])));
    await expect(second).resolves.toMatchObject({ checkins: [{ firstName: 'Newer' }] });
    expect(isAbandoned(await first)).toBe(true);
  });

  it('drops a superseded answer from the preload, whatever order they come in', async () => {
    const answers = [deferred<IpcResult<TodayCheckins>>(), deferred<IpcResult<TodayCheckins>>()];
    let next = 0;
    installFakeBridge({ listTodayCheckins: () => answers[next++]!.promise });
    const lookup = createLatestCall('listTodayCheckins');
    const settled: string[] = [];
    const first = lookup.run({}).then(
      (value) => settled.push(`first:${value.checkins[0]?.firstName}`),
      () => settled.push('first:abandoned'),
    );
    const second = lookup.run({}).then((value) => settled.push(`second:${value.checkins[0]?.firstName}`));
    answers[0]!.resolve(ok(today([checkin(1, 'Older')])));
    answers[1]!.resolve(ok(today([checkin(2, 'Newer')])));
    await Promise.all([first, second]);
    expect(settled).toEqual(['first:abandoned', 'second:Newer']);
  });

  it('cancel() abandons the call in flight', async () => {
    const host = browserHost();
    const lookup = createLatestCall('listTodayCheckins');
    const pending = lookup.run({}).catch((caught: unknown) => caught);
    lookup.cancel();
    expect(host.signalOf(0)?.aborted).toBe(true);
    expect(isAbandoned(await pending)).toBe(true);
  });
});

describe('events from the preload', () => {
  it('reach a listener only once their payload passes the contract', async () => {
    const { subscribeDesk } = await import('../../../renderer/src/bridge/index.ts');
    const bridge = installFakeBridge();
    const received: unknown[] = [];
    const stop = subscribeDesk((event) => received.push(event));
    const online = {
      sessionId: 1,
      service: 'online',
      since: '2026-03-10T12:00:00.000Z',
      lastAnsweredAt: null,
    };
    bridge.emit({ name: 'connectivity', payload: { ...online, service: 'sideways' } } as never);
    expect(received).toEqual([]);
    bridge.emit({ name: 'connectivity', payload: online } as never);
    expect(received).toEqual([{ name: 'connectivity', payload: online }]);
    stop();
  });
});
