/**
 * The one place a failed call becomes words on the page: the main process sends a
 * code, a reason with its values, the service's own message or a short local
 * detail, and this chooses the sentences from the words modules beside each
 * feature. Every reason kind has a case (the switch is exhaustive), so a kind
 * without words does not compile.
 */
import type {
  DeskError,
  DeskErrorCode,
  DeskErrorInfo,
  DeskFailureReason,
  KeyProblem,
  SettingFault,
  SettingProblem,
} from '../../../shared/ipc/errors.ts';
import type { AppInfo } from '../../../shared/ipc/events.ts';
import { refusedFields } from '../i18n/word-field.ts';
import { commonText } from '../i18n/words.ts';
import {
  accountProblemText,
  callFailureText,
  checkInRefusalText,
  copyProblemText,
  copyProblemWords,
  fileRefusalText,
  managerRefusalText,
  sendRefusalText,
  setupProblemText,
} from './words.ts';

export interface FailureWords {
  /** What happened. */
  what: string;
  /** What the person can do about it. */
  hint?: string;
}

type Failure = DeskErrorInfo | DeskError;

/** A file route's refusal that did not come in the desk's form, by the code its status means. */
const fileRefused = (): Partial<Record<DeskErrorCode, string>> => ({
  forbidden: fileRefusalText.forbidden,
  not_found: fileRefusalText.notFound,
  rate_limited: fileRefusalText.rateLimited,
  server_error: fileRefusalText.serverError,
  network: fileRefusalText.network,
});

const words = callFailureText;

/** Why the desk cannot use the key it has, in the account's words (Settings and a refused call alike). */
export function keyProblemWords(problem: KeyProblem): string {
  const key = accountProblemText.key;
  switch (problem.kind) {
    case 'no_key':
      return key.noKey;
    case 'keychain_changed':
      return key.keychainChanged(problem.storedBackend, problem.currentBackend);
    case 'undecryptable':
      return key.undecryptable;
    case 'exposed':
      return key.exposed(problem.mode);
    case 'not_a_file':
      return key.notAFile[problem.found];
  }
}

/** What is wrong with an address or a zone, in the words every setting uses. */
export function faultWords(fault: SettingFault): string {
  const faults = accountProblemText.fault;
  switch (fault.kind) {
    case 'not_web_address':
      return faults.notWebAddress(fault.value);
    case 'not_https':
      return faults.notHttps(fault.scheme);
    case 'plain_http':
      return faults.plainHttp(fault.host);
    case 'has_credentials':
      return faults.hasCredentials;
    case 'unknown_time_zone':
      return faults.unknownTimeZone(fault.value);
    case 'not_set_yet':
      return faults.notSetYet;
  }
}

/** "The waiver service address is not a web address: …", naming an administrator's setting as such. */
export function settingProblemWords(problem: SettingProblem): string {
  const setting = accountProblemText.settingFrom(
    accountProblemText.setting[problem.setting],
    problem.fromEnvironment ? commonText.forms.lockedNote : null,
  );
  return accountProblemText.settingProblem(setting, faultWords(problem.fault));
}

const ago = (seconds: number): string =>
  seconds < 90 ? sendRefusalText.secondsAgo(seconds) : sendRefusalText.minutesAgo(Math.round(seconds / 60));

