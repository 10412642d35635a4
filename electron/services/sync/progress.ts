/**
 * What the shell shows of the sync: waivers done of total, time left, the share
 * of the account's budget in use, and when the copy was last current. Throughput
 * is measured over a sliding minute, so "time left" follows what the budget allows.
 */
const RATE_WINDOW_MS = 60_000;

export class ThroughputMeter {
  #samples: { at: number; count: number }[] = [];

  record(at: number, count: number): void {
    this.#samples.push({ at, count });
    this.#forget(at);
  }

  /** Waivers per second over the last minute; null before there is enough to say. */
  perSecond(now: number): number | null {
    this.#forget(now);
    const first = this.#samples[0];
    if (!first || this.#samples.length < 2) return null;
    const elapsed = (now - first.at) / 1_000;
    if (elapsed < 1) return null;
    const total = this.#samples.reduce((sum, sample) => sum + sample.count, 0) - first.count;
    return total / elapsed;
  }

  #forget(now: number): void {
    while (this.#samples.length > 0 && (this.#samples[0]?.at ?? now) < now - RATE_WINDOW_MS)
      this.#samples.shift();
  }
}

export function secondsLeft(done: number, total: number, perSecond: number | null): number | null {
  if (perSecond === null || perSecond <= 0 || total <= done) return null;
  return Math.ceil((total - done) / perSecond);
}
