/**
 * A clock for tests of the whole desk over real HTTP: it runs with the wall
 * clock (requests, windows and short pauses take their real time), and a test
 * moves it forward at once where the desk would otherwise wait out an interval:
 * every timer due by then fires now, in time order, and the rest are re-armed
 * for what is left of them. (A clock that moves only by hand, test/client/support/
 * manual-clock.ts, suits one module; a whole desk also waits on sockets and
 * workers no test could step.)
 */
import type { Clock } from '../../electron/http/clock.ts';

interface Timer {
  at: number;
  order: number;
  callback: () => void;
  handle: NodeJS.Timeout;
}

export class JumpClock implements Clock {
  #offsetMs = 0;
  #order = 0;
  readonly #timers = new Set<Timer>();

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  setTimer(callback: () => void, delayMs: number): () => void {
    const timer: Timer = {
      at: this.now() + Math.max(0, delayMs),
      order: this.#order++,
      callback,
      handle: this.#arm(() => timer, Math.max(0, delayMs)),
    };
    this.#timers.add(timer);
    return () => {
      clearTimeout(timer.handle);
      this.#timers.delete(timer);
    };
  }

  /** Timers waiting (fired and cancelled ones are gone). */
  get pendingTimers(): number {
    return this.#timers.size;
  }

  /** Moves time forward by `ms` at once: timers due by then fire now, in time order. */
  jump(ms: number): void {
    this.#offsetMs += ms;
    const now = this.now();
    const due = [...this.#timers].filter((timer) => timer.at <= now);
    due.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const timer of this.#timers) {
      clearTimeout(timer.handle);
      if (timer.at > now) timer.handle = this.#arm(() => timer, timer.at - now);
    }
    for (const timer of due) this.#fire(timer);
  }

  #arm(timer: () => Timer, delayMs: number): NodeJS.Timeout {
    return setTimeout(() => this.#fire(timer()), delayMs);
  }

  #fire(timer: Timer): void {
    if (this.#timers.delete(timer)) timer.callback();
  }
}
