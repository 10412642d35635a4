/**
 * Lookup structures over the account's signed waivers, built once at start and
 * extended in place when a waiver is signed: by id, by signing time, and per template,
 * participant name and tag (each group in time order). Queries pick the smallest
 * group that applies, take its time slice by binary search and filter only that.
 */
import type { SignedWaiver } from '../../../../shared/domain/waiver.ts';
import {
  appendToGroup,
  insertInTimeOrder,
  lowerBound,
  recordTime,
  sortedIndexes,
  upperBound,
} from './time-order.ts';

export interface WaiverFilter {
  templateId?: string;
  /** Inclusive bounds on `createdOn`, epoch ms. */
  fromMs?: number;
  toMs?: number;
  /** Case-insensitive exact match against any participant of the waiver. */
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  /** Exact match (case and all) against `autoTag` or any of `tags`. */
  tag?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface WaiverQuery {
  /** Waivers signed after this are not there yet. */
  now: number;
  order: SortOrder;
  limit: number;
}

const NO_INDEXES: readonly number[] = [];

/** Case-insensitive, accent-sensitive. */
export function normalizeTerm(value: string): string {
  return value.trim().toLowerCase();
}

function fullNameKey(first: string, last: string): string {
  return `${first}\u0000${last}`;
}

interface NamedPerson {
  firstName: string;
  lastName: string;
}

/** The waiver's own names and every participant's: "any participant having this name". */
function peopleOf(waiver: SignedWaiver): NamedPerson[] {
  return [waiver, ...waiver.participants];
}

/** Tags match exactly: the service finds the auto-tag it was given, not another spelling of it. */
function hasTag(waiver: SignedWaiver, tag: string): boolean {
  return (waiver.autoTag ?? '') === tag || waiver.tags.includes(tag);
}

type GroupName = 'firstName' | 'lastName' | 'fullName' | 'tag';

/** Every group key of the waiver; a key may come more than once (two participants, same last name). */
function forEachGroupKey(waiver: SignedWaiver, visit: (group: GroupName, key: string) => void): void {
  for (const person of peopleOf(waiver)) {
    const first = normalizeTerm(person.firstName);
    const last = normalizeTerm(person.lastName);
    visit('firstName', first);
    visit('lastName', last);
    visit('fullName', fullNameKey(first, last));
  }
  for (const tag of [waiver.autoTag ?? '', ...waiver.tags]) {
    if (tag !== '') visit('tag', tag);
  }
}

function matchesNames(waiver: SignedWaiver, first: string | undefined, last: string | undefined): boolean {
  return peopleOf(waiver).some(
    (person) =>
      (first === undefined || normalizeTerm(person.firstName) === first) &&
      (last === undefined || normalizeTerm(person.lastName) === last),
  );
}

export class WaiverIndex {
  private readonly waivers: SignedWaiver[];
  /** Epoch ms of `createdOn`, by waiver index. */
  private readonly times: number[];
  private readonly byTime: number[];
  private readonly byId = new Map<string, number>();
  private readonly byTemplate = new Map<string, number[]>();
  private readonly byFirstName = new Map<string, number[]>();
  private readonly byLastName = new Map<string, number[]>();
  private readonly byFullName = new Map<string, number[]>();
  private readonly byTag = new Map<string, number[]>();
  private readonly groups: Record<GroupName, Map<string, number[]>> = {
    firstName: this.byFirstName,
    lastName: this.byLastName,
    fullName: this.byFullName,
    tag: this.byTag,
  };

  constructor(waivers: SignedWaiver[]) {
    this.waivers = waivers;
    this.times = waivers.map((waiver) => recordTime(waiver.createdOn));
    waivers.forEach((waiver, index) => {
      this.byId.set(waiver.waiverId, index);
    });
    this.byTime = sortedIndexes(this.times);
    for (const index of this.byTime) {
      // Indexes arrive in time order, so a repeated key of the same waiver is the list's last entry.
      this.forEachGroup(index, (groups, key) => {
        const list = groups.get(key);
        if (list?.[list.length - 1] !== index) appendToGroup(groups, key, index);
      });
    }
  }

