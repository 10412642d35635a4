/**
 * The sync's notices cross to the page as kinds and the page words them: every
 * kind has its sentence, and a progress event made from each failure the sync
 * meets carries codes only, no sentence.
 */
import { describe, expect, it } from 'vitest';
import { CacheError } from '../../../electron/cache/errors.ts';
import { AuthError, NetworkError } from '../../../electron/http/errors.ts';
import { ThroughputMeter } from '../../../electron/services/sync/progress.ts';
import { storageTroubleOf } from '../../../electron/services/sync/storage-trouble.ts';
import {
  afterFailure,
  initialMachine,
  progressOf,
  type SyncContext,
} from '../../../electron/services/sync/sync-machine.ts';
import { syncNoticeWords } from '../../../renderer/src/sync/words.ts';
import {
  type SyncNotice,
  type SyncNoticeKind,
  storageTroubleSchema,
  syncNoticeSchema,
  syncProgressSchema,
  writeFailureSchema,
} from '../../../shared/ipc/events.ts';

/** One notice of each kind and value the contract allows. */
const EVERY_NOTICE: SyncNotice[] = [
  { kind: 'not_answering' },
  { kind: 'key_refused' },
  { kind: 'failed' },
  ...storageTroubleSchema.options.map((trouble) => ({ kind: 'storage' as const, trouble })),
  { kind: 'rebuilt' },
  { kind: 'shared_copy', problem: { kind: 'address' } },
  { kind: 'shared_copy', problem: { kind: 'not-reached' } },
  { kind: 'shared_copy', problem: { kind: 'account-key' } },
  { kind: 'shared_copy', problem: { kind: 'newer-schema' } },
  { kind: 'shared_copy', problem: { kind: 'foreign-schema', version: 7 } },
  { kind: 'shared_copy', problem: { kind: 'unreadable-rows', count: 1 } },
  { kind: 'shared_copy', problem: { kind: 'unreadable-rows', count: 3 } },
  ...storageTroubleSchema.options.map((trouble) => ({
    kind: 'no_copy' as const,
    problem: { kind: 'waiting' as const, trouble, folder: '/data/copies', cause: null },
  })),
  // Each write failure named as the file system said it.
  ...writeFailureSchema.options.map((cause) => ({
    kind: 'no_copy' as const,
    problem: {
      kind: 'waiting' as const,
      trouble: cause === 'disk-full' || cause === 'quota' ? ('full' as const) : ('unwritable' as const),
      folder: '/data/copies',
      cause,
    },
  })),
  { kind: 'no_copy', problem: { kind: 'failed', detail: 'database disk image is malformed' } },
];

/** Every string in a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('sync notices', () => {
  it('has words for every kind of notice, each its own sentence', () => {
    const kinds = new Set<SyncNoticeKind>(EVERY_NOTICE.map((notice) => notice.kind));
    expect([...kinds].sort()).toEqual(
      syncNoticeSchema.options.map((option) => option.shape.kind.value).sort(),
    );
    const sentences = EVERY_NOTICE.map((notice) => syncNoticeWords(syncNoticeSchema.parse(notice)));
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].{20,}[.]$/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(
      syncNoticeWords({ kind: 'shared_copy', problem: { kind: 'foreign-schema', version: 7 } }),
    ).toContain('version 7');
  });

  it('sends each failure of the sync as a notice kind, with no sentence in the event', () => {
    const ctx = { store: { troubleOf: storageTroubleOf } } as unknown as SyncContext;
    const failures: [unknown, SyncNotice][] = [
      [new AuthError({ endpoint: 'GET /v4/search', status: 401 }), { kind: 'key_refused' }],
      [new NetworkError('connection reset', { endpoint: 'GET /v4/search' }), { kind: 'not_answering' }],
      [
        new CacheError('cache_full', 'the disk holding the copy is full'),
        { kind: 'storage', trouble: 'full' },
      ],
      [new Error('something else'), { kind: 'failed' }],
    ];
    for (const [error, notice] of failures) {
      const machine = afterFailure(initialMachine(), error, 0, ctx);
      const event = syncProgressSchema.parse({
        sessionId: 1,
        ...progressOf(machine, { now: 0, meter: new ThroughputMeter(), budgetInUse: 0 }),
      });
      expect(event.notice).toEqual(notice);
      // Codes and instants only: nothing a person would read as a sentence.
      for (const text of stringsIn(event)) expect(text).not.toMatch(/\s/);
      expect(Object.keys(event)).not.toContain('message');
    }
  });

  it('refuses a notice that carries a sentence', () => {
    expect(
      syncNoticeSchema.safeParse({ kind: 'failed', message: 'The copy could not be updated.' }).success,
    ).toBe(false);
    expect(syncProgressSchema.shape.notice.safeParse('The copy could not be updated.').success).toBe(false);
  });
});
