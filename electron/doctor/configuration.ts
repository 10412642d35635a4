/**
 * The configuration the app would use, read the same way (environment over the
 * settings file; no base URL means the demo account), and the first check line:
 * what is configured and whether it is usable. The API key is only ever named by
 * where it came from.
 */
import { type AccountPlan, InvalidSettingError, planAccount } from '../runtime/account-plan.ts';
import { ENV_NAMES, readEnvOverrides } from '../runtime/env.ts';
import { ApiKeyVault } from '../secrets/api-key-vault.ts';
import { openConfSettings } from '../settings/conf-store.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { type CheckResult, checkResult } from './result.ts';

export interface LoadedConfiguration {
  /** Null when the configuration cannot be used at all. */
  plan: AccountPlan | null;
  check: CheckResult;
  /** Values that must never appear in the report. */
  secrets: string[];
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function sentInClear(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && !LOOPBACK_HOSTS.test(parsed.hostname);
}

function describeConfigured(plan: Extract<AccountPlan, { mode: 'configured' }>, keySource: string): string {
  return [
    `base URL ${plan.baseUrl}`,
    `status page ${plan.statusUrl || 'none'}`,
    `API key from ${keySource}`,
    `time zone ${plan.timeZone}`,
  ].join('; ');
}

function checkPlan(plan: AccountPlan, settings: SettingsStore, keyFromEnv: boolean): CheckResult {
  if (plan.mode === 'demo') {
    return checkResult(
      'configuration',
      'PASS',
      `nothing configured: checking the demo account (built-in sandbox); time zone ${plan.timeZone}`,
    );
  }
  const keySource = keyFromEnv ? ENV_NAMES.apiKey : plan.apiKey ? 'Settings' : 'nowhere';
  const found = describeConfigured(plan, keySource);
  if (plan.apiKey === null && settings.get('apiKeyCipher') !== '') {
    return checkResult(
      'configuration',
      'WARN',
      `${found}; a key is stored in Settings, but only the app can unlock it (OS keychain)`,
      `To let the doctor try the key, run it with ${ENV_NAMES.apiKey} set`,
    );
  }
  if (plan.apiKey === null) {
    return checkResult(
      'configuration',
      'FAIL',
      found,
      `${plan.keyProblem ?? 'No API key is set.'} (Or set ${ENV_NAMES.apiKey} for this check.)`,
    );
  }
  const clear = [plan.baseUrl, plan.statusUrl].filter((url) => url !== '' && sentInClear(url));
  if (clear.length > 0) {
    return checkResult(
      'configuration',
      'WARN',
      `${found}; ${clear.join(' and ')} ${clear.length === 1 ? 'is' : 'are'} plain http`,
      'Use the https:// addresses of the services: over http the API key and waiver data travel unencrypted',
    );
  }
  return checkResult('configuration', 'PASS', found);
}

export function loadConfiguration(env: NodeJS.ProcessEnv): LoadedConfiguration {
  const overrides = readEnvOverrides(env);
  const secrets = overrides.apiKey ? [overrides.apiKey] : [];
  let settings: SettingsStore;
  try {
    settings = openConfSettings(overrides.dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      plan: null,
      check: checkResult(
        'configuration',
        'FAIL',
        `the settings could not be read: ${reason}`,
        `Check ${ENV_NAMES.dataDir} and the settings file in that folder`,
      ),
      secrets,
    };
  }
  try {
    // No OS keychain outside Electron, as in the browser host: a stored key cannot be unlocked here.
    const plan = planAccount(overrides, settings, new ApiKeyVault(settings, null));
    if (plan.mode === 'configured' && plan.apiKey && !secrets.includes(plan.apiKey))
      secrets.push(plan.apiKey);
    return { plan, check: checkPlan(plan, settings, overrides.apiKey !== undefined), secrets };
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    return {
      plan: null,
      check: checkResult('configuration', 'FAIL', error.message, `Correct ${error.setting}`),
      secrets,
    };
  }
}
