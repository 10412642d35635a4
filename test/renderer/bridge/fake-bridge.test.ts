/**
 * The page's tests stand the preload in with a fake bridge; it must copy as
 * Electron's IPC copies (structured clone), or a screen that keeps, changes or
 * shares what crosses would pass here and misbehave in the app.
 */
import { describe, expect, it } from 'vitest';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import type { LookupResult } from '../../../shared/ipc/lookup.ts';
import { createFakeBridge, ok } from '../support/fake-bridge.ts';

const emptyLookup = (): LookupResult => ({ matches: [] }) as unknown as LookupResult;

describe('the fake bridge copies like the real one', () => {
  it('hands the answer a copy of the request, made when the page called', async () => {
    let seen: unknown;
    const bridge = createFakeBridge({
      lookupWaivers: async (request) => {
        seen = request;
        return ok(emptyLookup());
      },
    });
    const request = { text: 'Ada' };
    const answered = bridge.lookupWaivers(request);
    request.text = 'changed after the call';
    await answered;
    expect(seen).toEqual({ text: 'Ada' });
    expect(seen).not.toBe(request);
    expect(bridge.callsOf('lookupWaivers')[0]?.request).toEqual({ text: 'Ada' });
  });

  it('gives the page a copy of the answer, so neither side reaches into the other', async () => {
    const kept = emptyLookup();
    const bridge = createFakeBridge({ lookupWaivers: () => ok(kept) });
    const first = await bridge.lookupWaivers({ text: 'Ada' });
    expect(first).toEqual(ok(kept));
    expect(first.ok && first.value).not.toBe(kept);
    if (first.ok) (first.value as unknown as { matches: unknown[] }).matches.push('changed by the page');
    expect((kept as unknown as { matches: unknown[] }).matches).toEqual([]);
  });

  it('fails a call whose answer the real bridge could not carry', async () => {
    const bridge = createFakeBridge({
      lookupWaivers: () => ok({ matches: [], later: () => 'a function' } as unknown as LookupResult),
    });
    await expect(bridge.lookupWaivers({ text: 'Ada' })).rejects.toThrow(/could not be cloned/);
  });

  it('gives each listener its own copy of an event', () => {
    const bridge = createFakeBridge();
    const received: DeskEvent[] = [];
    bridge.subscribe((event) => received.push(event));
    bridge.subscribe((event) => received.push(event));
    const event = { name: 'waiverArrived', payload: { waivers: [] } } as unknown as DeskEvent;
    bridge.emit(event);
    expect(received).toEqual([event, event]);
    expect(received[0]).not.toBe(event);
    expect(received[0]).not.toBe(received[1]);
  });
});
