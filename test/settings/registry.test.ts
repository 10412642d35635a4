/**
 * Each setting is declared once, in the settings registry, and everything that
 * lists settings is derived from it: the file's rules and defaults, the reset
 * list and its words, the contract's preferences, the view Settings shows and how
 * a saved patch lands in the file. These checks fail when a derived piece leaves
 * a declared setting out, or a declaration contradicts itself.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import english from '../../renderer/locales/en.json' with { type: 'json' };
import spanish from '../../renderer/locales/es.json' with { type: 'json' };
import { settingResetName } from '../../renderer/src/shell/words.ts';
import { readFieldMessage } from '../../shared/ipc/field-message.ts';
import {
  COUNTER_PREFERENCES,
  type DeskSettings,
  deskPreferencesSchema,
  PREFERENCE_BOUNDS,
  PREFERENCES,
  PREFERENCES_FORM_FIELDS,
  PREFERENCES_FORM_NUMBERS,
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
import { settingsFieldWords } from '../../shared/ipc/words.ts';

const NAMES = Object.keys(SETTINGS) as SettingName[];

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The product's sources: every `.ts` and `.tsx` under electron/, renderer/, shared/ and
 * each package's src/, tests and built output left out (the catalogs are JSON, not sources).
 */
function productSources(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory())
        return ['node_modules', 'build', 'dist'].includes(entry.name) ? [] : walk(file);
      return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
    });
  const packages = readdirSync(path.join(ROOT, 'packages')).map((name) => path.join('packages', name, 'src'));
  return ['electron', 'renderer', 'shared', ...packages].flatMap((folder) => walk(path.join(ROOT, folder)));
}

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
    // The notice's words for each are catalog messages whose ids are made from its name.
    const unworded = RESETTABLE_SETTINGS.map(settingResetName).filter(
      (id) => !Object.hasOwn(english, id) || !Object.hasOwn(spanish, id),
    );
    expect(unworded).toEqual([]);
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

  it('words each whole number by its own name, and puts the typed ones in the Preferences form, in its order', () => {
    // A refused number names itself in the sentence (`field.settings.numberLabel.<name>`), its label made from the contract's name.
    const numbers = PREFERENCES.filter(({ declared }) => declared.bounds);
    expect(numbers.map(({ name }) => name).sort()).toEqual(Object.keys(PREFERENCE_BOUNDS).sort());
    for (const { name, declared } of numbers) {
      const refusal = declared.rule.safeParse('ten').error?.issues[0]?.message ?? '';
      expect(readFieldMessage(refusal)?.values.label, name).toBe(
        settingsFieldWords.numberLabel(name as Parameters<typeof settingsFieldWords.numberLabel>[0]),
      );
    }
    // The form's fields as it edits them: the time zone, its numbers, the console link (the new-waiver check, declared after it, is among the numbers).
    expect(PREFERENCES_FORM_FIELDS).toEqual([
      'timeZone',
      'requestTimeoutSeconds',
      'searchTimeoutSeconds',
      'statusPollMinutes',
      'todayRefreshMinutes',
      'consoleLinkTemplate',
      'newWaiverCheckSeconds',
    ]);
    expect(PREFERENCES_FORM_NUMBERS).toEqual([
      'requestTimeoutSeconds',
      'searchTimeoutSeconds',
      'statusPollMinutes',
      'todayRefreshMinutes',
      'newWaiverCheckSeconds',
    ]);
    expect(PREFERENCES_FORM_FIELDS.filter((name) => COUNTER_PREFERENCES.includes(name))).toEqual([]);
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

  it('names a setting in three product files at most: the registry, its use, its words', () => {
    // Everything that lists settings derives from the registry, the words' ids from the
    // setting's name: a fourth file naming one is a hand-kept list beside it. The status
    // poll stands for every setting (the issue's pick); it has no words module of its own,
    // its words being catalog messages whose ids derive from its name.
    const naming = productSources()
      .filter((file) => readFileSync(file, 'utf8').includes('statusPollMinutes'))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .sort();
    expect(naming).toEqual(
      expect.arrayContaining(['electron/desk/desk-runtime.ts', 'shared/ipc/settings-registry.ts']),
    );
    expect(naming.length, naming.join(', ')).toBeLessThanOrEqual(3);
  });
});
