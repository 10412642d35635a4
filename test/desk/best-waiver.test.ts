/** Which waiver a scanned auto-tag opens (shared/desk/best-waiver.ts). */
import { describe, expect, it } from 'vitest';
import { bestWaiver, newestFirst, signedAtMs } from '../../shared/desk/best-waiver.ts';

const waiver = (id: string, createdOn: string, valid: boolean) => ({ id, createdOn, verdict: { valid } });
const ids = (waivers: readonly { id: string }[]) => waivers.map((each) => each.id);

describe('the best waiver for a tag', () => {
  it('opens the newest valid waiver and lists every other one, newest first', () => {
    const best = bestWaiver([
      waiver('2029', '2029-06-01T10:00:00Z', true),
      waiver('2031-expired', '2031-03-01T10:00:00Z', false),
      waiver('2030', '2030-06-01 09:00:00', true),
      waiver('2028', '2028-06-01T10:00:00Z', false),
    ]);
    expect(best.kind).toBe('open');
    if (best.kind !== 'open') return;
    expect(best.waiver.id).toBe('2030');
    expect(ids(best.others)).toEqual(['2031-expired', '2029', '2028']);
  });

  it('asks, newest first, only when no waiver is valid', () => {
    const best = bestWaiver([
      waiver('old', '2028-06-01T10:00:00Z', false),
      waiver('new', '2030-06-01T10:00:00Z', false),
    ]);
    expect(best).toEqual({
      kind: 'choose',
      waivers: [expect.objectContaining({ id: 'new' }), expect.objectContaining({ id: 'old' })],
    });
  });

  it('simply opens the one waiver of a tag, even an expired one (its page says why not)', () => {
    const only = waiver('only', '2030-06-01T10:00:00Z', false);
    expect(bestWaiver([only])).toEqual({ kind: 'open', waiver: only, others: [] });
  });

  it('finds nothing for no waivers', () => {
    expect(bestWaiver([])).toEqual({ kind: 'none' });
  });

  it('reads the service zone-less times as UTC and puts unreadable ones last, ties in their order', () => {
    expect(signedAtMs('2030-06-01 09:00:00')).toBe(Date.UTC(2030, 5, 1, 9));
    expect(signedAtMs('2030-06-01T09:00:00-06:00')).toBe(Date.UTC(2030, 5, 1, 15));
    expect(signedAtMs('soon')).toBe(Number.NEGATIVE_INFINITY);
    const ordered = newestFirst([
      { id: 'unknown', createdOn: '' },
      { id: 'a', createdOn: '2030-01-01T00:00:00Z' },
      { id: 'b', createdOn: '2030-01-01 00:00:00' },
      { id: 'later', createdOn: '2030-01-02T00:00:00Z' },
    ]);
    expect(ids(ordered)).toEqual(['later', 'a', 'b', 'unknown']);
  });
});
