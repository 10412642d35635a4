/**
 * A desk's admissions (its own check-ins) as they travel through the shared copy:
 * when and at which desk in clear beside the sealed record, and the record read back from
 * another desk checked field by field, never trusted.
 */
import { z } from 'zod';
import type { PersonVerdict } from '../../shared/desk/verdict.ts';
import type { Admission, AdmissionChange } from '../../shared/ipc/admissions.ts';
import type { SharedAdmission, SharedAdmissionChange } from './records.ts';

/** An admission as another desk recorded it, read back from a shared copy: checked, never trusted. */
const admissionSchema = z.object({
  admissionId: z.string().min(1).max(64),
  waiverId: z.string().max(64),
  position: z.number().int().min(-1),
  name: z.string().max(300),
  dob: z.string().max(40),
  isMinor: z.boolean(),
  autoTag: z.string().max(64),
  title: z.string().max(300),
  admittedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deskId: z.string().min(1).max(64),
  deskName: z.string().max(60),
  tone: z.enum(['ok', 'attention', 'stop']),
  // Kept as it came: the page reads a verdict field by field (renderer/src/records/verdict-view.ts).
  verdict: z.custom<PersonVerdict>((value) => typeof value === 'object' && value !== null).optional(),
  byManager: z.boolean().optional(),
  workerName: z.string().max(60).optional(),
});

/** A check-in undone or someone marked as left at another desk: checked the same way. */
const admissionChangeSchema = z.object({
  changeId: z.string().min(1).max(64),
  admissionId: z.string().min(1).max(64),
  kind: z.enum(['undone', 'left', 'leftTakenBack']),
  at: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deskId: z.string().min(1).max(64),
  deskName: z.string().max(60),
  byManager: z.boolean(),
  waiverId: z.string().max(64),
  position: z.number().int().min(-1),
  name: z.string().max(300),
  takesBack: z.string().min(1).max(64).optional(),
  workerName: z.string().max(60).optional(),
});

/** The change a shared record holds, or null when it is not one. */
export function readAdmissionChange(record: unknown): AdmissionChange | null {
  const read = admissionChangeSchema.safeParse(record);
  return read.success ? read.data : null;
}

/** The form a shared copy keeps a change in: when and at which desk in clear, the whole record sealed. */
export function toSharedAdmissionChange(change: AdmissionChange): SharedAdmissionChange {
  return {
    changeId: change.changeId,
    deskId: change.deskId,
    changedMs: Date.parse(change.at),
    record: change,
  };
}

/** The admission a shared record holds, or null when it is not one (another version, damage). */
export function readAdmission(record: unknown): Admission | null {
  const read = admissionSchema.safeParse(record);
  return read.success ? read.data : null;
}

/** The form a shared copy keeps a desk's admission in: when and at which desk in clear, the whole record sealed. */
export function toSharedAdmission(admission: Admission): SharedAdmission {
  return {
    admissionId: admission.admissionId,
    deskId: admission.deskId,
    admittedMs: Date.parse(admission.admittedAt),
    record: admission,
  };
}