  /** Indexes the waiver at `index` of the dataset array, just appended by a signing. */
  add(index: number): void {
    const waiver = this.waivers[index];
    if (!waiver) throw new RangeError(`No waiver at index ${index}`);
    this.times[index] = recordTime(waiver.createdOn);
    this.byId.set(waiver.waiverId, index);
    insertInTimeOrder(this.byTime, this.times, index);
    this.forEachGroup(index, (groups, key) => {
      const list = groups.get(key);
      if (!list) groups.set(key, [index]);
      else if (!list.includes(index)) insertInTimeOrder(list, this.times, index);
    });
  }

  at(index: number): SignedWaiver {
    const waiver = this.waivers[index];
    if (!waiver) throw new RangeError(`No waiver at index ${index}`);
    return waiver;
  }

  timeOf(index: number): number {
    return this.times[index] ?? Number.POSITIVE_INFINITY;
  }

  /** The waiver with this id if it has been signed by `now`. */
  visibleById(waiverId: string, now: number): SignedWaiver | undefined {
    const index = this.byId.get(waiverId);
    if (index === undefined || this.timeOf(index) > now) return undefined;
    return this.waivers[index];
  }

  /** Indexes of waivers signed in (fromExclusive, toInclusive], oldest first. */
  signedBetween(fromExclusive: number, toInclusive: number): number[] {
    const start = upperBound(this.byTime, this.times, fromExclusive);
    const end = upperBound(this.byTime, this.times, toInclusive);
    return this.byTime.slice(start, end);
  }

  /** Indexes of matching waivers in the requested order, at most `query.limit`. */
  find(filter: WaiverFilter, query: WaiverQuery): number[] {
    const first = filter.firstName === undefined ? undefined : normalizeTerm(filter.firstName);
    const last = filter.lastName === undefined ? undefined : normalizeTerm(filter.lastName);
    const tag = filter.tag;
    const base = this.smallestGroup(filter.templateId, first, last, tag);
    const start = lowerBound(base, this.times, filter.fromMs ?? Number.NEGATIVE_INFINITY);
    const end = upperBound(base, this.times, Math.min(filter.toMs ?? Number.POSITIVE_INFINITY, query.now));
    const accepts = (index: number): boolean => {
      const waiver = this.waivers[index] as SignedWaiver;
      if (filter.templateId !== undefined && waiver.templateId !== filter.templateId) return false;
      if (filter.verified !== undefined && waiver.verified !== filter.verified) return false;
      if ((first !== undefined || last !== undefined) && !matchesNames(waiver, first, last)) return false;
      return tag === undefined || hasTag(waiver, tag);
    };
    const found: number[] = [];
    if (query.order === 'asc') {
      for (let i = start; i < end && found.length < query.limit; i++) {
        const index = base[i] as number;
        if (accepts(index)) found.push(index);
      }
    } else {
      for (let i = end - 1; i >= start && found.length < query.limit; i--) {
        const index = base[i] as number;
        if (accepts(index)) found.push(index);
      }
    }
    return found;
  }

  private smallestGroup(
    templateId: string | undefined,
    first: string | undefined,
    last: string | undefined,
    tag: string | undefined,
  ): readonly number[] {
    const candidates: (readonly number[])[] = [this.byTime];
    if (templateId !== undefined) candidates.push(this.byTemplate.get(templateId) ?? NO_INDEXES);
    if (first !== undefined && last !== undefined) {
      candidates.push(this.byFullName.get(fullNameKey(first, last)) ?? NO_INDEXES);
    } else if (first !== undefined) {
      candidates.push(this.byFirstName.get(first) ?? NO_INDEXES);
    } else if (last !== undefined) {
      candidates.push(this.byLastName.get(last) ?? NO_INDEXES);
    }
    if (tag !== undefined) candidates.push(this.byTag.get(tag) ?? NO_INDEXES);
    return candidates.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }

  private forEachGroup(index: number, visit: (groups: Map<string, number[]>, key: string) => void): void {
    const waiver = this.at(index);
    visit(this.byTemplate, waiver.templateId);
    forEachGroupKey(waiver, (group, key) => visit(this.groups[group], key));
  }
}
