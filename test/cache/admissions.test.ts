/** Admissions the desk records itself, in its copy: sealed, by day, kept once, gone with the retention. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { readAdmission, toSharedAdmission } from '../../electron/shared-copy/admission-records.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';
import { openTestStore, tempDir } from './support.ts';

function admission(admissionId: string, admittedAt: string, overrides: Partial<Admission> = {}): Admission {
  return {
    admissionId,
    waiverId: 'W-ROBERTS',
    position: 0,
    name: 'Noah Roberts',
    dob: '2014-02-23',
    isMinor: true,
    autoTag: 'M-004519',
    title: 'Jump Zone Release',
    admittedAt,
    day: admittedAt.slice(0, 10),
    deskId: 'desk-1',
    deskName: 'Front desk',
    tone: 'ok',
    ...overrides,
  };
}

describe('admissions in the desk’s copy', () => {
  it('lists a day’s admissions newest first, each as recorded', () => {
    const { store } = openTestStore();
    const morning = admission('a-1', '2031-05-06T09:00:00.000Z');
    const noon = admission('a-2', '2031-05-06T12:00:00.000Z', { position: 1, name: 'Mia Roberts' });
    const yesterday = admission('a-3', '2031-05-05T17:00:00.000Z');
    expect(store.putAdmissions([morning, noon, yesterday])).toEqual({ stored: 3, skipped: 0 });
    expect(store.listAdmissions('2031-05-06')).toEqual([noon, morning]);
    expect(store.listAdmissions('2031-05-05')).toEqual([yesterday]);
    expect(store.listAdmissions('2031-05-07')).toEqual([]);
  });

  it('reads someone as left while a mark of them stands: a take-back names its mark, and a mark after it stands again', () => {
    const { store } = openTestStore();
    store.putAdmissions([admission('a-1', '2031-05-06T09:00:00.000Z')]);
    const change = (changeId: string, kind: AdmissionChange['kind'], at: string, takesBack?: string) => ({
      changeId,
      admissionId: 'a-1',
      kind,
      at,
      day: '2031-05-06',
      deskId: 'desk-1',
      deskName: 'Front desk',
      byManager: false,
      waiverId: 'W-ROBERTS',
      position: 0,
      name: 'Noah Roberts',
      ...(takesBack ? { takesBack } : {}),
    });
    const leftAt = () => store.getAdmission('a-1')?.leftAt;
    // All three at one instant: the names decide, not the clock.
    const at = '2031-05-06T10:00:00.000Z';
    store.putAdmissionChanges([change('c-1', 'left', at)]);
    expect(leftAt()).toBe(at);
    // A take-back that names no mark is no take-back.
    expect(store.putAdmissionChanges([change('c-0', 'leftTakenBack', at)])).toEqual({
      stored: 0,
      skipped: 1,
    });
    store.putAdmissionChanges([change('c-2', 'leftTakenBack', at, 'c-1')]);
    expect(leftAt()).toBeUndefined();
    expect(store.listAdmissions('2031-05-06')[0]?.leftAt).toBeUndefined();
    store.putAdmissionChanges([change('c-3', 'left', at)]);
    expect(leftAt()).toBe(at);
    expect(
      store
        .admissionChangesOf('a-1')
        .map((each) => each.changeId)
        .sort(),
    ).toEqual(['c-1', 'c-2', 'c-3']);
  });

  it('counts an admission by the desk’s day, not the UTC one', () => {
    const { store } = openTestStore();
    // 23:30 in Denver on the 5th is 05:30 UTC on the 6th.
    const late = admission('a-late', '2031-05-06T05:30:00.000Z', { day: '2031-05-05' });
    store.putAdmissions([late]);
    expect(store.listAdmissions('2031-05-05')).toEqual([late]);
    expect(store.listAdmissions('2031-05-06')).toEqual([]);
  });

  it('keeps an admission once however often it is given, and skips one nothing identifies', () => {
    const { store } = openTestStore();
    const once = admission('a-1', '2031-05-06T09:00:00.000Z');
    store.putAdmissions([once]);
    expect(store.putAdmissions([once, admission('', '2031-05-06T09:00:00.000Z')])).toEqual({
      stored: 0,
      skipped: 1,
    });
    expect(store.listAdmissions('2031-05-06')).toEqual([once]);
  });

  it('seals who was admitted: the file holds no name or date of birth', () => {
    const dir = tempDir();
    const { store } = openTestStore({ dir });
    store.putAdmissions([admission('a-1', '2031-05-06T09:00:00.000Z')]);
    store.close();
    const db = new DatabaseSync(join(dir, 'waiver-cache.sqlite'));
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(join(dir, 'waiver-cache.sqlite'));
    expect(bytes.includes('Noah Roberts')).toBe(false);
    expect(bytes.includes('2014-02-23')).toBe(false);
    expect(bytes.includes('W-ROBERTS')).toBe(true);
  });

  it('leaves with the retention window, like the service’s check-ins', () => {
    const { store } = openTestStore();
    store.putAdmissions([
      admission('old', '2024-12-01T09:00:00.000Z'),
      admission('new', '2025-03-01T09:00:00.000Z'),
    ]);
    expect(store.purgeOlderThan(Date.parse('2025-01-01T00:00:00Z'))).toMatchObject({ admissions: 1 });
    expect(store.listAdmissions('2024-12-01')).toEqual([]);
    expect(store.listAdmissions('2025-03-01')).toHaveLength(1);
  });
});

describe('admissions shared with other desks', () => {
  it('go out with when and at which desk beside the whole record (the waiver sealed in it), and come back only when they read as admissions', () => {
    const mine = admission('a-1', '2031-05-06T09:00:00.000Z');
    const shared = toSharedAdmission(mine);
    expect(shared).toEqual({
      admissionId: 'a-1',
      deskId: 'desk-1',
      admittedMs: Date.parse('2031-05-06T09:00:00.000Z'),
      record: mine,
    });
    expect(readAdmission(JSON.parse(JSON.stringify(shared.record)))).toEqual(mine);
    expect(readAdmission({ ...mine, tone: 'maybe' })).toBeNull();
    expect(readAdmission({ ...mine, day: '6 May' })).toBeNull();
    expect(readAdmission(null)).toBeNull();
  });
});
