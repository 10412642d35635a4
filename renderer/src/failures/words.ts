/**
 * The words of what the page says when a part of it could not be shown. Components only
 * choose which text to show; texts that take values are small functions of already formatted
 * values.
 */

import type { CopyProblem, WriteFailure } from '../../../shared/ipc/events.ts';
import { type MessageId, message, texts } from '../i18n/messages.ts';

/** A screen, a row or the list under the lookup box that could not be shown (a record the desk could not read). */
export const failureText = texts({
  screen: {
    title: 'failure.screen.title',
    text: 'failure.screen.text',
    retrying: 'failure.screen.retrying',
    retry: 'failure.screen.retry',
    backToToday: 'failure.screen.backToToday',
  },
  /** When even the frame around the screens failed. */
  frame: {
    title: 'failure.frame.title',
    text: 'failure.frame.text',
    reload: 'failure.frame.reload',
  },
  checkinRow: 'failure.checkinRow',
  lookup: 'failure.lookup',
  lookupOption: 'failure.lookupOption',
});

/**
 * What the page says when a call to the desk failed: what happened, by the failure's code,
 * and what the person can do about it. A refusal with a reason of its own has its words
 * further down, by the feature it belongs to (sending, check-in, the manager's lock, the
 * account, the desk's copy): every screen words failures, so their words stand below them all.
 */
export const callFailureText = texts({
  what: {
    invalid_request: 'failure.call.what.invalid_request',
    forbidden: 'failure.call.what.forbidden',
    parameter_error: 'failure.call.what.parameter_error',
    auth_error: 'failure.call.what.auth_error',
    data_error: 'failure.call.what.data_error',
    not_found: 'failure.call.what.not_found',
    unsupported_media: 'failure.call.what.unsupported_media',
    conflict: 'failure.call.what.conflict',
    rate_limited: 'failure.call.what.rate_limited',
    server_error: 'failure.call.what.server_error',
    network: 'failure.call.what.network',
    timeout: 'failure.call.what.timeout',
    protocol: 'failure.call.what.protocol',
    too_large: 'failure.call.what.too_large',
    cancelled: 'failure.call.what.cancelled',
    not_configured: 'failure.call.what.not_configured',
    unprotected_storage: 'failure.call.what.unprotected_storage',
    storage_failed: 'failure.call.what.storage_failed',
    internal: 'failure.call.what.internal',
  },
  hints: {
    invalid_request: 'failure.call.hints.invalid_request',
    forbidden: 'failure.call.hints.forbidden',
    parameter_error: 'failure.call.hints.parameter_error',
    auth_error: 'failure.call.hints.auth_error',
    data_error: 'failure.call.hints.data_error',
    not_found: 'failure.call.hints.not_found',
    unsupported_media: 'failure.call.hints.unsupported_media',
    conflict: 'failure.call.hints.conflict',
    rate_limited: 'failure.call.hints.rate_limited',
    server_error: 'failure.call.hints.server_error',
    network: 'failure.call.hints.network',
    timeout: 'failure.call.hints.timeout',
    protocol: 'failure.call.hints.protocol',
    too_large: 'failure.call.hints.too_large',
    cancelled: 'failure.call.hints.cancelled',
    not_configured: 'failure.call.hints.not_configured',
    unprotected_storage: 'failure.call.hints.unprotected_storage',
    storage_failed: 'failure.call.hints.storage_failed',
    internal: 'failure.call.hints.internal',
  },
  /** What happened, then the service's own words or the connection's own reason. */
  withDetail: (what: string, detail: string) => message('failure.call.withDetail', { what, detail }),
  cutOff: 'failure.call.cutOff',
  noAccount: 'failure.call.noAccount',
  noCopy: {
    lookup: 'failure.call.noCopy.lookup',
    lookupHint: 'failure.call.noCopy.lookupHint',
    checkIn: 'failure.call.noCopy.checkIn',
  },
  noStatusPage: {
    what: 'failure.call.noStatusPage.what',
    hint: 'failure.call.noStatusPage.hint',
  },
  settingsNotSaved: {
    full: (folder: string) => message('failure.call.settingsNotSaved.full', { folder }),
    unwritable: (folder: string) => message('failure.call.settingsNotSaved.unwritable', { folder }),
    /** `because`: what the file system said, already worded. */
    refused: (folder: string, because: string) =>
      message('failure.call.settingsNotSaved.refused', { folder, because }),
    fullHint: 'failure.call.settingsNotSaved.fullHint',
    unwritableHint: 'failure.call.settingsNotSaved.unwritableHint',
  },
  unknownCall: (method: string) => message('failure.call.unknownCall', { method }),
  /** The field's own problem follows, as the form shows it. */
  requestRefused: (method: string, path: string, problem: string) =>
    path
      ? message('failure.call.requestRefusedAt', { method, path, problem })
      : message('failure.call.requestRefused', { method, problem }),
  invalidPayload: 'failure.call.invalidPayload',
  superseded: 'failure.call.superseded',
});

