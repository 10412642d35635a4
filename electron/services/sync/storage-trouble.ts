/**
 * When the copy cannot take a write because of what surrounds it (another
 * program holds its lock, the disk is full, the folder cannot be written), the
 * sync stops and says so (a notice the page words); it tries a small write now and then,
 * costing the account's budget nothing, and carries on by itself once one goes
 * through. Lookups answer from what the copy holds meanwhile.
 */
import type { StorageTrouble } from '../../../shared/ipc/events.ts';
import type { BackoffPolicy } from '../../../shared/time/backoff.ts';
import { CacheError, CacheWorkerError } from '../../cache/index.ts';

export type { StorageTrouble };

const TROUBLE_OF_CODE: Record<string, StorageTrouble> = {
  cache_busy: 'busy',
  cache_full: 'full',
  cache_unwritable: 'unwritable',
};

/** The storage trouble behind a failed cache call; null for any other failure. */
export function storageTroubleOf(error: unknown): StorageTrouble | null {
  if (error instanceof CacheWorkerError) return TROUBLE_OF_CODE[error.remoteCode ?? ''] ?? null;
  if (error instanceof CacheError) return TROUBLE_OF_CODE[error.code] ?? null;
  return null;
}

/** The first pause before trying a write again, and the longest. No request is spent while waiting. */
export const STORAGE_RETRY: BackoffPolicy = { firstMs: 1_000, maxMs: 15_000 };
