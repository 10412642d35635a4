/**
 * Check-ins by time, id and waiver (4.3). A page over a time range without filters
 * is pure index arithmetic on the time-ordered list.
 */
import type { CheckIn } from '../../../../shared/domain/waiver.ts';
import { appendToGroup, insertInTimeOrder, recordTime, sortedIndexes, upperBound } from './time-order.ts';

export interface CheckinPageQuery {
  /** Check-ins strictly after this time… */
  afterMs: number;
  /** …and at or before this one. */
  untilMs: number;
  checkinId?: string;
  waiverId?: string;
  offset: number;
  limit: number;
}

export interface CheckinPageResult {
  checkins: CheckIn[];
  more: boolean;
}

export class CheckinIndex {
  private readonly checkins: CheckIn[];
  private readonly times: number[];
  private readonly byTime: number[];
  /** Check-in ids are unique. */
  private readonly byId = new Map<number, number>();
  private readonly byWaiver = new Map<string, number[]>();

  constructor(checkins: CheckIn[]) {
    this.checkins = checkins;
    this.times = checkins.map((checkin) => recordTime(checkin.date));
    this.byTime = sortedIndexes(this.times);
    for (const index of this.byTime) {
      const checkin = checkins[index] as CheckIn;
      this.byId.set(checkin.checkinId, index);
      appendToGroup(this.byWaiver, checkin.waiverId, index);
    }
  }

  /** Indexes the check-in at `index` of the dataset array, just appended by a signing. */
  add(index: number): void {
    const checkin = this.checkins[index];
    if (!checkin) throw new RangeError(`No check-in at index ${index}`);
    this.times[index] = recordTime(checkin.date);
    insertInTimeOrder(this.byTime, this.times, index);
    this.byId.set(checkin.checkinId, index);
    const sameWaiver = this.byWaiver.get(checkin.waiverId);
    if (sameWaiver) insertInTimeOrder(sameWaiver, this.times, index);
    else this.byWaiver.set(checkin.waiverId, [index]);
  }

  page(query: CheckinPageQuery): CheckinPageResult {
    const base = this.baseList(query);
    const start = upperBound(base, this.times, query.afterMs);
    const end = upperBound(base, this.times, query.untilMs);
    const selected: number[] = [];
    let matched = 0;
    let more = false;
    for (let i = start; i < end; i++) {
      const index = base[i] as number;
      if (!this.accepts(index, query)) continue;
      matched += 1;
      if (matched <= query.offset) continue;
      if (selected.length === query.limit) {
        more = true;
        break;
      }
      selected.push(index);
    }
    return { checkins: selected.map((index) => this.checkins[index] as CheckIn), more };
  }

  private baseList(query: CheckinPageQuery): readonly number[] {
    if (query.checkinId !== undefined) {
      const index = /^\d+$/.test(query.checkinId) ? this.byId.get(Number(query.checkinId)) : undefined;
      return index === undefined ? [] : [index];
    }
    if (query.waiverId !== undefined) return this.byWaiver.get(query.waiverId) ?? [];
    return this.byTime;
  }

  private accepts(index: number, query: CheckinPageQuery): boolean {
    const checkin = this.checkins[index] as CheckIn;
    if (query.checkinId !== undefined && String(checkin.checkinId) !== query.checkinId) return false;
    return query.waiverId === undefined || checkin.waiverId === query.waiverId;
  }
}
