/**
 * Which account the desk opens: planning it at start, connecting one, switching
 * to the demo and back, signing out. Each step saves what it must and returns the
 * outcome to open; the desk runtime opens it, so every open screen follows without
 * a restart. A key is tried against the service before anything is saved; a
 * refusal saves nothing. The key goes into the secret store and nowhere else.
 */
import type { z } from 'zod';
import {
  type AccountOverview,
  type ConnectRequest,
  connectRequestSchema,
  type StorageWarning,
} from '../../shared/ipc/account.ts';
import type { SettingProblem } from '../../shared/ipc/errors.ts';
import { UnprotectedStorageError } from '../secrets/secret-store.ts';
import { createRequestScheduler, createWaiverClient } from '../services/waiver-api/index.ts';
import { type AccountPlan, InvalidSettingError, planAccount, planDemo } from './account-plan.ts';
import type { AccountSetup } from './account-setup.ts';

/** Why no account is open: a setting that cannot be used, named so the person can correct it. */
export interface SetupProblem {
  message: string;
  setting: string | null;
  /** The setting's fault, for the page to word; null when the account failed to open for another reason. */
  fault?: SettingProblem | null;
}

export type PlanOutcome = { plan: AccountPlan } | { problem: SetupProblem };

/** The account open now, as the overview reads it. */
export interface OpenAccount {
  plan: AccountPlan;
  /** What staff see it called (`desk-identity.ts`). */
  name: string;
  /** A name its status page suggests; '' when none is known. */
  suggestedName: string;
}

const lastFour = (key: string) => key.slice(-4);

export class AccountChoice {
  readonly #setup: AccountSetup;
  readonly #agent: string;
  readonly #demoPlan: (() => AccountPlan) | undefined;

  /** `setup` prepared (`prepareAccountSetup`); `demoPlan` replaces the demo made from the settings (tests pin its zone). */
  constructor(setup: AccountSetup, agent: string, demoPlan?: () => AccountPlan) {
    this.#setup = setup;
    this.#agent = agent;
    this.#demoPlan = demoPlan;
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

  async overview(open: OpenAccount | null): Promise<AccountOverview> {
    const { env, settings, secrets } = this.#setup;
    const plan = open?.plan ?? null;
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
    const given = settings.get('accountName').trim();
    // The status page's name is known only while the connected account is open.
    const suggested = configured ? (open?.suggestedName ?? '') : '';
    return {
      mode: plan?.mode ?? 'demo',
      firstRun: this.isFirstRun(),
      name: open?.name ?? '',
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
   * Tries the key, then saves the account and the key. A refusal (the service's
   * own message), an address that cannot be reached, or a keychain that would
   * leave the key unprotected saves nothing.
   */
  async connect(input: ConnectRequest, signal: AbortSignal): Promise<PlanOutcome> {
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
    return this.planLaunch();
  }

  /** Leaves the configured account for the demo (kept, so switching back is one step). */
  useDemo(): PlanOutcome {
    this.#setup.settings.set('accountChoice', 'demo');
    return { plan: this.demoPlan() };
  }

  /** Back to the configured account from the demo. */
  useConfigured(): Promise<PlanOutcome> {
    const { settings } = this.#setup;
    if (!settings.get('baseUrl')) {
      throw new InvalidSettingError('baseUrl', false, { kind: 'not_set_yet' });
    }
    settings.set('accountChoice', 'configured');
    return this.planLaunch();
  }

  /** Wipes the key and the account's addresses, back to first run: the demo is what opens next. */
  async signOut(): Promise<PlanOutcome> {
    const { settings, secrets } = this.#setup;
    await secrets.remove('apiKey');
    settings.set('accountName', '');
    settings.set('baseUrl', '');
    settings.set('statusUrl', '');
    settings.set('accountChoice', 'none');
    return { plan: this.demoPlan() };
  }

  /** One cheap authenticated call with the candidate key, on a client of its own that is closed after. */
  async #tryKey(request: z.output<typeof connectRequestSchema>, signal: AbortSignal): Promise<void> {
    const client = createWaiverClient({
      baseUrl: request.baseUrl,
      apiKey: request.apiKey,
      authScheme: request.authScheme,
      timeoutMs: this.#setup.settings.get('requestTimeoutMs'),
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
