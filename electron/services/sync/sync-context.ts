/**
 * What the sync's steps share: the machine they pass from one to the next, and
 * the context they work in (the service, the store, the settings), with the two
 * writes every step uses.
 */
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { SyncNotice, SyncProgress } from '../../../shared/ipc/events.ts';
import type { CallOptions } from '../../http/transport.ts';
import type { WaiverClient } from '../waiver-api/index.ts';
import type { CheckinLedger } from './checkin-ledger.ts';
import type { LookQuestion, TrailingMemory } from './look-plan.ts';
import type { ResultPageFetcher } from './page-fetcher.ts';
import type { ThroughputMeter } from './progress.ts';
import type { StorageTrouble } from './storage-trouble.ts';
import { SYNC_STATE_KEY, type SyncState } from './sync-state.ts';
import type { SyncStore } from './sync-store.ts';

/** A look for new signings under way: when its search was asked, its guid, and the next page to read. */
export interface LookCursor {
  askedAt: number;
  guid: string;
  pages: number;
  count: number;
  nextPage: number;
  /** The service forgot the guid once already in this look: it is not searched a third time. */
  searchedAgain: boolean;
  /** What was asked (look-plan.ts): from when, in which order, over the trailing window or from the mark. */
  question: LookQuestion;
  /** Waivers the service counted that the copy did not hold when the look began (trailing looks). */
  missing: number;
  /** Waivers new to the copy the look must find before it may stop; null: every page is read. */
  need: number | null;
  /** Waivers new to the copy found so far. */
  found: number;
  /** This look reads the trailing window whole. */
  fullRead: boolean;
}

export type SyncPhase = Exclude<SyncProgress['phase'], 'unavailable'>;

/** When each kind of keeping-current work is next due (epoch ms; 0 = now). */
export interface Schedule {
  lookAt: number;
  queueAt: number;
  upkeepAt: number;
  checkinsAt: number;
}

export interface Machine {
  phase: SyncPhase;
  /** What is persisted: the backfill's progress, the high-water mark, when the copy was last current. */
  state: SyncState;
  /** A look for new signings under way (its search's guid and the next page); kept in memory only. */
  look: LookCursor | null;
  due: Schedule;
  /** Steps failed in a row. */
  failures: number;
  /** Idle, paused or in error: the next step is at this time (or sooner when woken). */
  resumeAt: number | null;
  /** What the header says under its line, if anything (the page words it). */
  notice: SyncNotice | null;
  /** In error because the store refuses writes: the next step only tries a write. */
  trouble: StorageTrouble | null;
  /** What looks over the trailing window remember between them. */
  trailing: TrailingMemory;
}

/** What the steps work with: the service, the store and the settings. */
export interface SyncContext {
  waiver: WaiverClient;
  store: SyncStore;
  checkins: CheckinLedger;
  now(): number;
  /** Every service call of the sync: background priority, ended with the engine. */
  call: CallOptions;
  retentionDays: number;
  consumeQueue: boolean;
  incrementalEveryMs(): number;
  queueEveryMs: number;
  onArrived(waivers: SignedWaiver[]): void;
  meter: ThroughputMeter;
  pages: ResultPageFetcher;
  /**
   * The last write the store refused (a lock, a full disk): what an error step
   * tries again, without asking the service anything, until it goes through.
   */
  refusedWrite: (() => Promise<unknown>) | null;
  log(line: string): void;
}

/** A write to the store; one its storage refuses is kept to be tried again. */
export async function write<T>(ctx: SyncContext, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (ctx.store.troubleOf(error)) ctx.refusedWrite = attempt;
    throw error;
  }
}

export function saveState(ctx: SyncContext, state: SyncState): Promise<void> {
  const snapshot = JSON.stringify(state);
  return write(ctx, () => ctx.store.setSyncState(SYNC_STATE_KEY, snapshot));
}
