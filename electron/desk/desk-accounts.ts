/**
 * The desk's accounts as the handlers and the hosts use them: each step of the
 * runtime's account modules returns what to open, and this opens it through the
 * desk runtime's own switch, so every open screen follows without a restart. The
 * runtime's modules never call up into the desk: only the desk switches sessions.
 */
import type { AccountOverview, ConnectRequest, DeskSettingsView } from '../../shared/ipc/account.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import type { DeskPreferences, PreferencesPatch } from '../../shared/ipc/settings-registry.ts';
import type {
  SharedDatabaseProblem,
  SharedDatabaseRequest,
  SharedDatabaseVerdict,
  SharedDatabaseView,
} from '../../shared/ipc/shared-database.ts';
import type { AccountChoice, OpenAccount, PlanOutcome } from '../runtime/account-choice.ts';
import type { AccountSession } from '../runtime/account-session.ts';
import type { AccountSetup } from '../runtime/account-setup.ts';
import { copyFoldersOf, forgetCopies } from '../runtime/copy-setup.ts';
import { accountNameOf, deskOf, nameFromStatusPage, suggestAccountName } from '../runtime/desk-identity.ts';
import { preferencesView, savePreferencesIn } from '../runtime/desk-preferences.ts';
import {
  saveSharedDatabaseOf,
  sharedDatabaseOf,
  testSharedDatabase,
} from '../runtime/shared-database-settings.ts';
import type { SharedSync } from '../shared-copy/shared-sync.ts';

/** Called on sign-out, after the key is gone: the cache and its data key go too (issue: cache). */
export type SignOutHook = () => Promise<void>;

/** Called after Settings are saved, with the preferences as they are now: the host applies its own (start at login, kiosk). */
export type PreferencesHook = (preferences: DeskPreferences) => void;

export interface DeskAccountsParts {
  setup: AccountSetup;
  choice: AccountChoice;
  agent: string;
  /** The desk runtime's switch: closes the open session and opens the outcome. */
  switchAccount(outcome: PlanOutcome): Promise<AppInfo>;
  /** The open session, if any. */
  current(): AccountSession | null;
}

export class DeskAccounts {
  readonly #parts: DeskAccountsParts;
  readonly #signOutHooks: SignOutHook[] = [];
  readonly #preferencesHooks: PreferencesHook[] = [];

  constructor(parts: DeskAccountsParts) {
    this.#parts = parts;
  }

  onSignOut(hook: SignOutHook): void {
    this.#signOutHooks.push(hook);
  }

  onPreferencesSaved(hook: PreferencesHook): void {
    this.#preferencesHooks.push(hook);
  }

  isFirstRun(): boolean {
    return this.#parts.choice.isFirstRun();
  }

  overview(): Promise<AccountOverview> {
    return this.#parts.choice.overview(this.#open());
  }

  async connect(input: ConnectRequest, signal: AbortSignal): Promise<AppInfo> {
    return this.#parts.switchAccount(await this.#parts.choice.connect(input, signal));
  }

  useDemo(): Promise<AppInfo> {
    return this.#parts.switchAccount(this.#parts.choice.useDemo());
  }

  async useConfigured(): Promise<AppInfo> {
    return this.#parts.switchAccount(await this.#parts.choice.useConfigured());
  }

  /**
   * Wipes the key, closes the account, then wipes every copy of it and the copy's
   * data key (once nothing has them open), and returns to first run.
   */
  async signOut(): Promise<AppInfo> {
    const info = await this.#parts.switchAccount(await this.#parts.choice.signOut());
    await this.forgetDesk();
    for (const hook of this.#signOutHooks) await hook();
    return info;
  }

  /** The desk's data folder and the folder of its copies in it; null for a desk that keeps no copy. */
  folders(): { dataDir: string; copies: string } | null {
    return copyFoldersOf(this.#parts.setup);
  }

  /** "Forget this desk": every copy of every account and the key that sealed them. */
  forgetDesk(): Promise<void> {
    return forgetCopies(this.#parts.setup);
  }

  /** What staff see an open account called, never its address. */
  nameOf(account: { mode: 'demo' | 'configured'; businessName: string | null }): string {
    return accountNameOf(this.#parts.setup.settings, account, this.#statusPageName());
  }

  /** What the status page at `statusUrl` suggests the account be called (the connect form's start). */
  suggestName(statusUrl: string, signal: AbortSignal): Promise<string | null> {
    return suggestAccountName(statusUrl, this.#parts.agent, signal);
  }

  /** This desk on the admissions it records: its id (made once) and its name. */
  desk(): { deskId: string; deskName: string } {
    return deskOf(this.#parts.setup.settings);
  }

  preferences(): DeskSettingsView {
    return preferencesView(this.#parts.setup);
  }

  /** Saves and applies at once: a change the open session depends on reopens it. */
  async savePreferences(patch: PreferencesPatch): Promise<DeskSettingsView> {
    const saved = savePreferencesIn(this.#parts.setup, patch);
    for (const hook of this.#preferencesHooks) hook(saved.preferences);
    if (saved.reopen) {
      const { choice } = this.#parts;
      const current = this.#parts.current()?.plan;
      await this.#parts.switchAccount(
        current?.mode === 'demo' ? { plan: choice.demoPlan() } : await choice.planLaunch(),
      );
    }
    return this.preferences();
  }

  /** Settings' shared database as the page may see it; `live` is the open session's shared copy. */
  sharedDatabase(live: {
    shared: SharedSync | null;
    problem: SharedDatabaseProblem | null;
  }): Promise<SharedDatabaseView> {
    return sharedDatabaseOf(this.#parts.setup, live);
  }

  testSharedDatabase(request: SharedDatabaseRequest): Promise<SharedDatabaseVerdict> {
    return testSharedDatabase(this.#parts.setup, request);
  }

  /** Saves the shared database and reopens the account on it (or alone, when the address is empty). */
  async saveSharedDatabase(request: SharedDatabaseRequest): Promise<void> {
    await saveSharedDatabaseOf(this.#parts.setup, request);
    if (this.#parts.current()?.plan.mode === 'configured') {
      await this.#parts.switchAccount(await this.#parts.choice.planLaunch());
    }
  }

  #statusPageName(): string | null {
    return this.#parts.current()?.statusMonitor.report().snapshot?.page.name ?? null;
  }

  #open(): OpenAccount | null {
    const session = this.#parts.current();
    if (!session) return null;
    return {
      plan: session.plan,
      name: this.nameOf(session.account),
      suggestedName: nameFromStatusPage(this.#statusPageName()),
    };
  }
}
