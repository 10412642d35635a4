/**
 * SMS sends per calendar day of the business (4.9, notes: "a small daily cap"), and
 * every message sent, so a test can tell exactly how many texts left the service.
 */
import type { SmsRecord } from '../../../../shared/domain/waiver.ts';
import { zonedDayKey } from '../server/dates.ts';

export interface SentSms extends SmsRecord {
  /** The number as the request carried it. */
  number: number;
}

export interface SmsLogView {
  dailyCap: number;
  /** Sent today (the business's day). */
  sentToday: number;
  /** Refused today because the cap was reached. */
  refusedToday: number;
  /** Every message sent, oldest first. */
  messages: SentSms[];
}

export class SmsLog {
  private readonly cap: number;
  private readonly timeZone: string;
  private readonly sentPerDay = new Map<string, number>();
  private readonly refusedPerDay = new Map<string, number>();
  private readonly sent: SentSms[] = [];

  constructor(options: { dailyCap: number; timeZone: string }) {
    this.cap = options.dailyCap;
    this.timeZone = options.timeZone;
  }

  /** Counts a send and keeps the message; false (and nothing kept) when today's cap is already reached. */
  trySend(now: number, message?: SentSms): boolean {
    const day = zonedDayKey(now, this.timeZone);
    const sent = this.sentPerDay.get(day) ?? 0;
    if (sent >= this.cap) {
      this.refusedPerDay.set(day, (this.refusedPerDay.get(day) ?? 0) + 1);
      return false;
    }
    this.sentPerDay.set(day, sent + 1);
    if (message) this.sent.push(message);
    return true;
  }

  view(now: number): SmsLogView {
    const day = zonedDayKey(now, this.timeZone);
    return {
      dailyCap: this.cap,
      sentToday: this.sentPerDay.get(day) ?? 0,
      refusedToday: this.refusedPerDay.get(day) ?? 0,
      messages: this.sent.map((message) => ({ ...message, template: { ...message.template } })),
    };
  }
}
