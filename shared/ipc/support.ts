/**
 * "Save a support report" (Diagnostics): one text file support can read, made by
 * the main process, redacted as a log line is: no key, token or secret, no
 * customer's name, email, phone, date of birth or tag. The page saves it as a
 * download in both hosts.
 */

export interface SupportReport {
  /** `waiver-desk-support-2026-03-02-0930.txt`: the desk's name and when it was made. */
  fileName: string;
  text: string;
}
