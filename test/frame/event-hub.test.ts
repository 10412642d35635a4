import { describe, expect, it } from 'vitest';
import { EventHub } from '../../electron/runtime/event-hub.ts';
import type { AppInfo, Connectivity } from '../../shared/ipc/events.ts';
import { readDeskEvent } from '../../shared/ipc/events.ts';

const info = (sessionId: number): AppInfo => ({
  appVersion: '0.0.0-test',
  host: 'browser',
  phase: 'ready',
  firstRun: false,
  sessionId,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  setupProblem: null,
  timeZone: 'UTC',
});

const online = (sessionId: number): Connectivity => ({
  sessionId,
  service: 'online',
  since: '2026-11-23T10:00:00.000Z',
  lastAnsweredAt: '2026-11-23T10:00:00.000Z',
});

describe('the event hub', () => {
  it('gives a late subscriber the current state first, then what follows', () => {
    const hub = new EventHub();
    hub.emit('accountChanged', info(1));
    hub.emit('connectivity', online(1));
    hub.emit('accountChanged', info(2));
    const seen: string[] = [];
    hub.subscribe((event) => seen.push(`${event.name}:${event.payload.sessionId}`));
    expect(seen).toEqual(['accountChanged:2', 'connectivity:1']);
    hub.emit('connectivity', online(2));
    expect(seen.at(-1)).toBe('connectivity:2');
  });

  it('drops a payload that breaks the contract and says so once', () => {
    const lines: string[] = [];
    const hub = new EventHub((line) => lines.push(line));
    const seen: unknown[] = [];
    hub.subscribe((event) => seen.push(event));
    hub.emit('connectivity', { ...online(1), service: 'sideways' } as unknown as Connectivity);
    expect(seen).toEqual([]);
    expect(hub.latest('connectivity')).toBeUndefined();
    expect(lines).toHaveLength(1);
  });

  it('keeps delivering to the others when one subscriber throws, and stops after unsubscribe', () => {
    const hub = new EventHub(() => {});
    const seen: number[] = [];
    hub.subscribe(() => {
      throw new Error('closed window');
    });
    const unsubscribe = hub.subscribe((event) => seen.push(event.payload.sessionId));
    hub.emit('accountChanged', info(3));
    unsubscribe();
    hub.emit('accountChanged', info(4));
    expect(seen).toEqual([3]);
  });

  it('reads only events the contract declares, with valid payloads', () => {
    expect(readDeskEvent({ name: 'accountChanged', payload: info(1) })).toEqual({
      name: 'accountChanged',
      payload: info(1),
    });
    expect(readDeskEvent({ name: 'deleteEverything', payload: {} })).toBeNull();
    expect(readDeskEvent({ name: 'accountChanged', payload: { sessionId: 'x' } })).toBeNull();
    expect(readDeskEvent('accountChanged')).toBeNull();
  });
});
