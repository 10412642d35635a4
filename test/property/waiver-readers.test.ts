/**
 * The waiver service's answers, whatever they hold: every schema of
 * electron/records/schemas.ts read through the reader the client
 * uses (the envelope, the bare body, plain text, the result pages the cache
 * worker reads), and every error answer. For any input the reader gives a value
 * or throws a typed `ApiError`; never a TypeError or any other untyped throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '../../electron/http/errors.ts';
import type { RawResponse } from '../../electron/http/send-once.ts';
import {
  bareJsonReader,
  envelopeReader,
  plainTextReader,
  readSearchResultsBody,
  serviceError,
  unreadBodyReader,
  versionReader,
} from '../../electron/records/readers.ts';
import * as schemas from '../../electron/records/schemas.ts';
import { anyJson, listLike, REAL_RECORDS, recordLike } from './wire-samples.ts';

const RUNS = 300;
const ALL_RECORDS = Object.values(REAL_RECORDS).flat();

type Reader<T> = (response: RawResponse) => T;

/** Runs the reader; a typed failure counts as an answer too. Anything else escapes and fails the property. */
function read<T>(reader: Reader<T>, response: RawResponse): { value: T } | { failure: ApiError } {
  try {
    return { value: reader(response) };
  } catch (error) {
    if (error instanceof ApiError) return { failure: error };
    throw error;
  }
}

const response = (body: string, status = 200): RawResponse => ({
  endpoint: 'GET /v4/test',
  status,
  headers: {},
  body,
});

/** What may sit in an envelope's member: records, lists of them, pages, anything. */
const memberLike: fc.Arbitrary<unknown> = fc.oneof(
  recordLike(ALL_RECORDS),
  listLike(ALL_RECORDS),
  fc.record({
    fromDts: fc.oneof(anyJson, fc.constant('2026-05-06 00:00:00')),
    toDts: anyJson,
    moreCheckins: fc.oneof(fc.boolean(), anyJson),
    checkins: listLike(REAL_RECORDS.checkin),
  }),
  fc.record({ keys: listLike(ALL_RECORDS) }),
  fc.record({ data: recordLike(ALL_RECORDS) }),
);

/** Bodies of every kind: an envelope around such a member, a damaged envelope, text cut anywhere. */
function bodyFor(type: string): fc.Arbitrary<string> {
  const envelope = fc.record(
    {
      version: fc.oneof(fc.constant(4), anyJson),
      id: fc.string(),
      ts: fc.string(),
      type: fc.oneof({ weight: 5, arbitrary: fc.constant(type) }, { weight: 1, arbitrary: fc.string() }),
      [type]: memberLike,
    },
    { requiredKeys: ['type'] },
  );
  return fc.oneof(
    { weight: 6, arbitrary: envelope.map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.tuple(envelope, fc.double({ min: 0, max: 1, noNaN: true })).map(([value, share]) => {
        const text = JSON.stringify(value);
        return text.slice(0, Math.floor(text.length * share));
      }),
    },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string() },
  );
}

const envelopeAround = (member: unknown): string =>
  JSON.stringify({ version: 4, id: 'e1', ts: '2026-05-06T12:00:00Z', type: 'member', member });

/**
 * Whole answers made of the generator's own records (each record, each kind as a
 * list, a page of check-ins), tried before the arbitrary ones: a readable schema
 * meets its records undamaged in every run, not only when chance builds one.
 */
const WHOLE_BODIES: [string][] = [
  ...ALL_RECORDS.map((record): [string] => [envelopeAround(record)]),
  ...Object.values(REAL_RECORDS).map((records): [string] => [envelopeAround(records)]),
  [
    envelopeAround({
      fromDts: '2026-05-06 00:00:00',
      toDts: '2026-05-06 12:00:00',
      moreCheckins: false,
      checkins: REAL_RECORDS.checkin,
    }),
  ],
];

/** Schemas whose records the sandbox's generator writes, so some arbitrary answers must read. */
const READ_FROM_REAL_RECORDS = new Set([
  'checkInSchema',
  'checkinsPageSchema',
  'templateSchema',
  'waiverSummarySchema',
  'waiverSummaryListSchema',
  'signedWaiverSchema',
  'signedWaiverListSchema',
]);

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value;

const zodSchemas = Object.entries(schemas as Record<string, unknown>).flatMap(([name, value]) =>
  isSchema(value) ? [[name, value] as const] : [],
);

describe('waiver service readers under arbitrary answers', () => {
  it('covers every schema the module exports', () => {
    expect(zodSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'signedWaiverSchema',
        'checkinsPageSchema',
        'templateSchema',
        'settingsSchema',
      ]),
    );
    expect(zodSchemas.length).toBeGreaterThanOrEqual(20);
  });

  for (const [name, schema] of zodSchemas) {
    it(`${name}: a value or a typed error, inside the envelope and as a bare body`, () => {
      const enveloped = envelopeReader('member', schema);
      const bare = bareJsonReader(schema);
      let values = 0;
      let failures = 0;
      fc.assert(
        fc.property(bodyFor('member'), (body) => {
          if ('value' in read(enveloped, response(body))) values += 1;
          else failures += 1;
          read(bare, response(body));
        }),
        // The whole answers come first and count among the runs.
        { numRuns: RUNS, examples: WHOLE_BODIES },
      );
      expect(failures).toBeGreaterThan(0);
      // The records the generator writes reach these readers whole and damaged: some are read.
      if (READ_FROM_REAL_RECORDS.has(name)) expect(values).toBeGreaterThan(0);
    });
  }

  it('result pages read in the cache worker: a value or a typed error', () => {
    fc.assert(
      fc.property(bodyFor('search_results'), (body) => {
        const outcome = read(() => readSearchResultsBody(body), response(body));
        if ('value' in outcome) {
          // Whatever was kept can be stored: it names its waiver.
          for (const waiver of outcome.value) expect(typeof waiver.waiverId).toBe('string');
          expect(Number.isInteger(outcome.value.skipped)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('plain text, version and unread bodies: a value or a typed error for any status and body', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.oneof(fc.string(), bodyFor('x')), (status, body) => {
        read(plainTextReader, response(body, status));
        read(versionReader, response(body, status));
        read(unreadBodyReader, response(body, status));
      }),
      { numRuns: RUNS },
    );
  });

  it('every error answer becomes a typed error, whatever its body and headers', () => {
    const errorBody = fc.oneof(
      fc.record({
        type: fc.constant('error'),
        code: anyJson,
        message: fc.oneof(fc.string(), anyJson),
        rate_limit: fc.oneof(fc.record({ retryAfter: fc.oneof(fc.double(), anyJson) }), anyJson),
      }),
      anyJson,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 599 }),
        fc.oneof(
          errorBody.map((value) => JSON.stringify(value)),
          fc.string(),
        ),
        fc.option(
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
          ),
        ),
        (status, body, retryAfter) => {
          const error = serviceError({
            ...response(body, status),
            headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
          });
          expect(error).toBeInstanceOf(ApiError);
          if (error.retryAfterSeconds !== undefined) {
            expect(Number.isFinite(error.retryAfterSeconds)).toBe(true);
            expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
