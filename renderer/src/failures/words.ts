/**
 * The words of what the page says when a part of it could not be shown. Components only
 * choose which text to show; texts that take values are small functions of already formatted
 * values.
 */

/** A screen, a row or the list under the lookup box that could not be shown (a record the desk could not read). */
export const failureText = {
  screen: {
    title: 'This screen could not be shown',
    text: 'Something in what it shows could not be read. The rest of the desk works: find a waiver above, or go to another screen.',
    retrying: 'It tries again by itself when the data changes.',
    retry: 'Try again',
    backToToday: "Back to today's check-ins",
  },
  /** When even the frame around the screens failed. */
  frame: {
    title: 'The desk window could not be shown',
    text: 'Something it was showing could not be read.',
    reload: 'Reload the window',
  },
  checkinRow: 'This check-in could not be shown.',
  lookup: 'These results could not be shown. Type again, or try another spelling.',
  lookupOption: 'This waiver could not be shown here: open it to see it.',
} as const;

/**
 * What the page says when a call to the desk failed: what happened, by the failure's code,
 * and what the person can do about it. A refusal with a reason of its own is worded beside
 * the feature it belongs to (sending, check-in, the manager's lock, the account).
 */
export const callFailureText = {
  what: {
    invalid_request: 'The app sent an incomplete request',
    forbidden: 'This window may not make that call',
    parameter_error: 'The service refused a value',
    auth_error: 'The waiver service refused the API key',
    data_error: 'The service refused the data',
    not_found: 'The service has no such record',
    unsupported_media: 'The service could not read the request',
    conflict: 'That label is already in use',
    rate_limited: "The account's request budget is used up for the moment",
    server_error: 'The waiver service had an internal problem',
    network: 'The waiver service cannot be reached from this desk',
    timeout: 'The waiver service did not answer in time',
    protocol: 'The waiver service answered in a form the desk does not understand',
    too_large: 'The service sent more than a desk can take',
    cancelled: 'The request was cancelled',
    not_configured: 'This desk has no account open',
    unprotected_storage: 'This computer has no keychain to lock the API key in',
    storage_failed: 'The API key could not be kept safely on this computer',
    internal: 'Something went wrong inside the app.',
  },
  hints: {
    invalid_request: 'Restart the app if this repeats.',
    forbidden: 'Reload the window.',
    parameter_error: 'Check what was entered.',
    auth_error:
      'Open Settings and enter the API key again; if it was revoked, generate a new API token in the account dashboard.',
    data_error: 'Check what was entered.',
    not_found: 'The id may be mistyped, or the record removed.',
    unsupported_media: 'Report this to support.',
    conflict: 'Choose a different label.',
    rate_limited:
      'Every desk of the account shares one budget; it frees after the wait shown, and a screen showing data tries again by itself then.',
    server_error: 'This screen tries again by itself; the service status shows whether others are affected.',
    network:
      'Check this computer’s network connection. This screen tries again by itself when the service is back.',
    timeout: 'The service may be busy or in maintenance. This screen tries again by itself.',
    protocol: 'Report this to support if it repeats.',
    too_large: 'Nothing of it was kept. Report this to support if it repeats.',
    cancelled: 'Nothing was changed.',
    not_configured: 'Connect the account in Settings, or explore the demo account.',
    unprotected_storage: 'Read why, then either start the app with a keyring or accept unprotected storage.',
    storage_failed: 'Connect again; if it repeats, ask whoever looks after this computer.',
    internal: 'Try again; restart the app if this repeats.',
  },
  /** What happened, then the service's own words or the connection's own reason. */
  withDetail: (what: string, detail: string) => `${what}: ${detail}`,
  cutOff: 'The waiver service began to answer, but its answer broke off before it was complete',
  noAccount: 'No account is open on this desk.',
  noCopy: {
    lookup: 'This desk keeps no copy of the account, so lookups need the service.',
    lookupHint: 'Use "Search the service" to look someone up.',
    checkIn: 'This desk keeps no copy of the account, so it cannot record check-ins.',
  },
  noStatusPage: {
    what: 'No status page is set up for this account.',
    hint: 'Add the status page address in Settings to see incidents and maintenance here.',
  },
  settingsNotSaved: {
    full: (folder: string) => `The settings could not be saved: the disk that holds ${folder} is full.`,
    unwritable: (folder: string) =>
      `The settings could not be saved: the folder ${folder} cannot be written to.`,
    /** `because`: what the file system said, already worded. */
    refused: (folder: string, because: string) =>
      `The settings could not be saved in the folder ${folder}: ${because}.`,
    fullHint: 'Free some space on that disk, then save again; nothing was changed.',
    unwritableHint:
      'Ask whoever looks after this computer to let your user account write to that folder, then save again; nothing was changed.',
  },
  unknownCall: (method: string) => `There is no call named "${method}".`,
  /** The field's own problem follows, as the form shows it. */
  requestRefused: (method: string, path: string, problem: string) =>
    `The request to ${method} was refused${path ? ` at "${path}"` : ''}: ${problem}.`,
  invalidPayload: 'invalid payload',
  superseded: 'A newer request replaced this one.',
} as const;
