/**
 * The configuration the app would use, read by the app's own code from the same
 * place: the one data directory (`resolveDataDir`), its settings file, the key
 * file the browser host keeps there, and the environment over all of it. The
 * first check line says what is configured and whether it is usable. The API key
 * is only ever named by where it came from.
 */

import {
  type AccountPlan,
  InvalidSettingError,
  type PlannedSetting,
  planAccount,
} from '../runtime/account-plan.ts';
import { resolveDataDir } from '../runtime/data-dir.ts';
import { ENV_NAMES, type EnvOverrides, readEnvOverrides } from '../runtime/env.ts';
import { OwnerFileSecretStore } from '../secrets/owner-file-store.ts';
import { keyProblemForReport } from '../secrets/secret-store.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { type CheckResult, checkResult } from './result.ts';

export interface LoadedConfiguration {
  /** Null when the configuration cannot be used at all. */
  plan: AccountPlan | null;
  check: CheckResult;
  /** Values that must never appear in the report. */
  secrets: string[];
}

/** How Settings names each field, for a fix that points there. */
const SETTINGS_FIELD: Record<PlannedSetting, string> = {
  baseUrl: 'the waiver service address in Settings',
  statusUrl: 'the status page address in Settings',
  timeZone: 'the time zone in Settings',
};

const KEY_SOURCE = {
  environment: ENV_NAMES.apiKey,
  'owner-file': 'the key file in the data folder',
  keychain: 'Settings',
} as const;

function describeConfigured(plan: Extract<AccountPlan, { mode: 'configured' }>, keySource: string): string {
  return [
    `base URL ${plan.baseUrl}`,
    `status page ${plan.statusUrl || 'none'}`,
    `API key from ${keySource}`,
    `time zone ${plan.timeZone}`,
  ].join('; ');
}

function checkPlan(plan: AccountPlan, settings: SettingsStore): CheckResult {
  if (plan.mode === 'demo') {
    return checkResult(
      'configuration',
      'PASS',
      `nothing configured: checking the demo account (built-in sandbox); time zone ${plan.timeZone}`,
    );
  }
  const keySource = plan.keyHolder ? KEY_SOURCE[plan.keyHolder] : 'nowhere';
  const found = describeConfigured(plan, keySource);
  if (plan.apiKey === null && settings.get('secrets').apiKey) {
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
      `${keyProblemForReport(plan.keyProblem ?? { kind: 'no_key' })} Enter the key in the app, or run the doctor with ${ENV_NAMES.apiKey} set`,
    );
  }
  return checkResult('configuration', 'PASS', found);
}

function unusableSetting(error: InvalidSettingError): CheckResult {
  const where = error.problem.fromEnvironment ? ENV_NAMES[error.setting] : SETTINGS_FIELD[error.setting];
  return checkResult('configuration', 'FAIL', error.message, `Correct ${where}`);
}

function openSettings(
  env: NodeJS.ProcessEnv,
  overrides: EnvOverrides,
): { dataDir: string; settings: SettingsStore } | CheckResult {
  const dataDir = resolveDataDir({ dataDirOverride: overrides.dataDir, env });
  try {
    return { dataDir, settings: openSettingsFile(dataDir, { repair: false }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return checkResult(
      'configuration',
      'FAIL',
      `the settings in ${dataDir} could not be read: ${reason}`,
      `Check the settings file in that folder (or point ${ENV_NAMES.dataDir} at the desk's data folder)`,
    );
  }
}

export async function loadConfiguration(env: NodeJS.ProcessEnv): Promise<LoadedConfiguration> {
  const overrides = readEnvOverrides(env);
  const secrets = overrides.apiKey ? [overrides.apiKey] : [];
  const opened = openSettings(env, overrides);
  if (!('settings' in opened)) return { plan: null, check: opened, secrets };
  const { dataDir, settings } = opened;
  try {
    // No OS keychain outside Electron: as in the browser host, a key comes from the
    // environment or the owner-only key file; a keychain-locked key cannot be unlocked here.
    const plan = await planAccount(overrides, settings, new OwnerFileSecretStore(dataDir));
    if (plan.mode === 'configured' && plan.apiKey && !secrets.includes(plan.apiKey))
      secrets.push(plan.apiKey);
    return { plan, check: checkPlan(plan, settings), secrets };
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    return { plan: null, check: unusableSetting(error), secrets };
  }
}
