/**
 * Who is already in: the admissions of the visit length (at this desk, and at every
 * desk sharing the copy, whose admissions land in this desk's copy), as the
 * verdict's "already in" point for each person a waiver holds. Read from the desk's
 * own copy, so it holds with the waiver service or the shared database unreachable.
 * The newest earlier admission of the same person (same place on the same waiver, or
 * the same name and date of birth on another) is the one said.
 */
import type { AlreadyInFacts, EarlierVisits } from '../../../shared/desk/verdict.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import { formatServiceDateTime } from '../../../shared/time/zoned-time.ts';
import { personKeys } from './same-person.ts';

/** Everyone admitted within the visit, by each key that tells them apart. */
export interface RecentVisits {
  /** The people of one waiver who are already in. */
  on(waiverId: string): EarlierVisits;
  /** The admissions they rest on, newest first. */
  admissions: readonly Admission[];
  /** How many people they are: someone checked in twice (here, or on two of their waivers) counts once. */
  people: number;
}

const MINUTE_MS = 60_000;

/** The admissions of `admissions` (newest first) made within `visitMinutes` before `now`. */
export function withinVisit(admissions: readonly Admission[], now: Date, visitMinutes: number): Admission[] {
  const since = now.getTime() - visitMinutes * MINUTE_MS;
  return admissions.filter((admission) => {
    const at = Date.parse(admission.admittedAt);
    return at >= since && at <= now.getTime();
  });
}

/**
 * When who is in changes by time alone: the end of the first visit among those in
 * (`withinVisit` of `admissions` at `now`), or the start of one admitted ahead of
 * `now` (another desk's clock ahead of this one's); Infinity when neither comes.
 */
export function nextVisitChangeMs(admissions: readonly Admission[], now: Date, visitMinutes: number): number {
  const nowMs = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const admission of admissions) {
    const at = Date.parse(admission.admittedAt);
    if (Number.isNaN(at)) continue;
    const change = at > nowMs ? at : at + visitMinutes * MINUTE_MS + 1;
    if (change > nowMs && change < next) next = change;
  }
  return next;
}

export function recentVisits(admissions: readonly Admission[], timeZone: string): RecentVisits {
  const newest = [...admissions].sort((a, b) => Date.parse(b.admittedAt) - Date.parse(a.admittedAt));
  const byKey = new Map<string, AlreadyInFacts>();
  let people = 0;
  for (const admission of newest) {
    const keys = personKeys(admission);
    if (!keys.some((key) => byKey.has(key))) people += 1;
    const facts: AlreadyInFacts = {
      kind: 'alreadyIn',
      at: admission.admittedAt,
      clock: formatServiceDateTime(new Date(admission.admittedAt), timeZone).slice(11, 16),
      deskName: admission.deskName,
    };
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, facts);
  }
  return {
    admissions: newest,
    people,
    on: (waiverId) => (position, person) => {
      if (byKey.size === 0) return null;
      for (const key of personKeys({ waiverId, position, ...person })) {
        const found = byKey.get(key);
        if (found) return found;
      }
      return null;
    },
  };
}
