/**
 * Every setting of the desk, declared once: the rule of its value in the settings
 * file, its default, whose it is (the account's, this desk's, this computer's),
 * whether the damaged-file notice may name it, and, for what Settings edits, the
 * form's rule with its bounds and words, how the page's value is kept (seconds kept
 * as milliseconds), whether a change reopens the open session and whether it is one
 * of the counter's own, and whether the Preferences form edits it as typed text.
 * Everything else is derived from this list: the settings file's type, defaults and
 * salvage (`electron/settings/schema.ts`), the reset list the page words
 * (`RESETTABLE_SETTINGS`), the contract's preferences and their patch
 * (`deskPreferencesSchema`), the view Settings shows and how a saved patch lands in
 * the file (`preferencesOf`, `settingChangesOf`), the Preferences form's fields and
 * their bounds (`PREFERENCES_FORM_FIELDS`, `PREFERENCE_BOUNDS`).
 *
 * Adding a setting is one declaration here, plus its words: messages of the
 * catalogs (`renderer/locales/*.json`) whose ids are made from its name, so no
 * module keeps a list of settings beside this one. What the damaged-file notice
 * calls it is `shell.settingsReset.names.<setting>`; for a number Settings edits,
 * how a sentence names it is `field.settings.numberLabel.<contract name>`, and for
 * a number of the Preferences form, its field's label and help are
 * `settings.preferences.numbers.<contract name>.label` and `.help`. The type system
 * asks for each (an id the English catalog lacks does not compile), and the
 * catalogs' test makes the same ids from this list and checks them as it checks
 * every message (in English and Spanish, each used). A value that is only added needs no
 * settings migration (a file without it reads its default); one that moves, is
 * renamed or changes its meaning appends a step to `electron/settings/migrations.ts`.
 */
import { z } from 'zod';
import { PRINTING_DEFAULTS, printingSettingsSchema } from '../printing/printing.ts';
import {
  ACCOUNT_NAME_MAX,
  consoleLinkTemplate,
  deskTagsSchema,
  languageTagSchema,
  SERVICE_DEFAULTS,
  type StoredSecret,
  scanAffix,
  signingHost,
  storedHttpUrl,
  storedHttpUrlOrEmpty,
  storedSecret,
  storedWhole,
  timeZoneField,
  WORKER_NAME_MAX,
  wholeNumber,
} from './setting-rules.ts';
import { type NumberLabel, settingsFieldWords } from './words.ts';

/** Whose a setting is: the connected account's, this desk's at the counter, or this computer's. */
export type SettingScope = 'account' | 'desk' | 'computer';

/** The least and the most a whole number may be. */
export interface WholeBounds {
  readonly min: number;
  readonly max: number;
}

/** How Settings edits a setting, as the contract carries it (`DeskPreferences`). */
export type PreferenceDeclaration =
  | {
      /** The form's rule, with its bounds and words; optional when a form that does not show it leaves it as saved. */
      readonly rule: z.ZodType;
      /** A whole number's bounds, as the form's rule checks them (the page's number fields take them too). */
      readonly bounds?: WholeBounds;
      /** The contract's name for it, where it is not the setting's (the file keeps milliseconds, the page says seconds). */
      readonly contractName?: string;
      /** The file keeps the page's value times this. */
      readonly scale?: number;
      /** A change reopens the open session: always, or only while this desk shares its copy with others. */
      readonly reopens?: 'always' | 'when-shared';
      /**
       * The Preferences form edits it as typed text, its fields in the registry's order
       * (the others have controls of their own: the queue choice, This computer).
       */
      readonly preferencesForm?: true;
      readonly counter?: false;
    }
  | {
      readonly rule: z.ZodType;
      readonly bounds?: WholeBounds;
      /** One of the counter's own (how the account and desk are named, scans, who passes): saved as given, under its own name, and never reopening the session but for the desk's name among shared desks. */
      readonly counter: true;
      readonly reopens?: 'when-shared';
    };

