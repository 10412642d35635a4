import { describe, expect, it } from 'vitest';
import { buildZoneCalendar, hourIndexAt, InvalidTimeZoneError } from '../src/data/calendar.ts';
import { addDays, ageOn, formatDate, formatInstant } from '../src/data/iso.ts';
import { createRandom, createWeightTable } from '../src/data/random.ts';

const HOUR = 3_600_000;

describe('buildZoneCalendar', () => {
  it('ends with the local day of now and starts each local hour at the right instant', () => {
    // 2026-11-21 15:04 UTC is 10:04 in Toronto (UTC-5).
    const calendar = buildZoneCalendar(Date.parse('2026-11-21T15:04:05Z'), 'America/Toronto', 3);
    expect(calendar.days.map((day) => day.iso)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(calendar.days.map((day) => day.weekday)).toEqual([4, 5, 6]);
    expect(calendar.hourStarts[0]).toBe(Date.parse('2026-11-19T05:00:00Z'));
    expect(calendar.endMs).toBe(Date.parse('2026-11-22T05:00:00Z'));
    expect(hourIndexAt(calendar, Date.parse('2026-11-21T15:04:05Z'))).toBe(2 * 24 + 10);
    expect(hourIndexAt(calendar, calendar.endMs)).toBe(-1);
  });

  it('gives the skipped spring-forward hour no length and the repeated fall-back hour two', () => {
    const spring = buildZoneCalendar(Date.parse('2026-03-08T17:00:00Z'), 'America/New_York', 1);
    const springLength = (hour: number) => spring.hourStarts[hour + 1]! - spring.hourStarts[hour]!;
    expect(springLength(1)).toBe(HOUR);
    expect(springLength(2)).toBe(0);
    expect(spring.hourStarts[3]).toBe(Date.parse('2026-03-08T07:00:00Z'));
    expect(spring.endMs - spring.hourStarts[0]!).toBe(23 * HOUR);

    const fall = buildZoneCalendar(Date.parse('2026-11-01T17:00:00Z'), 'America/New_York', 1);
    expect(fall.hourStarts[1]).toBe(Date.parse('2026-11-01T05:00:00Z'));
    expect(fall.hourStarts[2]! - fall.hourStarts[1]!).toBe(2 * HOUR);
    expect(fall.endMs - fall.hourStarts[0]!).toBe(25 * HOUR);
  });

  it('handles half-hour offsets', () => {
    const calendar = buildZoneCalendar(Date.parse('2026-11-21T15:04:05Z'), 'Asia/Kolkata', 1);
    expect(calendar.hourStarts[0]).toBe(Date.parse('2026-11-20T18:30:00Z'));
  });

  it('rejects an unknown zone with a typed error', () => {
    expect(() => buildZoneCalendar(0, 'Nowhere/Special', 1)).toThrow(InvalidTimeZoneError);
  });
});

describe('date formatting', () => {
  it('formats instants in UTC at second resolution like toISOString', () => {
    for (const ms of [0, 951_782_400_000, 1_782_345_678_999, Date.parse('2026-12-31T23:59:59.999Z')]) {
      expect(formatInstant(ms)).toBe(
        `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}+00:00`,
      );
    }
  });

  it('adds days across months and leap years and counts ages by birthday', () => {
    expect(formatDate(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(formatDate(addDays({ year: 2023, month: 3, day: 1 }, -1))).toBe('2023-02-28');
    expect(formatDate(addDays({ year: 1999, month: 12, day: 31 }, 366))).toBe('2000-12-31');
    const birth = { year: 2008, month: 11, day: 22 };
    expect(ageOn(birth, { year: 2026, month: 11, day: 21 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 11, day: 22 })).toBe(18);
  });
});

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = createRandom(seed);
      return Array.from({ length: 8 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('keeps helpers within their ranges', () => {
    const rng = createRandom(5);
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    expect(rng.base62(22)).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(rng.fill('@@-###')).toMatch(/^[A-Z]{2}-\d{3}$/);
    const shuffled = rng.shuffle([1, 2, 3, 4, 5]);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(rng.sample(['a', 'b', 'c', 'd'], 3)).size).toBe(3);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('picks in proportion to weights', () => {
    const rng = createRandom(9);
    const table = createWeightTable([1, 0, 3]);
    const counts = [0, 0, 0];
    const named = { a: 0, b: 0 };
    for (let i = 0; i < 8000; i++) {
      counts[rng.weightedIndex(table)]!++;
      named[
        rng.weighted<'a' | 'b'>([
          ['a', 1],
          ['b', 4],
        ])
      ]++;
    }
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.5);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.5);
    expect(named.b / named.a).toBeGreaterThan(3.3);
    expect(named.b / named.a).toBeLessThan(4.8);
  });
});
