/**
 * The order vitest starts the test files in: vitest's own (the files that
 * failed or took longest last time first, the largest first on a fresh clone),
 * except that the files that spend minutes waiting rather than computing start
 * before everything else, so their waiting overlaps the rest of the run
 * instead of closing it.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that wait for minutes: on the network (a clone, a download from the
 * package registry) or on desks handing a shared sync over in real time.
 */
export const START_FIRST = ['test/app/node-version.test.ts', 'test/shared-copy/desks.test.ts'];

export default class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) =>
      START_FIRST.some((name) => file.moduleId.replaceAll('\\', '/').endsWith(`/${name}`));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}
