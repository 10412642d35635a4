/**
 * Settings' shared database, main side: what the page may see of it (never the
 * password), saving it (the password into the secret store, like the API key),
 * and "Test connection" with the password typed or, when none is, the stored one.
 */
import type {
  SharedDatabaseProblem,
  SharedDatabaseRequest,
  SharedDatabaseVerdict,
  SharedDatabaseView,
} from '../../shared/ipc/shared-database.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { DatabaseAddressError, readDatabaseAddress } from './address.ts';
import type { SharedSync } from './shared-sync.ts';
import { testSharedDatabase } from './test-connection.ts';

export interface SharedSettingSources {
  settings: SettingsStore;
  secrets: SecretStore;
  /** WAIVER_DESK_SHARED_DATABASE_URL, which fixes the address for this computer. */
  envUrl: string | undefined;
}

function shownAddress(raw: string): string {
  try {
    return readDatabaseAddress(raw).display;
  } catch {
    return raw.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1@');
  }
}

export async function sharedDatabaseView(
  sources: SharedSettingSources,
  live: { shared: SharedSync | null; problem: SharedDatabaseProblem | null },
): Promise<SharedDatabaseView> {
  const raw = sources.envUrl ?? sources.settings.get('sharedDatabaseUrl');
  const password = await sources.secrets.read('sharedDatabasePassword');
  let addressProblem: SharedDatabaseProblem | null = null;
  if (raw) {
    try {
      readDatabaseAddress(raw);
    } catch (error) {
      if (!(error instanceof DatabaseAddressError)) throw error;
      addressProblem = error.problem;
    }
  }
  const { shared } = live;
  const problem = addressProblem ?? live.problem ?? (shared && !shared.joined() ? shared.problem() : null);
  return {
    address: raw ? shownAddress(raw) : '',
    passwordSet: password.state === 'present',
    preferSync: sources.settings.get('preferSharedSync'),
    locked: sources.envUrl !== undefined,
    state: !raw
      ? 'alone'
      : problem && !shared?.joined()
        ? 'problem'
        : !shared?.joined()
          ? 'joining'
          : shared.leading()
            ? 'syncing-for-all'
            : 'following',
    problem,
    unreadable: unreadableOf(shared),
  };
}

/** The rows this desk set aside, for Settings and Diagnostics; null when there are none. */
export function unreadableOf(shared: SharedSync | null): SharedDatabaseView['unreadable'] {
  const summary = shared?.unreadable();
  return summary && summary.count > 0 && summary.sinceMs !== null
    ? { count: summary.count, since: new Date(summary.sinceMs).toISOString() }
    : null;
}

/** Saves the setting; the caller reopens the account so it applies at once. */
export async function saveSharedDatabase(
  sources: SharedSettingSources,
  request: SharedDatabaseRequest,
): Promise<void> {
  const { settings, secrets } = sources;
  if (sources.envUrl === undefined) settings.set('sharedDatabaseUrl', request.address);
  if (request.password !== undefined) {
    if (request.password === '') await secrets.remove('sharedDatabasePassword');
    else
      await secrets.save('sharedDatabasePassword', request.password, {
        acceptUnprotected: settings.get('unprotectedStorageAccepted'),
      });
  }
  if (request.preferSync !== undefined) settings.set('preferSharedSync', request.preferSync);
}

export async function testSharedSetting(
  sources: SharedSettingSources,
  request: SharedDatabaseRequest,
): Promise<SharedDatabaseVerdict> {
  const address = sources.envUrl ?? request.address;
  if (!address) return { ok: false, problem: { kind: 'no-address' } };
  let password = request.password;
  if (password === undefined) {
    const stored = await sources.secrets.read('sharedDatabasePassword');
    password = stored.state === 'present' ? stored.value : '';
  }
  return testSharedDatabase(address, password);
}
