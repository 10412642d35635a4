/**
 * The desk's local encrypted waiver cache. In the main process use the worker
 * (`openCacheWorker`); `openCacheStore` is the same store in the calling thread.
 */
export type { CacheRecovery, DamageReason } from './database.ts';
export * from './errors.ts';
export type { LookupOptions, LookupRow, MatchKind } from './lookup.ts';
export { DEFAULT_LOOKUP_LIMIT, MATCH_RANK, MAX_LOOKUP_LIMIT } from './lookup.ts';
export type { CheckInInput, TemplateInput, WaiverInput } from './records.ts';
export { DATA_KEY_BYTES } from './seal.ts';
export { openCacheStore } from './store.ts';
export * from './types.ts';
export {
  type CacheWorker,
  type OpenCacheWorkerOptions,
  type OpenedCacheWorker,
  openCacheWorker,
} from './worker/client.ts';
