/**
 * Decides which account the desk talks to: the environment overrides the stored
 * settings; with no base URL anywhere the desk runs on the demo account.
 */

import type { ApiKeyVault } from '../secrets/api-key-vault.ts';
import type { AuthScheme, SettingsStore } from '../settings/schema.ts';
import { ENV_NAMES, type EnvOverrides } from './env.ts';

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
      authScheme: AuthScheme;
      timeZone: string;
      timeouts: Timeouts;
    };

export class InvalidSettingError extends Error {
  readonly code = 'invalid_setting';
  readonly setting: string;
  constructor(setting: string, message: string) {
    super(message);
    this.name = 'InvalidSettingError';
    this.setting = setting;
  }
}

function normaliseServiceUrl(setting: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidSettingError(setting, `${setting} is not a URL: "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidSettingError(setting, `${setting} must be an http(s) URL, not ${url.protocol}.`);
  }
  if (url.username || url.password) {
    throw new InvalidSettingError(
      setting,
      `${setting} must not carry credentials; the API key is set separately.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

export function resolveTimeZone(setting: string, zone: string | undefined): string {
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return fallback;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new InvalidSettingError(setting, `${setting} is not a known IANA time zone: "${zone}".`);
  }
}

function readKey(
  env: EnvOverrides,
  vault: ApiKeyVault,
): { apiKey: string | null; keyProblem: string | null } {
  if (env.apiKey) return { apiKey: env.apiKey, keyProblem: null };
  const stored = vault.read();
  switch (stored.state) {
    case 'present':
      return { apiKey: stored.apiKey, keyProblem: null };
    case 'absent':
      return {
        apiKey: null,
        keyProblem: 'No API key is set for this account. Set WAIVER_DESK_API_KEY for this desk.',
      };
    case 'backend-changed':
      return {
        apiKey: null,
        keyProblem: `The API key was stored with the "${stored.storedBackend}" keychain, but this session uses "${stored.currentBackend}". Enter the key again.`,
      };
    case 'undecryptable':
      return {
        apiKey: null,
        keyProblem: 'The stored API key could not be decrypted by the OS keychain. Enter it again.',
      };
  }
}

export function planAccount(env: EnvOverrides, settings: SettingsStore, vault: ApiKeyVault): AccountPlan {
  const timeZone = env.timeZone
    ? resolveTimeZone(ENV_NAMES.timeZone, env.timeZone)
    : resolveTimeZone('timeZone setting', settings.get('timeZone'));
  const timeouts = { requestMs: settings.get('requestTimeoutMs'), searchMs: settings.get('searchTimeoutMs') };
  const rawBase = env.baseUrl ?? settings.get('baseUrl');
  if (!rawBase) return { mode: 'demo', timeZone, timeouts };
  const baseUrl = normaliseServiceUrl(env.baseUrl ? ENV_NAMES.baseUrl : 'baseUrl setting', rawBase);
  const rawStatus = env.statusUrl ?? settings.get('statusUrl');
  const statusUrl = rawStatus
    ? normaliseServiceUrl(env.statusUrl ? ENV_NAMES.statusUrl : 'statusUrl setting', rawStatus)
    : '';
  return {
    mode: 'configured',
    baseUrl,
    statusUrl,
    ...readKey(env, vault),
    authScheme: settings.get('authScheme'),
    timeZone,
    timeouts,
  };
}
