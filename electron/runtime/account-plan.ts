/**
 * Decides which account the desk talks to: the environment overrides the stored
 * settings; with no base URL anywhere the desk runs on the demo account.
 */

import type { KeyHolder } from '../../shared/ipc/account.ts';
import type { KeyProblem, PlannedSetting, SettingFault, SettingProblem } from '../../shared/ipc/errors.ts';
import { isPlainHttpOffThisComputer } from '../../shared/net/loopback.ts';
import { keyProblemOf, type SecretStore } from '../secrets/secret-store.ts';
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
      keyProblem: KeyProblem | null;
      /** Where the key came from; null when there is none. */
      keyHolder: KeyHolder | null;
      authScheme: AuthScheme;
      timeZone: string;
      timeouts: Timeouts;
    };

export type { PlannedSetting } from '../../shared/ipc/errors.ts';

const SETTING_LABELS: Record<PlannedSetting, string> = {
  baseUrl: 'The waiver service address',
  statusUrl: 'The status page address',
  timeZone: 'The desk time zone',
};

/**
 * What is wrong, for the log and the doctor's report on the command line. The page
 * words the fault itself from its kind and values.
 */
function faultForLog(fault: SettingFault): string {
  switch (fault.kind) {
    case 'not_web_address':
      return `is not a web address: "${fault.value}".`;
    case 'not_https':
      return `must be an https:// address, not ${fault.scheme}.`;
    case 'plain_http':
      return `must be an https:// address: over plain http to ${fault.host} the API key would travel unencrypted (plain http is only for this computer: localhost or 127.0.0.1).`;
    case 'has_credentials':
      return 'must not carry a user name or password; the API key is entered separately.';
    case 'unknown_time_zone':
      return `is not a known time zone: "${fault.value}".`;
    case 'not_set_yet':
      return 'is not set yet: connect the account first.';
  }
}

/** A setting the desk cannot use, in words for the log and the command line. */
export function settingProblemForLog({ setting, fromEnvironment, fault }: SettingProblem): string {
  const where = fromEnvironment ? ' (set for this computer by its administrator)' : '';
  return `${SETTING_LABELS[setting]}${where} ${faultForLog(fault)}`;
}

export class InvalidSettingError extends Error {
  readonly code = 'invalid_setting';
  readonly problem: SettingProblem;
  constructor(setting: PlannedSetting, fromEnvironment: boolean, fault: SettingFault) {
    super(settingProblemForLog({ setting, fromEnvironment, fault }));
    this.name = 'InvalidSettingError';
    this.problem = { setting, fromEnvironment, fault };
  }

  /** The settings field at fault, so a form can show the error beside it. */
  get setting(): PlannedSetting {
    return this.problem.setting;
  }
}

function normaliseServiceUrl(setting: PlannedSetting, fromEnvironment: boolean, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidSettingError(setting, fromEnvironment, { kind: 'not_web_address', value: raw });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidSettingError(setting, fromEnvironment, {
      kind: 'not_https',
      scheme: url.protocol.replace(/:$/, ''),
    });
  }
  // One rule for every source (the connect form, the environment, settings.json): the key travels encrypted.
  if (isPlainHttpOffThisComputer(url)) {
    throw new InvalidSettingError(setting, fromEnvironment, { kind: 'plain_http', host: url.hostname });
  }
  if (url.username || url.password) {
    throw new InvalidSettingError(setting, fromEnvironment, { kind: 'has_credentials' });
  }
  return url.href.replace(/\/+$/, '');
}

export function resolveTimeZone(zone: string | undefined, fromEnvironment = false): string {
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return fallback;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new InvalidSettingError('timeZone', fromEnvironment, { kind: 'unknown_time_zone', value: zone });
  }
}

interface KeyReading {
  apiKey: string | null;
  keyProblem: KeyProblem | null;
  keyHolder: KeyHolder | null;
}

async function readKey(env: EnvOverrides, secrets: SecretStore): Promise<KeyReading> {
  if (env.apiKey) return { apiKey: env.apiKey, keyProblem: null, keyHolder: 'environment' };
  const stored = await secrets.read('apiKey');
  switch (stored.state) {
    case 'present':
      return { apiKey: stored.value, keyProblem: null, keyHolder: secrets.holder };
    case 'absent':
      return { apiKey: null, keyProblem: { kind: 'no_key' }, keyHolder: null };
    default:
      return { apiKey: null, keyProblem: keyProblemOf(stored), keyHolder: null };
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
