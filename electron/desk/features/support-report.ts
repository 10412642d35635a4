/**
 * "Save a support report" (Diagnostics): everything support would ask for, in one
 * redacted text file the page saves: the doctor's checks on the open account, the
 * versions, this desk's updates, its settings without secrets, the copy's counts
 * and state, what the desk recovered from by itself, a summary of each crash dump
 * and the last days of its logs. Laid out and redacted by `electron/support/`.
 */
import os from 'node:os';
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import type { UpdatesView } from '../../../shared/ipc/updates.ts';
import { errorForLog } from '../../logging/desk-log.ts';
import { describeCrashDump, listCrashDumps } from '../../recovery/crash-dumps.ts';
import type { AccountSession } from '../../runtime/account-session.ts';
import { recentLogLines } from '../../support/log-excerpt.ts';
import {
  settingsForSupport,
  supportReportFileName,
  supportReportText,
} from '../../support/support-report.ts';
import type { DeskServices } from '../desk-services.ts';
import { runDoctor } from './diagnostics.ts';

/** How far back the logs go. */
export const REPORT_LOG_DAYS = 3;
/** The most log text one report carries (the newest lines win). */
export const REPORT_LOG_BYTES = 3 * 1024 * 1024;

function versionLines(desk: DeskServices): string[] {
  const info = desk.info();
  const versions = process.versions as NodeJS.ProcessVersions & { electron?: string; chrome?: string };
  return [
    `Waiver Desk: ${info.appVersion} (${info.host === 'electron' ? 'desktop app' : 'browser host'})`,
    ...(versions.electron ? [`Electron: ${versions.electron}`, `Chromium: ${versions.chrome ?? '?'}`] : []),
    `Node: ${versions.node}`,
    `System: ${os.type()} ${os.release()} (${process.arch})`,
    `Time zone: ${info.timeZone}`,
  ];
}

function updateLines(view: UpdatesView): string[] {
  return [
    `installs updates: ${view.installs}`,
    `channel: ${view.channel}`,
    `feed: ${view.feed ? `${view.feed.address}${view.feed.fromEnvironment ? ' (set for this computer)' : ''}${view.feed.fault ? ` (cannot be used: ${view.feed.fault.kind})` : ''}` : 'none'}`,
    `last look: ${view.lastCheck ? `${view.lastCheck.at} (${view.lastCheck.outcome})` : 'none yet'}`,
    `waiting: ${view.waiting ? `${view.waiting.version} (${view.waiting.state}, ${view.waiting.percent}%)` : 'nothing'}`,
    `held up: ${view.holdUp ? view.holdUp.reason : 'no'}`,
    `pinned: ${view.pinnedVersion ?? 'no'}; put off until: ${view.deferredUntil ?? 'no'}`,
  ];
}

async function copyLines(session: AccountSession | null, problem: string | null): Promise<string[]> {
  if (!session) return [`no account is open: ${problem ?? 'none was chosen'}`];
  const lines = [`account: ${session.account.mode} at ${session.account.baseUrl}`];
  const { copy } = session;
  if (!copy)
    return [...lines, `no copy: ${session.copyProblem ? JSON.stringify(session.copyProblem) : 'none kept'}`];
  try {
    const counts = await copy.cache.counts();
    lines.push(
      `holds: ${counts.waivers} waivers, ${counts.people} people, ${counts.templates} templates, ${counts.checkins} check-ins, ${counts.files} files (${counts.fileBytes} bytes)`,
    );
  } catch (error) {
    lines.push(`its counts could not be read: ${errorForLog(error)}`);
  }
  const progress = copy.sync.progress();
  lines.push(
    `sync: ${progress.phase}, ${progress.done} of ${progress.totalIsEstimate ? 'about ' : ''}${progress.total}, last current ${progress.lastCurrentAt ?? 'never'}${progress.notice ? `, notice ${progress.notice.kind}` : ''}`,
    `shared with other desks: ${copy.shared ? 'yes' : 'no'}`,
    `rebuilt after damage: ${copy.recovered ? 'yes' : 'no'}`,
  );
  return lines;
}

export const supportReportHandlers = (desk: DeskServices): Pick<DeskHandlers, 'makeSupportReport'> => ({
  makeSupportReport: async () => {
    const madeAt = desk.now();
    let session: AccountSession | null = null;
    let problem: string | null = null;
    try {
      session = await desk.session();
    } catch (error) {
      problem = errorForLog(error);
    }
    const doctor = session
      ? await runDoctor(desk).then(
          (report) => report.text,
          (error: unknown) => `the checks could not run: ${errorForLog(error)}`,
        )
      : `the checks need an open account: ${problem}`;
    const { support } = desk;
    const text = supportReportText({
      madeAt,
      versions: versionLines(desk),
      updates: updateLines(desk.updates.view()),
      doctor,
      settings: support.settings ? settingsForSupport(support.settings) : ['(kept in memory only)'],
      copy: await copyLines(session, problem),
      recoveries: desk.recoveries.list().map((recovery) => `${recovery.at}: the ${recovery.what} came back`),
      crashDumps: support.crashDumpsDir ? listCrashDumps(support.crashDumpsDir).map(describeCrashDump) : [],
      logs: recentLogLines(
        support.logDirs,
        madeAt.getTime() - REPORT_LOG_DAYS * 24 * 60 * 60_000,
        REPORT_LOG_BYTES,
      ),
    });
    return { fileName: supportReportFileName(madeAt), text };
  },
});
