/**
 * Diagnostics' checks of this desk itself, beside the doctor's of the service:
 * whether its data folder takes a write now (named as the file system refused
 * it: read-only, no permission, a folder missing, the disk full, the user's
 * share used up), and, where desks share a copy, how many of its records this
 * desk could not read and since when.
 */

import { choice, said } from '../../doctor/doctor-words.ts';
import { formatLocal } from '../../doctor/local-time.ts';
import { type CheckResult, checkResult } from '../../doctor/result.ts';
import { probeWritable } from '../../files/writable.ts';
import type { AccountSession } from '../../runtime/account-session.ts';

/** The data folder and the folder of the copies in it, each written to now. */
export function dataFolderCheck(folders: { dataDir: string; copies: string }): CheckResult {
  for (const folder of [folders.dataDir, folders.copies]) {
    const problem = probeWritable(folder);
    if (problem) {
      return checkResult(
        'data-folder',
        'FAIL',
        said('doctor.dataFolder.cannotWrite', { folder: problem.folder, failure: choice(problem.failure) }),
        said('doctor.dataFolder.fix', { failure: choice(problem.failure) }),
      );
    }
  }
  return checkResult('data-folder', 'PASS', said('doctor.dataFolder.writable', { folder: folders.dataDir }));
}

/** Where desks share a copy: the records this desk could not read, or that it read them all. */
export function sharedCopyCheck(session: AccountSession): CheckResult | null {
  const shared = session.copy?.shared;
  if (!shared) return null;
  const { count, sinceMs } = shared.unreadable();
  if (count === 0 || sinceMs === null) {
    return checkResult(
      'shared-copy',
      'PASS',
      said(shared.joined() ? 'doctor.sharedCopy.allRead' : 'doctor.sharedCopy.notJoined'),
    );
  }
  return checkResult(
    'shared-copy',
    'WARN',
    said('doctor.sharedCopy.unreadable', {
      count,
      since: formatLocal(new Date(sinceMs), session.plan.timeZone),
    }),
    said('doctor.sharedCopy.fix'),
  );
}
