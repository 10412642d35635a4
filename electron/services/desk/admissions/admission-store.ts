/**
 * Where a desk's admissions are kept. Narrow on purpose: recording and reading one
 * day is all the check-in flow needs, so the desk's own SQLite copy serves it today
 * and a copy shared by several desks (PostgreSQL) can serve it the same way.
 * Admissions carry random ids and their desk, so several desks' never collide.
 */
import { z } from 'zod';
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import type { CacheWorker } from '../../../cache/index.ts';

export interface AdmissionStore {
  /** Keeps the admissions; one already kept (same id) stays as it was. */
  record(admissions: readonly Admission[]): Promise<void>;
  /** Every admission of the desk's calendar day (`YYYY-MM-DD`), newest first. */
  listDay(day: string): Promise<Admission[]>;
}

/** Admissions in the desk's own encrypted copy (sealed like the rest of it). */
export function copyAdmissionStore(
  cache: Pick<CacheWorker, 'putAdmissions' | 'listAdmissions'>,
): AdmissionStore {
  return {
    async record(admissions) {
      await cache.putAdmissions(admissions);
    },
    listDay: (day) => cache.listAdmissions(day),
  };
}

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
});

/** The admission a shared record holds, or null when it is not one (another version, damage). */
export function readAdmission(record: unknown): Admission | null {
  const read = admissionSchema.safeParse(record);
  return read.success ? read.data : null;
}

/** The form a shared copy keeps a desk's admission in: who and when in clear, the whole record sealed. */
export function toSharedAdmission(admission: Admission) {
  return {
    admissionId: admission.admissionId,
    deskId: admission.deskId,
    waiverId: admission.waiverId,
    admittedMs: Date.parse(admission.admittedAt),
    record: admission,
  };
}
