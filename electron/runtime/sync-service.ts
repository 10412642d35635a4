/**
 * `npm run sync-service [-- --prefer]`: a desk without a screen, for a back-office
 * PC or a small server. It opens the configured account exactly as a desk does
 * (same data folder, settings, secret store and environment variables) and takes
 * part in the shared copy: it syncs the account for every desk whenever it holds
 * the leadership, and keeps its own copy following the shared one otherwise.
 * `--prefer` makes it the desk that syncs whenever it is up.
 */
import { parseArgs } from 'node:util';
import type { SyncNotice } from '../../shared/ipc/events.ts';
import { createOwnerOnlyFromNowOn } from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { startNodeLogging } from '../logging/node-logging.ts';
import { OwnerFileSecretStore } from '../secrets/owner-file-store.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { AccountChoice } from './account-choice.ts';
import { copyProblemForLog } from './account-copy.ts';
import { type AccountSession, openAccount } from './account-session.ts';
import { prepareAccountSetup } from './account-setup.ts';
import { copySetupFor } from './copy-setup.ts';
import { prepareDataDir, resolveDataDir } from './data-dir.ts';
import { DeskAlreadyRunningError, takeDeskLock } from './desk-lock.ts';
import { ENV_NAMES, readEnvOverrides } from './env.ts';

const say = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { prefer: { type: 'boolean', default: false } }, strict: true });
  const env = readEnvOverrides(process.env);
  const dataDir = resolveDataDir({ dataDirOverride: env.dataDir });
  // Whatever this process writes (its log, the copy) is its owner's only, as every desk process's.
  createOwnerOnlyFromNowOn();
  // One desk process per data folder: beside a desk on the same folder it would sync the same copy twice.
  takeDeskLock(dataDir, 'sync-service');
  prepareDataDir(dataDir);
  startNodeLogging({ dataDir, name: 'sync-service', console: false });
  const stored = openSettingsFile(dataDir);
  const settings: SettingsStore = values.prefer
    ? {
        get: (key) => (key === 'preferSharedSync' ? (true as never) : stored.get(key)),
        set: (key, value) => stored.set(key, value),
      }
    : stored;
  const accountSetup = prepareAccountSetup({
    settings,
    secrets: new OwnerFileSecretStore(dataDir),
    env,
    dataDir,
  });
  const outcome = await new AccountChoice(accountSetup, 'sync-service').planLaunch();
  if ('problem' in outcome) throw new Error(outcome.problem.message);
  const { plan } = outcome;
  if (plan.mode !== 'configured' || !plan.apiKey) {
    throw new Error(
      `No account with an API key is set up in ${dataDir}: connect one in the app first, or set ${ENV_NAMES.baseUrl} and ${ENV_NAMES.apiKey}.`,
    );
  }
  const setup = await copySetupFor(accountSetup, plan);
  if (!setup?.shared) {
    throw new Error(
      setup?.sharedProblem ??
        `No shared database is set: set it in the app's Settings, or set ${ENV_NAMES.sharedDatabaseUrl}.`,
    );
  }
  let lastPhase = '';
  /** A notice on the console, by its codes (the page has the words). */
  const noticeForLog = (notice: SyncNotice): string =>
    notice.kind === 'storage'
      ? `storage ${notice.trouble}`
      : notice.kind === 'shared_copy'
        ? `shared copy ${notice.problem.kind}`
        : notice.kind;
  const session: AccountSession = await openAccount(plan, {
    agent: 'sync-service',
    copy: async () => setup,
    onSyncProgress: (_session, progress) => {
      const line = `${progress.phase}${progress.notice ? `: ${noticeForLog(progress.notice)}` : ''}`;
      if (line !== lastPhase) say(line);
      lastPhase = line;
    },
  });
  if (!session.copy?.shared)
    throw new Error(
      session.copyProblem ? copyProblemForLog(session.copyProblem) : 'the copy could not be opened',
    );
  say(`following the shared copy at ${setup.shared.address.display} as ${setup.shared.label}`);
  deskLog.info('sync service started');
  let leading = false;
  const watch = setInterval(() => {
    const now = session.copy?.shared?.leading() ?? false;
    if (now !== leading)
      say(now ? 'this service now syncs the account for every desk' : 'another desk syncs the account');
    leading = now;
  }, 1_000);
  const stop = async () => {
    clearInterval(watch);
    say('stopping');
    await session.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Another desk on this folder: its one line on the console is the whole story (nothing of this one was logged).
  if (!(error instanceof DeskAlreadyRunningError))
    deskLog.error(`the sync service could not start: ${errorForLog(error)}`);
  console.error(
    `The sync service could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
