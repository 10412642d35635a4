/**
 * The order vitest starts the test files in: the files that take longest first, whatever their
 * project, then vitest's own order (the files that failed or took longest last time first, the
 * largest first on a fresh clone), project by project.
 *
 * Why a list of its own: vitest's order starts the projects one after another, and learns which
 * files are long only from a cache a fresh clone (CI) does not have. Without the list, a file of
 * twenty seconds in the second project ran alone at its end while the other cores idled, and a
 * fresh clone's run took 241 s against 216–227 s with the cache. With it, every long file starts
 * at the beginning, where its waiting overlaps the rest of the run, and the short ones fill the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took 8 s or more (wall) in a run here, longest first. Most wait rather than
 * compute: on the network (a clone, a download from the package registry), on desks handing a
 * shared sync over in real time, or on child processes. A file missing from the list only
 * starts later; one that no longer exists is ignored.
 */
const LONGEST_FIRST = [
  'test/shared-copy/desks.test.ts', // 75 s
  'test/app/desk-log-scan.test.ts', // 37 s
  'test/faults/unwritable-data-dir.test.ts', // 29 s
  'test/app/data-folder-own.test.ts', // 24 s
  'test/app/node-version.test.ts', // 22 s
  'test/hostile/key-never-crosses.test.ts', // 21 s, in a process of its own
  'test/sync/new-signing.test.ts', // 16 s
  'test/shared-copy/unreadable-row.test.ts', // 12 s
  'test/faults/database-locked.test.ts', // 11 s
  'test/faults/write-failures.test.ts', // 11 s
  'test/sync/kill-resume.test.ts', // 11 s
  'test/app/electronegativity.test.ts', // 11 s
  'test/cache/worker.test.ts', // 10 s
  'test/sync/backfill.test.ts', // 10 s
  'test/renderer/account/settings.test.tsx', // 10 s
  'test/shared-copy/admissions.test.ts', // 9 s
  'test/desk/manager-lock.test.ts', // 8 s
];

const rankOf = (file: TestSpecification): number => {
  const id = file.moduleId.replaceAll('\\', '/');
  return LONGEST_FIRST.findIndex((name) => id.endsWith(`/${name}`));
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const listed = sorted.filter((file) => rankOf(file) >= 0).sort((a, b) => rankOf(a) - rankOf(b));
    return [...listed, ...sorted.filter((file) => rankOf(file) < 0)];
  }
}
