/**
 * Fixed-window request counting on the sandbox clock (waiver-api.md section 8):
 * windows are aligned to multiples of `windowMs`, so a frozen clock gives tests
 * exact, repeatable windows.
 */
import type { SandboxClock } from '../clock.ts';

export interface RateDecision {
  allowed: boolean;
  /** Requests counted in the window, this one included. */
  count: number;
  max: number;
  remaining: number;
  /** Whole seconds until the window ends, at least 1. */
  retryAfterSeconds: number;
}

interface WindowCount {
  window: number;
  count: number;
}

export class FixedWindowLimiter {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly clock: SandboxClock;
  private readonly counts = new Map<string, WindowCount>();

  constructor(options: { max: number; windowMs: number; clock: SandboxClock }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.clock = options.clock;
  }

  get limit(): number {
    return this.max;
  }

  /** Index of the window `now` falls in; rate-limit storms remember windows by it. */
  currentWindow(): number {
    return Math.floor(this.clock.now() / this.windowMs);
  }

  /** Counts one request for `key`. */
  take(key: string): RateDecision {
    const entry = this.entry(key);
    entry.count += 1;
    return this.decision(entry);
  }

  /** The state of `key`'s window without counting. */
  peek(key: string): RateDecision {
    return this.decision(this.entry(key));
  }

  /** Marks `key`'s current window as used up, as if other clients had spent it. */
  exhaust(key: string): void {
    const entry = this.entry(key);
    entry.count = Math.max(entry.count, this.max);
  }

  private entry(key: string): WindowCount {
    const window = this.currentWindow();
    let entry = this.counts.get(key);
    if (!entry || entry.window !== window) {
      entry = { window, count: 0 };
      this.counts.set(key, entry);
    }
    return entry;
  }

  private decision(entry: WindowCount): RateDecision {
    const windowEnd = (entry.window + 1) * this.windowMs;
    return {
      allowed: entry.count <= this.max,
      count: entry.count,
      max: this.max,
      remaining: Math.max(0, this.max - entry.count),
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - this.clock.now()) / 1000)),
    };
  }
}
