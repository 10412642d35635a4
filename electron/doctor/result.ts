/** What one doctor check found, in a form tests can assert on and the CLI can print. */
import { englishMessage, FIX_JOIN, FOUND_JOIN, joinedInEnglish, type Said, said } from './doctor-words.ts';

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
  /** What was found, in English words for the person setting up the desk (the terminal's). */
  found: string;
  /** What to do about it; present on every FAIL and on WARNs that call for action. */
  fix?: string;
  /** The same as messages and values, for a screen to word in its own language. */
  said: { found: Said[]; fix: Said[] };
}

const NAMES: readonly CheckName[] = [
  'configuration',
  'reachable',
  'version',
  'api-key',
  'rate-budget',
  'status-page',
  'clock',
  'data-folder',
  'shared-copy',
];

/** Each check's title in English, from the catalog Diagnostics titles them from. */
export const CHECK_TITLES = Object.fromEntries(
  NAMES.map((name) => [name, englishMessage(`diagnostics.checks.titles.${name}`)]),
) as Record<CheckName, string>;

const partsOf = (words: Said | readonly Said[] | undefined): Said[] =>
  words === undefined ? [] : Array.isArray(words) ? [...words] : [words as Said];

export function checkResult(
  name: CheckName,
  outcome: CheckOutcome,
  found: Said | readonly Said[],
  fix?: Said | readonly Said[],
): CheckResult {
  const foundParts = partsOf(found);
  const fixParts = partsOf(fix);
  return {
    name,
    title: CHECK_TITLES[name],
    outcome,
    found: joinedInEnglish(foundParts, FOUND_JOIN),
    ...(fixParts.length === 0 ? {} : { fix: joinedInEnglish(fixParts, FIX_JOIN) }),
    said: { found: foundParts, fix: fixParts },
  };
}

/** Why a check could not run because an earlier one failed. */
export type NotCheckedBecause = 'unreachable' | 'noKey' | 'noAuthAnswer' | 'authAnswered';

/** A check that could not run because an earlier one failed. */
export function notChecked(name: CheckName, because: NotCheckedBecause, status?: number): CheckResult {
  return checkResult(name, 'WARN', said('doctor.notChecked', { because, status: status ?? 0 }));
}
