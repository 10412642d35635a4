/**
 * Ids of people in the name index, chosen so that their order is their waiver's
 * signing order: `signing second * 2^20 + slot`. The full-text index returns rows by
 * id, so "newest first" is a reverse walk of the index that stops once a page is full,
 * instead of sorting every match. A million slots per second outlasts any desk; ids
 * stay below 2^53 (exact in JavaScript) until the year 2242.
 */
import type { StatementSync } from 'node:sqlite';
import { CacheCapacityError } from './errors.ts';

const SLOTS_PER_SECOND = 2 ** 20;
const MAX_SECOND = Math.floor(Number.MAX_SAFE_INTEGER / SLOTS_PER_SECOND) - 1;

/** The second a waiver sorts under: unknown and pre-1970 times sort oldest. */
export function orderingSecond(createdMs: number | null): number {
  if (createdMs === null || createdMs < 0) return 0;
  return Math.min(MAX_SECOND, Math.floor(createdMs / 1000));
}

/**
 * Hands out consecutive ids within a signing second, for one write transaction.
 * `highestInRange` reads the largest id already stored in [from, to).
 */
export class PersonIdAllocator {
  readonly #highestInRange: StatementSync;
  readonly #nextBySecond = new Map<number, number>();

  constructor(highestInRange: StatementSync) {
    this.#highestInRange = highestInRange;
  }

  take(createdMs: number | null, count: number): number {
    const second = orderingSecond(createdMs);
    const base = second * SLOTS_PER_SECOND;
    let next = this.#nextBySecond.get(second);
    if (next === undefined) {
      const row = this.#highestInRange.get(base, base + SLOTS_PER_SECOND);
      next = row?.top === null || row?.top === undefined ? base : Number(row.top) + 1;
    }
    if (next + count > base + SLOTS_PER_SECOND) {
      throw new CacheCapacityError(`more than ${SLOTS_PER_SECOND} people signed within second ${second}`);
    }
    this.#nextBySecond.set(second, next + count);
    return next;
  }
}
