/**
 * The words of the desk's copy (sync). Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */
import type {
  CopyProblem,
  SharedCopyProblem,
  StorageTrouble,
  SyncNotice,
  WriteFailure,
} from '../../../shared/ipc/events.ts';
import { plural } from '../../../shared/words/plural.ts';
import { formatCount } from '../format/numbers.ts';

export const syncText = {
  timeLeft: {
    underAMinute: 'less than a minute left',
    minutes: (minutes: number) => `about ${minutes} min left`,
    hoursAndMinutes: (hours: number, minutes: number) => `about ${hours} h ${minutes} min left`,
    hours: (hours: number) => `about ${hours} h left`,
  },
  /** The line while the copy is being filled; its parts are joined by `separator`. Numbers already formatted. */
  copying: {
    counted: (done: string, total: string) => `Copying waivers ${done} / ${total}`,
    /** The total is a guess that settles as the copy learns the account. */
    estimated: (done: string, total: string) => `Copying waivers ${done} of about ${total}`,
    uncounted: 'Copying waivers',
    separator: ' · ',
  },
  /** The indicator's line; `current` is when the copy was last current ("10:42" or a date). */
  line: {
    preparing: "Preparing the desk's copy of the account…",
    updating: (current: string) => `Copy current as of ${current} · updating`,
    checking: (current: string) => `Copy current as of ${current} · checking for new waivers`,
    currentAsOf: (current: string) => `Copy current as of ${current}`,
    upToDate: 'Copy up to date',
    offlineFrom: (current: string) => `Offline — copy from ${current}; resumes by itself`,
    offlineIncomplete: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of ${total}); resumes by itself`,
    offlineIncompleteEstimated: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of about ${total}); resumes by itself`,
    notUpdatingSince: (current: string) => `Copy not updating — last current ${current}`,
    notUpdating: "The desk's copy is not being updated",
    triesAgain: 'It tries again by itself shortly.',
    unavailable: 'No copy on this desk — lookups ask the service',
  },
  /** What the desk's copy tells the person under the line (`SyncProgress.notice`). */
  /** Why this desk keeps no copy (yet): the same in the header and when a lookup or check-in needs one. */
  noCopy: {
    busy: 'Another program is holding the desk’s copy of the account; the desk opens it by itself as soon as it is let go. Lookups go to the service meanwhile.',
    full: (where: string) =>
      `The disk that holds the desk’s copy${where} is full; the desk opens the copy by itself once there is room. Lookups go to the service meanwhile.`,
    /** `because`: what the file system said, already worded (`writeFailure`), or empty. */
    unwritable: (where: string, because: string) =>
      `The desk cannot write to the folder${where} it keeps its copy of the account in${because ? `: ${because}` : ''}; it opens the copy by itself once the folder can be written again. Lookups go to the service meanwhile.`,
    /** The disk is full, or this user's share of it used up. */
    noRoom: (where: string, because: string) =>
      `The desk cannot write its copy of the account to the folder${where}: ${because}; it opens the copy by itself once there is room. Lookups go to the service meanwhile.`,
    failed: (detail: string) =>
      `The desk could not open its copy of the account (${detail}); lookups go to the service.`,
  },
  /** What the file system said when it refused a write, as a clause. */
  writeFailure: {
    'read-only': 'the disk it is on is read-only',
    'no-permission': 'this computer’s user is not allowed to write there',
    'missing-folder': 'a folder on the way to it is missing',
    'disk-full': 'the disk is full',
    quota: 'this user’s share of the disk is used up',
  } satisfies Record<WriteFailure, string>,
  notice: {
    notAnswering: 'The waiver service is not answering; the copy resumes by itself.',
    keyRefused: 'The service refused the API key; the copy is not being updated.',
    failed: 'The copy could not be updated; it tries again shortly.',
    rebuilt:
      'The desk’s copy of the account was damaged; it was set aside and is being rebuilt from the service.',
    storage: {
      busy: 'Another program is holding the desk’s copy; lookups still answer from it, and the copy carries on by itself once it is let go.',
      full: 'The disk that holds the desk’s copy is full; lookups still answer from what it holds, and the copy carries on by itself once there is room.',
      unwritable:
        'The desk’s copy cannot be written to; lookups still answer from what it holds, and the copy carries on by itself once it can be written again.',
    } satisfies Record<StorageTrouble, string>,
    shared: {
      address:
        'The shared database’s address cannot be used, so this desk works alone; Settings says what is wrong with it.',
      notReached:
        'The shared database cannot be reached; lookups answer from this desk’s copy, and it catches up once the database is back.',
      accountKey:
        'The shared database is locked with a different API key (another account’s, or this account’s before its key was changed). Connect this desk with the key the other desks use.',
      newerSchema: 'The shared database was set up by a newer Waiver Desk; update this desk to use it.',
      foreignSchema: (version: number) =>
        `The shared database's tables (version ${version}) are not the ones this Waiver Desk made; it was not changed.`,
      /** `shown`: the count already formatted. */
      unreadableRows: (count: number, shown: string) =>
        plural(count, {
          one: 'The shared copy has a record this desk could not read; it follows the rest, and the desk that keeps the copy up to date writes that one again from the service. Settings → Several desks says since when.',
          other: `The shared copy has ${shown} records this desk could not read; it follows the rest, and the desk that keeps the copy up to date writes them again from the service. Settings → Several desks says since when.`,
        }),
    },
  },
  /** The toast of a newly signed waiver. */
  arrival: {
    newWaiver: (name: string) => `New waiver: ${name}`,
    noName: 'no name given',
    dismiss: 'Dismiss',
    dismissSign: '×',
  },
} as const;

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

/** Why this desk keeps no copy, in the desk's words. */
export function copyProblemWords(problem: CopyProblem): string {
  const words = syncText.noCopy;
  if (problem.kind === 'failed') return words.failed(problem.detail);
  const where = problem.folder ? ` (${problem.folder})` : '';
  const because = problem.cause ? syncText.writeFailure[problem.cause] : '';
  switch (problem.trouble) {
    case 'busy':
      return words.busy;
    case 'full':
      return because ? words.noRoom(where, because) : words.full(where);
    case 'unwritable':
      return words.unwritable(where, because);
  }
}
