/**
 * One rate budget ("100 per 60 s") as the client keeps it.
 *
 * The server counts in fixed windows whose boundaries the client cannot see. A
 * slot is therefore held from the moment a request is sent until one full window
 * after its answer arrived: the server counted the request at some instant before
 * the answer, so a request sent a full window later can never share a server
 * window with it, whatever the alignment. Any run of calls this admits fits every
 * fixed window the server may use.
 *
 * "A full window" is held a few milliseconds longer than the window: the desk reads
 * whole milliseconds of the wall clock, and a server on the same machine may have
 * counted the request less than a millisecond before the answer arrived (a burst
 * of status reads met a refusal that way).
 */
/** Beyond the window: more than the clocks' rounding, far less than anything a person notices. */
export const WINDOW_SLACK_MS = 5;

export type Priority = 'interactive' | 'background';

export interface WindowLimit {
  limit: number;
  windowMs: number;
  /** Slots that only interactive calls may take, so background work never starves the desk. */
  interactiveReserve?: number;
}

export class RateWindow {
  readonly limit: number;
  readonly windowMs: number;
  readonly interactiveReserve: number;
  #inFlight = 0;
  /** Ascending instants at which finished (or foreign) requests stop counting. */
  #expiries: number[] = [];
  #refusedUntil = 0;

  constructor(limit: WindowLimit) {
    if (!(limit.limit > 0) || !(limit.windowMs > 0)) {
      throw new RangeError(`a rate window needs a positive limit and length, got ${JSON.stringify(limit)}`);
    }
    this.limit = limit.limit;
    this.windowMs = limit.windowMs;
    this.interactiveReserve = Math.min(limit.interactiveReserve ?? 0, limit.limit - 1);
  }

  /** Calls of this priority that may start now without risking a refusal. */
  available(now: number, priority: Priority): number {
    this.#forgetExpired(now);
    if (now < this.#refusedUntil) return 0;
    const free = this.limit - this.#inFlight - this.#expiries.length;
    const reserve = priority === 'background' ? this.interactiveReserve : 0;
    return Math.max(0, free - reserve);
  }

  /**
   * The next instant at which `available` may grow without any call finishing;
   * undefined when only a finishing call can free a slot.
   */
  nextChangeAt(now: number): number | undefined {
    this.#forgetExpired(now);
    if (now < this.#refusedUntil) return this.#refusedUntil;
    return this.#expiries[0];
  }

  acquire(): void {
    this.#inFlight += 1;
  }

  /** A call ended; `counted` false when the server never saw it (it takes no slot of the window). */
  release(now: number, counted = true): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    if (!counted) return;
    // A call answered before a known reset was counted in the window that reset ends.
    const expiry = now < this.#refusedUntil ? this.#refusedUntil : now + this.windowMs + WINDOW_SLACK_MS;
    this.#insertExpiry(expiry);
  }

  /**
   * The server refused a call until `until`: its window ends then, and everything
   * it counted so far stops counting at that moment.
   */
  refuseUntil(until: number): void {
    this.#refusedUntil = Math.max(this.#refusedUntil, until);
    this.#expiries = this.#expiries.map((expiry) => Math.min(expiry, this.#refusedUntil));
  }

  /**
   * The server says only `remaining` calls are left in its window. Other desks of
   * the account share the budget, so when that is fewer than this window thinks,
   * the difference is taken as spent elsewhere until a full window has passed.
   */
  adoptRemaining(remaining: number, now: number): void {
    if (now < this.#refusedUntil) return;
    const spentElsewhere = this.available(now, 'interactive') - Math.max(0, remaining);
    for (let i = 0; i < spentElsewhere; i += 1) this.#insertExpiry(now + this.windowMs);
  }

  #forgetExpired(now: number): void {
    let expired = 0;
    while (expired < this.#expiries.length && (this.#expiries[expired] ?? 0) <= now) expired += 1;
    if (expired > 0) this.#expiries.splice(0, expired);
  }

  #insertExpiry(expiry: number): void {
    let index = this.#expiries.length;
    while (index > 0 && (this.#expiries[index - 1] ?? 0) > expiry) index -= 1;
    this.#expiries.splice(index, 0, expiry);
  }
}
