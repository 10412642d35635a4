/**
 * Check-ins the desk records itself. The waiver service's API can read check-ins but
 * cannot record one, so an admission made at this desk ("Check in" on a waiver) is
 * kept in the desk's own copy, with when and at which desk, and counted on Today
 * beside the service's. Each admission has an id of its own (random, so desks that
 * share an account never collide) and names its desk.
 */
import { z } from 'zod';
import type { ManagerNeed } from '../desk/counter-rules.ts';
import type { PersonVerdict, Tone, WaiverVerdict } from '../desk/verdict.ts';
import { waiverIdSchema } from './lookup.ts';
import type { PinAttempt } from './manager-lock.ts';
import { admissionFieldWords, pinWords } from './words.ts';

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
    /** The manager's PIN, given to check in someone the waiver refuses (shared/desk/counter-rules.ts). */
    pin: z.string().max(64, pinWords.longerThanAny).optional(),
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
  /** The manager's PIN let them in (a refusal overridden); absent when it was not asked. */
  byManager?: boolean;
  /** When it was undone (ISO 8601), as this desk's copy knows; an undone check-in counts nowhere. */
  undoneAt?: string;
  /** When they were marked as left (ISO 8601), as this desk's copy knows: no longer in. */
  leftAt?: string;
  /** Who was at the desk ("Who's at the desk"), where someone said; absent, the desk alone. */
  workerName?: string;
}

/** What `pin` answered when the manager's PIN was asked for and given (wrong, or too many wrong). */
type PinRefused = { status: 'pinRefused'; attempt: Exclude<PinAttempt, { status: 'ok' }> };

/**
 * The manager's PIN is needed and was not given (nothing was done); `deskName` the desk that
 * checked them in (or, taking back a "marked as left", the desk that marked them).
 */
type NeedsManager = { status: 'needsManager'; need: ManagerNeed; deskName: string };

export type CheckInResult =
  | {
      status: 'recorded';
      admissions: Admission[];
      /**
       * Their waiver's verdict as Today reads it (by waiver id; none where the desk's copy
       * does not hold the waiver), so the page adds them to Today without reading the day again.
       */
      verdicts: Record<string, WaiverVerdict>;
    }
  /** Nothing was recorded: these people were already checked in today; `again` checks them in anyway. */
  | { status: 'already'; earlier: Admission[] }
  | NeedsManager
  | PinRefused;

/**
 * A check-in taken back, someone marked as left, or a "marked as left" taken back (they
 * had not left): kept beside the check-in, which never changes.
 */
export type AdmissionChangeKind = 'undone' | 'left' | 'leftTakenBack';

export interface AdmissionChange {
  /** Random and unique across every desk of the account. */
  changeId: string;
  admissionId: string;
  kind: AdmissionChangeKind;
  /** ISO 8601. */
  at: string;
  /** The desk's calendar day of the change (`YYYY-MM-DD`, its zone). */
  day: string;
  /** The desk it was done at. */
  deskId: string;
  deskName: string;
  /** The manager's PIN was given for it. */
  byManager: boolean;
  /** Whom: as the check-in names them, so the trail reads without it. */
  waiverId: string;
  position: number;
  name: string;
  /** For a `leftTakenBack`: the `left` change it takes back. */
  takesBack?: string;
  /** Who was at the desk, where someone said. */
  workerName?: string;
}

const admissionIdSchema = z
  .string()
  .min(1, admissionFieldWords.notCheckIn)
  .max(64, admissionFieldWords.notCheckIn);

/** Check-ins one word of main names at most: the shared copy's feed reads a few hundred at a time. */
export const ARRIVED_AT_MOST = 1_000;

export const undoAdmissionRequestSchema = z
  .object({
    admissionId: admissionIdSchema,
    /** The manager's PIN, where the rules ask for it (shared/desk/counter-rules.ts). */
    pin: z.string().max(64, pinWords.longerThanAny).optional(),
  })
  .strict();

/** Takes back a "marked as left" (they had not left): the same rules as an undo, from when they were marked. */
export const takeBackLeftRequestSchema = undoAdmissionRequestSchema;

export const markLeftRequestSchema = z
  .object({
    admissionIds: z
      .array(admissionIdSchema)
      .min(1, admissionFieldWords.chooseCheckIns)
      .max(100, admissionFieldWords.tooManyPeople),
  })
  .strict();

export type UndoResult =
  | { status: 'undone'; change: AdmissionChange }
  /** It was undone before (here or at another desk): nothing more to do. */
  | { status: 'alreadyUndone' }
  /** This desk's copy holds no such check-in. */
  | { status: 'notFound' }
  | NeedsManager
  | PinRefused;

export type TakeBackLeftResult =
  /** They count as in again; one change for each "marked as left" taken back (two desks may both have marked them). */
  | { status: 'takenBack'; changes: AdmissionChange[] }
  /** They are not marked as left (taken back before, here or at another desk, or the check-in was undone). */
  | { status: 'notLeft' }
  | { status: 'notFound' }
  | NeedsManager
  | PinRefused;

export interface MarkedLeft {
  /** The changes recorded; someone already marked as left is not marked again. */
  changes: AdmissionChange[];
}

/** What an entry of the trail records. */
export type TrailKind = 'admitted' | 'override' | 'undone' | 'left' | 'leftTakenBack';

/** What a check-in overrode: someone already in, someone who needed a look, a refusal (manager's PIN). */
export type Overrode = 'alreadyIn' | 'needsLook' | 'refusal';

export interface TrailEntry {
  /** The check-in's or the change's id. */
  entryId: string;
  kind: TrailKind;
  /** For an override. */
  overrode?: Overrode;
  /** ISO 8601. */
  at: string;
  /** Which desk, and who was at it where someone said (`workerName`). */
  deskId: string;
  deskName: string;
  workerName?: string;
  /** The manager's PIN was given for it. */
  byManager: boolean;
  /** Whom. */
  waiverId: string;
  position: number;
  name: string;
  admissionId: string;
}

export const counterTrailRequestSchema = z.object({ day: deskDaySchema.optional() }).strict();

/** The counter's trail of a day: every check-in, override, undo and person marked as left, at every desk. */
export interface CounterTrail {
  day: string;
  /** This desk's. */
  deskId: string;
  /** Newest first. */
  entries: TrailEntry[];
}

/** Who is in now, against what the venue holds: the same at every desk sharing the copy. */
export interface Headcount {
  /** Everyone checked in within the visit length, at any desk, each person once, less those undone or marked as left. */
  inNow: number;
  /** What the venue holds (Settings → Visits); 0 when no capacity is set. */
  capacity: number;
}

/** Another desk's check-ins that reached this desk's copy, by id, for the page's Today. */
export const arrivedAdmissionsRequestSchema = z
  .object({ admissionIds: z.array(admissionIdSchema).min(1).max(ARRIVED_AT_MOST) })
  .strict();

/** The check-ins asked for that today holds (none of another day), with their waivers' verdicts as Today reads them. */
export interface ArrivedAdmissions {
  admissions: Admission[];
  verdicts: Record<string, WaiverVerdict>;
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
