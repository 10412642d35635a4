/**
 * The counter's rules about taking a check-in back (shared/desk/counter-rules.ts):
 * its own desk within five minutes without the PIN, later or another desk's with it;
 * and who is in, kept between lookups (electron/desk/admissions/visits-memo.ts) until
 * the admissions change or time alone changes who is in.
 */
import { describe, expect, it } from 'vitest';
import { recentVisits } from '../../electron/desk/admissions/already-in.ts';
import { counterTrail } from '../../electron/desk/admissions/counter-trail.ts';
import { VisitsMemo } from '../../electron/desk/admissions/visits-memo.ts';
import {
  overrideNeedsManager,
  takeBackLeftNeedsManager,
  UNDO_WINDOW_MINUTES,
  undoNeedsManager,
} from '../../shared/desk/counter-rules.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';

const AT = Date.parse('2031-07-01T21:05:00.000Z');
const MINUTE = 60_000;

describe('who may undo a check-in', () => {
  const admission = { admittedAt: new Date(AT).toISOString(), deskId: 'desk-1' };

  it('lets its own desk undo it without the PIN within five minutes, and not after', () => {
    expect(UNDO_WINDOW_MINUTES).toBe(5);
    expect(undoNeedsManager(admission, { deskId: 'desk-1', nowMs: AT + 10_000 })).toBeNull();
    expect(undoNeedsManager(admission, { deskId: 'desk-1', nowMs: AT + 5 * MINUTE })).toBeNull();
    expect(undoNeedsManager(admission, { deskId: 'desk-1', nowMs: AT + 5 * MINUTE + 1 })).toBe('late');
    expect(
      undoNeedsManager({ ...admission, admittedAt: 'not a time' }, { deskId: 'desk-1', nowMs: AT }),
    ).toBe('late');
  });

  it('keeps another desk’s check-in for a manager, however recent', () => {
    expect(undoNeedsManager(admission, { deskId: 'desk-2', nowMs: AT + 1_000 })).toBe('otherDesk');
  });

  it('keeps letting in someone the waiver refuses for a manager, and nothing else', () => {
    expect(overrideNeedsManager('stop')).toBe(true);
    expect(overrideNeedsManager('attention')).toBe(false);
    expect(overrideNeedsManager('ok')).toBe(false);
  });
});

describe('who may take back a “marked as left”', () => {
  const mark = { at: new Date(AT).toISOString(), deskId: 'desk-1' };

  it('follows the undo’s rules, counted from the mark: its desk within five minutes without the PIN', () => {
    expect(takeBackLeftNeedsManager(mark, { deskId: 'desk-1', nowMs: AT + 5 * MINUTE })).toBeNull();
    expect(takeBackLeftNeedsManager(mark, { deskId: 'desk-1', nowMs: AT + 5 * MINUTE + 1 })).toBe('leftLate');
    expect(takeBackLeftNeedsManager({ ...mark, at: 'not a time' }, { deskId: 'desk-1', nowMs: AT })).toBe(
      'leftLate',
    );
  });

  it('keeps a mark made at another desk for a manager, however recent', () => {
    expect(takeBackLeftNeedsManager(mark, { deskId: 'desk-2', nowMs: AT + 1_000 })).toBe('leftOtherDesk');
  });
});

