/**
 * What identifies a check-in. The service's id when it sent one; otherwise who
 * checked in when: the waiver, the person's place on it and the time (the notes:
 * "a check-in without checkinId is still identified by its waiver, position and
 * time"). Every check-in of a day without an id then keeps a key of its own,
 * where the id alone (0 for all of them) would make each overwrite the last. The
 * desk's copy, the copy desks share and the page key check-ins by it alike.
 */
/** The parts of a check-in (records.ts) that identify it. */
export interface CheckinIdentity {
  checkinId: number;
  waiverId: string;
  position: number;
  date: string;
}

/** A key for the check-in, or null when nothing identifies it (neither an id nor a waiver). */
export function checkinKey(checkin: CheckinIdentity): string | null {
  if (Number.isSafeInteger(checkin.checkinId) && checkin.checkinId > 0) return String(checkin.checkinId);
  if (!checkin.waiverId) return null;
  // A derived key holds a "|", which no service id does: the two never meet.
  return `${checkin.waiverId}|${checkin.position}|${checkin.date}`;
}
