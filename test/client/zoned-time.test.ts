import { describe, expect, it } from 'vitest';
import { clampToReportable } from '../../electron/services/waiver-api/checkin-window.ts';
import { checkinWindowForToday, formatServiceDateTime } from '../../electron/services/waiver-api/index.ts';

const at = (iso: string) => new Date(iso);
const format = (iso: string, zone: string) => formatServiceDateTime(at(iso), zone);

/** The window as the service would be sent it, in the desk's zone. */
function windowAt(nowIso: string, zone: string) {
  const window = checkinWindowForToday(at(nowIso), zone);
  return (
    window && { from: formatServiceDateTime(window.from, zone), to: formatServiceDateTime(window.to, zone) }
  );
}

describe('formatServiceDateTime', () => {
  it.each([
    ['2024-01-15T17:04:05Z', 'UTC', '2024-01-15T17:04:05+00:00'],
    ['2024-01-15T17:04:05Z', 'America/New_York', '2024-01-15T12:04:05-05:00'],
    ['2024-07-15T17:04:05Z', 'America/New_York', '2024-07-15T13:04:05-04:00'],
    ['2024-01-15T03:30:00Z', 'America/Los_Angeles', '2024-01-14T19:30:00-08:00'],
    ['2024-05-01T12:00:00Z', 'Asia/Kolkata', '2024-05-01T17:30:00+05:30'],
    ['2024-05-01T12:00:00Z', 'Asia/Kathmandu', '2024-05-01T17:45:00+05:45'],
    ['2024-05-01T12:00:00Z', 'America/St_Johns', '2024-05-01T09:30:00-02:30'],
    ['2024-05-01T12:00:00Z', 'Pacific/Kiritimati', '2024-05-02T02:00:00+14:00'],
    ['2024-02-29T23:59:59.999Z', 'Europe/Berlin', '2024-03-01T00:59:59+01:00'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    expect(format(iso, zone)).toBe(expected);
  });

  it('follows the offset across the spring-forward gap', () => {
    expect(format('2024-03-10T06:59:59Z', 'America/New_York')).toBe('2024-03-10T01:59:59-05:00');
    expect(format('2024-03-10T07:00:00Z', 'America/New_York')).toBe('2024-03-10T03:00:00-04:00');
  });

  it('tells the two 01:30s of the fall-back night apart by their offset', () => {
    expect(format('2024-11-03T05:30:00Z', 'America/New_York')).toBe('2024-11-03T01:30:00-04:00');
    expect(format('2024-11-03T06:30:00Z', 'America/New_York')).toBe('2024-11-03T01:30:00-05:00');
  });

  it('round-trips: the written value parses back to the same second', () => {
    for (const zone of ['Europe/London', 'Australia/Lord_Howe', 'America/Sao_Paulo', 'Asia/Tokyo']) {
      const instant = Date.parse('2024-10-06T15:47:12Z');
      expect(Date.parse(formatServiceDateTime(new Date(instant), zone))).toBe(instant);
    }
  });

  it('refuses an invalid date and an unknown zone', () => {
    expect(() => formatServiceDateTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => formatServiceDateTime(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('checkinWindowForToday', () => {
  it('runs from local midnight to the last second of the last completed hour', () => {
    expect(windowAt('2024-05-01T18:25:40Z', 'America/New_York')).toEqual({
      from: '2024-05-01T00:00:00-04:00',
      to: '2024-05-01T13:59:59-04:00',
    });
  });

  it('is null while the first hour of the day is still running', () => {
    expect(windowAt('2024-05-01T04:00:00Z', 'America/New_York')).toBeNull();
    expect(windowAt('2024-05-01T04:59:59Z', 'America/New_York')).toBeNull();
  });

  it('covers exactly the first hour once it is over', () => {
    expect(windowAt('2024-05-01T05:00:00Z', 'America/New_York')).toEqual({
      from: '2024-05-01T00:00:00-04:00',
      to: '2024-05-01T00:59:59-04:00',
    });
  });

  it('uses the local date, not the UTC one, just after local midnight in a zone ahead of UTC', () => {
    expect(windowAt('2024-05-01T23:30:00Z', 'Pacific/Auckland')).toEqual({
      from: '2024-05-02T00:00:00+12:00',
      to: '2024-05-02T10:59:59+12:00',
    });
  });

  it('keeps midnight at the old offset on a spring-forward day', () => {
    expect(windowAt('2024-03-10T08:10:00Z', 'America/New_York')).toEqual({
      from: '2024-03-10T00:00:00-05:00',
      to: '2024-03-10T03:59:59-04:00',
    });
  });

  it('ends before the repeated hour is over on a fall-back night', () => {
    expect(windowAt('2024-11-03T06:30:00Z', 'America/New_York')).toEqual({
      from: '2024-11-03T00:00:00-04:00',
      to: '2024-11-03T01:59:59-04:00',
    });
  });

  it('starts the day at 01:00 where the clocks skip midnight', () => {
    expect(windowAt('2022-09-11T15:00:00Z', 'America/Santiago')).toEqual({
      from: '2022-09-11T01:00:00-03:00',
      to: '2022-09-11T11:59:59-03:00',
    });
    // 01:30 is the day's first hour there: nothing has completed yet.
    expect(windowAt('2024-03-10T05:30:00Z', 'America/Havana')).toBeNull();
  });

  it('ends at the UTC hour boundary in a zone half an hour off UTC', () => {
    // 10:15 in Kolkata is 04:45 UTC: the UTC hour began at 09:30 local.
    expect(windowAt('2024-05-01T04:45:00Z', 'Asia/Kolkata')).toEqual({
      from: '2024-05-01T00:00:00+05:30',
      to: '2024-05-01T09:29:59+05:30',
    });
  });
});

describe('clampToReportable', () => {
  const now = Date.parse('2024-05-01T18:25:40Z');

  it('cuts a window that reaches into the current hour back to the hour before', () => {
    const clamped = clampToReportable(
      { from: at('2024-05-01T10:00:00Z'), to: at('2024-05-01T20:00:00Z') },
      now,
      'UTC',
    );
    expect(clamped?.to.toISOString()).toBe('2024-05-01T17:59:59.000Z');
    expect(clamped?.from.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it('leaves a window that ends earlier alone and drops one that lies wholly in the current hour', () => {
    const earlier = { from: at('2024-05-01T10:00:00Z'), to: at('2024-05-01T12:00:00Z') };
    expect(clampToReportable(earlier, now, 'UTC')).toEqual(earlier);
    expect(
      clampToReportable({ from: at('2024-05-01T18:05:00Z'), to: at('2024-05-01T18:20:00Z') }, now, 'UTC'),
    ).toBeNull();
  });
});