/** Why the account's key, its storage or its settings cannot be used, in the account's words. */
export const accountProblemText = texts({
  /** Why the desk cannot use the key it has; keyed by KeyProblem's kind. */
  key: {
    noKey: 'account.problem.key.noKey',
    keychainChanged: (storedBackend: string, currentBackend: string) =>
      message('account.problem.key.keychainChanged', { storedBackend, currentBackend }),
    undecryptable: 'account.problem.key.undecryptable',
    exposed: (mode: string) => message('account.problem.key.exposed', { mode }),
    /** Keyed by what stood where the key file belongs. */
    notAFile: {
      link: 'account.problem.key.notAFile.link',
      'not-a-file': 'account.problem.key.notAFile.not-a-file',
      'too-large': 'account.problem.key.notAFile.too-large',
    },
  },
  /** A warning kept in view about how the key is stored; keyed by StorageWarning. */
  storageWarning: {
    owner_file: 'account.problem.storageWarning.owner_file',
    unprotected: 'account.problem.storageWarning.unprotected',
  },
  /** Why the key could not be stored; keyed by the refusal. */
  keyNotStored: {
    no_keychain: 'account.problem.keyNotStored.no_keychain',
    keychain_refused: 'account.problem.keyNotStored.keychain_refused',
    file_unwritable: 'account.problem.keyNotStored.file_unwritable',
  },
  /** The settings of an account, as a sentence names them; keyed by the setting. */
  setting: {
    baseUrl: 'account.problem.setting.baseUrl',
    statusUrl: 'account.problem.setting.statusUrl',
    timeZone: 'account.problem.setting.timeZone',
  },
  /** After the setting's name; the note says it was set for this computer by its administrator. */
  settingFrom: (setting: string, adminNote: string | null) =>
    adminNote ? message('account.problem.settingFrom', { setting, adminNote }) : setting,
  /** What is wrong with the setting, after its name. */
  fault: {
    notWebAddress: (value: string) => message('account.problem.fault.notWebAddress', { value }),
    notHttps: (scheme: string) => message('account.problem.fault.notHttps', { scheme }),
    plainHttp: (host: string) => message('account.problem.fault.plainHttp', { host }),
    hasCredentials: 'account.problem.fault.hasCredentials',
    unknownTimeZone: (zone: string) => message('account.problem.fault.unknownTimeZone', { zone }),
    notSetYet: 'account.problem.fault.notSetYet',
  },
  settingProblem: (setting: string, fault: string) =>
    message('account.problem.settingProblem', { setting, fault }),
});

/** A manager's screen or call refused while the desk is locked. */
export const managerRefusalText = texts({
  what: 'manager.refusal.what',
  hint: 'manager.refusal.hint',
});

/** A check-in the desk refused. */
export const checkInRefusalText = texts({
  notOnWaiver: {
    what: 'admissions.refusal.notOnWaiver.what',
    hint: 'admissions.refusal.notOnWaiver.hint',
  },
  /** The desk's verdict on someone chosen changed (a setting, a newer copy of the waiver) and now asks for a look. */
  needsLook: {
    what: 'admissions.refusal.needsLook.what',
    hint: 'admissions.refusal.needsLook.hint',
  },
});

