/**
 * Where a desk's admissions are kept. Narrow on purpose: recording and reading one
 * day is all the check-in flow needs, so the desk's own SQLite copy serves it today
 * and a copy shared by several desks (PostgreSQL) can serve it the same way.
 * Admissions carry random ids and their desk, so several desks' never collide.
 */
import type { Admission } from '../../../shared/ipc/admissions.ts';
import type { CacheWorker } from '../../cache/index.ts';

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
