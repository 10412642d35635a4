/**
 * Connecting, switching and signing out, live: each step saves what it must and
 * swaps the runtime's session, so every open screen follows without a restart.
 * A key is tried against the service before anything is saved; a refusal saves
 * nothing. The key goes into the secret store and nowhere else.
 */

import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  type AccountOverview,
  type ConnectRequest,
  connectRequestSchema,
  type DeskPreferences,
  type DeskSettingsView,
  type StorageWarning,
} from '../../shared/ipc/account.ts';
import type { SettingProblem } from '../../shared/ipc/errors.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import {
  type PreferencesPatch,
  preferencesOf as preferencesFrom,
  reopensSession,
  settingChangesOf,
} from '../../shared/ipc/settings-registry.ts';
import type {
  SharedDatabaseProblem,
  SharedDatabaseRequest,
  SharedDatabaseVerdict,
  SharedDatabaseView,
} from '../../shared/ipc/shared-database.ts';
import { DATA_KEY_BYTES } from '../cache/index.ts';
import { ensurePrivateDir, writeRefusalOf } from '../files/owner-only.ts';
import { registerLogSecret } from '../logging/desk-log.ts';
import { type SecretStore, UnprotectedStorageError, withSecretsRedacted } from '../secrets/secret-store.ts';
import { createRequestScheduler, createWaiverClient } from '../services/waiver-api/index.ts';
import { computerDeskName, settleDeskName } from '../settings/desk-name.ts';
import type { DeskSettings, SettingsStore } from '../settings/schema.ts';
import type { SettingsRepair } from '../settings/settings-file.ts';
import { saveSharedDatabase, sharedDatabaseView, testSharedSetting } from '../shared-copy/desk-setting.ts';
import { deskIdOf, sharedSetupFor } from '../shared-copy/desk-setup.ts';
import type { SharedSync } from '../shared-copy/shared-sync.ts';
import type { CopySetup } from './account-copy.ts';
import { readAccountNameHint, suggestedAccountName } from './account-name.ts';
import { type AccountPlan, InvalidSettingError, planAccount, planDemo } from './account-plan.ts';
import type { AccountSession } from './account-session.ts';
import type { EnvOverrides } from './env.ts';

export interface AccountSetup {
  settings: SettingsStore;
  secrets: SecretStore;
  env: EnvOverrides;
  /** The desk's data directory; without one the desk keeps no copy of the account. */
  dataDir?: string;
  /** The cache worker's entry when running from a bundle. */
  cacheWorkerEntry?: URL;
  /** What the settings file held that could not be used at start, for the notice on screen. */
  settingsRepair?: SettingsRepair | null;
  /** Links found where the desk's own files belong and removed at start (relative to `dataDir`), for the notice on screen. */
  linksRemoved?: string[];
}

/** Why no account is open: a setting that cannot be used, named so the person can correct it. */
export interface SetupProblem {
  message: string;
  setting: string | null;
  /** The setting's fault, for the page to word; null when the account failed to open for another reason. */
  fault?: SettingProblem | null;
}

export type PlanOutcome = { plan: AccountPlan } | { problem: SetupProblem };

export interface AccountSwitcher {
  switchAccount(outcome: PlanOutcome): Promise<AppInfo>;
  /** The plan of the open session, if any. */
  currentPlan(): AccountPlan | null;
  /** The open session's account, if any. */
  currentAccount(): AccountSession['account'] | null;
  /** What the open session's status page calls itself, once read; null before or without one. */
  statusPageName(): string | null;
}

export type { PreferencesPatch };

/** Called on sign-out, after the key is gone: the cache and its data key go too (issue: cache). */
export type SignOutHook = () => Promise<void>;

/** Called after Settings are saved, with the preferences as they are now: the host applies its own (start at login, kiosk). */
export type PreferencesHook = (preferences: DeskPreferences) => void;

const lastFour = (key: string) => key.slice(-4);

/** Every account's copy lives under here, so sign-out can wipe them all. */
export const COPIES_FOLDER = 'copies';
/** The demo's throwaway copies; one left behind by a killed desk is removed at the next start. */
const DEMO_COPY_PREFIX = 'demo-';

const preferencesOf = (settings: SettingsStore): DeskPreferences =>
  preferencesFrom((name) => settings.get(name));

export class Accounts {
  readonly #setup: AccountSetup;
  readonly #agent: string;
  readonly #signOutHooks: SignOutHook[] = [];
  readonly #preferencesHooks: PreferencesHook[] = [];
  #switcher: AccountSwitcher | null = null;

  readonly #demoPlan: (() => AccountPlan) | undefined;

