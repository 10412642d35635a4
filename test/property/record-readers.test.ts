/**
 * The people records' readers (shared/domain/records.ts) under anything at all:
 * real records of every wire shape, damaged ones and any JSON. Each reader gives a
 * record with every field of its schema, each of its type, never a throw; and what
 * it gives reads again as itself, which is why the client, the copy and the page,
 * each reading what the one before gave, agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCheckIn, readSignedWaiver, readWaiverSummary } from '../../shared/domain/records.ts';
import { REAL_RECORDS, recordLike } from './wire-samples.ts';

const RUNS = 400;

const READERS = [
  ['signed waiver', readSignedWaiver, REAL_RECORDS.waiver],
  ['waiver summary', readWaiverSummary, REAL_RECORDS.summary],
  ['check-in', readCheckIn, REAL_RECORDS.checkin],
] as const;

/** Each field's type as the reader gives it for nothing: what any input must give too. */
function typesOf(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [
      field,
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
    ]),
  );
}

describe.each(READERS)('the %s reader', (_name, reader, samples) => {
  const emptyTypes = typesOf(reader(undefined));

  it('gives every field of the schema, of its type, for any input', () => {
    fc.assert(
      fc.property(recordLike(samples), (raw) => {
        const types = typesOf(reader(raw));
        for (const [field, type] of Object.entries(emptyTypes)) {
          // The guardian is the one field that is an object or null.
          if (field === 'guardian') expect(['object', 'null']).toContain(types[field]);
          else expect(types[field]).toBe(type);
        }
        expect(Object.keys(types).sort()).toEqual(Object.keys(emptyTypes).sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('reads what it gave as itself, after the copy a bridge makes', () => {
    fc.assert(
      fc.property(recordLike(samples), (raw) => {
        const read = reader(raw);
        expect(reader(structuredClone(read))).toEqual(read);
      }),
      { numRuns: RUNS },
    );
  });
});
