/**
 * Who is already in, kept between calls: every lookup keystroke asks (each match
 * carries its people's verdicts), and reading the admissions of the visit and
 * building who is in from them again each time was the lookup's largest cost on a
 * busy day. What is kept holds until the admissions change (a check-in, an undo,
 * someone marked as left, at this desk or from another desk through the shared
 * copy: `changed()`), until the visit of someone in it ends or one admitted ahead of
 * this desk's clock begins (`untilMs`), until the rules it was built under change
 * (the key: zone, visit length, the days read), or the clock goes back.
 */
import type { RecentVisits } from './already-in.ts';

export interface BuiltVisits {
  visits: RecentVisits;
  /** The first instant (epoch ms) at which who is in changes by time alone. */
  untilMs: number;
}

interface Kept extends BuiltVisits {
  key: string;
  version: number;
  fromMs: number;
}

export class VisitsMemo {
  #version = 0;
  #kept: Kept | null = null;
  #building: { key: string; version: number; fromMs: number; promise: Promise<BuiltVisits> } | null = null;

  /** The admissions changed: who is in is built again at the next ask. */
  changed(): void {
    this.#version += 1;
    this.#kept = null;
    this.#building = null;
  }

  /** Who is in at `nowMs` under `key`: as kept, or built by `build` (one build at a time shares its answer). */
  async get(key: string, nowMs: number, build: () => Promise<BuiltVisits>): Promise<RecentVisits> {
    const version = this.#version;
    const kept = this.#kept;
    if (kept && kept.version === version && kept.key === key && nowMs >= kept.fromMs && nowMs < kept.untilMs)
      return kept.visits;
    const building = this.#building;
    if (building && building.version === version && building.key === key && building.fromMs === nowMs)
      return (await building.promise).visits;
    const promise = build();
    this.#building = { key, version, fromMs: nowMs, promise };
    const built = await promise;
    // Kept only if nothing changed while it was built (a change then may not be in it).
    if (this.#version === version) this.#kept = { ...built, key, version, fromMs: nowMs };
    return built.visits;
  }
}