  /** `demoPlan` replaces the demo made from the settings (tests pin its zone). */
  constructor(setup: AccountSetup, agent: string, demoPlan?: () => AccountPlan) {
    // The key from the environment and every value the store holds are secrets from the start.
    registerLogSecret(setup.env.apiKey);
    this.#setup = { ...setup, secrets: withSecretsRedacted(setup.secrets) };
    this.#agent = agent;
    this.#demoPlan = demoPlan;
    this.#sweepDemoCopies();
    settleDeskName(setup.settings);
  }

  #sweepDemoCopies(): void {
    const { dataDir } = this.#setup;
    if (!dataDir) return;
    const folder = path.join(dataDir, COPIES_FOLDER);
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith(DEMO_COPY_PREFIX))
        rmSync(path.join(folder, name), { recursive: true, force: true });
    }
  }

  /** The runtime this manages; set once it exists. */
  attach(switcher: AccountSwitcher): void {
    this.#switcher = switcher;
  }

  onSignOut(hook: SignOutHook): void {
    this.#signOutHooks.push(hook);
  }

  onPreferencesSaved(hook: PreferencesHook): void {
    this.#preferencesHooks.push(hook);
  }

  /** Nothing chosen yet: the desk runs on the demo with the welcome screen in front. */
  isFirstRun(): boolean {
    return this.#setup.settings.get('accountChoice') === 'none' && !this.#setup.env.baseUrl;
  }

  async planLaunch(): Promise<PlanOutcome> {
    const { env, settings, secrets } = this.#setup;
    try {
      return { plan: await planAccount(env, settings, secrets) };
    } catch (error) {
      if (!(error instanceof InvalidSettingError)) throw error;
      return { problem: { message: error.message, setting: error.setting, fault: error.problem } };
    }
  }

  demoPlan(): AccountPlan {
    return this.#demoPlan?.() ?? planDemo(this.#setup.env, this.#setup.settings);
  }

  async overview(): Promise<AccountOverview> {
    const { env, settings, secrets } = this.#setup;
    const plan = this.#switcher?.currentPlan() ?? null;
    const configured = plan?.mode === 'configured' ? plan : null;
    const protection = await secrets.protection();
    let storageWarning: StorageWarning | null = null;
    if (configured?.keyHolder === 'owner-file') storageWarning = 'owner_file';
    else if (configured?.keyHolder === 'keychain' && !protection.protected) storageWarning = 'unprotected';
    const locked = [
      env.baseUrl ? 'baseUrl' : null,
      env.statusUrl ? 'statusUrl' : null,
      env.apiKey ? 'apiKey' : null,
      env.timeZone ? 'timeZone' : null,
    ].filter((name): name is string => name !== null);
    const baseUrl = configured?.baseUrl ?? settings.get('baseUrl');
    const open = this.#switcher?.currentAccount() ?? null;
    const given = settings.get('accountName').trim();
    // The status page's name is known only while the connected account is open.
    const suggested = configured ? this.#suggestedName() : '';
    return {
      mode: plan?.mode ?? 'demo',
      firstRun: this.isFirstRun(),
      name: open ? this.nameOf(open) : '',
      connectedName: baseUrl ? given || suggested : '',
      defaultName: suggested,
      needsName: baseUrl !== '' && given === '',
      baseUrl,
      statusUrl: configured?.statusUrl ?? settings.get('statusUrl'),
      authScheme: settings.get('authScheme'),
      key:
        configured?.apiKey && configured.keyHolder
          ? { lastFour: lastFour(configured.apiKey), heldIn: configured.keyHolder }
          : null,
      keyProblem: configured?.keyProblem ?? null,
      storageWarning,
      lockedSettings: locked,
    };
  }

  /**
   * Tries the key, then saves the account and the key, then opens it. A refusal
   * (the service's own message), an address that cannot be reached, or a keychain
   * that would leave the key unprotected saves nothing.
   */
  async connect(input: ConnectRequest, signal: AbortSignal): Promise<AppInfo> {
    const request = connectRequestSchema.parse(input);
    const { settings, secrets } = this.#setup;
    const protection = await secrets.protection();
    if (protection.needsAcceptance && !request.acceptUnprotectedStorage) {
      throw new UnprotectedStorageError();
    }
    await this.#tryKey(request, signal);
    await secrets.save('apiKey', request.apiKey, { acceptUnprotected: request.acceptUnprotectedStorage });
    settings.set('accountName', request.accountName);
    settings.set('baseUrl', request.baseUrl);
    settings.set('statusUrl', request.statusUrl);
    settings.set('authScheme', request.authScheme);
    settings.set('accountChoice', 'configured');
    return this.#reopen();
  }

  /** Leaves the configured account for the demo (kept, so switching back is one step). */
  async useDemo(): Promise<AppInfo> {
    this.#setup.settings.set('accountChoice', 'demo');
    return this.#switch({ plan: this.demoPlan() });
  }

  /** Back to the configured account from the demo. */
  async useConfigured(): Promise<AppInfo> {
    const { settings } = this.#setup;
    if (!settings.get('baseUrl')) {
      throw new InvalidSettingError('baseUrl', false, { kind: 'not_set_yet' });
    }
    settings.set('accountChoice', 'configured');
    return this.#reopen();
  }

  /**
   * Wipes the key, closes the account, then wipes every copy of it and the copy's
   * data key (once nothing has them open), and returns to first run.
   */
  async signOut(): Promise<AppInfo> {
    const { settings, secrets } = this.#setup;
    await secrets.remove('apiKey');
    settings.set('accountName', '');
    settings.set('baseUrl', '');
    settings.set('statusUrl', '');
    settings.set('accountChoice', 'none');
    const info = await this.#switch({ plan: this.demoPlan() });
    await this.forgetDesk();
    for (const hook of this.#signOutHooks) await hook();
    return info;
  }

  /** The desk's data folder and the folder of its copies in it; null for a desk that keeps no copy. */
  folders(): { dataDir: string; copies: string } | null {
    const { dataDir } = this.#setup;
    return dataDir ? { dataDir, copies: path.join(dataDir, COPIES_FOLDER) } : null;
  }

  /** "Forget this desk": every copy of every account and the key that sealed them. */
  async forgetDesk(): Promise<void> {
    const { dataDir, secrets } = this.#setup;
    if (dataDir) rmSync(path.join(dataDir, COPIES_FOLDER), { recursive: true, force: true });
    await secrets.remove('cacheKey');
    // The shared copy's data key is the account's: it goes with the account.
    await secrets.remove('sharedKey');
  }

  /**
   * Where the plan's copy lives and the key that seals it: the demo's in a
   * throwaway folder under a throwaway key, an account's under the desk's data
   * key from the secret store (made on first use).
   */
  async copySetupFor(plan: AccountPlan): Promise<CopySetup | null> {
    const { dataDir, settings, cacheWorkerEntry } = this.#setup;
    if (!dataDir) return null;
    const common = {
      retentionDays: settings.get('retentionDays'),
      // Read before every wait: a saved change applies at the next look, without reopening.
      newWaiverCheckMs: () => settings.get('newWaiverCheckSeconds') * 1_000,
      ...(cacheWorkerEntry ? { workerEntry: cacheWorkerEntry } : {}),
    };
    if (plan.mode === 'demo') {
      ensurePrivateDir(path.join(dataDir, COPIES_FOLDER));
      const dir = mkdtempSync(path.join(dataDir, COPIES_FOLDER, DEMO_COPY_PREFIX));
      return { ...common, dir, dataKey: randomBytes(DATA_KEY_BYTES), ephemeral: true, consumeQueue: false };
    }
    const dataKey = await this.#dataKey();
    if (!dataKey) return null;
    const account = createHash('sha256').update(plan.baseUrl).digest('hex').slice(0, 16);
    const shared = plan.apiKey
      ? await sharedSetupFor({
          envUrl: this.#setup.env.sharedDatabaseUrl,
          settings,
          secrets: this.#setup.secrets,
          apiKey: plan.apiKey,
        })
      : null;
    return {
      ...common,
      dir: path.join(dataDir, COPIES_FOLDER, account),
      dataKey,
      ephemeral: false,
      consumeQueue: settings.get('consumeWebhookQueue'),
      ...(shared && 'setup' in shared ? { shared: shared.setup } : {}),
      ...(shared && 'problem' in shared ? { sharedProblem: shared.problem } : {}),
    };
  }

  /** The copy's data key; made and stored on first use. Null when it cannot be kept safely. */
  async #dataKey(): Promise<Uint8Array | null> {
    const { secrets, settings } = this.#setup;
    const stored = await secrets.read('cacheKey');
    if (stored.state === 'present') {
      const key = Buffer.from(stored.value, 'base64');
      if (key.length === DATA_KEY_BYTES) return key;
    }
    const key = randomBytes(DATA_KEY_BYTES);
    try {
      // Same protection the API key got: the person's earlier acceptance covers it too.
      await secrets.save('cacheKey', key.toString('base64'), {
        acceptUnprotected: settings.get('unprotectedStorageAccepted'),
      });
    } catch (error) {
      // A folder that cannot be written now may be writable later: the copy is tried again then.
      if (writeRefusalOf(error)) throw error;
      return null;
    }
    // A new key cannot read an old copy: it is moved aside and rebuilt.
    return key;
  }

  /**
   * What staff see an open account called, never its address: the connected account by
   * its given name (else what its status page calls itself), the demo by its business;
   * '' when nothing names it.
   */
  nameOf(account: { mode: 'demo' | 'configured'; businessName: string | null }): string {
    if (account.mode === 'demo') return account.businessName?.trim() ?? '';
    return this.#setup.settings.get('accountName').trim() || this.#suggestedName();
  }

  /** The open session's status page's name as an account name; '' when none is known. */
  #suggestedName(): string {
    const pageName = this.#switcher?.statusPageName() ?? null;
    return pageName === null ? '' : (suggestedAccountName(pageName) ?? '');
  }

  /** What the status page at `statusUrl` suggests the account be called (the connect form's start). */
  async suggestName(statusUrl: string, signal: AbortSignal): Promise<string | null> {
    return readAccountNameHint(statusUrl, { userAgent: `WaiverDesk (${this.#agent})`, signal });
  }

  /** This desk on the admissions it records: its id (made once) and its name. */
  desk(): { deskId: string; deskName: string } {
    const { settings } = this.#setup;
    // One id per desk: on its admissions and among the desks of a shared copy.
    return { deskId: deskIdOf(settings), deskName: settings.get('deskName') || computerDeskName() };
  }

  preferences(): DeskSettingsView {
    const { env, settings } = this.#setup;
    return {
      preferences: preferencesOf(settings),
      locked: env.timeZone ? ['timeZone'] : [],
      systemTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
  }

  /** Saves and applies at once: a change the open session depends on reopens it. */
  async savePreferences(patch: PreferencesPatch): Promise<DeskSettingsView> {
    const { settings } = this.#setup;
    const before = preferencesOf(settings);
    for (const { setting, value } of settingChangesOf(patch)) {
      settings.set(setting, value as DeskSettings[typeof setting]);
    }
    // A name given in Settings is kept for good: it no longer follows the computer's.
    if (patch.deskName !== undefined && patch.deskName !== before.deskName)
      settings.set('deskNameChosen', true);
    const after = preferencesOf(settings);
    for (const hook of this.#preferencesHooks) hook(after);
    const sessionDepends = reopensSession(before, after, this.#sharesCopy());
    if (sessionDepends) {
      const current = this.#switcher?.currentPlan();
      await this.#switch(current?.mode === 'demo' ? { plan: this.demoPlan() } : await this.planLaunch());
    }
    return this.preferences();
  }

  /** Settings' shared database as the page may see it; `live` is the open session's shared copy. */
  sharedDatabase(live: {
    shared: SharedSync | null;
    problem: SharedDatabaseProblem | null;
  }): Promise<SharedDatabaseView> {
    return sharedDatabaseView(this.#sharedSources(), live);
  }

  testSharedDatabase(request: SharedDatabaseRequest): Promise<SharedDatabaseVerdict> {
    return testSharedSetting(this.#sharedSources(), request);
  }

  /** Saves the shared database and reopens the account on it (or alone, when the address is empty). */
  async saveSharedDatabase(request: SharedDatabaseRequest): Promise<void> {
    await saveSharedDatabase(this.#sharedSources(), request);
    const current = this.#switcher?.currentPlan();
    if (current?.mode === 'configured') await this.#reopen();
  }

  /** Whether this desk shares its account's copy with other desks (a shared database is set). */
  #sharesCopy(): boolean {
    return Boolean(this.#setup.env.sharedDatabaseUrl ?? this.#setup.settings.get('sharedDatabaseUrl'));
  }

  #sharedSources() {
    const { settings, secrets, env } = this.#setup;
    return { settings, secrets, envUrl: env.sharedDatabaseUrl };
  }

  async #reopen(): Promise<AppInfo> {
    return this.#switch(await this.planLaunch());
  }

  #switch(outcome: PlanOutcome): Promise<AppInfo> {
    if (!this.#switcher) throw new Error('Accounts used before the runtime attached.');
    return this.#switcher.switchAccount(outcome);
  }

  /** One cheap authenticated call with the candidate key, on a client of its own that is closed after. */
  async #tryKey(request: z.output<typeof connectRequestSchema>, signal: AbortSignal): Promise<void> {
    const { settings } = this.#setup;
    const client = createWaiverClient({
      baseUrl: request.baseUrl,
      apiKey: request.apiKey,
      authScheme: request.authScheme,
      timeoutMs: settings.get('requestTimeoutMs'),
      scheduler: createRequestScheduler(),
      userAgent: `WaiverDesk (${this.#agent})`,
      retryPolicy: { maxAttempts: 1 },
    });
    try {
      await client.listTemplates({ published: true }, { signal, maxWaitMs: 5_000 });
    } finally {
      await client.close();
    }
  }
}
