/**
 * The sandbox's notion of "now". Tests move it instead of waiting: search guids
 * expire after 12 hours, check-ins refuse the current hour, rate windows reset.
 */
export interface SandboxClock {
  now(): number;
  /** Jump to an absolute time; it keeps running from there unless frozen. */
  set(epochMs: number): void;
  advance(ms: number): void;
  readonly frozen: boolean;
}

export interface ClockOptions {
  /** Epoch ms the clock reads at creation; defaults to the real time. */
  startAt?: number;
  /** A frozen clock only moves through `set` and `advance`. */
  frozen?: boolean;
  /** Source of real time, replaceable so the clock itself can be tested. */
  realNow?: () => number;
}

export function createClock(options: ClockOptions = {}): SandboxClock {
  const realNow = options.realNow ?? Date.now;
  const frozen = options.frozen ?? false;
  let anchorReal = realNow();
  let anchorClock = options.startAt ?? anchorReal;
  return {
    frozen,
    now: () => (frozen ? anchorClock : anchorClock + (realNow() - anchorReal)),
    set(epochMs) {
      anchorReal = realNow();
      anchorClock = epochMs;
    },
    advance(ms) {
      const current = frozen ? anchorClock : anchorClock + (realNow() - anchorReal);
      anchorReal = realNow();
      anchorClock = current + ms;
    },
  };
}
