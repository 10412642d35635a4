/**
 * Check-ins: everyone on a waiver checks in when it is signed (a guardian who signed
 * for children too, at position -1), and returning visitors check in again on their
 * existing waiver. They are logged as (second, waiver, position) in typed arrays,
 * without an object each, and turned into numbered CheckIns once sorted, so ids
 * ascend with time.
 */
import type { CheckIn, SignedWaiver } from '../../../../shared/domain/waiver.ts';
import { formatInstant, MS_PER_MINUTE } from './iso.ts';
import type { Random } from './random.ts';
import { templatePlanFor } from './templates.ts';

export const GUARDIAN_POSITION = -1;

export class CheckInLog {
  /** Indexed by the waiver numbers passed to `add`. */
  readonly waivers: readonly SignedWaiver[];
  private seconds = new Float64Array(1024);
  private waiverIndexes = new Int32Array(1024);
  private positions = new Int8Array(1024);
  private count = 0;

  constructor(waivers: readonly SignedWaiver[]) {
    this.waivers = waivers;
  }

  get size(): number {
    return this.count;
  }

  secondAt(entry: number): number {
    return this.seconds[entry] as number;
  }

  add(epochMs: number, waiverIndex: number, position: number): void {
    if (this.count === this.seconds.length) this.grow();
    this.seconds[this.count] = Math.floor(epochMs / 1000);
    this.waiverIndexes[this.count] = waiverIndex;
    this.positions[this.count] = position;
    this.count++;
  }

  private grow(): void {
    const capacity = this.seconds.length * 2;
    const seconds = new Float64Array(capacity);
    seconds.set(this.seconds);
    const waiverIndexes = new Int32Array(capacity);
    waiverIndexes.set(this.waiverIndexes);
    const positions = new Int8Array(capacity);
    positions.set(this.positions);
    this.seconds = seconds;
    this.waiverIndexes = waiverIndexes;
    this.positions = positions;
  }

  /**
   * Oldest first (ties in logging order), numbered from `firstId` upwards. Ids leave
   * small gaps because the service numbers check-ins across all accounts.
   */
  toCheckIns(rng: Random, firstId: number): CheckIn[] {
    const order = new Uint32Array(this.count);
    for (let i = 0; i < order.length; i++) order[i] = i;
    const seconds = this.seconds;
    order.sort((a, b) => (seconds[a] as number) - (seconds[b] as number) || a - b);
    const checkins: CheckIn[] = new Array(order.length);
    let id = firstId;
    for (let i = 0; i < order.length; i++) {
      const entry = order[i] as number;
      checkins[i] = this.toCheckIn(entry, id);
      id += rng.chance(0.7) ? 1 : rng.int(2, 9);
    }
    return checkins;
  }

  private toCheckIn(entry: number, checkinId: number): CheckIn {
    const waiver = this.waivers[this.waiverIndexes[entry] as number];
    const position = this.positions[entry] as number;
    const participant = position === GUARDIAN_POSITION ? undefined : waiver?.participants[position];
    const person = participant ?? (position === GUARDIAN_POSITION ? waiver?.guardian : null);
    if (!waiver || !person) throw new RangeError(`No one at position ${position} of check-in ${entry}`);
    return {
      checkinId,
      date: formatInstant((this.seconds[entry] as number) * 1000),
      waiverId: waiver.waiverId,
      position,
      firstName: person.firstName,
      lastName: person.lastName,
      isMinor: participant?.isMinor ?? false,
      dateSigned: waiver.createdOn,
      templateId: templatePlanFor(waiver.templateId).checkinNumber,
    };
  }
}

/** Everyone on the waiver, within `spreadMs` after `fromMs`, but never at or after `endMs`. */
export function checkInEveryone(
  rng: Random,
  log: CheckInLog,
  waiverIndex: number,
  fromMs: number,
  spreadMs: number,
  endMs: number,
): void {
  const waiver = log.waivers[waiverIndex];
  if (!waiver) throw new RangeError(`No waiver ${waiverIndex} in the check-in log`);
  const last = endMs - 1;
  for (let position = 0; position < waiver.participants.length; position++) {
    log.add(Math.min(last, fromMs + Math.floor(rng.next() * spreadMs)), waiverIndex, position);
  }
  if (waiver.guardian) {
    log.add(Math.min(last, fromMs + Math.floor(rng.next() * spreadMs)), waiverIndex, GUARDIAN_POSITION);
  }
}

/** The signing check-ins: within 10 minutes of signing. */
export function checkInAtSigning(
  rng: Random,
  log: CheckInLog,
  waiverIndex: number,
  createdMs: number,
  endMs: number,
): void {
  checkInEveryone(rng, log, waiverIndex, createdMs, 10 * MS_PER_MINUTE, endMs);
}
