/**
 * The configuration the app would use, read by the app's own code from the same
 * place: the one data directory (`resolveDataDir`), its settings file, the key
 * file the browser host keeps there, and the environment over all of it. The
 * first check line says what is configured and whether it is usable. The API key
 * is only ever named by where it came from.
 */

import { type AccountPlan, InvalidSettingError, planAccount } from '../runtime/account-plan.ts';
import { resolveDataDir } from '../runtime/data-dir.ts';
import { ENV_NAMES, type EnvOverrides, readEnvOverrides } from '../runtime/env.ts';
import { OwnerFileSecretStore } from '../secrets/owner-file-store.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { choice, keyProblemSaid, type Said, said } from './doctor-words.ts';
import { type CheckResult, checkResult } from './result.ts';

export interface LoadedConfiguration {
  /** Null when the configuration cannot be used at all. */
  plan: AccountPlan | null;
  check: CheckResult;
  /** Values that must never appear in the report. */
  secrets: string[];
}

function describeConfigured(plan: Extract<AccountPlan, { mode: 'configured' }>): Said[] {
  return [
    said('doctor.configuration.baseUrl', { address: plan.baseUrl }),
    plan.statusUrl
      ? said('doctor.configuration.statusPage', { address: plan.statusUrl })
      : said('doctor.configuration.noStatusPage'),
    said('doctor.configuration.keyFrom', {
      source: choice(plan.keyHolder ?? 'nowhere'),
      variable: ENV_NAMES.apiKey,
    }),
    said('doctor.configuration.timeZone', { zone: plan.timeZone }),
  ];
}

function checkPlan(plan: AccountPlan, settings: SettingsStore): CheckResult {
  if (plan.mode === 'demo') {
    return checkResult('configuration', 'PASS', said('doctor.configuration.demo', { zone: plan.timeZone }));
  }
  const found = describeConfigured(plan);
  const variable = ENV_NAMES.apiKey;
  if (plan.apiKey === null && settings.get('secrets').apiKey) {
    return checkResult(
      'configuration',
      'WARN',
      [...found, said('doctor.configuration.keyLocked')],
      said('doctor.configuration.fix.tryKey', { variable }),
    );
  }
  if (plan.apiKey === null) {
    return checkResult('configuration', 'FAIL', found, [
      keyProblemSaid(plan.keyProblem ?? { kind: 'no_key' }),
      said('doctor.configuration.fix.enterKey', { variable }),
    ]);
  }
  return checkResult('configuration', 'PASS', found);
}

function unusableSetting(error: InvalidSettingError): CheckResult {
  const where = error.problem.fromEnvironment ? ENV_NAMES[error.setting] : error.setting;
  return checkResult(
    'configuration',
    'FAIL',
    said('doctor.said', { text: error.message }),
    said('doctor.configuration.fix.correct', { where }),
  );
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
      said('doctor.configuration.unreadable', { folder: dataDir, reason }),
      said('doctor.configuration.fix.unreadable', { variable: ENV_NAMES.dataDir }),
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