describe('who is in, kept between lookups', () => {
  const built = (untilMs = Number.POSITIVE_INFINITY) => {
    let builds = 0;
    return {
      count: () => builds,
      build: async () => {
        builds += 1;
        return { visits: recentVisits([], 'America/Denver'), untilMs };
      },
    };
  };

  it('is built once for many lookups, and again after any change of the admissions', async () => {
    const memo = new VisitsMemo();
    const counted = built();
    await memo.get('key', AT, counted.build);
    await memo.get('key', AT + 1_000, counted.build);
    await memo.get('key', AT + 2_000, counted.build);
    expect(counted.count()).toBe(1);
    // A check-in, an undo, someone marked as left, here or from another desk.
    memo.changed();
    await memo.get('key', AT + 3_000, counted.build);
    expect(counted.count()).toBe(2);
    // Other rules (a visit length changed in Settings) are another key.
    await memo.get('other key', AT + 3_000, counted.build);
    expect(counted.count()).toBe(3);
  });

  it('is built again once time alone changes who is in, or the clock goes back', async () => {
    const memo = new VisitsMemo();
    const counted = built(AT + MINUTE);
    await memo.get('key', AT, counted.build);
    await memo.get('key', AT + MINUTE - 1, counted.build);
    expect(counted.count()).toBe(1);
    await memo.get('key', AT + MINUTE, counted.build);
    expect(counted.count()).toBe(2);
    await memo.get('key', AT - 1, counted.build);
    expect(counted.count()).toBe(3);
  });

  it('does not keep what was built while the admissions changed', async () => {
    const memo = new VisitsMemo();
    const counted = built();
    let finish: () => void = () => {};
    const slow = memo.get('key', AT, async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return counted.build();
    });
    memo.changed();
    finish();
    await slow;
    await memo.get('key', AT, counted.build);
    expect(counted.count()).toBe(2);
  });
});

describe('the counter’s trail', () => {
  const admission = (overrides: Partial<Admission>): Admission => ({
    admissionId: 'a-1',
    waiverId: 'W1',
    position: 0,
    name: 'Ana Roberts',
    dob: '1985-04-02',
    isMinor: false,
    autoTag: 'T-1',
    title: 'Jump waiver',
    admittedAt: new Date(AT).toISOString(),
    day: '2031-07-01',
    deskId: 'desk-1',
    deskName: 'Desk 1',
    tone: 'ok',
    ...overrides,
  });

  it('says each check-in, each override by what it overrode, and each undo, leaving and leaving taken back, newest first', () => {
    const undone: AdmissionChange = {
      changeId: 'c-1',
      admissionId: 'a-1',
      kind: 'undone',
      at: new Date(AT + 2 * MINUTE).toISOString(),
      day: '2031-07-01',
      deskId: 'desk-1',
      deskName: 'Desk 1',
      byManager: false,
      waiverId: 'W1',
      position: 0,
      name: 'Ana Roberts',
    };
    const takenBack: AdmissionChange = {
      ...undone,
      changeId: 'c-3',
      admissionId: 'a-4',
      kind: 'leftTakenBack',
      takesBack: 'c-2',
      at: new Date(AT + 4 * MINUTE).toISOString(),
      byManager: true,
    };
    const left: AdmissionChange = {
      ...undone,
      changeId: 'c-2',
      admissionId: 'a-4',
      kind: 'left',
      at: new Date(AT + 3 * MINUTE).toISOString(),
    };
    const trail = counterTrail(
      [
        admission({ undoneAt: undone.at }),
        admission({
          admissionId: 'a-2',
          admittedAt: new Date(AT + MINUTE).toISOString(),
          tone: 'attention',
          verdict: {
            tone: 'attention',
            points: [{ kind: 'alreadyIn', at: '', clock: '15:05', deskName: 'Desk 1', tone: 'attention' }],
          },
        }),
        admission({ admissionId: 'a-3', tone: 'stop', byManager: true }),
        admission({ admissionId: 'a-4', tone: 'attention' }),
      ],
      [undone, left, takenBack],
    );
    expect(
      trail.map((entry) => [entry.entryId, entry.kind, entry.overrode ?? null, entry.byManager]),
    ).toEqual([
      ['c-3', 'leftTakenBack', null, true],
      ['c-2', 'left', null, false],
      ['c-1', 'undone', null, false],
      ['a-2', 'override', 'alreadyIn', false],
      ['a-1', 'admitted', null, false],
      ['a-3', 'override', 'refusal', true],
      ['a-4', 'override', 'needsLook', false],
    ]);
  });
});
