/**
 * The trail reads in the order things can happen, even when several fall in one
 * millisecond (a quick hand, or a test): ids are random, so ordering ties by id alone
 * put an undo before the take-back it followed about half the time.
 */
import { describe, expect, it } from 'vitest';
import { counterTrail } from '../../electron/desk/admissions/counter-trail.ts';
import type { Admission, AdmissionChange, AdmissionChangeKind } from '../../shared/ipc/admissions.ts';

const AT = '2026-11-28T15:05:00.000Z';
const LATER = '2026-11-28T15:05:00.001Z';

const admission: Admission = {
  admissionId: 'a-1',
  waiverId: 'w-1',
  position: 0,
  name: 'Ann Lee',
  dob: '',
  isMinor: false,
  autoTag: '',
  title: 'Jump waiver',
  admittedAt: AT,
  day: '2026-11-28',
  deskId: 'desk-1',
  deskName: 'Door 1',
  tone: 'ok',
};

const change = (changeId: string, kind: AdmissionChangeKind, extra: Partial<AdmissionChange> = {}) =>
  ({
    changeId,
    admissionId: 'a-1',
    kind,
    at: AT,
    day: '2026-11-28',
    deskId: 'desk-1',
    deskName: 'Door 1',
    byManager: false,
    waiverId: 'w-1',
    position: 0,
    name: 'Ann Lee',
    ...extra,
  }) satisfies AdmissionChange;

/** Every order of a list, so no arrangement of random ids can pass by luck. */
function* orders<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (const [index, item] of items.entries()) {
    for (const rest of orders([...items.slice(0, index), ...items.slice(index + 1)])) yield [item, ...rest];
  }
}

describe('the counter trail', () => {
  it('puts what happened in one millisecond in the only order it can have happened, newest first', () => {
    const changes = [
      change('z-mark', 'left'),
      change('a-back', 'leftTakenBack', { takesBack: 'z-mark' }),
      change('m-mark-again', 'left'),
    ];
    for (const ids of orders(['a', 'm', 'z'])) {
      // The same story under ids in each order: the ids decide nothing.
      const named = changes.map((each, index) => ({
        ...each,
        changeId: `${ids[index]}-${each.kind}`,
        ...(each.takesBack ? { takesBack: `${ids[0]}-left` } : {}),
      }));
      for (const given of orders(named)) {
        expect(counterTrail([admission], given).map((entry) => entry.kind)).toEqual([
          'left',
          'leftTakenBack',
          'left',
          'admitted',
        ]);
      }
    }
  });

  it('puts an undo after everything of its instant, and a later entry before it', () => {
    const changes = [
      change('z-undo', 'undone'),
      change('a-back', 'leftTakenBack', { takesBack: 'q-mark' }),
      change('q-mark', 'left'),
    ];
    for (const given of orders(changes)) {
      expect(counterTrail([admission], given).map((entry) => entry.kind)).toEqual([
        'undone',
        'leftTakenBack',
        'left',
        'admitted',
      ]);
    }
    const later = change('b-mark', 'left', { at: LATER, admissionId: 'a-2' });
    expect(counterTrail([admission], [...changes, later])[0]?.entryId).toBe('b-mark');
  });
});
