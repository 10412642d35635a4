/**
 * Diagnostics' checks of this desk itself, beside the doctor's of the service:
 * whether its data folder takes a write now (named as the file system refused
 * it: read-only, no permission, a folder missing, the disk full, the user's
 * share used up), and, where desks share a copy, how many of its records this
 * desk could not read and since when.
 */

import { plural } from '../../../shared/words/plural.ts';
import { formatLocal } from '../../doctor/local-time.ts';
import { type CheckResult, checkResult } from '../../doctor/result.ts';
import type { WriteFailure } from '../../files/owner-only.ts';
import { probeWritable } from '../../files/writable.ts';
import type { AccountSession } from '../../runtime/account-session.ts';

const FAILURE_FOUND: Record<WriteFailure, string> = {
  'read-only': 'the disk it is on is read-only',
  'no-permission': 'this computer’s user is not allowed to write there',
  'missing-folder': 'a folder on the way to it is missing',
  'disk-full': 'the disk is full',
  quota: 'this user’s share of the disk is used up',
};

const FAILURE_FIX: Record<WriteFailure, string> = {
  'read-only':
    'Ask whoever looks after this computer to make that disk writable again (or to move the desk’s data folder to one that is); the desk carries on by itself once it can write.',
  'no-permission':
    'Ask whoever looks after this computer to let this user account write to that folder; the desk carries on by itself once it can write.',
  'missing-folder':
    'Ask whoever looks after this computer to bring back the disk or folder it is on (a drive that was removed, a network folder that is not connected); the desk carries on by itself once it can write.',
  'disk-full': 'Free some space on that disk; the desk carries on by itself once there is room.',
  quota:
    'Free some of this user’s files on that disk, or ask for a larger share; the desk carries on by itself once there is room.',
};

/** The data folder and the folder of the copies in it, each written to now. */
export function dataFolderCheck(folders: { dataDir: string; copies: string }): CheckResult {
  for (const folder of [folders.dataDir, folders.copies]) {
    const problem = probeWritable(folder);
    if (problem) {
      return checkResult(
        'data-folder',
        'FAIL',
        `the desk cannot write to ${problem.folder}: ${FAILURE_FOUND[problem.failure]}, so it keeps no copy of the account and saves no settings`,
        FAILURE_FIX[problem.failure],
      );
    }
  }
  return checkResult('data-folder', 'PASS', `${folders.dataDir} takes writes`);
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
      shared.joined() ? 'every record of the shared copy read' : 'not joined to the shared copy yet',
    );
  }
  const records = plural(count, { one: 'record', other: 'records' });
  return checkResult(
    'shared-copy',
    'WARN',
    `${count} ${records} of the shared copy could not be read since ${formatLocal(new Date(sinceMs), session.plan.timeZone)}; this desk follows the rest`,
    'The desk that keeps the copy up to date writes them again from the service. If the number stays, whoever looks after the shared database should check that nothing but the desks writes to it.',
  );
}
