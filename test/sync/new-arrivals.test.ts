/**
 * Which waivers new to the copy are announced as arrivals while the first copy is
 * still being made: those signed after the copy began. The service writes signing
 * times in whole seconds, so one signed in the second the copy began, after it,
 * reads as signed before it; it is announced, not stored in silence. (Seen in the
 * hostile echo test: a walk-in signed 300 ms after the copy began was never named.)
 */
import { describe, expect, it } from 'vitest';
import { newArrivals } from '../../electron/services/sync/keep-current.ts';
import { emptySyncState, type SyncState } from '../../electron/services/sync/sync-state.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';

const BEGAN = Date.parse('2030-04-10T15:00:07.613Z');

/** A copy whose backfill began at BEGAN and still has older waivers to store. */
const filling: SyncState = {
  ...emptySyncState(),
  backfill: {
    startMs: BEGAN - 30 * 86_400_000,
    endMs: BEGAN,
    doneFromMs: BEGAN - 86_400_000,
    spanMs: 86_400_000,
    cursor: null,
    stored: 6,
    estimatedTotal: 300,
  },
};

const signedOn = (waiverId: string, createdOn: string) => ({ waiverId, createdOn }) as SignedWaiver;
const announced = (state: SyncState, waivers: SignedWaiver[]) =>
  newArrivals(state, waivers).map((waiver) => waiver.waiverId);

describe('arrivals while the first copy is made', () => {
  it('announces a waiver signed in the second the copy began, as the service writes it', () => {
    expect(announced(filling, [signedOn('same-second', '2030-04-10T15:00:07+00:00')])).toEqual([
      'same-second',
    ]);
  });

  it('announces those signed after, and leaves the older ones to the backfill', () => {
    const waivers = [
      signedOn('later', '2030-04-10T15:00:08+00:00'),
      signedOn('second-before', '2030-04-10T15:00:06+00:00'),
      signedOn('yesterday', '2030-04-09T12:00:00+00:00'),
    ];
    expect(announced(filling, waivers)).toEqual(['later']);
  });

  it('announces every new one once the first copy is complete', () => {
    const complete = {
      ...filling,
      backfill: { ...filling.backfill!, doneFromMs: filling.backfill!.startMs },
    };
    expect(announced(complete, [signedOn('yesterday', '2030-04-09T12:00:00+00:00')])).toEqual(['yesterday']);
  });
});
