/**
 * Settings' shared database: what the page may see of it, a test of an address,
 * and saving it. Saving says nothing of the open session: the desk runtime reopens
 * a connected account on it.
 */
import type {
  SharedDatabaseProblem,
  SharedDatabaseRequest,
  SharedDatabaseVerdict,
  SharedDatabaseView,
} from '../../shared/ipc/shared-database.ts';
import { saveSharedDatabase, sharedDatabaseView, testSharedSetting } from '../shared-copy/desk-setting.ts';
import type { SharedSync } from '../shared-copy/shared-sync.ts';
import type { AccountSetup } from './account-setup.ts';

const sourcesOf = ({ settings, secrets, env }: AccountSetup) => ({
  settings,
  secrets,
  envUrl: env.sharedDatabaseUrl,
});

/** The shared database as the page may see it; `live` is the open session's shared copy. */
export const sharedDatabaseOf = (
  setup: AccountSetup,
  live: { shared: SharedSync | null; problem: SharedDatabaseProblem | null },
): Promise<SharedDatabaseView> => sharedDatabaseView(sourcesOf(setup), live);

export const testSharedDatabase = (
  setup: AccountSetup,
  request: SharedDatabaseRequest,
): Promise<SharedDatabaseVerdict> => testSharedSetting(sourcesOf(setup), request);

export const saveSharedDatabaseOf = (setup: AccountSetup, request: SharedDatabaseRequest): Promise<void> =>
  saveSharedDatabase(sourcesOf(setup), request);
