/**
 * The group event's start: typed as a wall-clock time in the desk's zone, sent
 * as RFC 3339 with that zone's offset at that moment.
 */
import { describe, expect, it } from 'vitest';
import '../renderer/support/english.ts';
import { groupBodyOf } from '../../electron/desk/features/manage/groups.ts';
import { wordField } from '../../renderer/src/i18n/word-field.ts';
import {
  checkGroupInputs,
  EVENT_DATE_FIELD,
  emptyGroupInputs,
  type GroupInputs,
} from '../../renderer/src/screens/manage/group-form.ts';
import { groupReservationRequestSchema, zonedWallTime } from '../../shared/ipc/manage.ts';

const written = (local: string, zone: string): string => {
  const result = zonedWallTime(local, zone);
  if (!result.ok) throw new Error(result.problem);
  return result.rfc3339;
};

describe('zonedWallTime', () => {
  it('writes the offset the zone has on that day, summer and winter', () => {
    expect(written('2026-07-04T14:30', 'America/Denver')).toBe('2026-07-04T14:30:00-06:00');
    expect(written('2026-01-10T09:05', 'America/Denver')).toBe('2026-01-10T09:05:00-07:00');
    expect(written('2026-07-04T14:30', 'Europe/London')).toBe('2026-07-04T14:30:00+01:00');
    expect(written('2026-12-24T18:00', 'Asia/Kolkata')).toBe('2026-12-24T18:00:00+05:30');
    expect(written('2026-12-24T18:00', 'UTC')).toBe('2026-12-24T18:00:00+00:00');
  });

  it('names the same instant the wall clock shows', () => {
    const result = zonedWallTime('2026-07-04T14:30', 'America/Denver');
    expect(result.ok && new Date(result.instant).toISOString()).toBe('2026-07-04T20:30:00.000Z');
  });

  it('refuses a time the clocks skip, and takes the first of a time they pass twice', () => {
    const skipped = zonedWallTime('2026-03-08T02:30', 'America/Denver');
    expect(skipped.ok).toBe(false);
    expect(!skipped.ok && wordField(skipped.problem)).toContain('daylight saving');
    // 01:30 on 1 Nov 2026 happens in MDT (-06:00) and again in MST (-07:00).
    expect(written('2026-11-01T01:30', 'America/Denver')).toBe('2026-11-01T01:30:00-06:00');
  });

  it('refuses what is not a date and time', () => {
    expect(zonedWallTime('', 'UTC').ok).toBe(false);
    expect(zonedWallTime('2026-02-30T10:00', 'UTC')).toEqual({
      ok: false,
      problem: 'field.manage.noSuchDate',
    });
    expect(zonedWallTime('tomorrow at ten', 'UTC').ok).toBe(false);
    expect(zonedWallTime('2026-02-10T10:00', 'Not/AZone').ok).toBe(false);
  });
});

function filled(overrides: Partial<GroupInputs> = {}): GroupInputs {
  return {
    ...emptyGroupInputs(),
    startsAt: '2026-07-04T14:30',
    reservationName: 'Garcia party',
    leaderFirst: 'Ana',
    leaderLast: 'Garcia',
    leaderEmail: 'ana@example.com',
    template: 'sprswrvh2keeh',
    ...overrides,
  };
}

describe('the group form', () => {
  it('sends the start with the desk zone’s offset and leaves empty optional fields out', () => {
    const checked = checkGroupInputs(
      filled({ participants: [{ key: 1, first: ' Luis ', last: 'Garcia', email: '' }] }),
      'America/Denver',
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
    expect(checked.data.event.event_date).toBe('2026-07-04T14:30:00-06:00');
    expect(groupBodyOf(checked.data)).toEqual({
      event: { event_date: '2026-07-04T14:30:00-06:00', leader: 'Garcia party' },
      leader: { first_name: 'Ana', last_name: 'Garcia', email: 'ana@example.com' },
      template: 'sprswrvh2keeh',
      mailer: 'service',
      participants: [{ first_name: 'Luis', last_name: 'Garcia' }],
    });
  });

  it('puts each problem beside its field, the skipped hour beside the start', () => {
    const checked = checkGroupInputs(
      filled({
        startsAt: '2026-03-08T02:30',
        leaderEmail: 'ana at example',
        template: '',
        participants: [{ key: 1, first: '', last: 'Garcia', email: 'luis@' }],
      }),
      'America/Denver',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields[EVENT_DATE_FIELD]).toContain('daylight saving');
    expect(checked.fields['leader.email']).toBe('Enter an email address such as name@example.com.');
    expect(checked.fields.template).toBe('Choose a waiver template.');
    expect(checked.fields['participants.0.first_name']).toBe('Enter the first name.');
    expect(checked.fields['participants.0.email']).toBe('Enter an email address such as name@example.com.');
  });

  it('the contract refuses an event date without its zone', () => {
    const parsed = groupReservationRequestSchema.safeParse({
      event: { event_date: '2026-07-04T14:30:00', leader: 'Garcia party' },
      leader: { first_name: 'Ana', last_name: 'Garcia', email: 'ana@example.com' },
      template: 'sprswrvh2keeh',
      mailer: 'service',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['event', 'event_date']);
  });
});
