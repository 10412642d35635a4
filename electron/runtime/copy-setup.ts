/**
 * Where a plan's copy lives and the key that seals it: the demo's in a throwaway
 * folder under a throwaway key, an account's under the desk's data key from the
 * secret store (made on first use), with the shared copy when one is set.
 */
import { sharedSetupFor } from '../shared-copy/desk-setup.ts';
import type { CopySetup } from './account-copy.ts';
import type { AccountPlan } from './account-plan.ts';
import type { AccountSetup } from './account-setup.ts';
import { accountCopyDir, copyFolders, newDemoCopyDir, removeAllCopies } from './copy-folders.ts';
import { copyDataKey, forgetCopyKeys, throwawayDataKey } from './copy-keys.ts';

export async function copySetupFor(setup: AccountSetup, plan: AccountPlan): Promise<CopySetup | null> {
  const { dataDir, settings, cacheWorkerEntry } = setup;
  if (!dataDir) return null;
  const common = {
    retentionDays: settings.get('retentionDays'),
    // Read before every wait: a saved change applies at the next look, without reopening.
    newWaiverCheckMs: () => settings.get('newWaiverCheckSeconds') * 1_000,
    ...(cacheWorkerEntry ? { workerEntry: cacheWorkerEntry } : {}),
  };
  if (plan.mode === 'demo') {
    const dir = newDemoCopyDir(dataDir);
    return { ...common, dir, dataKey: throwawayDataKey(), ephemeral: true, consumeQueue: false };
  }
  const dataKey = await copyDataKey(setup.secrets, settings);
  if (!dataKey) return null;
  const shared = plan.apiKey
    ? await sharedSetupFor({
        envUrl: setup.env.sharedDatabaseUrl,
        settings,
        secrets: setup.secrets,
        apiKey: plan.apiKey,
      })
    : null;
  return {
    ...common,
    dir: accountCopyDir(dataDir, plan.baseUrl),
    dataKey,
    ephemeral: false,
    consumeQueue: settings.get('consumeWebhookQueue'),
    ...(shared && 'setup' in shared ? { shared: shared.setup } : {}),
    ...(shared && 'problem' in shared ? { sharedProblem: shared.problem } : {}),
  };
}

/** The desk's data folder and the folder of its copies in it; null for a desk that keeps no copy. */
export const copyFoldersOf = (setup: AccountSetup): { dataDir: string; copies: string } | null =>
  setup.dataDir ? copyFolders(setup.dataDir) : null;

/** "Forget this desk": every copy of every account and the keys that sealed them. */
export async function forgetCopies(setup: AccountSetup): Promise<void> {
  if (setup.dataDir) removeAllCopies(setup.dataDir);
  await forgetCopyKeys(setup.secrets);
}
