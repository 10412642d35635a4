/**
 * The page's one socket to the browser host, over a stand-in WebSocket
 * (`../support/fake-socket-host.ts`): calls go out by id and each is answered
 * once, calls made before it opens wait and go out in order, a cancelled call is
 * dropped unsent or cancelled at the host, a lost socket or a failed opening ends
 * its calls as the host not answering (never sent again) and opens anew with
 * growing pauses, a call while it is down opens it at once, and the host's events
 * come beside the answers, checked, the retained ones replayed to late listeners.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALLS_OUT_AT_ONCE,
  type DeskSocket,
  HEALTHY_OPEN_MS,
  openDeskSocket,
} from '../../../renderer/src/bridge/desk-socket.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import type { SendWaiverSmsRequest } from '../../../shared/ipc/signing.ts';
import { ok } from '../support/fake-bridge.ts';
import { createFakeSocketHost, type FakeSocketHost } from '../support/fake-socket-host.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';

const URL_GIVEN = 'ws://127.0.0.1:1/calls?page=page-1';
const notAnswering = { ok: false, error: { code: 'network', reason: { kind: 'host_not_answering' } } };
const cancelled = { ok: false, error: { code: 'cancelled' } };
const text: SendWaiverSmsRequest = { templateId: 'tpl-1', phone: '+13035550123' };

const accountChanged = (sessionId: number) => ({ name: 'accountChanged', payload: readyInfo({ sessionId }) });
const online = (sessionId: number) => ({ name: 'connectivity', payload: connectivity('online', sessionId) });
const admitted = { name: 'admissionsRecorded', payload: { sessionId: 1, count: 2 } };

let desk: DeskSocket | null = null;

function start(host: FakeSocketHost = createFakeSocketHost()) {
  desk = openDeskSocket({ token: 'tok', pageId: 'page-1', url: URL_GIVEN, WebSocket: host.WebSocket });
  return { host, desk };
}

afterEach(() => {
  desk?.close();
  desk = null;
  vi.useRealTimers();
});

describe('the desk socket: opening', () => {
  it('opens at once at the address given, offering its protocol and then the token', () => {
    const { host } = start();
    expect(host.sockets).toHaveLength(1);
    expect(host.latest.url).toBe(URL_GIVEN);
    expect(host.latest.protocols).toEqual(['waiver-desk.calls', 'token.tok']);
  });

  it('opens on the page’s own host, with the page id in the query, when given no address', () => {
    const host = createFakeSocketHost();
    desk = openDeskSocket({ token: 'tok', pageId: 'page 1/ü&x', WebSocket: host.WebSocket });
    const url = new URL(host.latest.url);
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(window.location.host);
    expect(url.pathname).toBe('/calls');
    expect([...url.searchParams]).toEqual([['page', 'page 1/ü&x']]);
  });
});

describe('the desk socket: calls', () => {
  it('sends each call by id and settles each with its own answer, whatever order they come in', async () => {
    const { host, desk } = start();
    host.latest.open();
    const info = desk.call('getAppInfo', {});
    const lookup = desk.call('lookupWaivers', { text: 'ann' });
    const count = desk.call('getHeadcount', undefined);
    expect(host.latest.sent).toEqual([
      { id: 0, method: 'getAppInfo', request: {} },
      { id: 1, method: 'lookupWaivers', request: { text: 'ann' } },
      // No request at all goes as an empty one.
      { id: 2, method: 'getHeadcount', request: {} },
    ]);

    // Nothing that is not an answer to a waiting call settles one.
    host.latest.deliver('{not json');
    host.latest.deliver(JSON.stringify({ id: 1, result: { ok: 'yes' } }));
    host.latest.deliver(JSON.stringify({ id: 1 }));
    host.latest.answer(7, ok('for no call'));
    host.latest.answer(2, ok({ inside: 3 }));
    host.latest.answer(0, ok(readyInfo()));
    host.latest.answer(1, ok({ text: 'ann', matches: [] }));
    // A second answer to a call already answered changes nothing.
    host.latest.answer(0, ok('again'));

    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });
    await expect(lookup).resolves.toEqual({ ok: true, value: { text: 'ann', matches: [] } });
    await expect(count).resolves.toEqual({ ok: true, value: { inside: 3 } });
  });

  it('holds the calls made before the socket opens and sends them in order when it does', async () => {
    const { host, desk } = start();
    const info = desk.call('getAppInfo', {});
    const lookup = desk.call('lookupWaivers', { text: 'ann' });
    expect(host.latest.sent).toEqual([]);
    expect(host.sockets).toHaveLength(1);

    host.latest.open();
    const count = desk.call('getHeadcount', {});
    expect(host.latest.sent).toEqual([
      { id: 0, method: 'getAppInfo', request: {} },
      { id: 1, method: 'lookupWaivers', request: { text: 'ann' } },
      { id: 2, method: 'getHeadcount', request: {} },
    ]);
    host.latest.answer(1, ok({ text: 'ann', matches: [] }));
    host.latest.answer(0, ok(readyInfo()));
    host.latest.answer(2, ok({ inside: 0 }));
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });
    await expect(lookup).resolves.toEqual({ ok: true, value: { text: 'ann', matches: [] } });
    await expect(count).resolves.toEqual({ ok: true, value: { inside: 0 } });
  });

  it('keeps at most half the host’s limit of calls out at once, and sends the next as each settles', async () => {
    const { host, desk } = start();
    host.latest.open();
    const calls = Array.from({ length: CALLS_OUT_AT_ONCE + 2 }, (_, index) =>
      desk.call('lookupWaivers', { text: `t${index}` }),
    );
    expect(CALLS_OUT_AT_ONCE).toBe(32);
    expect(host.latest.calls.map((call) => call.id)).toEqual([...Array(CALLS_OUT_AT_ONCE).keys()]);
    host.latest.answer(5, ok({ text: 't5', matches: [] }));
    await expect(calls[5]).resolves.toMatchObject({ ok: true });
    expect(host.latest.calls.map((call) => call.id).slice(CALLS_OUT_AT_ONCE)).toEqual([CALLS_OUT_AT_ONCE]);
    // A cancelled call makes room too (the host is told to stop it).
    const abandoned = new AbortController();
    const more = desk.call('getHeadcount', {}, abandoned.signal);
    expect(host.latest.calls).toHaveLength(CALLS_OUT_AT_ONCE + 1);
    host.latest.answer(6, ok({ text: 't6', matches: [] }));
    await expect(calls[6]).resolves.toMatchObject({ ok: true });
    expect(host.latest.calls.map((call) => call.id).slice(CALLS_OUT_AT_ONCE)).toEqual([
      CALLS_OUT_AT_ONCE,
      CALLS_OUT_AT_ONCE + 1,
    ]);
    abandoned.abort();
    await expect(more).resolves.toEqual(cancelled);
    expect(host.latest.cancels).toEqual([]);
    expect(
      host.latest.calls.map((call) => call.method).filter((method) => method === 'getHeadcount'),
    ).toEqual([]);
  });

  it('answers a request that cannot be written as JSON at once, and sends the calls after it', async () => {
    const { host, desk } = start();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const broken = desk.call('lookupWaivers', circular);
    const info = desk.call('getAppInfo', {});
    await expect(broken).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    host.latest.open();
    expect(host.latest.calls.map((call) => call.method)).toEqual(['getAppInfo']);
    host.latest.answer(host.latest.calls[0]?.id ?? -1, ok(readyInfo()));
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });
  });

  it('cancels a sent call at the host when the page abandons it, answers it as cancelled at once, and drops its late answer', async () => {
    const { host, desk } = start();
    host.latest.open();
    const controller = new AbortController();
    const answer = desk.call('lookupWaivers', { text: 'an' }, controller.signal);
    controller.abort();
    await expect(answer).resolves.toEqual(cancelled);
    expect(host.latest.sent).toEqual([
      { id: 0, method: 'lookupWaivers', request: { text: 'an' } },
      { id: 0, cancel: true },
    ]);

    // The late answer to it goes nowhere; the next call gets its own.
    host.latest.answer(0, ok({ text: 'an', matches: [] }));
    const next = desk.call('lookupWaivers', { text: 'ann' });
    host.latest.answer(1, ok({ text: 'ann', matches: [] }));
    await expect(next).resolves.toEqual({ ok: true, value: { text: 'ann', matches: [] } });
  });

  it('drops a call abandoned before the socket opened: the host never hears of it', async () => {
    const { host, desk } = start();
    const controller = new AbortController();
    const abandoned = desk.call('lookupWaivers', { text: 'an' }, controller.signal);
    const kept = desk.call('lookupWaivers', { text: 'ann' });
    controller.abort();
    await expect(abandoned).resolves.toEqual(cancelled);

    host.latest.open();
    expect(host.latest.sent).toEqual([{ id: 1, method: 'lookupWaivers', request: { text: 'ann' } }]);
    host.latest.answer(1, ok({ text: 'ann', matches: [] }));
    await expect(kept).resolves.toEqual({ ok: true, value: { text: 'ann', matches: [] } });
  });

  it('never sends a call whose signal was already aborted', async () => {
    const { host, desk } = start();
    await expect(desk.call('getAppInfo', {}, AbortSignal.abort())).resolves.toEqual(cancelled);
    host.latest.open();
    await expect(desk.call('getAppInfo', {}, AbortSignal.abort())).resolves.toEqual(cancelled);
    expect(host.latest.sent).toEqual([]);
  });

  it('does not cancel at the host a call already answered', async () => {
    const { host, desk } = start();
    host.latest.open();
    const controller = new AbortController();
    const answer = desk.call('getAppInfo', {}, controller.signal);
    host.latest.answer(0, ok(readyInfo()));
    await expect(answer).resolves.toEqual({ ok: true, value: readyInfo() });
    controller.abort();
    expect(host.latest.sent).toEqual([{ id: 0, method: 'getAppInfo', request: {} }]);
  });
});

describe('the desk socket: losing the host', () => {
  it('ends the calls of a lost socket as the host not answering and never sends them again: a text goes once', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    host.latest.open();
    const controller = new AbortController();
    const sending = desk.call('sendWaiverSms', text, controller.signal);
    expect(host.latest.sent).toEqual([{ id: 0, method: 'sendWaiverSms', request: text }]);
    host.latest.lose();
    await expect(sending).resolves.toEqual(notAnswering);
    // Given up on after it ended: there is no call left to cancel.
    controller.abort();
    await expect(sending).resolves.toEqual(notAnswering);

    await vi.advanceTimersByTimeAsync(500);
    expect(host.sockets).toHaveLength(2);
    host.latest.open();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.latest.sent).toEqual([]);
    expect(host.sockets.flatMap((socket) => socket.calls)).toHaveLength(1);

    // The new socket carries the calls made now.
    const info = desk.call('getAppInfo', {});
    expect(host.latest.sent).toEqual([{ id: 1, method: 'getAppInfo', request: {} }]);
    host.latest.answer(1, ok(readyInfo()));
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });
  });

  it('ends the calls waiting for an opening that fails as the host not answering, unsent, even after it opens later', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    const info = desk.call('getAppInfo', {});
    const sending = desk.call('sendWaiverSms', text);
    host.latest.refuse();
    await expect(info).resolves.toEqual(notAnswering);
    await expect(sending).resolves.toEqual(notAnswering);

    await vi.advanceTimersByTimeAsync(500);
    host.latest.open();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.sockets.flatMap((socket) => socket.sent)).toEqual([]);
  });

  it('opens the socket again at once for a call made while it is down, not after the pause', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    host.latest.open();
    host.latest.lose();
    expect(host.sockets).toHaveLength(1);

    const info = desk.call('getAppInfo', {});
    expect(host.sockets).toHaveLength(2);
    host.latest.open();
    expect(host.latest.sent).toEqual([{ id: 0, method: 'getAppInfo', request: {} }]);
    host.latest.answer(0, ok(readyInfo()));
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });

    // The pause's own opening was called off: no second socket beside this one.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.sockets).toHaveLength(2);
  });

  it('ends a call made while the socket is down as not answering when its opening fails, and keeps the pauses growing', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    host.latest.open();
    host.latest.lose(); // first failure: 0.5 s

    const info = desk.call('getAppInfo', {});
    expect(host.sockets).toHaveLength(2);
    host.latest.refuse(); // second failure: 1 s
    await expect(info).resolves.toEqual(notAnswering);

    await vi.advanceTimersByTimeAsync(999);
    expect(host.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(3);
    host.latest.open();
    expect(host.latest.sent).toEqual([]);
  });

  it('gives a call made while the host closes the socket the next opening, at once', async () => {
    const { host, desk } = start();
    host.latest.open();
    host.latest.startClosing();
    const info = desk.call('getAppInfo', {});
    expect(host.sockets).toHaveLength(1);
    host.latest.lose();
    // Opened again at once, not after the pause, and the call goes out on it.
    expect(host.sockets).toHaveLength(2);
    host.latest.open();
    expect(host.latest.calls.map((call) => call.method)).toEqual(['getAppInfo']);
    host.latest.answer(host.latest.calls[0]?.id ?? -1, ok(readyInfo()));
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo() });
  });

  it('reopens after 0.5 s, doubling while the host stays away, and from 0.5 s again after a good opening', async () => {
    vi.useFakeTimers();
    const { host } = start();
    host.latest.open();
    host.latest.lose();
    host.next = 'refuse';
    await vi.advanceTimersByTimeAsync(499);
    expect(host.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(2); // refused
    await vi.advanceTimersByTimeAsync(999);
    expect(host.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(3); // refused
    host.next = 'wait';
    await vi.advanceTimersByTimeAsync(1_999);
    expect(host.sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(4);

    // That one opened and stayed open a while, so after it drops the pauses start again from 0.5 s.
    host.latest.open();
    await vi.advanceTimersByTimeAsync(HEALTHY_OPEN_MS);
    host.latest.lose();
    await vi.advanceTimersByTimeAsync(499);
    expect(host.sockets).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(5);
  });

  it('asks less and less often of a host that takes every socket and drops it at once', async () => {
    vi.useFakeTimers();
    const { host } = start();
    // Each socket opens and is dropped straight away (as the host drops a page that is not ours).
    for (const pause of [500, 1_000, 2_000, 4_000]) {
      const count = host.sockets.length;
      host.latest.open();
      host.latest.lose();
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(host.sockets).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(host.sockets).toHaveLength(count + 1);
    }
  });

  it('never waits longer than 30 s between attempts', async () => {
    vi.useFakeTimers();
    const host = createFakeSocketHost();
    host.next = 'refuse';
    start(host);
    // Openings at 0, 0.5, 1.5, 3.5, 7.5, 15.5 and 31.5 s, then every 30 s.
    await vi.advanceTimersByTimeAsync(31_499);
    expect(host.sockets).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(host.sockets).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.sockets).toHaveLength(8);
  });

  it('ends the calls at once when the browser will not even make the socket', async () => {
    let made = 0;
    class Unmakeable {
      static readonly OPEN = 1;
      constructor() {
        made += 1;
        throw new DOMException('An invalid or illegal string was specified', 'SyntaxError');
      }
    }
    desk = openDeskSocket({
      token: 'tok',
      pageId: 'page-1',
      WebSocket: Unmakeable as unknown as typeof WebSocket,
    });
    await expect(desk.call('getAppInfo', {})).resolves.toEqual(notAnswering);
    // One try when it started, one for the call.
    expect(made).toBe(2);
  });
});

describe('the desk socket: events', () => {
  it('hands the host’s events, coming beside the answers, to every listener', async () => {
    const { host, desk } = start();
    const first: DeskEvent[] = [];
    const second: DeskEvent[] = [];
    desk.subscribe((event) => first.push(event));
    desk.subscribe((event) => second.push(event));
    host.latest.open();
    host.latest.event(accountChanged(4));
    const info = desk.call('getAppInfo', {});
    host.latest.answer(0, ok(readyInfo({ sessionId: 4 })));
    host.latest.event({ name: 'connectivity', payload: connectivity('offline', 4) });
    await expect(info).resolves.toEqual({ ok: true, value: readyInfo({ sessionId: 4 }) });
    const expected = [accountChanged(4), { name: 'connectivity', payload: connectivity('offline', 4) }];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('drops a message that is not JSON, an unknown event and one off its contract, and delivers the rest', () => {
    const { host, desk } = start();
    const received: DeskEvent[] = [];
    desk.subscribe((event) => received.push(event));
    host.latest.open();
    host.latest.deliver('{"event": {not json');
    host.latest.event({ name: 'somethingElse', payload: {} });
    host.latest.event({ name: 'connectivity', payload: { service: 'sideways' } });
    host.latest.event({ name: 'accountChanged' });
    host.latest.event('accountChanged');
    host.latest.event(accountChanged(2));
    host.latest.event(admitted);
    expect(received).toEqual([accountChanged(2), admitted]);
  });

  it('gives a late listener the latest of each retained event first, and none of the others', () => {
    const { host, desk } = start();
    desk.subscribe(() => {});
    host.latest.open();
    host.latest.event(accountChanged(1));
    host.latest.event(accountChanged(2));
    host.latest.event(online(2));
    host.latest.event(admitted);
    const late: DeskEvent[] = [];
    desk.subscribe((event) => late.push(event));
    expect(late).toEqual([accountChanged(2), online(2)]);

    host.latest.event(admitted);
    expect(late).toEqual([accountChanged(2), online(2), admitted]);
    expect(host.sockets).toHaveLength(1);
  });

  it('hears the retained events again after it reopens, as the host replays them on every opening', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    const received: DeskEvent[] = [];
    desk.subscribe((event) => received.push(event));
    host.latest.open();
    host.latest.event(accountChanged(1));
    host.latest.event(online(1));
    host.latest.lose();

    await vi.advanceTimersByTimeAsync(500);
    host.latest.open();
    // The desk went on without the page: its present state comes first on the new socket.
    host.latest.event(accountChanged(2));
    host.latest.event({ name: 'connectivity', payload: connectivity('offline', 2) });
    expect(received).toEqual([
      accountChanged(1),
      online(1),
      accountChanged(2),
      { name: 'connectivity', payload: connectivity('offline', 2) },
    ]);

    const late: DeskEvent[] = [];
    desk.subscribe((event) => late.push(event));
    expect(late).toEqual([accountChanged(2), { name: 'connectivity', payload: connectivity('offline', 2) }]);
  });

  it('keeps handing an event to the other listeners when one throws, and reports the throw', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { host, desk } = start();
    const broken = new Error('a screen broke');
    const before: DeskEvent[] = [];
    const after: DeskEvent[] = [];
    desk.subscribe((event) => before.push(event));
    desk.subscribe(() => {
      throw broken;
    });
    desk.subscribe((event) => after.push(event));
    host.latest.open();
    host.latest.event(accountChanged(3));
    host.latest.event(admitted);
    expect(before).toEqual([accountChanged(3), admitted]);
    expect(after).toEqual([accountChanged(3), admitted]);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenCalledWith(broken);
  });

  it('stops handing events to a listener that unsubscribed', () => {
    const { host, desk } = start();
    const received: DeskEvent[] = [];
    const stop = desk.subscribe((event) => received.push(event));
    host.latest.open();
    host.latest.event(admitted);
    stop();
    host.latest.event(accountChanged(5));
    expect(received).toEqual([admitted]);
  });
});

describe('the desk socket: closing', () => {
  it('ends the sent and the held calls as not answering, closes the socket, and answers later calls so at once', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    host.latest.open();
    const sent = desk.call('getAppInfo', {});
    desk.close();
    expect(host.latest.closedByPage).toBe(true);
    await expect(sent).resolves.toEqual(notAnswering);
    await expect(desk.call('getAppInfo', {})).resolves.toEqual(notAnswering);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.sockets).toHaveLength(1);
    expect(host.latest.sent).toEqual([{ id: 0, method: 'getAppInfo', request: {} }]);
  });

  it('ends the calls held for an opening, unsent, when closed before it opens', async () => {
    const { host, desk } = start();
    const held = desk.call('getAppInfo', {});
    desk.close();
    await expect(held).resolves.toEqual(notAnswering);
    expect(host.latest.closedByPage).toBe(true);
    expect(host.latest.sent).toEqual([]);
  });

  it('never opens again once closed during a pause', async () => {
    vi.useFakeTimers();
    const { host, desk } = start();
    host.latest.open();
    host.latest.lose();
    desk.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.sockets).toHaveLength(1);
  });
});
