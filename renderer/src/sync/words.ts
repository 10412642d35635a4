/**
 * The words of the desk's copy (sync). Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import type { SharedCopyProblem, StorageTrouble, SyncNotice } from '../../../shared/ipc/events.ts';
import { copyProblemWords } from '../failures/words.ts';
import { formatCount } from '../format/numbers.ts';
import { type MessageId, message, texts } from '../i18n/messages.ts';

export const syncText = texts({
  timeLeft: {
    underAMinute: 'sync.timeLeft.underAMinute',
    minutes: (minutes: number) => message('sync.timeLeft.minutes', { minutes }),
    hoursAndMinutes: (hours: number, minutes: number) =>
      message('sync.timeLeft.hoursAndMinutes', { hours, minutes }),
    hours: (hours: number) => message('sync.timeLeft.hours', { hours }),
  },
  /** The line while the copy is being filled; its parts are joined by `separator`. Numbers already formatted. */
  copying: {
    counted: (done: string, total: string) => message('sync.copying.counted', { done, total }),
    /** The total is a guess that settles as the copy learns the account. */
    estimated: (done: string, total: string) => message('sync.copying.estimated', { done, total }),
    uncounted: 'sync.copying.uncounted',
    separator: 'sync.copying.separator',
  },
  /** The indicator's line; `current` is when the copy was last current ("10:42" or a date). */
  line: {
    preparing: 'sync.line.preparing',
    updating: (current: string) => message('sync.line.updating', { current }),
    checking: (current: string) => message('sync.line.checking', { current }),
    currentAsOf: (current: string) => message('sync.line.currentAsOf', { current }),
    upToDate: 'sync.line.upToDate',
    offlineFrom: (current: string) => message('sync.line.offlineFrom', { current }),
    offlineIncomplete: (done: string, total: string) =>
      message('sync.line.offlineIncomplete', { done, total }),
    offlineIncompleteEstimated: (done: string, total: string) =>
      message('sync.line.offlineIncompleteEstimated', { done, total }),
    notUpdatingSince: (current: string) => message('sync.line.notUpdatingSince', { current }),
    notUpdating: 'sync.line.notUpdating',
    triesAgain: 'sync.line.triesAgain',
    unavailable: 'sync.line.unavailable',
  },
  /** What the desk's copy tells the person under the line (`SyncProgress.notice`). */
  notice: {
    notAnswering: 'sync.notice.notAnswering',
    keyRefused: 'sync.notice.keyRefused',
    failed: 'sync.notice.failed',
    rebuilt: 'sync.notice.rebuilt',
    storage: {
      busy: 'sync.notice.storage.busy',
      full: 'sync.notice.storage.full',
      unwritable: 'sync.notice.storage.unwritable',
    } satisfies Record<StorageTrouble, MessageId>,
    shared: {
      address: 'sync.notice.shared.address',
      notReached: 'sync.notice.shared.notReached',
      accountKey: 'sync.notice.shared.accountKey',
      newerSchema: 'sync.notice.shared.newerSchema',
      foreignSchema: (version: number) => message('sync.notice.shared.foreignSchema', { version }),
      /** `shown`: the count already formatted. */
      unreadableRows: (count: number, shown: string) =>
        message('sync.notice.shared.unreadableRows', { count, shown }),
    },
  },
  /** The toast of a newly signed waiver. */
  arrival: {
    newWaiver: (name: string) => message('sync.arrival.newWaiver', { name }),
    noName: 'sync.arrival.noName',
    dismiss: 'sync.arrival.dismiss',
    dismissSign: 'sync.arrival.dismissSign',
  },
});

function sharedCopyWords(problem: SharedCopyProblem): string {
  const words = syncText.notice.shared;
  switch (problem.kind) {
    case 'address':
      return words.address;
    case 'not-reached':
      return words.notReached;
    case 'account-key':
      return words.accountKey;
    case 'newer-schema':
      return words.newerSchema;
    case 'foreign-schema':
      return words.foreignSchema(problem.version);
    case 'unreadable-rows':
      return words.unreadableRows(problem.count, formatCount(problem.count));
  }
}

/** The sentence of a notice; a kind without words does not compile. */
export function syncNoticeWords(notice: SyncNotice): string {
  const words = syncText.notice;
  switch (notice.kind) {
    case 'not_answering':
      return words.notAnswering;
    case 'key_refused':
      return words.keyRefused;
    case 'failed':
      return words.failed;
    case 'storage':
      return words.storage[notice.trouble];
    case 'rebuilt':
      return words.rebuilt;
    case 'shared_copy':
      return sharedCopyWords(notice.problem);
    case 'no_copy':
      return copyProblemWords(notice.problem);
  }
}
