import { afterEach, describe, expect, it, vi } from 'vitest';
import { callDesk, createLatestCall, DeskError, isAbandoned } from '../../../renderer/src/bridge/index.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { deferred, fail, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { createFakeSocketHost } from '../support/fake-socket-host.ts';
import { checkin, connectivity, readyInfo, today } from '../support/fixtures.ts';

/**
 * The page as the browser host serves it (no preload): a fresh load of the bridge
 * (the page makes its transport once), whose one socket goes to the stand-in host.
 * The socket is open before the first call unless `opened` is false; the test
 * answers the calls one by one, in whatever order it likes.
 */
async function browserHost({ opened = true } = {}) {
  const host = createFakeSocketHost();
  vi.stubGlobal('WebSocket', host.WebSocket);
  vi.resetModules();
  const page = await import('../../../renderer/src/bridge/index.ts');
  if (opened) {
    // Listening makes the page's transport, and with it the socket.
    page.subscribeDesk(() => {});
    host.latest.open();
  }
  return { host, page };
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

  it('through the browser host, cancels the call at the host when abandoned', async () => {
    const { host, page } = await browserHost();
    const controller = new AbortController();
    const pending = page.callDesk('listTodayCheckins', {}, { signal: controller.signal });
    expect(host.latest.calls).toEqual([{ id: 0, method: 'listTodayCheckins', request: {} }]);
    controller.abort();
    expect(host.latest.cancels).toEqual([0]);
    expect(page.isAbandoned(await pending.catch((caught: unknown) => caught))).toBe(true);
  });

  it('through the browser host, returns the value the host answered, and throws its failure as a DeskError', async () => {
    const { host, page } = await browserHost();
    const info = page.callDesk('getAppInfo', {});
    const checkins = page.callDesk('listTodayCheckins', {}).catch((caught: unknown) => caught);
    host.latest.answer(1, fail('rate_limited', { retryAfterSeconds: 42 }));
    host.latest.answer(0, ok(readyInfo({ sessionId: 9 })));
    await expect(info).resolves.toMatchObject({ sessionId: 9 });
    expect(await checkins).toBeInstanceOf(page.DeskError);
    expect(await checkins).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 42 });
  });

  it('through the browser host, throws the host not answering as a DeskError when the socket is refused', async () => {
    const { host, page } = await browserHost({ opened: false });
    // The page's next try waits on a timer: a fake one, dropped with the test.
    vi.useFakeTimers();
    const pending = page.callDesk('getAppInfo', {}).catch((caught: unknown) => caught);
    host.latest.refuse();
    expect(await pending).toBeInstanceOf(page.DeskError);
    expect(await pending).toMatchObject({ code: 'network', reason: { kind: 'host_not_answering' } });
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
  it('cancels the previous call at the host and delivers only the newest answer, even when the old one comes last', async () => {
    const { host, page } = await browserHost();
    const lookup = page.createLatestCall('listTodayCheckins');
    const first = lookup.run({}).catch((caught: unknown) => caught);
    const second = lookup.run({});
    expect(host.latest.calls.map((call) => call.id)).toEqual([0, 1]);
    expect(host.latest.cancels).toEqual([0]);

    host.latest.answer(1, ok(today([checkin(2, 'Newer')])));
    host.latest.answer(0, ok(today([checkin(1, 'Older')])));
    await expect(second).resolves.toMatchObject({ checkins: [{ firstName: 'Newer' }] });
    expect(page.isAbandoned(await first)).toBe(true);
  });

  it('sends only the newest call when the older ones were superseded before the socket opened', async () => {
    const { host, page } = await browserHost({ opened: false });
    const lookup = page.createLatestCall('lookupWaivers');
    const first = lookup.run({ text: 'a' }).catch((caught: unknown) => caught);
    const second = lookup.run({ text: 'an' }).catch((caught: unknown) => caught);
    const newest = lookup.run({ text: 'ann' });
    expect(page.isAbandoned(await first)).toBe(true);
    expect(page.isAbandoned(await second)).toBe(true);

    host.latest.open();
    expect(host.latest.sent).toEqual([{ id: 2, method: 'lookupWaivers', request: { text: 'ann' } }]);
    host.latest.answer(2, ok({ text: 'ann', matches: [] }));
    await expect(newest).resolves.toMatchObject({ text: 'ann', matches: [] });
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

  it('cancel() abandons the call in flight, at the host too', async () => {
    const { host, page } = await browserHost();
    const lookup = page.createLatestCall('listTodayCheckins');
    const pending = lookup.run({}).catch((caught: unknown) => caught);
    lookup.cancel();
    expect(host.latest.cancels).toEqual([0]);
    expect(page.isAbandoned(await pending)).toBe(true);
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

describe('events from the browser host', () => {
  it('reach a listener only once their payload passes the contract', async () => {
    const { host, page } = await browserHost();
    const received: unknown[] = [];
    const stop = page.subscribeDesk((event) => received.push(event));
    const online = connectivity('online');
    host.latest.event({ name: 'connectivity', payload: { ...online, service: 'sideways' } });
    expect(received).toEqual([]);
    host.latest.event({ name: 'connectivity', payload: online });
    expect(received).toEqual([{ name: 'connectivity', payload: online }]);
    stop();
  });
});
