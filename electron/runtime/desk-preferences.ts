/**
 * The preferences Settings shows and saves, read from and written to the settings
 * as the registry declares them (`shared/ipc/settings-registry.ts`). Saving says
 * whether the open session must reopen; the desk runtime reopens it.
 */
import type { DeskSettingsView } from '../../shared/ipc/account.ts';
import {
  type DeskPreferences,
  type PreferencesPatch,
  preferencesOf,
  reopensSession,
  settingChangesOf,
} from '../../shared/ipc/settings-registry.ts';
import type { DeskSettings, SettingsStore } from '../settings/schema.ts';
import type { AccountSetup } from './account-setup.ts';

export const preferencesIn = (settings: SettingsStore): DeskPreferences =>
  preferencesOf((name) => settings.get(name));

/** The preferences as Settings shows them, with those the environment fixes. */
export function preferencesView({ env, settings }: AccountSetup): DeskSettingsView {
  return {
    preferences: preferencesIn(settings),
    locked: env.timeZone ? ['timeZone'] : [],
    systemTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Whether this desk shares its account's copy with other desks (a shared database is set). */
export const sharesCopy = ({ env, settings }: AccountSetup): boolean =>
  Boolean(env.sharedDatabaseUrl ?? settings.get('sharedDatabaseUrl'));

/** Saves `patch`; says what the preferences are now and whether the open session depends on what changed. */
export function savePreferencesIn(
  setup: AccountSetup,
  patch: PreferencesPatch,
): { preferences: DeskPreferences; reopen: boolean } {
  const { settings } = setup;
  const before = preferencesIn(settings);
  for (const { setting, value } of settingChangesOf(patch)) {
    settings.set(setting, value as DeskSettings[typeof setting]);
  }
  // A name given in Settings is kept for good: it no longer follows the computer's.
  if (patch.deskName !== undefined && patch.deskName !== before.deskName)
    settings.set('deskNameChosen', true);
  const after = preferencesIn(settings);
  return { preferences: after, reopen: reopensSession(before, after, sharesCopy(setup)) };
}