export interface SettingDeclaration<T, P extends PreferenceDeclaration | undefined> {
  /** The rule of the value in the settings file: a file with one bad value loses that value only. */
  readonly rule: z.ZodType<T>;
  readonly default: T;
  readonly scope: SettingScope;
  /** The damaged-file notice may name it as gone back to its default (secrets are named one by one instead). */
  readonly resettable: boolean;
  readonly preference: P;
}

function setting<T, const P extends PreferenceDeclaration | undefined = undefined>(declaration: {
  rule: z.ZodType<T>;
  default: NoInfer<T>;
  scope: SettingScope;
  resettable?: false;
  preference?: P;
}): SettingDeclaration<T, P> {
  return {
    rule: declaration.rule,
    default: declaration.default,
    scope: declaration.scope,
    resettable: declaration.resettable ?? true,
    preference: declaration.preference as P,
  };
}

/** The secrets the settings file keeps, keychain-encrypted, by name. Never plain text. */
export const SECRET_NAMES = [
  /** The connected account's API key. */
  'apiKey',
  /** The data key of the desk's copy. */
  'cacheKey',
  /** The shared database's password. */
  'sharedDatabasePassword',
  /** The data key of the shared copy. */
  'sharedKey',
  /** The hash of the manager's PIN. */
  'managerPin',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const secretsRule = z.object(
  Object.fromEntries(SECRET_NAMES.map((name) => [name, storedSecret.optional()])),
) as unknown as z.ZodType<{ [N in SecretName]?: StoredSecret }>;

export const SETTINGS = {
  /** Which account the desk opens: nothing chosen yet (first run, on the demo), the demo, or the configured one. */
  accountChoice: setting({
    rule: z.enum(['none', 'demo', 'configured']),
    default: 'none',
    scope: 'desk',
  }),
  /** The configured account; kept when the demo is chosen, so switching back is one step. */
  baseUrl: setting({ rule: storedHttpUrlOrEmpty, default: '', scope: 'account' }),
  statusUrl: setting({ rule: storedHttpUrlOrEmpty, default: '', scope: 'account' }),
  authScheme: setting({ rule: z.enum(['bearer', 'legacy']), default: 'bearer', scope: 'account' }),
  /** Keychain-encrypted secrets by name; each is checked and reset on its own, so a damaged data key never costs the API key. */
  secrets: setting({ rule: secretsRule, default: {}, scope: 'desk', resettable: false }),
  /** Linux without a keyring: the person accepted storing secrets under `basic_text` after being told why. */
  unprotectedStorageAccepted: setting({ rule: z.boolean(), default: false, scope: 'computer' }),
  /** IANA zone; empty means the system zone. */
  timeZone: setting({
    rule: z.string(),
    default: '',
    scope: 'computer',
    preference: { rule: timeZoneField, reopens: 'always', preferencesForm: true },
  }),
  // The file's bounds are looser than the form's: a file an earlier desk wrote keeps what it had.
  requestTimeoutMs: setting({
    rule: storedWhole(1_000, 300_000),
    default: 15_000,
    scope: 'desk',
    preference: {
      contractName: 'requestTimeoutSeconds',
      ...wholePreference('requestTimeoutSeconds', 5, 300, 'seconds'),
      scale: 1_000,
      reopens: 'always',
      preferencesForm: true,
    },
  }),
  searchTimeoutMs: setting({
    rule: storedWhole(1_000, 600_000),
    default: 60_000,
    scope: 'desk',
    preference: {
      contractName: 'searchTimeoutSeconds',
      ...wholePreference('searchTimeoutSeconds', 10, 600, 'seconds'),
      scale: 1_000,
      reopens: 'always',
      preferencesForm: true,
    },
  }),
  statusPollMinutes: setting({
    ...wholeNumberSetting('statusPollMinutes', 1, 5, 'minutes', 'required', 'preferences'),
    default: 2,
    scope: 'desk',
  }),
  todayRefreshMinutes: setting({
    ...wholeNumberSetting('todayRefreshMinutes', 1, 60, 'minutes', 'required', 'preferences'),
    default: 5,
    scope: 'desk',
  }),
  /** `{waiverId}` marks where the waiver's id goes. */
  consoleLinkTemplate: setting({
    rule: z.string(),
    default: SERVICE_DEFAULTS.consoleLinkTemplate,
    scope: 'account',
    preference: { rule: consoleLinkTemplate, preferencesForm: true },
  }),
  /**
   * Where the signing pages live (`https://waiver.<service host>`): auto-tag links
   * start with it (the demo uses its own sandbox instead).
   */
  signingHost: setting({
    rule: storedHttpUrl,
    default: SERVICE_DEFAULTS.signingHost,
    scope: 'account',
    preference: { rule: signingHost.optional() },
  }),
  /** Waivers signed longer ago than this leave the desk's copy. */
  retentionDays: setting({ rule: storedWhole(7, 3_650), default: 365, scope: 'desk' }),
  /**
   * How often the desk asks the service for waivers signed since its last look: a
   * new signing is found within it. Each look is one of the account's five searches a minute.
   */
  newWaiverCheckSeconds: setting({
    ...wholeNumberSetting('newWaiverCheckSeconds', 20, 600, 'seconds', 'optional', 'preferences'),
    default: 60,
    scope: 'desk',
  }),
  /** This desk drains the account's webhook queue (a queue has one consumer: one desk per account). */
  consumeWebhookQueue: setting({
    rule: z.boolean(),
    default: false,
    scope: 'desk',
    // The sync engine is told when the session opens whether it drains the queue.
    preference: {
      rule: z.boolean({ error: settingsFieldWords.chooseQueue }).optional(),
      reopens: 'always',
    },
  }),
  /** Desks of one account share a copy here (a postgres:// address, password apart); empty: this desk alone. */
  sharedDatabaseUrl: setting({
    rule: z.union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//)]),
    default: '',
    scope: 'account',
  }),
  /** A manager chose this desk to sync the account for every desk while it is up. */
  preferSharedSync: setting({ rule: z.boolean(), default: false, scope: 'desk' }),
  /** This desk's own id: on its admissions, and to the other desks of a shared copy; made on first use. */
  deskId: setting({ rule: z.string().max(64), default: '', scope: 'desk' }),
  /**
   * The desktop app opens when someone logs in to this computer (a front-desk PC).
   * Electron only; the browser host keeps it for when the desktop app runs.
   */
  startAtLogin: setting({
    rule: z.boolean(),
    default: false,
    scope: 'computer',
    preference: { rule: z.boolean({ error: settingsFieldWords.chooseStartAtLogin }).optional() },
  }),
  /** The desktop app fills the screen with no menu; staff leave it from Settings or its shortcut. Electron only. */
  kioskMode: setting({
    rule: z.boolean(),
    default: false,
    scope: 'computer',
    preference: { rule: z.boolean({ error: settingsFieldWords.chooseKiosk }).optional() },
  }),
  /** The language the desk speaks on this computer (a language tag, `es`); empty: the system's. */
  language: setting({
    rule: languageTagSchema,
    default: '',
    scope: 'computer',
    preference: { rule: languageTagSchema.optional() },
  }),
  // --- The counter: how the account and this desk are named, scans, sounds, the manager's lock ---
  /** What staff see the configured account called; empty means its service's host (the page asks for one). */
  accountName: setting({
    rule: z.string().max(ACCOUNT_NAME_MAX),
    default: '',
    scope: 'account',
    preference: {
      counter: true,
      rule: z.string().trim().max(ACCOUNT_NAME_MAX, settingsFieldWords.accountNameTooLong).optional(),
    },
  }),
  /**
   * What this desk is called on the admissions it records ("Door 2"): its computer's
   * name until someone names it (`desk-name.ts`), given at the first run.
   */
  deskName: setting({
    rule: z.string().max(60),
    default: '',
    scope: 'desk',
    preference: {
      counter: true,
      rule: z
        .string()
        .trim()
        .min(1, settingsFieldWords.deskNameEmpty)
        .max(60, settingsFieldWords.deskNameTooLong)
        .optional(),
      // Desks sharing a copy learn each other's names from the session (the leader's, its contact).
      reopens: 'when-shared',
    },
  }),
  /** Someone named this desk in Settings: its name no longer follows the computer's. */
  deskNameChosen: setting({ rule: z.boolean(), default: false, scope: 'desk' }),
  /**
   * Who is at the desk now ("Maria"): a short name the worker gives at the counter, kept on
   * this computer and recorded with each check-in, undo and mark; empty, the desk's name alone.
   */
  workerName: setting({
    rule: z.string().max(WORKER_NAME_MAX),
    default: '',
    scope: 'computer',
    preference: {
      counter: true,
      rule: z.string().trim().max(WORKER_NAME_MAX, settingsFieldWords.workerNameTooLong).optional(),
    },
  }),
  /** Tags of the account a manager marked "show at the desk" (beside VIP, ban and medical, always shown). */
  deskTags: setting({
    rule: z.array(z.string().max(64)).max(50),
    default: [],
    scope: 'account',
    preference: { counter: true, rule: deskTagsSchema.optional() },
  }),
  /** Minors signed for (by a guardian, or with an adult on their waiver) pass instead of asking for a look. */
  minorsPass: setting({
    rule: z.boolean(),
    default: false,
    scope: 'account',
    preference: {
      counter: true,
      rule: z.boolean({ error: settingsFieldWords.chooseMinorsPass }).optional(),
    },
  }),
  /** Someone already in (admitted within the visit length) may come back in after a look; otherwise a stop. */
  reEntry: setting({
    rule: z.boolean(),
    default: true,
    scope: 'account',
    preference: { counter: true, rule: z.boolean({ error: settingsFieldWords.chooseReEntry }).optional() },
  }),
  /** How many people the venue holds at once (the header's headcount against it); 0: no capacity. */
  capacity: setting({
    ...wholeNumberSetting('capacity', 0, 100_000, 'people', 'optional', 'counter'),
    default: 0,
    scope: 'account',
  }),
  /** The longest pause between two keys of a barcode scanner's burst. */
  scanGapMs: setting({
    ...wholeNumberSetting('scanGapMs', 10, 200, 'milliseconds', 'optional', 'counter'),
    default: 50,
    scope: 'desk',
  }),
  /** Characters the scanner is set up to send before and after each code (left out of the code). */
  scanPrefix: setting({
    rule: z.string().max(8),
    default: '',
    scope: 'desk',
    preference: { counter: true, rule: scanAffix.optional() },
  }),
  scanSuffix: setting({
    rule: z.string().max(8),
    default: '',
    scope: 'desk',
    preference: { counter: true, rule: scanAffix.optional() },
  }),
  /** The pass, attention and miss sounds of a scan, and their volume (0 to 100). */
  scanSounds: setting({
    rule: z.boolean(),
    default: true,
    scope: 'desk',
    preference: {
      counter: true,
      rule: z.boolean({ error: settingsFieldWords.chooseScanSounds }).optional(),
    },
  }),
  scanVolume: setting({
    ...wholeNumberSetting('scanVolume', 0, 100, null, 'optional', 'counter'),
    default: 60,
    scope: 'desk',
  }),
  /** Manage and Settings ask for the manager's PIN (kept hashed in the secret store). */
  managerLock: setting({ rule: z.boolean(), default: false, scope: 'desk' }),
  /** Wrong PINs in a row, and until when (epoch ms) no PIN is tried after too many. */
  managerPinTries: setting({
    rule: z.object({ failures: z.number().int().min(0), lockedUntilMs: z.number().min(0) }),
    default: { failures: 0, lockedUntilMs: 0 },
    scope: 'desk',
  }),
  // --- Updates: where this desk looks for them, and what a manager chose (`electron/updates/`) ---
  /** The generic feed's address (https, or http on this computer); empty: this desk looks for no updates. */
  updateUrl: setting({ rule: storedHttpUrlOrEmpty, default: '', scope: 'computer' }),
  /** The feed's channel (electron-builder's channel files: `latest.yml`, `beta.yml`). */
  updateChannel: setting({ rule: z.enum(['latest', 'beta']), default: 'latest', scope: 'computer' }),
  /** The only version this desk takes (held back, or moved to it); empty: the newest. */
  updatePinnedVersion: setting({ rule: z.string().max(64), default: '', scope: 'computer' }),
  /** No update installs before this (epoch ms); 0: none deferred. */
  updateDeferredUntilMs: setting({ rule: z.number().min(0), default: 0, scope: 'computer' }),
  /** Wristbands and labels: the printers, when they print, and the manager's rules for a band. */
  printing: setting({ rule: printingSettingsSchema, default: PRINTING_DEFAULTS, scope: 'desk' }),
};

type NumberUnit = keyof typeof settingsFieldWords.units | null;

/** A whole number Settings edits: the form's rule and its bounds. */
function wholePreference(label: NumberLabel, min: number, max: number, unit: NumberUnit) {
  return { rule: wholeNumber(label, min, max, unit), bounds: { min, max } };
}

/**
 * A whole number Settings edits under its own name: the file's rule and the form's
 * from one pair of bounds. `optional`: a form that does not show it leaves it as saved.
 * `where`: the Preferences form edits it as typed text, or it is one of the counter's own.
 */
function wholeNumberSetting<
  const Optional extends 'required' | 'optional',
  const Where extends 'preferences' | 'counter',
>(label: NumberLabel, min: number, max: number, unit: NumberUnit, optional: Optional, where: Where) {
  const form = wholeNumber(label, min, max, unit);
  const rule = (optional === 'optional' ? form.optional() : form) as Optional extends 'optional'
    ? z.ZodOptional<typeof form>
    : typeof form;
  const bounds = { min, max };
  const place = (
    where === 'counter' ? { counter: true } : { preferencesForm: true }
  ) as Where extends 'counter' ? { counter: true } : { preferencesForm: true };
  const preference = { rule, bounds, ...place } as { rule: typeof rule; bounds: WholeBounds } & typeof place;
  return { rule: storedWhole(min, max), preference };
}

type Registry = typeof SETTINGS;
export type SettingName = keyof Registry;

/** The settings as the file holds them, once read. */
export type DeskSettings = { [K in SettingName]: Registry[K]['default'] };

/** Each setting's rule in the file, checked one by one (`settings-file.ts`). */
export const SETTINGS_FIELDS = Object.fromEntries(
  Object.entries(SETTINGS).map(([name, declared]) => [name, declared.rule]),
) as { [K in SettingName]: z.ZodType<DeskSettings[K]> };

export const SETTINGS_DEFAULTS = Object.fromEntries(
  Object.entries(SETTINGS).map(([name, declared]) => [name, declared.default]),
) as DeskSettings;

type Resettable = { [K in SettingName]: Registry[K]['resettable'] extends true ? K : never }[SettingName];
/** What the damaged-file notice may name as gone back to its default: the settings by name, each secret on its own. */
export type ResettableSetting = Exclude<SettingName, 'secrets'> | SecretName;

/** In the file's order, each secret where the secrets stand. */
export const RESETTABLE_SETTINGS = (Object.keys(SETTINGS) as SettingName[]).flatMap(
  (name): readonly ResettableSetting[] =>
    name === 'secrets' ? SECRET_NAMES : SETTINGS[name].resettable ? [name as Resettable] : [],
) as [ResettableSetting, ...ResettableSetting[]];

// --- The preferences: what Settings edits, as the contract carries it ---

type PreferenceOf<K extends SettingName> = Registry[K]['preference'];
type ContractName<K extends SettingName> =
  PreferenceOf<K> extends { contractName: infer N extends string } ? N : K;
type PreferenceShape = {
  [K in SettingName as PreferenceOf<K> extends PreferenceDeclaration ? ContractName<K> : never]: NonNullable<
    PreferenceOf<K>
  >['rule'];
};

/** A setting Settings edits, with the contract's name for it. */
export interface PreferenceEntry {
  setting: SettingName;
  name: keyof PreferenceShape;
  scale: number;
  declared: PreferenceDeclaration;
}

export const PREFERENCES: readonly PreferenceEntry[] = (Object.keys(SETTINGS) as SettingName[]).flatMap(
  (setting) => {
    const declared: PreferenceDeclaration | undefined = SETTINGS[setting].preference;
    if (!declared) return [];
    const name = (('contractName' in declared && declared.contractName) || setting) as keyof PreferenceShape;
    const scale = ('scale' in declared && declared.scale) || 1;
    return [{ setting, name, scale, declared }];
  },
);

/** Everything Settings edits (the account's addresses and key go through `connectAccount`). */
export const deskPreferencesSchema = z
  .object(
    Object.fromEntries(PREFERENCES.map(({ name, declared }) => [name, declared.rule])) as PreferenceShape,
  )
  .strict();
export type DeskPreferences = z.infer<typeof deskPreferencesSchema>;

export const savePreferencesSchema = deskPreferencesSchema.partial().strict();
export type PreferencesPatch = z.output<typeof savePreferencesSchema>;

/** The preferences that are whole numbers. */
export type NumberPreference = {
  [K in keyof DeskPreferences]-?: NonNullable<DeskPreferences[K]> extends number ? K : never;
}[keyof DeskPreferences];

/** Each whole number's bounds, for the page's number fields. */
export const PREFERENCE_BOUNDS = Object.fromEntries(
  PREFERENCES.flatMap(({ name, declared }) => (declared.bounds ? [[name, declared.bounds]] : [])),
) as Record<NumberPreference, WholeBounds>;

/** The preferences the Preferences form edits as typed text, by the contract's names. */
export type PreferencesFormField = {
  [K in SettingName]: PreferenceOf<K> extends { preferencesForm: true } ? ContractName<K> : never;
}[SettingName];

/** Those of them that are whole numbers: the form's number fields, with their bounds. */
export type PreferencesFormNumber = Extract<PreferencesFormField, NumberPreference>;

/** The Preferences form's fields, in the registry's order (`preferencesForm`). */
export const PREFERENCES_FORM_FIELDS = PREFERENCES.filter(
  ({ declared }) => 'preferencesForm' in declared && declared.preferencesForm,
).map(({ name }) => name) as readonly PreferencesFormField[];

/** Its number fields, in the same order: those the registry gives bounds. */
export const PREFERENCES_FORM_NUMBERS = PREFERENCES_FORM_FIELDS.filter(
  (field): field is PreferencesFormNumber => Object.hasOwn(PREFERENCE_BOUNDS, field),
);

/** The counter's preferences, by the contract's names. */
export const COUNTER_PREFERENCES = PREFERENCES.filter(({ declared }) => declared.counter).map(
  ({ name }) => name,
);

/** The preferences as Settings shows them, read from the settings by `read`. */
export function preferencesOf(read: <K extends SettingName>(name: K) => DeskSettings[K]): DeskPreferences {
  const view: Record<string, unknown> = {};
  for (const { setting, name, scale } of PREFERENCES) {
    const value = read(setting);
    view[name] = scale === 1 ? value : Math.round((value as number) / scale);
  }
  return view as DeskPreferences;
}

/** What a saved patch writes, setting by setting, in the registry's order: each value it carries, as the file keeps it. */
export function settingChangesOf(patch: PreferencesPatch): { setting: SettingName; value: unknown }[] {
  const given = patch as Record<string, unknown>;
  return PREFERENCES.flatMap(({ setting, name, scale }) => {
    const value = given[name];
    if (value === undefined) return [];
    return [{ setting, value: scale === 1 ? value : (value as number) * scale }];
  });
}

/**
 * Whether going from `before` to `after` changes what the open session was opened
 * with, so it must reopen; `shared` says whether this desk shares its copy.
 */
export function reopensSession(before: DeskPreferences, after: DeskPreferences, shared: boolean): boolean {
  return PREFERENCES.some(({ name, declared }) => {
    if (!declared.reopens || before[name] === after[name]) return false;
    return declared.reopens === 'always' || shared;
  });
}