/** Why a text or a link was not sent or made, and what to do (nothing is tried again by itself). */
export const sendRefusalText = texts({
  dailyLimit: {
    what: 'send.refusal.dailyLimit.what',
    hint: 'send.refusal.dailyLimit.hint',
  },
  notSentBudget: {
    what: 'send.refusal.notSentBudget.what',
    hint: 'send.refusal.notSentBudget.hint',
  },
  notSentUnreachable: {
    what: 'send.refusal.notSentUnreachable.what',
    hint: 'send.refusal.notSentUnreachable.hint',
  },
  maybeSent: {
    /** The number as the desk writes it. */
    what: (display: string) => message('send.refusal.maybeSent.what', { display }),
    hint: 'send.refusal.maybeSent.hint',
  },
  /** How long ago: seconds under a minute and a half, then minutes (the caller chooses). */
  secondsAgo: (seconds: number) => message('send.refusal.secondsAgo', { seconds }),
  minutesAgo: (minutes: number) => message('send.refusal.minutesAgo', { minutes }),
  sentRecently: {
    what: (templateTitle: string, display: string, ago: string) =>
      message('send.refusal.sentRecently.what', { templateTitle, display, ago }),
    hint: 'send.refusal.sentRecently.hint',
  },
  answerLost: {
    what: (display: string, ago: string) => message('send.refusal.answerLost.what', { display, ago }),
    hint: 'send.refusal.answerLost.hint',
  },
  linkNotMade: {
    budget: 'send.refusal.linkNotMade.budget',
    noAnswer: 'send.refusal.linkNotMade.noAnswer',
    hint: 'send.refusal.linkNotMade.hint',
  },
});

/** Fetching a signed PDF or photo from the desk, when the host's refusal says nothing itself. */
export const fileRefusalText = texts({
  forbidden: 'pdf.file.refused.forbidden',
  notFound: 'pdf.file.refused.notFound',
  rateLimited: 'pdf.file.refused.rateLimited',
  serverError: 'pdf.file.refused.serverError',
  network: 'pdf.file.refused.network',
  other: 'pdf.file.refused.other',
});

/** Why no account is open, on the set-up screen, when no setting is at fault. */
export const setupProblemText = texts({
  /** When the desk gave no reason of its own. */
  noAccountOpen: 'setup.noAccountOpen',
  /** The account's settings were sound, but opening it failed (the log says why). */
  couldNotOpen: 'setup.couldNotOpen',
});

/** Why this desk keeps no copy, and what the file system said. */
export const copyProblemText = texts({
  /** Why this desk keeps no copy (yet): the same in the header and when a lookup or check-in needs one. */
  noCopy: {
    busy: 'sync.noCopy.busy',
    full: (where: string) => message('sync.noCopy.full', { where }),
    /** `because`: what the file system said, already worded (`writeFailure`), or empty. */
    unwritable: (where: string, because: string) =>
      because
        ? message('sync.noCopy.unwritableBecause', { where, because })
        : message('sync.noCopy.unwritable', { where }),
    /** The disk is full, or this user's share of it used up. */
    noRoom: (where: string, because: string) => message('sync.noCopy.noRoom', { where, because }),
    failed: (detail: string) => message('sync.noCopy.failed', { detail }),
  },
  /** What the file system said when it refused a write, as a clause. */
  writeFailure: {
    'read-only': 'sync.writeFailure.read-only',
    'no-permission': 'sync.writeFailure.no-permission',
    'missing-folder': 'sync.writeFailure.missing-folder',
    'disk-full': 'sync.writeFailure.disk-full',
    quota: 'sync.writeFailure.quota',
  } satisfies Record<WriteFailure, MessageId>,
});

/** Why this desk keeps no copy, in the desk's words. */
export function copyProblemWords(problem: CopyProblem): string {
  const words = copyProblemText.noCopy;
  if (problem.kind === 'failed') return words.failed(problem.detail);
  const where = problem.folder ? ` (${problem.folder})` : '';
  const because = problem.cause ? copyProblemText.writeFailure[problem.cause] : '';
  switch (problem.trouble) {
    case 'busy':
      return words.busy;
    case 'full':
      return because ? words.noRoom(where, because) : words.full(where);
    case 'unwritable':
      return words.unwritable(where, because);
  }
}
