/**
 * Records nothing identifies are counted, each once: a waiver without its id is
 * read again by every look that covers its signing time, and is told apart by
 * that time; one that does not say when it was signed either is counted each
 * time. Past the retention window it stops counting. Through a real result page:
 * the reader keeps the signing times of what it left out.
 */
import { describe, expect, it } from 'vitest';
import { readSearchResultsBody } from '../../electron/records/readers.ts';
import {
  forgetLeftOutBefore,
  leftOutWaivers,
  noteLeftOutWaivers,
} from '../../electron/services/sync/left-out.ts';
import { emptySyncState, readSyncState } from '../../electron/services/sync/sync-state.ts';

const AT = '2030-04-10T15:00:00.000Z';

describe('waivers left out for lack of an id', () => {
  it('are counted once per signing time, however often read', () => {
    let state = emptySyncState();
    state = noteLeftOutWaivers(state, { skipped: 1, skippedAt: [AT] });
    state = noteLeftOutWaivers(state, { skipped: 1, skippedAt: [AT] });
    expect(leftOutWaivers(state)).toBe(1);
    state = noteLeftOutWaivers(state, { skipped: 2, skippedAt: ['2030-04-10T16:00:00.000Z'] });
    // One more with a time, and one without any: counted as read.
    expect(leftOutWaivers(state)).toBe(3);
  });

  it('stop counting once past the retention window, and survive a restart', () => {
    const state = noteLeftOutWaivers(emptySyncState(), { skipped: 1, skippedAt: [AT] });
    expect(leftOutWaivers(readSyncState(JSON.stringify(state)))).toBe(1);
    expect(leftOutWaivers(forgetLeftOutBefore(state, Date.parse(AT) + 1))).toBe(0);
    // A state written before the count existed reads as none left out.
    const { leftOut: _none, ...older } = state;
    expect(readSyncState(JSON.stringify(older)).leftOut).toEqual({
      waiversAt: [],
      waiversUntimed: 0,
      templates: 0,
    });
  });

  it('keep their signing time when read off a result page', () => {
    const body = JSON.stringify({
      version: 4,
      id: 'x'.repeat(32),
      ts: AT,
      type: 'search_results',
      search_results: [
        { waiverId: 'W-1', createdOn: '2030-04-10 14:00:00' },
        { createdOn: '2030-04-10 15:00:00' },
      ],
    });
    const page = readSearchResultsBody(body);
    expect(page.map((waiver) => waiver.waiverId)).toEqual(['W-1']);
    expect(page.skipped).toBe(1);
    expect(page.skippedAt?.map((at) => Date.parse(at))).toEqual([Date.parse(AT)]);
  });
});
