/**
 * The words of what the page says when a part of it could not be shown. Components only
 * choose which text to show; texts that take values are small functions of already formatted
 * values.
 */

import { message, texts } from '../i18n/messages.ts';

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
 * and what the person can do about it. A refusal with a reason of its own is worded beside
 * the feature it belongs to (sending, check-in, the manager's lock, the account).
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
