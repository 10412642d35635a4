/**
 * Check-ins the desk records itself. The waiver service's API can read check-ins but
 * cannot record one, so an admission made at this desk ("Check in" on a waiver) is
 * kept in the desk's own copy, with when and at which desk, and counted on Today
 * beside the service's. Each admission has an id of its own (random, so desks that
 * share an account never collide) and names its desk.
 */
import { z } from 'zod';
import type { PersonVerdict, Tone } from '../desk/verdict.ts';
import { waiverIdSchema } from './lookup.ts';
import { admissionFieldWords } from './words.ts';

/** A day as the desk's calendar writes it: `YYYY-MM-DD` in its zone. */
export const deskDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, admissionFieldWords.notDay)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), admissionFieldWords.notCalendarDay);

/** Who on a waiver: a participant's place on it, or -1 for the guardian who signed. */
const positionSchema = z.number().int().min(-1).max(999);

export const checkInRequestSchema = z
  .object({
    waiverId: waiverIdSchema,
    /** The people admitted, by their place on the waiver; each once. */
    positions: z
      .array(positionSchema)
      .min(1, admissionFieldWords.choosePeople)
      .max(100, admissionFieldWords.tooManyPeople)
      .refine((positions) => new Set(positions).size === positions.length, admissionFieldWords.eachOnce),
    /**
     * The people among `positions` whose verdict is not a pass, each confirmed on
     * their own by the person at the desk: anyone else who needs a look is refused.
     */
    confirmed: z.array(positionSchema).max(100, admissionFieldWords.tooManyPeople).default([]),
    /** The person saw that someone was already checked in today and checks them in again. */
    again: z.boolean().default(false),
  })
  .strict();
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

/** Whose admissions: this desk's own ("Checked in here"), or every desk's of the account. */
export const admissionDesksSchema = z.enum(['this', 'all']);
export type AdmissionDesks = z.infer<typeof admissionDesksSchema>;

export const listAdmissionsRequestSchema = z
  .object({
    /** The desk's calendar day; today when left out. */
    day: deskDaySchema.optional(),
    /** This desk's admissions when left out. */
    desks: admissionDesksSchema.optional(),
  })
  .strict();

export interface Admission {
  /** Random and unique across every desk of the account. */
  admissionId: string;
  waiverId: string;
  /** The participant's place on the waiver; -1 the guardian. */
  position: number;
  name: string;
  /** As the waiver gives it, so the same person on another waiver is recognised; '' when none. */
  dob: string;
  isMinor: boolean;
  autoTag: string;
  /** The form signed. */
  title: string;
  /** ISO 8601. */
  admittedAt: string;
  /** The desk's calendar day it counts for (`YYYY-MM-DD`, its zone). */
  day: string;
  deskId: string;
  deskName: string;
  /** How the waiver stood for them when they went in (a manager can see who went in flagged). */
  tone: Tone;
  /**
   * Their verdict when they went in (shared/desk/verdict.ts), worded as every screen
   * words a person's; absent on admissions recorded before desks kept it (`tone` alone).
   */
  verdict?: PersonVerdict;
}

export type CheckInResult =
  | { status: 'recorded'; admissions: Admission[] }
  /** Nothing was recorded: these people were already checked in today; `again` checks them in anyway. */
  | { status: 'already'; earlier: Admission[] };

/** Who is in now, against what the venue holds: the same at every desk sharing the copy. */
export interface Headcount {
  /** Everyone checked in within the visit length, at any desk, each person once. */
  inNow: number;
  /** What the venue holds (Settings → Visits); 0 when no capacity is set. */
  capacity: number;
}

export interface AdmissionsOfDay {
  day: string;
  /** Whose admissions these are. */
  desks: AdmissionDesks;
  /** This desk's name as its admissions carry it (for the list's title, its printout and file name). */
  deskName: string;
  /** Newest first. */
  admissions: Admission[];
}
