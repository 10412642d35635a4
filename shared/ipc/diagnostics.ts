/**
 * The doctor's checks as the Diagnostics screen shows them: run against the
 * account open on this desk, each with what was found and what to do, in words
 * for the person at the desk, and the whole report as text to copy for support.
 * Everything here has passed the log's redaction: no key, no token, no personal data.
 */

export type DiagnosticOutcome = 'PASS' | 'WARN' | 'FAIL';

/** One message of the catalogs (`doctor.*`) and its values (times, counts, addresses, folders), for the page to word. */
export interface CatalogWords {
  id: string;
  values?: Readonly<Record<string, string | number>>;
}

export interface DiagnosticCheck {
  /** Stable name, e.g. 'api-key'. */
  name: string;
  /** Short label, e.g. 'API key accepted'. */
  title: string;
  outcome: DiagnosticOutcome;
  /** What was found. */
  found: string;
  /** What to do about it; on every failure and on warnings that call for action. */
  fix: string | null;
  /**
   * The same as messages and values, which the page words in the language in use:
   * the finding's parts read as one line, the fix's as sentences. `found` and `fix`
   * are the doctor's English, as the copied report says them.
   */
  said: { found: CatalogWords[]; fix: CatalogWords[] };
}

/**
 * Records the service sent that the desk's copy could not keep because nothing
 * identifies them (no id): counted, never silently lost. The page words them.
 */
export interface LeftOutRecords {
  /** Waivers, each once (told apart by when they were signed). */
  waivers: number;
  /** Today's check-ins (neither their own id nor a waiver). */
  checkinsToday: number;
  /** Templates in the service's last list. */
  templates: number;
}

export interface DiagnosticsReport {
  /** When the checks finished (ISO). */
  ranAt: string;
  account: { mode: 'demo' | 'configured'; baseUrl: string; statusUrl: string };
  checks: DiagnosticCheck[];
  failed: boolean;
  /** The report as plain text, as `npm run doctor` prints it, for "Copy report". */
  text: string;
  /** What the desk's copy could not keep; null on a desk that keeps no copy. */
  leftOut: LeftOutRecords | null;
}
