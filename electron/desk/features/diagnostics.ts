/**
 * Diagnostics: `npm run doctor`'s checks (`runChecks`, `formatReport`) run from
 * the app against the account open now, for the Diagnostics screen. The first
 * line says what this desk is set up with (the open session, not the
 * environment the doctor reads); the rest are the doctor's own checks. What
 * leaves here is worded for the person at the desk (Settings, not variable
 * names or request lines) and redacted as a log line is: support gets the
 * copied report, and nothing in it unlocks the account or names a customer.
 */

import { DEMO_API_KEY } from '@waiver-desk/sandbox/demo';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type {
  CatalogWords,
  DiagnosticCheck,
  DiagnosticsReport,
  LeftOutRecords,
} from '../../../shared/ipc/diagnostics.ts';
import { type CheckResult, type DoctorReport, type DoctorTarget, runChecks } from '../../doctor/checks.ts';
import { choice, keyProblemSaid, type Said, said } from '../../doctor/doctor-words.ts';
import { formatReport } from '../../doctor/report.ts';
import { checkResult } from '../../doctor/result.ts';
import { redactForLog } from '../../logging/desk-log.ts';
import { type AccountSession, accountForPage } from '../../runtime/account-session.ts';
import { leftOutWaivers } from '../../services/sync/left-out.ts';
import { readSyncState, SYNC_STATE_KEY } from '../../services/sync/sync-state.ts';
import type { DeskServices } from '../desk-services.ts';
import { dataFolderCheck, sharedCopyCheck } from './desk-checks.ts';

/** What the session is set up with, as the doctor's first line says it of its configuration. */
export function setupCheck(session: AccountSession): CheckResult {
  const { plan } = session;
  if (plan.mode === 'demo') {
    return checkResult('configuration', 'PASS', said('doctor.setup.demo', { zone: plan.timeZone }));
  }
  const found = [
    said('doctor.setup.account', { address: plan.baseUrl }),
    plan.statusUrl
      ? said('doctor.configuration.statusPage', { address: plan.statusUrl })
      : said('doctor.configuration.noStatusPage'),
    plan.keyHolder
      ? said('doctor.setup.keyHeld', { place: choice(plan.keyHolder) })
      : said('doctor.setup.noKey'),
    said('doctor.configuration.timeZone', { zone: plan.timeZone }),
  ];
  if (!session.waiver) {
    return checkResult('configuration', 'FAIL', found, [
      plan.keyProblem ? keyProblemSaid(plan.keyProblem) : said('doctor.setup.fix.noKey'),
      said('doctor.setup.fix.enterKey'),
    ]);
  }
  return checkResult('configuration', 'PASS', found);
}

async function targetOf(session: AccountSession): Promise<DoctorTarget> {
  const { plan, account } = session;
  return {
    mode: plan.mode,
    baseUrl: account.baseUrl,
    statusUrl: account.statusUrl,
    apiKey: plan.mode === 'configured' ? plan.apiKey : DEMO_API_KEY,
    authScheme: plan.mode === 'configured' ? plan.authScheme : 'bearer',
    timeZone: plan.timeZone,
    timeoutMs: plan.timeouts.requestMs,
  };
}

const SETTING_NAME = /WAIVER_DESK_[A-Z_]+/;
/**
 * The doctor's fixes name the environment variable beside the Settings field; the
 * screen names Settings only. Each rule fits one way the doctor words it.
 */
const SETTINGS_WORDING: [RegExp, string][] = [
  [new RegExp(`\\(${SETTING_NAME.source} or Settings\\)`, 'g'), '(in Settings)'],
  [new RegExp(`${SETTING_NAME.source} \\(or ([^)]+)\\)`, 'g'), '$1'],
  [new RegExp(`${SETTING_NAME.source} or `, 'g'), ''],
  [new RegExp(` \\(${SETTING_NAME.source}\\)`, 'g'), ' in Settings'],
  [new RegExp(SETTING_NAME.source, 'g'), 'the setting made for this computer by its administrator'],
  // An error's request line ("GET /v4/templates: ") says nothing to the desk.
  [/\b(?:GET|POST|PUT|PATCH|DELETE|HEAD) \/[^\s:]*: /g, ''],
  [/\bRun the doctor again\b/g, 'Run the checks again'],
  [/\bthe doctor has no API key\b/g, 'this desk has no API key'],
];

/** A check's words as the screen shows them: Settings rather than variable names, then redacted. */
export function deskWording(text: string): string {
  const worded = SETTINGS_WORDING.reduce((line, [pattern, words]) => line.replace(pattern, words), text);
  return redactForLog(worded);
}

/**
 * A message's values as the page gets them: redacted as a log line is (a service
 * could echo the key into an error's words), without the terminal's variable names
 * (the desk's wording of every message names Settings instead).
 */
function redactedWords(parts: readonly Said[]): CatalogWords[] {
  return parts.map(({ id, values }) => {
    if (values === undefined) return { id };
    const shown = Object.entries(values)
      .filter(([name]) => name !== 'variable')
      .map(([name, value]) => [name, typeof value === 'string' ? redactForLog(value) : value]);
    return { id, values: Object.fromEntries(shown) };
  });
}

function shownCheck(check: CheckResult): DiagnosticCheck {
  return {
    name: check.name,
    title: check.title,
    outcome: check.outcome,
    found: deskWording(check.found),
    fix: check.fix === undefined ? null : deskWording(check.fix),
    said: { found: redactedWords(check.said.found), fix: redactedWords(check.said.fix) },
  };
}

/** What the copy could not keep for lack of an id; null without a copy, or when it cannot be read now. */
async function leftOutOf(session: AccountSession, now: Date): Promise<LeftOutRecords | null> {
  const copy = session.copy;
  if (!copy) return null;
  try {
    const state = readSyncState(await copy.cache.getSyncState(SYNC_STATE_KEY));
    const today = await copy.checkins.read(now);
    return {
      waivers: leftOutWaivers(state),
      checkinsToday: today?.skipped ?? 0,
      templates: state.leftOut.templates,
    };
  } catch {
    return null;
  }
}

/** The doctor's checks against the open account, as Diagnostics shows them and the support report carries them. */
export async function runDoctor(
  desk: Pick<DeskServices, 'session' | 'now' | 'accounts'>,
): Promise<DiagnosticsReport> {
  const session = await desk.session();
  const target = await targetOf(session);
  const folders = desk.accounts.folders();
  const checks = [
    setupCheck(session),
    ...(await runChecks(target, { now: () => desk.now() })),
    ...(folders ? [dataFolderCheck(folders)] : []),
    ...[sharedCopyCheck(session)].filter((check) => check !== null),
  ];
  const report: DoctorReport = {
    account: { mode: target.mode, baseUrl: target.baseUrl, statusUrl: target.statusUrl },
    checks,
    failed: checks.some((check) => check.outcome === 'FAIL'),
    secrets: target.apiKey ? [target.apiKey] : [],
  };
  return {
    ranAt: desk.now().toISOString(),
    account: accountForPage(session.account),
    checks: checks.map(shownCheck),
    failed: report.failed,
    text: deskWording(formatReport(report)),
    leftOut: await leftOutOf(session, desk.now()),
  } satisfies DiagnosticsReport;
}

export const diagnosticsHandlers = (desk: DeskServices): Pick<DeskHandlers, 'runDiagnostics'> => ({
  runDiagnostics: () => runDoctor(desk),
});
