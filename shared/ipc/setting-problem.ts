/**
 * A setting the desk cannot use and why: what main sends and the page words (Settings,
 * the set-up screen), below both the failures and the events that carry it.
 */
import { z } from 'zod';

/** The account settings a plan is made of, as the Settings screen names its fields. */
export type PlannedSetting = 'baseUrl' | 'statusUrl' | 'timeZone';

/** What is wrong with a setting's value. */
export type SettingFault =
  | { kind: 'not_web_address'; value: string }
  | { kind: 'not_https'; scheme: string }
  /** Plain http to another computer: the API key would travel unencrypted. */
  | { kind: 'plain_http'; host: string }
  | { kind: 'has_credentials' }
  | { kind: 'unknown_time_zone'; value: string }
  /** Switching back to a configured account that was never connected. */
  | { kind: 'not_set_yet' };

export interface SettingProblem {
  setting: PlannedSetting;
  /** The value was set for this computer by its administrator, not in Settings. */
  fromEnvironment: boolean;
  fault: SettingFault;
}

/** The string each fault carries beside its kind, if any. */
const FAULT_VALUES: Record<SettingFault['kind'], string | null> = {
  not_web_address: 'value',
  not_https: 'scheme',
  plain_http: 'host',
  has_credentials: null,
  unknown_time_zone: 'value',
  not_set_yet: null,
};

const isSettingFault = (value: unknown): value is SettingFault => {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  const { kind } = value as { kind: unknown };
  if (typeof kind !== 'string' || !Object.hasOwn(FAULT_VALUES, kind)) return false;
  const field = FAULT_VALUES[kind as SettingFault['kind']];
  return field === null || typeof (value as Record<string, unknown>)[field] === 'string';
};

// A check of its own rather than a discriminated union: it keeps the first screen's script small.
const settingFaultSchema = z.custom<SettingFault>(isSettingFault);

/** A setting the desk cannot use, as the page words it (`SettingProblem`). */
export const settingProblemSchema = z.object({
  setting: z.enum(['baseUrl', 'statusUrl', 'timeZone']),
  fromEnvironment: z.boolean(),
  fault: settingFaultSchema,
}) satisfies z.ZodType<SettingProblem>;
