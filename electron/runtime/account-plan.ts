/**
 * Decides which account the desk talks to: the environment overrides the stored
 * settings; with no base URL anywhere the desk runs on the demo account.
 */

import type { KeyHolder } from '../../shared/ipc/account.ts';
import { isPlainHttpOffThisComputer } from '../../shared/net/loopback.ts';
import { describeUnusable, type SecretStore } from '../secrets/secret-store.ts';
import type { AuthScheme, SettingsStore } from '../settings/schema.ts';
import type { EnvOverrides } from './env.ts';

export interface Timeouts {
  requestMs: number;
  searchMs: number;
}

export type AccountPlan =
  | { mode: 'demo'; timeZone: string; timeouts: Timeouts }
  | {
      mode: 'configured';
      baseUrl: string;
      /** Empty when no status page is configured. */
      statusUrl: string;
      /** Null with `keyProblem` saying why the desk cannot call the service yet. */
      apiKey: string | null;
      keyProblem: string | null;
      /** Where the key came from; null when there is none. */
      keyHolder: KeyHolder | null;
      authScheme: AuthScheme;
      timeZone: string;
      timeouts: Timeouts;
    };

/** The settings a plan is made of, as the Settings screen names its fields. */
export type PlannedSetting = 'baseUrl' | 'statusUrl' | 'timeZone';

const SETTING_LABELS: Record<PlannedSetting, string> = {
  baseUrl: 'The waiver service address',
  statusUrl: 'The status page address',
  timeZone: 'The desk time zone',
};

export class InvalidSettingError extends Error {
  readonly code = 'invalid_setting';
  /** The settings field at fault, so a form can show the error beside it. */
  readonly setting: PlannedSetting;
  /** Whether the value came from the environment rather than from Settings. */
  readonly fromEnvironment: boolean;
  constructor(setting: PlannedSetting, fromEnvironment: boolean, problem: string) {
    const where = fromEnvironment ? ' (set for this computer by its administrator)' : '';
    super(`${SETTING_LABELS[setting]}${where} ${problem}`);
    this.name = 'InvalidSettingError';
    this.setting = setting;
    this.fromEnvironment = fromEnvironment;
  }
}

function normaliseServiceUrl(setting: PlannedSetting, fromEnvironment: boolean, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidSettingError(setting, fromEnvironment, `is not a web address: "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidSettingError(
      setting,
      fromEnvironment,
      `must be an https:// address, not ${url.protocol.replace(/:$/, '')}.`,
    );
  }
  // One rule for every source (the connect form, the environment, settings.json): the key travels encrypted.
  if (isPlainHttpOffThisComputer(url)) {
    throw new InvalidSettingError(
      setting,
      fromEnvironment,
      `must be an https:// address: over plain http to ${url.hostname} the API key would travel unencrypted (plain http is only for this computer: localhost or 127.0.0.1).`,
    );
  }
  if (url.username || url.password) {
    throw new InvalidSettingError(
      setting,
      fromEnvironment,
      'must not carry a user name or password; the API key is entered separately.',
    );
  }
  return url.href.replace(/\/+$/, '');
}

export function resolveTimeZone(zone: string | undefined, fromEnvironment = false): string {
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return fallback;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new InvalidSettingError('timeZone', fromEnvironment, `is not a known time zone: "${zone}".`);
  }
}

interface KeyReading {
  apiKey: string | null;
  keyProblem: string | null;
  keyHolder: KeyHolder | null;
}

async function readKey(env: EnvOverrides, secrets: SecretStore): Promise<KeyReading> {
  if (env.apiKey) return { apiKey: env.apiKey, keyProblem: null, keyHolder: 'environment' };
  const stored = await secrets.read('apiKey');
  switch (stored.state) {
    case 'present':
      return { apiKey: stored.value, keyProblem: null, keyHolder: secrets.holder };
    case 'absent':
      return { apiKey: null, keyProblem: 'No API key is set for this account.', keyHolder: null };
    default:
      return { apiKey: null, keyProblem: describeUnusable(stored), keyHolder: null };
  }
}

function deskZone(env: EnvOverrides, settings: SettingsStore): string {
  return env.timeZone ? resolveTimeZone(env.timeZone, true) : resolveTimeZone(settings.get('timeZone'));
}

function deskTimeouts(settings: SettingsStore): Timeouts {
  return { requestMs: settings.get('requestTimeoutMs'), searchMs: settings.get('searchTimeoutMs') };
}

/** The demo account in the desk's zone, whatever account is configured. */
export function planDemo(env: EnvOverrides, settings: SettingsStore): AccountPlan {
  let timeZone: string;
  try {
    timeZone = deskZone(env, settings);
  } catch {
    // A zone setting that cannot be used must not keep the demo from opening.
    timeZone = resolveTimeZone(undefined);
  }
  return { mode: 'demo', timeZone, timeouts: deskTimeouts(settings) };
}

/**
 * The account the desk opens: an account set by the environment always; else the
 * one in Settings unless the person chose the demo; else the demo (first run).
 */
export async function planAccount(
  env: EnvOverrides,
  settings: SettingsStore,
  secrets: SecretStore,
): Promise<AccountPlan> {
  const timeZone = deskZone(env, settings);
  const timeouts = deskTimeouts(settings);
  const rawBase = env.baseUrl ?? (settings.get('accountChoice') === 'demo' ? '' : settings.get('baseUrl'));
  if (!rawBase) return { mode: 'demo', timeZone, timeouts };
  const baseUrl = normaliseServiceUrl('baseUrl', env.baseUrl !== undefined, rawBase);
  const rawStatus = env.statusUrl ?? settings.get('statusUrl');
  const statusUrl = rawStatus ? normaliseServiceUrl('statusUrl', env.statusUrl !== undefined, rawStatus) : '';
  return {
    mode: 'configured',
    baseUrl,
    statusUrl,
    ...(await readKey(env, secrets)),
    authScheme: settings.get('authScheme'),
    timeZone,
    timeouts,
  };
}
