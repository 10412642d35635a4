/**
 * The cache's public shapes, shared by the in-thread store and its worker wrapper.
 */
import type { DeskRules, WaiverVerdict } from '../../shared/desk/verdict.ts';
import type { CheckIn, SignedWaiver, WaiverTemplate } from '../../shared/domain/waiver.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';
import type { CacheRecovery } from './database.ts';
import type { LookupOptions, LookupRow } from './lookup.ts';
import type { CheckInInput, TemplateInput, WaiverInput } from './records.ts';

export interface OpenCacheStoreOptions {
  /** Directory of the database file; created if missing. */
  dir: string;
  /** 32 random bytes the caller keeps in the OS keychain; every subkey derives from it. */
  dataKey: Uint8Array;
  /** Database file name inside `dir`; default {@link DEFAULT_CACHE_FILE_NAME}. */
  fileName?: string;
  /** Clock for stored-at times and recovery suffixes; default `Date.now`. */
  now?: () => number;
}

export const DEFAULT_CACHE_FILE_NAME = 'waiver-cache.sqlite';

export interface PutResult {
  /** Records written (inserted or replaced). */
  stored: number;
  /** Records that could not be identified (no id) and were left out. */
  skipped: number;
}

export interface PageIngest extends PutResult {
  /** Records the pages carried that nothing identified (counted by the tolerant reader). */
  unreadable: number;
  /** The signing times of those that still said when they were signed (ISO 8601). */
  unreadableAt: string[];
  /** The newest signing time among them (epoch ms), for the high-water mark. */
  newestMs: number | null;
}

export interface PurgeResult {
  waivers: number;
  checkins: number;
  files: number;
  admissions: number;
}

export interface CacheCounts {
  waivers: number;
  /** People on those waivers (participants and guardians) in the name index. */
  people: number;
  templates: number;
  checkins: number;
  files: number;
  fileBytes: number;
}

export const FILE_KINDS = ['pdf', 'photo'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface PutFileOptions {
  /** The waiver the file belongs to, so a purge of the waiver takes it too; a PDF's id is its waiver's. */
  waiverId?: string;
}

export interface CachedFile {
  kind: FileKind;
  id: string;
  bytes: Uint8Array;
  contentType: string;
  waiverId: string | null;
  storedMs: number;
}

/** Every operation of the cache, synchronous; the worker wrapper offers the same ones async. */
export interface CacheOperations {
  /** Upserts in one transaction; waivers without a waiverId are skipped and counted. */
  putWaivers(waivers: readonly WaiverInput[]): PutResult;
  /**
   * Reads result pages as the service sent them (JSON text) and upserts their
   * waivers: the backfill's parsing and validation then happen where the store
   * runs (the worker), never on the main thread.
   */
  putResultPages(bodies: readonly string[]): PageIngest;
  /** The full waiver, `pdf` empty (PDFs are files), or null if it is not cached. */
  getWaiver(waiverId: string): SignedWaiver | null;
  /**
   * The desk's verdict on everyone on each of `waiverIds` the copy holds, by waiver id
   * (one left out is not in the copy): Today's rows carry their person's verdict, a busy
   * day's thousands of waivers read in one call, where they are kept.
   */
  waiverVerdicts(waiverIds: readonly string[], rules: DeskRules): Record<string, WaiverVerdict>;
  lookup(text: string, options?: LookupOptions): LookupRow[];
  /** Waivers signed at or after `fromMs`, newest first (Today's "signed just now"). */
  signedSince(fromMs: number, options?: LookupOptions): LookupRow[];
  /** How many waivers the copy holds signed in [fromMs, toMs] (what a search of that window should count). */
  countSigned(fromMs: number, toMs: number): number;
  putTemplates(templates: readonly TemplateInput[]): PutResult;
  getTemplates(): WaiverTemplate[];
  putCheckins(checkins: readonly CheckInInput[]): PutResult;
  /** Check-ins dated in [fromMs, toMs), oldest first. */
  listCheckins(fromMs: number, toMs: number): CheckIn[];
  /** Records admissions made at a desk; one already stored (same id) is left as it was. */
  putAdmissions(admissions: readonly Admission[]): PutResult;
  /**
   * The admissions of one calendar day of the desk (`YYYY-MM-DD`), newest first, each
   * with when it was marked as left (`leftAt`); those undone are left out unless
   * `undone` asks for them too (with `undoneAt`: the counter's trail).
   */
  listAdmissions(day: string, options?: { undone?: boolean }): Admission[];
  /** One admission, of any day, with `undoneAt` and `leftAt`; null when the copy holds none. */
  getAdmission(admissionId: string): Admission | null;
  /** Records check-ins undone and people marked as left; one already stored (same id) is left as it was. */
  putAdmissionChanges(changes: readonly AdmissionChange[]): PutResult;
  /** The changes made on one calendar day of the desk, newest first. */
  listAdmissionChanges(day: string): AdmissionChange[];
  /** Every change made to one admission, of any day, newest first. */
  admissionChangesOf(admissionId: string): AdmissionChange[];
  putFile(kind: FileKind, id: string, bytes: Uint8Array, contentType: string, options?: PutFileOptions): void;
  getFile(kind: FileKind, id: string): CachedFile | null;
  /** Which of `ids` the copy keeps a file of `kind` for (without opening any). */
  heldFileIds(kind: FileKind, ids: readonly string[]): string[];
  getSyncState(key: string): string | null;
  /** Sets a sync-state value; null removes the key. */
  setSyncState(key: string, value: string | null): void;
  /**
   * Removes waivers signed before `epochMs` (stored before it, when their signing time
   * is unknown) with their files, and check-ins and admissions dated before it. The retention policy
   * (365 days by default) is the caller's.
   */
  purgeOlderThan(epochMs: number): PurgeResult;
  counts(): CacheCounts;
}

export interface CacheStore extends CacheOperations {
  /** The database file. */
  readonly path: string;
  close(): void;
  /** Closes and deletes the database files (and any moved-aside damaged copies): sign-out. */
  wipe(): void;
}

export interface OpenedCacheStore {
  store: CacheStore;
  /** Set when the file on disk was damaged, moved aside and replaced by a fresh one. */
  recovered: CacheRecovery | null;
}
