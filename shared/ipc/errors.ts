/**
 * What crosses IPC when a call fails: a code the screens can branch on, and where
 * the desk knows more, a reason with its parameters. The page words them (each in
 * the words module beside the feature that shows it); nothing here is words, so
 * that a translation never touches the main process.
 */
import type { EnvelopeResult } from './envelope.ts';
import type { CopyProblem, WriteFailure } from './events.ts';
import type { SettingProblem } from './setting-problem.ts';

export const DESK_ERROR_CODES = [
  /** The payload failed the contract's schema. */
  'invalid_request',
  /** The caller is not the app's own page. */
  'forbidden',
  /** Waiver service answers (waiver-api.md section 7, notes "Errors"). */
  'parameter_error',
  'auth_error',
  'data_error',
  'not_found',
  'unsupported_media',
  'conflict',
  'rate_limited',
  'server_error',
  /** Transport and protocol. */
  'network',
  'timeout',
  'protocol',
  /** The service sent more than a desk takes for that kind of answer; it was not read to the end. */
  'too_large',
  'cancelled',
  /** The app itself. */
  'not_configured',
  /** The key can only be stored without keychain protection; the person must accept that first. */
  'unprotected_storage',
  /**
   * Something could not be stored on this computer: the key (no keychain, a key file
   * others can read), or the settings (a data folder that cannot be written).
   */
  'storage_failed',
  'internal',
] as const;

export type DeskErrorCode = (typeof DESK_ERROR_CODES)[number];

export type { PlannedSetting, SettingFault, SettingProblem } from './setting-problem.ts';

/** Why the desk has no usable API key for the account. */
export type KeyProblem =
  | { kind: 'no_key' }
  /** Locked with one keychain backend, read with another. */
  | { kind: 'keychain_changed'; storedBackend: string; currentBackend: string }
  | { kind: 'undecryptable' }
  /** The key file could be read by others (its permissions, as `0644`), so it was not used. */
  | { kind: 'exposed'; mode: string }
  /** Not a key file at its name (a link, a pipe or a folder, a file far too large), so it was not read. */
  | { kind: 'not_a_file'; found: 'link' | 'not-a-file' | 'too-large' };

/**
 * Why a call was refused or could not be made, beyond its code: each kind names
 * what the page says, its fields the values the words take (already formatted
 * where only the main process knows how, such as a phone number as the desk writes it).
 */
export type DeskFailureReason =
  /** Sending a text: today's texts for the account are used up. */
  | { kind: 'sms_daily_limit' }
  /** Sending a text: surely not sent, for want of budget or of a connection. */
  | { kind: 'sms_not_sent'; because: 'budget' | 'unreachable' }
  /** Sending a text: the answer did not arrive, so it may have gone out. */
  | { kind: 'sms_maybe_sent'; display: string }
  /** The same text went out a moment ago; a repeat needs "Send again". */
  | { kind: 'sms_sent_recently'; templateTitle: string; display: string; secondsAgo: number }
  /** The last try of the same text lost its answer; a repeat needs "Send again". */
  | { kind: 'sms_answer_lost'; display: string; secondsAgo: number }
  /** A prefilled link that was not made. */
  | { kind: 'link_not_made'; because: 'budget' | 'no_answer' }
  | { kind: 'check_in_not_on_waiver' }
  /** Someone chosen needs a look (by the desk's verdict now) that no one confirmed: no one was checked in. */
  | { kind: 'check_in_needs_look'; positions: number[] }
  | { kind: 'manager_locked' }
  /** The service began to answer and broke off: not a network outage. */
  | { kind: 'answer_cut_off' }
  /** No account is open; `setup` says what stands in the way, when it is a setting. */
  | { kind: 'no_account'; setup: SettingProblem | null }
  | { kind: 'no_key'; problem: KeyProblem }
  /** The desk keeps no copy of the account (yet); `copyProblem` says why, when known. */
  | { kind: 'no_copy'; need: 'lookup' | 'check_in'; copyProblem: CopyProblem | null }
  | { kind: 'no_status_page' }
  /** No keyring: the key would be stored with a publicly known password. */
  | { kind: 'unprotected_storage' }
  | { kind: 'key_not_stored'; because: 'no_keychain' | 'keychain_refused' | 'file_unwritable' }
  /** `cause`: what the file system said, when it named it. */
  | { kind: 'settings_not_saved'; folder: string; because: 'unwritable' | 'full'; cause: WriteFailure | null }
  | { kind: 'invalid_setting'; problem: SettingProblem }
  /** A contract call the desk does not have. */
  | { kind: 'unknown_call'; method: string }
  /** A payload the contract's schema refused; the field problems are in `fields`. */
  | { kind: 'request_refused'; method: string; path: string }
  /** A newer identical read replaced this one. */
  | { kind: 'superseded' }
  /** Made by the page itself: the browser host did not answer at all. */
  | { kind: 'host_not_answering' }
  /** Made by the page itself: a file route refused without saying why in the desk's form. */
  | { kind: 'file_refused' };

export type DeskFailureKind = DeskFailureReason['kind'];

export interface DeskErrorInfo {
  code: DeskErrorCode;
  reason?: DeskFailureReason;
  /** The service's own message: its data, not the desk's words, kept short. */
  serviceMessage?: string;
  /** A short reason of our own where no service answered ("connection refused", "over 1 MB"). */
  detail?: string;
  retryAfterSeconds?: number;
  /**
   * For a form: the problem of each refused field (dotted path), from the contract's
   * schema, which the page and the main process read alike.
   */
  fields?: Record<string, string>;
}

/** Every contract call's outcome, as the envelope carries it (`shared/ipc/envelope.ts`). */
export type IpcResult<T> = EnvelopeResult<T, DeskErrorInfo>;

/**
 * Thrown in the renderer when a bridge call comes back with `ok: false`. Its own
 * message is for the log (code and reason, no values); the page words it.
 */
export class DeskError extends Error {
  readonly code: DeskErrorCode;
  readonly reason: DeskFailureReason | undefined;
  readonly serviceMessage: string | undefined;
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(info: DeskErrorInfo) {
    super(info.reason ? `${info.code} (${info.reason.kind})` : info.code);
    this.name = 'DeskError';
    this.code = info.code;
    this.reason = info.reason;
    this.serviceMessage = info.serviceMessage;
    this.detail = info.detail;
    this.retryAfterSeconds = info.retryAfterSeconds;
    this.fields = info.fields;
  }
}
