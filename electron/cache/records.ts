/**
 * What the cache accepts and what it keeps. Records come from the sync engine and
 * may be incomplete; a record that cannot be identified (no waiver id; a check-in
 * with neither its id nor a waiver; no template id) is skipped and counted, anything
 * else is kept with missing fields empty, so every record read back has the full
 * domain shape.
 */
import { checkinKey } from '../../shared/domain/checkin-key.ts';
import { checkIns, readRecord, type StoredWaiver, storedWaivers } from '../../shared/domain/records.ts';
import type {
  CheckIn,
  Guardian,
  Participant,
  SignedWaiver,
  WaiverTemplate,
} from '../../shared/domain/waiver.ts';
import { templateSchema } from '../records/schemas.ts';

export type ParticipantInput = Partial<Participant>;
export type GuardianInput = Partial<Guardian>;
export type WaiverInput = Partial<Omit<SignedWaiver, 'participants' | 'guardian'>> & {
  participants?: readonly ParticipantInput[] | null;
  guardian?: GuardianInput | null;
};
export type CheckInInput = Partial<CheckIn>;
export type TemplateInput = Partial<WaiverTemplate>;

/** The waiver as stored: everything but the Base64 PDF, which is a file of its own. */
export type { StoredWaiver };

/** The waiver with every field present (shared/domain/records.ts), or null when it has no waiver id. */
export function normalizeWaiver(value: unknown): StoredWaiver | null {
  return readRecord(storedWaivers, value);
}

/**
 * The check-in with every field present (a missing id as 0), or null when nothing
 * identifies it: neither the service's id nor a waiver (see checkinKey).
 */
export function normalizeCheckIn(value: unknown): CheckIn | null {
  return readRecord(checkIns, value);
}

/** Check-ins by their key (checkinKey), each once (the last copy wins), and how many nothing identified. */
export function keyedCheckins(inputs: readonly unknown[]): {
  byKey: Map<string, CheckIn>;
  unidentified: number;
} {
  const byKey = new Map<string, CheckIn>();
  let unidentified = 0;
  for (const input of inputs) {
    const checkin = normalizeCheckIn(input);
    const key = checkin && checkinKey(checkin);
    if (checkin && key) byKey.set(key, checkin);
    else unidentified += 1;
  }
  return { byKey, unidentified };
}

/**
 * The template as the client reads one (electron/records/schemas.ts: its one schema),
 * or null when it has no template id or cannot be read as a template.
 */
export function normalizeTemplate(value: unknown): WaiverTemplate | null {
  const read = templateSchema.safeParse(value);
  return read.success ? read.data : null;
}

/** Epoch ms of an ISO date-time, or null when it is missing or unreadable. */
export function epochMsOf(isoDateTime: string): number | null {
  if (isoDateTime === '') return null;
  const ms = Date.parse(isoDateTime);
  return Number.isFinite(ms) ? ms : null;
}
