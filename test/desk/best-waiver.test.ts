/** Which waiver a scanned auto-tag opens (shared/desk/best-waiver.ts). */
import fc from 'fast-check';
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

  it('opens the newest valid one whenever one is valid, asks only when none is and there are several, and loses none', () => {
    const signedOn = fc.oneof(
      fc
        .date({ min: new Date('2020-01-01Z'), max: new Date('2035-01-01Z'), noInvalidDate: true })
        .map((at) => at.toISOString()),
      fc.constantFrom('', 'soon', '2030-06-01 09:00:00', '2030-06-01T09:00:00Z'),
    );
    const tagged = fc.array(
      fc.record({ createdOn: signedOn, valid: fc.boolean() }).map(({ createdOn, valid }) => ({
        createdOn,
        verdict: { valid },
      })),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(tagged, (waivers) => {
        const best = bestWaiver(waivers);
        const listed =
          best.kind === 'open' ? [best.waiver, ...best.others] : best.kind === 'choose' ? best.waivers : [];
        expect(new Set(listed)).toEqual(new Set(waivers));
        expect(listed).toHaveLength(waivers.length);
        const anyValid = waivers.some((each) => each.verdict.valid);
        if (waivers.length === 0) expect(best.kind).toBe('none');
        else if (anyValid || waivers.length === 1) expect(best.kind).toBe('open');
        else expect(best.kind).toBe('choose');
        if (best.kind === 'open' && anyValid) {
          expect(best.waiver.verdict.valid).toBe(true);
          const at = signedAtMs(best.waiver.createdOn);
          // No valid waiver is newer than the one opened.
          for (const other of best.others) {
            if (other.verdict.valid) expect(signedAtMs(other.createdOn)).toBeLessThanOrEqual(at);
          }
        }
        // The rest are listed newest first.
        const rest = best.kind === 'open' ? best.others : best.kind === 'choose' ? best.waivers : [];
        const times = rest.map((each) => signedAtMs(each.createdOn));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }),
    );
  });
});