/** Words for a reason; `failure` gives the code's hint and the fields where the words use them. */
function reasonWords(reason: DeskFailureReason, failure: Failure): FailureWords {
  const codeHint = words.hints[failure.code];
  switch (reason.kind) {
    case 'sms_daily_limit':
      return sendRefusalText.dailyLimit;
    case 'sms_not_sent':
      return reason.because === 'budget' ? sendRefusalText.notSentBudget : sendRefusalText.notSentUnreachable;
    case 'sms_maybe_sent':
      return { what: sendRefusalText.maybeSent.what(reason.display), hint: sendRefusalText.maybeSent.hint };
    case 'sms_sent_recently':
      return {
        what: sendRefusalText.sentRecently.what(reason.templateTitle, reason.display, ago(reason.secondsAgo)),
        hint: sendRefusalText.sentRecently.hint,
      };
    case 'sms_answer_lost':
      return {
        what: sendRefusalText.answerLost.what(reason.display, ago(reason.secondsAgo)),
        hint: sendRefusalText.answerLost.hint,
      };
    case 'link_not_made':
      return {
        what:
          reason.because === 'budget'
            ? sendRefusalText.linkNotMade.budget
            : sendRefusalText.linkNotMade.noAnswer,
        hint: sendRefusalText.linkNotMade.hint,
      };
    case 'check_in_not_on_waiver':
      return checkInRefusalText.notOnWaiver;
    case 'check_in_needs_look':
      return checkInRefusalText.needsLook;
    case 'manager_locked':
      return managerRefusalText;
    case 'answer_cut_off':
      return { what: words.cutOff, hint: words.hints.server_error };
    case 'no_account':
      return { what: reason.setup ? settingProblemWords(reason.setup) : words.noAccount, hint: codeHint };
    case 'no_key':
      return { what: keyProblemWords(reason.problem), hint: codeHint };
    case 'no_copy':
      return reason.need === 'lookup'
        ? {
            what: reason.copyProblem ? copyProblemWords(reason.copyProblem) : words.noCopy.lookup,
            hint: words.noCopy.lookupHint,
          }
        : {
            what: reason.copyProblem ? copyProblemWords(reason.copyProblem) : words.noCopy.checkIn,
            hint: codeHint,
          };
    case 'no_status_page':
      return words.noStatusPage;
    case 'unprotected_storage':
      return { what: accountProblemText.storageWarning.unprotected, hint: codeHint };
    case 'key_not_stored':
      return { what: accountProblemText.keyNotStored[reason.because], hint: codeHint };
    case 'settings_not_saved': {
      const saved = words.settingsNotSaved;
      const hint = reason.because === 'full' ? saved.fullHint : saved.unwritableHint;
      if (reason.cause)
        return { what: saved.refused(reason.folder, copyProblemText.writeFailure[reason.cause]), hint };
      return reason.because === 'full'
        ? { what: saved.full(reason.folder), hint }
        : { what: saved.unwritable(reason.folder), hint };
    }
    case 'invalid_setting':
      return { what: settingProblemWords(reason.problem), hint: words.hints.parameter_error };
    case 'unknown_call':
      return { what: words.unknownCall(reason.method), hint: codeHint };
    case 'request_refused': {
      const problem = refusedFields(failure)[reason.path || 'form'] ?? words.invalidPayload;
      return { what: words.requestRefused(reason.method, reason.path, problem), hint: codeHint };
    }
    case 'superseded':
      return { what: words.superseded };
    case 'host_not_answering':
      return commonText.bridge.hostNotAnswering;
    case 'file_refused':
      return { what: fileRefused()[failure.code] ?? fileRefusalText.other };
  }
}

/** Why no account is open, on the set-up screen: the setting at fault, or that opening failed. */
export function setupProblemWords(setup: AppInfo['setupProblem']): string {
  if (!setup) return setupProblemText.noAccountOpen;
  return setup.problem ? settingProblemWords(setup.problem) : setupProblemText.couldNotOpen;
}

/** What a failed call means for the person, in the page's words. */
export function wordsForFailure(failure: Failure): FailureWords {
  if (failure.reason) return reasonWords(failure.reason, failure);
  const what = words.what[failure.code];
  // The service's own words, else the connection's own reason where no service answered.
  const detail = failure.serviceMessage ?? failure.detail;
  const hint = words.hints[failure.code];
  return { what: detail ? words.withDetail(what, detail) : what, hint };
}

/**
 * The problem of each refused field: the schema's own (the same words on both sides),
 * and a setting the main process could not use, beside its field.
 */
export function fieldWordsOf(failure: Failure): Record<string, string> | undefined {
  const reason = failure.reason;
  if (reason?.kind === 'invalid_setting') {
    return { ...refusedFields(failure), [reason.problem.setting]: settingProblemWords(reason.problem) };
  }
  return failure.fields ? refusedFields(failure) : undefined;
}
