/** What one doctor check found, in a form tests can assert on and the CLI can print. */
export type CheckOutcome = 'PASS' | 'WARN' | 'FAIL';

export type CheckName =
  | 'configuration'
  | 'reachable'
  | 'version'
  | 'api-key'
  | 'rate-budget'
  | 'status-page'
  | 'clock'
  | 'data-folder'
  | 'shared-copy';

export interface CheckResult {
  name: CheckName;
  /** Short label for the line, e.g. 'Base URL reachable'. */
  title: string;
  outcome: CheckOutcome;
  /** What was found, in words for the person setting up the desk. */
  found: string;
  /** What to do about it; present on every FAIL and on WARNs that call for action. */
  fix?: string;
}

export const CHECK_TITLES: Record<CheckName, string> = {
  configuration: 'Configuration',
  reachable: 'Base URL reachable',
  version: 'Service version',
  'api-key': 'API key accepted',
  'rate-budget': 'Rate budget left',
  'status-page': 'Status page',
  clock: 'Clock and time zone',
  'data-folder': 'Data folder writable',
  'shared-copy': 'Shared copy read',
};

export function checkResult(
  name: CheckName,
  outcome: CheckOutcome,
  found: string,
  fix?: string,
): CheckResult {
  return { name, title: CHECK_TITLES[name], outcome, found, ...(fix === undefined ? {} : { fix }) };
}

/** A check that could not run because an earlier one failed. */
export function notChecked(name: CheckName, because: string): CheckResult {
  return checkResult(name, 'WARN', `not checked: ${because}`);
}
