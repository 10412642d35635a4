/**
 * What a look for new signings asks, so a waiver that reaches the service late
 * is never skipped: a caught-up desk asks about the trailing day and reads pages
 * only while waivers it does not hold are missing; what a reading could not
 * account for does not make every look read the day; the day is read whole once
 * an hour; a desk that is behind catches up from its mark.
 */
import { describe, expect, it } from 'vitest';
import {
  afterTrailingLook,
  FULL_READ_EVERY_MS,
  freshTrailingMemory,
  LATE_ARRIVAL_WINDOW_MS,
  lookQuestion,
  pagesNeeded,
} from '../../electron/services/sync/look-plan.ts';
import { emptySyncState } from '../../electron/services/sync/sync-state.ts';

const NOW = Date.parse('2030-04-10T15:00:00.250Z');
const CAP = 30_000;
const caughtUp = { ...emptySyncState(), highWaterMs: NOW - 5 * 60_000 };

describe('the question of a look', () => {
  it('asks a caught-up desk about the whole trailing day, newest first, from a whole second', () => {
    expect(lookQuestion(caughtUp, NOW)).toEqual({
      fromMs: Date.parse('2030-04-09T15:00:00Z'),
      order: 'desc',
      trailing: true,
    });
    expect(LATE_ARRIVAL_WINDOW_MS).toBeGreaterThan(3 * 3_600_000);
  });

  it('asks a desk off for longer than the window from its mark (with overlap), oldest first', () => {
    const behind = { ...emptySyncState(), highWaterMs: NOW - 2 * LATE_ARRIVAL_WINDOW_MS };
    expect(lookQuestion(behind, NOW)).toEqual({
      fromMs: NOW - 2 * LATE_ARRIVAL_WINDOW_MS - 15 * 60_000 - 250,
      order: 'asc',
      trailing: false,
    });
  });
});

describe('how much of the answer a look reads', () => {
  const question = lookQuestion(caughtUp, NOW);

  it('reads no page when the copy holds everything the service counts', () => {
    const plan = pagesNeeded(question, { count: 812, held: 812, cappedAt: CAP }, freshTrailingMemory(), NOW);
    expect(plan.need).toBe(0);
    expect(plan.fullRead).toBe(false);
  });

  it('reads until the missing waivers are found: a late upload is one of them', () => {
    const plan = pagesNeeded(question, { count: 813, held: 812, cappedAt: CAP }, freshTrailingMemory(), NOW);
    expect(plan.need).toBe(1);
  });

  it('remembers what a reading could not find (a waiver without an id), so the next look reads nothing', () => {
    const first = pagesNeeded(question, { count: 813, held: 812, cappedAt: CAP }, freshTrailingMemory(), NOW);
    const after = afterTrailingLook(first.memory, { missing: 1, found: 0, fullRead: false, askedAt: NOW });
    expect(after.unexplained).toBe(1);
    const next = pagesNeeded(question, { count: 813, held: 812, cappedAt: CAP }, after, NOW + 60_000);
    expect(next.need).toBe(0);
    // A late upload on top of it is still looked for.
    const late = pagesNeeded(question, { count: 814, held: 812, cappedAt: CAP }, after, NOW + 120_000);
    expect(late.need).toBe(1);
  });

  it('reads the whole day once an hour, whatever the counts say (a deletion could hide an arrival)', () => {
    const memory = { lastFullReadAt: NOW, unexplained: 0 };
    const within = pagesNeeded(
      question,
      { count: 800, held: 800, cappedAt: CAP },
      memory,
      NOW + FULL_READ_EVERY_MS - 1,
    );
    expect(within.fullRead).toBe(false);
    const due = pagesNeeded(
      question,
      { count: 800, held: 800, cappedAt: CAP },
      memory,
      NOW + FULL_READ_EVERY_MS,
    );
    expect(due).toMatchObject({ need: null, fullRead: true });
    const after = afterTrailingLook(due.memory, {
      missing: 0,
      found: 0,
      fullRead: true,
      askedAt: NOW + FULL_READ_EVERY_MS,
    });
    expect(after.lastFullReadAt).toBe(NOW + FULL_READ_EVERY_MS);
  });

  it('reads every page of a catch-up, and of an answer the result cap may have cut', () => {
    const behind = lookQuestion({ ...emptySyncState(), highWaterMs: NOW - 3 * LATE_ARRIVAL_WINDOW_MS }, NOW);
    expect(
      pagesNeeded(behind, { count: 5, held: 0, cappedAt: CAP }, freshTrailingMemory(), NOW).need,
    ).toBeNull();
    expect(
      pagesNeeded(question, { count: CAP, held: 10, cappedAt: CAP }, freshTrailingMemory(), NOW).need,
    ).toBeNull();
  });
});
