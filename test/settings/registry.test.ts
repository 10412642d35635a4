/**
 * Each setting is declared once, in the settings registry, and everything that
 * lists settings is derived from it: the file's rules and defaults, the reset
 * list and its words, the contract's preferences, the view Settings shows and how
 * a saved patch lands in the file. These checks fail when a derived piece leaves
 * a declared setting out, or a declaration contradicts itself.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { shellText } from '../../renderer/src/shell/words.ts';
import {
  COUNTER_PREFERENCES,
  type DeskSettings,
  deskPreferencesSchema,
  PREFERENCES,
  preferencesOf,
  RESETTABLE_SETTINGS,
  reopensSession,
  SECRET_NAMES,
  SETTINGS,
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  type SettingName,
  savePreferencesSchema,
  settingChangesOf,
} from '../../shared/ipc/settings-registry.ts';

const NAMES = Object.keys(SETTINGS) as SettingName[];

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const secret = (cipher: string) => ({ cipher, backend: 'gnome_libsecret' });

/** A value other than its default for every setting, as a desk that changed them all would have saved it. */
const CHANGED: DeskSettings = {
  accountChoice: 'configured',
  baseUrl: 'https://api.example.com',
  statusUrl: 'https://status.example.com',
  authScheme: 'legacy',
  secrets: {
    apiKey: secret('a2V5'),
    cacheKey: secret('Y29weQ=='),
    sharedDatabasePassword: secret('cGFzcw=='),
    sharedKey: secret('c2hhcmVk'),
    managerPin: secret('cGlu'),
  },
  unprotectedStorageAccepted: true,
  timeZone: 'America/Denver',
  requestTimeoutMs: 20_000,
  searchTimeoutMs: 90_000,
  statusPollMinutes: 4,
  todayRefreshMinutes: 10,
  consoleLinkTemplate: 'https://console.example.com/w/{waiverId}',
  signingHost: 'https://waiver.example.com',
  retentionDays: 90,
  newWaiverCheckSeconds: 45,
  consumeWebhookQueue: true,
  sharedDatabaseUrl: 'postgres://desk@db.example.com:5432/waivers',
  preferSharedSync: true,
  deskId: 'desk-7',
  startAtLogin: true,
  kioskMode: true,
  language: 'es',
  accountName: 'Jump Park',
  deskName: 'Door 2',
  deskNameChosen: true,
  workerName: 'Maria',
  deskTags: ['VIP guest'],
  minorsPass: true,
  reEntry: false,
  capacity: 120,
  scanGapMs: 30,
  scanPrefix: '#',
  scanSuffix: '$',
  scanSounds: false,
  scanVolume: 20,
  managerLock: true,
  managerPinTries: { failures: 2, lockedUntilMs: 1_700_000_000_000 },
  updateUrl: 'https://updates.example.com/desk',
  updateChannel: 'beta',
  updatePinnedVersion: '1.4.2',
  updateDeferredUntilMs: 1_700_000_000_000,
  printing: { ...SETTINGS_DEFAULTS.printing, autoWristband: true, autoLabel: true },
};

describe('the settings registry', () => {
  it('gives every setting a rule and a default, and every default passes its own rule', () => {
    expect(Object.keys(SETTINGS_FIELDS)).toEqual(NAMES);
    expect(Object.keys(SETTINGS_DEFAULTS)).toEqual(NAMES);
    for (const name of NAMES) {
      expect(SETTINGS_FIELDS[name].safeParse(SETTINGS_DEFAULTS[name]).success, name).toBe(true);
    }
  });

  it('keeps every setting a file holds, through opening and saving it again', () => {
    for (const name of NAMES) expect(CHANGED[name], name).not.toEqual(SETTINGS_DEFAULTS[name]);
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-registry-'));
    dirs.push(dir);
    const file = path.join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify(CHANGED), { mode: 0o600 });
    const settings = openSettingsFile(dir);
    expect(settings.repaired).toBeNull();
    for (const name of NAMES) expect(settings.get(name), name).toEqual(CHANGED[name]);
    settings.set('deskName', 'Door 3');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ ...CHANGED, deskName: 'Door 3' });
  });

  it('resets every setting by name, each secret on its own, and the page has words for each', () => {
    const expected = NAMES.flatMap((name) => (name === 'secrets' ? [...SECRET_NAMES] : [name]));
    expect(RESETTABLE_SETTINGS).toEqual(expected);
    expect(Object.keys(shellText.settingsReset.names).sort()).toEqual([...RESETTABLE_SETTINGS].sort());
  });

  it('carries every preference in the contract, and the defaults pass the form’s rules', () => {
    const declared = NAMES.filter((name) => SETTINGS[name].preference !== undefined);
    expect(PREFERENCES.map(({ setting }) => setting)).toEqual(declared);
    expect(Object.keys(deskPreferencesSchema.shape).sort()).toEqual(
      PREFERENCES.map(({ name }) => name).sort(),
    );
    // A desk is named after its computer at its first run (`desk-name.ts`): its default is no name yet.
    const settled = { ...SETTINGS_DEFAULTS, deskName: 'FRONT-PC' };
    const view = preferencesOf((name) => settled[name]);
    expect(Object.keys(view).sort()).toEqual(Object.keys(deskPreferencesSchema.shape).sort());
    expect(deskPreferencesSchema.safeParse(view).error).toBeUndefined();
  });

  it('a patch of every preference lands in the file as the view shows it back', () => {
    const settings = memorySettings();
    const patch = savePreferencesSchema.parse(preferencesOf((name) => CHANGED[name]));
    const defaults = preferencesOf((name) => SETTINGS_DEFAULTS[name]);
    for (const [name, value] of Object.entries(patch)) {
      expect(value, name).not.toEqual(defaults[name as keyof typeof defaults]);
    }
    expect(Object.keys(patch).sort()).toEqual(Object.keys(deskPreferencesSchema.shape).sort());
    const changes = settingChangesOf(patch);
    expect(changes.map(({ setting }) => setting)).toEqual(PREFERENCES.map(({ setting }) => setting));
    for (const { setting, value } of changes) settings.set(setting, value as DeskSettings[typeof setting]);
    expect(settings.get('requestTimeoutMs')).toBe(20_000);
    expect(preferencesOf((name) => settings.get(name))).toEqual(patch);
  });

  it('names the counter’s preferences, and only the session’s own choices reopen it', () => {
    expect(COUNTER_PREFERENCES).toEqual([
      'accountName',
      'deskName',
      'workerName',
      'deskTags',
      'minorsPass',
      'reEntry',
      'capacity',
      'scanGapMs',
      'scanPrefix',
      'scanSuffix',
      'scanSounds',
      'scanVolume',
    ]);
    const before = preferencesOf((name) => SETTINGS_DEFAULTS[name]);
    const reopening = Object.keys(before).filter((name) => {
      const changed = { ...before, [name]: name === 'timeZone' ? 'Europe/Paris' : 'changed' };
      return reopensSession(before, changed, false);
    });
    expect(reopening.sort()).toEqual(
      ['consumeWebhookQueue', 'requestTimeoutSeconds', 'searchTimeoutSeconds', 'timeZone'].sort(),
    );
    expect(reopensSession(before, { ...before, deskName: 'Door 2' }, true)).toBe(true);
    expect(reopensSession(before, { ...before, deskName: 'Door 2' }, false)).toBe(false);
  });
});
