/**
 * What crosses IPC when a call fails: a code the screens can branch on, the
 * service's own message, and what the person at the desk can do about it.
 */
export type DeskErrorCode =
  /** The payload failed the contract's schema. */
  | 'invalid_request'
  /** The caller is not the app's own page. */
  | 'forbidden'
  /** Waiver service answers (waiver-api.md section 7, notes "Errors"). */
  | 'parameter_error'
  | 'auth_error'
  | 'data_error'
  | 'not_found'
  | 'unsupported_media'
  | 'conflict'
  | 'rate_limited'
  | 'server_error'
  /** Transport and protocol. */
  | 'network'
  | 'timeout'
  | 'protocol'
  /** The service sent more than a desk takes for that kind of answer; it was not read to the end. */
  | 'too_large'
  | 'cancelled'
  /** The app itself. */
  | 'not_configured'
  /** The key can only be stored without keychain protection; the person must accept that first. */
  | 'unprotected_storage'
  /**
   * Something could not be stored on this computer: the key (no keychain, a key file
   * others can read), or the settings (a data folder that cannot be written).
   */
  | 'storage_failed'
  | 'internal';

export interface DeskErrorInfo {
  code: DeskErrorCode;
  message: string;
  /** What to do next, in words for the front desk. */
  hint?: string;
  retryAfterSeconds?: number;
  /** For a form: a message per field (dotted path), shown beside it. */
  fields?: Record<string, string>;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: DeskErrorInfo };

/** Thrown in the renderer when a bridge call comes back with `ok: false`. */
export class DeskError extends Error {
  readonly code: DeskErrorCode;
  readonly hint: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(info: DeskErrorInfo) {
    super(info.message);
    this.name = 'DeskError';
    this.code = info.code;
    this.hint = info.hint;
    this.retryAfterSeconds = info.retryAfterSeconds;
    this.fields = info.fields;
  }
}
