/**
 * Every check-in is kept: one sent without its id is keyed by its waiver, the
 * person's place on it and the time, so a day of such check-ins keeps each of
 * them (the id alone, 0 for all, kept only the last). A check-in nothing
 * identifies is left out and counted. A copy written before keeps every check-in
 * that had an id, under the same sealed body, and reads today again.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealCheckIn } from '../../electron/cache/bodies.ts';
import { openCacheDatabase } from '../../electron/cache/database.ts';
import { CACHE_MIGRATIONS } from '../../electron/cache/schema/migrations.ts';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { DEFAULT_CACHE_FILE_NAME } from '../../electron/cache/types.ts';
import { CHECKIN_LEDGER_KEY } from '../../electron/services/sync/checkin-ledger.ts';
import { checkinKey } from '../../shared/domain/checkin-key.ts';
import type { CheckIn } from '../../shared/domain/waiver.ts';
import { DATA_KEY, openTestStore, tempDir } from './support.ts';

const checkin = (overrides: Partial<CheckIn>): CheckIn => ({
  checkinId: 0,
  date: '2026-03-10T15:04:05.000Z',
  waiverId: 'W-ONE',
  position: 0,
  firstName: 'Ada',
  lastName: 'Lake',
  isMinor: false,
  dateSigned: '2026-03-10T15:00:00.000Z',
  templateId: 0,
  ...overrides,
});

/** A real-shaped morning: three check-ins, none with an id; the third a minor on the same waiver. */
const MORNING = [
  checkin({ date: '2026-03-10T15:04:05.000Z' }),
  checkin({ waiverId: 'W-TWO', firstName: 'Bo', date: '2026-03-10T15:20:00.000Z' }),
  checkin({ position: 1, firstName: 'Cy', isMinor: true, date: '2026-03-10T15:04:05.000Z' }),
];
const DAY = [Date.parse('2026-03-10T06:00:00Z'), Date.parse('2026-03-11T06:00:00Z')] as const;

describe('the key of a check-in', () => {
  it("is the service's id when it sent one", () => {
    expect(checkinKey(checkin({ checkinId: 812_004 }))).toBe('812004');
  });

  it('is who checked in when, without an id: waiver, position and time', () => {
    expect(checkinKey(MORNING[0] as CheckIn)).toBe('W-ONE|0|2026-03-10T15:04:05.000Z');
    expect(new Set(MORNING.map(checkinKey)).size).toBe(3);
    // A waiver id that is all digits still never meets a service id.
    expect(checkinKey(checkin({ waiverId: '812004' }))).not.toBe('812004');
  });

  it('is none when nothing identifies the check-in', () => {
    expect(checkinKey(checkin({ waiverId: '' }))).toBeNull();
  });
});

describe('check-ins in the copy', () => {
  it('keeps every check-in of a day that came without ids, minors included', () => {
    const { store } = openTestStore();
    expect(store.putCheckins(MORNING)).toEqual({ stored: 3, skipped: 0 });
    const kept = store.listCheckins(...DAY);
    expect(kept).toHaveLength(3);
    expect(kept.filter((each) => each.isMinor).map((each) => each.firstName)).toEqual(['Cy']);
    // The same check-in sent again is the same record, not another.
    expect(store.putCheckins([MORNING[1] as CheckIn])).toEqual({ stored: 1, skipped: 0 });
    expect(store.listCheckins(...DAY)).toHaveLength(3);
  });

  it('reads a check-in sent again with changes as the new version, though the old one was read already', () => {
    const { store } = openTestStore();
    store.putCheckins(MORNING);
    expect(store.listCheckins(...DAY).map((each) => each.firstName)).toEqual(['Ada', 'Cy', 'Bo']);
    store.putCheckins([{ ...(MORNING[1] as CheckIn), firstName: 'Bea' }]);
    expect(store.listCheckins(...DAY).map((each) => each.firstName)).toEqual(['Ada', 'Cy', 'Bea']);
  });

  it('leaves out and counts a check-in nothing identifies', () => {
    const { store } = openTestStore();
    expect(store.putCheckins([...MORNING, checkin({ waiverId: '' })])).toEqual({ stored: 3, skipped: 1 });
  });

  it('keeps what a copy written before held under its id, drops the overwritten 0, and reads today again', () => {
    const dir = tempDir();
    const keys = deriveCacheKeys(DATA_KEY);
    const before = openCacheDatabase(
      join(dir, DEFAULT_CACHE_FILE_NAME),
      keys,
      CACHE_MIGRATIONS.slice(0, 3),
      Date.now,
    );
    const withId = checkin({ checkinId: 77, firstName: 'Dee' });
    const insert = before.db.prepare(
      'INSERT INTO checkins (checkin_id, waiver_id, date_ms, stored_ms, body) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run(77, withId.waiverId, Date.parse(withId.date), 1, sealCheckIn(keys, '77', withId));
    const last = MORNING[2] as CheckIn;
    insert.run(0, last.waiverId, Date.parse(last.date), 1, sealCheckIn(keys, '0', last));
    before.db.prepare('INSERT INTO sync_state (key, value) VALUES (?, ?)').run(CHECKIN_LEDGER_KEY, '{}');
    before.db.close();

    const { store } = openTestStore({ dir });
    expect(store.listCheckins(...DAY)).toEqual([withId]);
    expect(store.getSyncState(CHECKIN_LEDGER_KEY)).toBeNull();
    store.putCheckins(MORNING);
    expect(store.listCheckins(...DAY)).toHaveLength(4);
  });
});
