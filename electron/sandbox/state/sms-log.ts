/** SMS sends per calendar day of the business (4.9, notes: "a small daily cap"). */
import { zonedDayKey } from '../server/dates.ts';

export class SmsLog {
  private readonly cap: number;
  private readonly timeZone: string;
  private readonly sentPerDay = new Map<string, number>();

  constructor(options: { dailyCap: number; timeZone: string }) {
    this.cap = options.dailyCap;
    this.timeZone = options.timeZone;
  }

  /** Counts a send; false when today's cap is already reached. */
  trySend(now: number): boolean {
    const day = zonedDayKey(now, this.timeZone);
    const sent = this.sentPerDay.get(day) ?? 0;
    if (sent >= this.cap) return false;
    this.sentPerDay.set(day, sent + 1);
    return true;
  }
}
