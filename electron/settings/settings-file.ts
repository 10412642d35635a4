/**
 * The desk's settings file, `settings.json` in the data directory, the same for
 * Electron, the browser host and the doctor. conf writes it (atomically, owner
 * only); the desk reads it once at start and keeps the values, checking each
 * setting against its own rule (`SETTINGS_FIELDS`). (electron-store, conf with
 * Electron's defaults, is not used: it imports the electron package, which
 * cannot load where the Electron binary is missing, the browser host's case.)
 *
 * A file that is empty, not JSON or holds values no rule accepts never stops the
 * desk: it is moved aside as `settings.damaged-<time>.json`, every value that
 * still reads is kept (each secret on its own, so a readable API key stays), the
 * rest go back to their defaults, and `repaired` says which, for the notice the
 * page shows. A folder that cannot be written is said by name when a save
 * fails, and the next save tries again.
 *
 * A file an earlier desk wrote is moved forward to this desk's shape when it is
 * opened (`migrations.ts`, through conf's `migrations`), and carries the version
 * of its shape from then on; a reader that may not write migrates it in memory.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { isPlainObject } from '../../shared/domain/record-values.ts';
import { RESETTABLE_SETTINGS, type ResettableSetting } from '../../shared/ipc/events.ts';
import {
  ensurePrivateDir,
  narrowToOwner,
  type WriteFailure,
  writeFailureOf,
  writeRefusalOf,
} from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { confMigrationOptions, migrateInMemory } from './migrations.ts';
import {
  type DeskSettings,
  SECRET_NAMES,
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  SETTINGS_FILE_MODE,
  SETTINGS_FILE_NAME,
  type SettingsStore,
} from './schema.ts';

export type SettingName = keyof DeskSettings;

/** What was wrong with the file found at start, and what became of it. */
export interface SettingsRepair {
  problem: 'empty' | 'not-json' | 'invalid';
  /** Settings that went back to their defaults (each secret by its name); every one when the file could not be read at all. */
  reset: ResettableSetting[];
  /** Where the damaged file lies now; null while it could not be moved (a folder that cannot be written). */
  movedTo: string | null;
}

export interface SettingsFile extends SettingsStore {
  readonly path: string;
  /** Null when the file was sound (or absent). */
  readonly repaired: SettingsRepair | null;
}

/** A save the folder refused; the settings stay as they were, and the next save tries again. */
export class SettingsUnwritableError extends Error {
  readonly code = 'settings_unwritable';
  readonly folder: string;
  readonly refusal: 'unwritable' | 'full';
  /** What the file system said, named (read-only, no permission…), when it said it. */
  readonly failure: WriteFailure | null;

  /** `message` is for the log; the page words the folder and the refusal. */
  constructor(folder: string, refusal: 'unwritable' | 'full', cause: unknown) {
    super(
      `the settings could not be saved in ${folder}: ${refusal === 'full' ? 'disk full' : 'not writable'}`,
      {
        cause,
      },
    );
    this.name = 'SettingsUnwritableError';
    this.folder = folder;
    this.refusal = refusal;
    this.failure = writeFailureOf(cause);
  }
}

const SETTING_NAMES = Object.keys(SETTINGS_FIELDS) as SettingName[];

/** Every value of `raw` its rule accepts; the names of those it does not. Secrets are judged one by one. */
function salvage(raw: Record<string, unknown>): {
  kept: Partial<DeskSettings>;
  refused: ResettableSetting[];
} {
  const kept: Record<string, unknown> = {};
  const refused: ResettableSetting[] = [];
  for (const name of SETTING_NAMES) {
    if (!(name in raw)) continue;
    if (name === 'secrets') {
      const stored = isPlainObject(raw.secrets) ? raw.secrets : {};
      const secrets: Record<string, unknown> = {};
      for (const secret of SECRET_NAMES) {
        const one = SETTINGS_FIELDS.secrets.safeParse({ [secret]: stored[secret] });
        if (one.success) Object.assign(secrets, one.data);
        else refused.push(secret);
      }
      kept.secrets = secrets;
      continue;
    }
    const checked = SETTINGS_FIELDS[name].safeParse(raw[name]);
    if (checked.success) kept[name] = checked.data;
    else refused.push(name);
  }
  return { kept: kept as Partial<DeskSettings>, refused };
}

interface Reading {
  /** Whether there was a file at all. */
  found: boolean;
  values: DeskSettings;
  repair: Omit<SettingsRepair, 'movedTo'> | null;
}

/** The file as settings: its values, moved forward to this desk's shape by `migrate`. */
function readSettings(
  file: string,
  migrate: (raw: Record<string, unknown>) => Record<string, unknown>,
): Reading {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { found: false, values: { ...SETTINGS_DEFAULTS }, repair: null };
  }
  const unreadable = (problem: 'empty' | 'not-json'): Reading => ({
    found: true,
    values: { ...SETTINGS_DEFAULTS },
    repair: { problem, reset: [...RESETTABLE_SETTINGS] },
  });
  if (text.trim() === '') return unreadable('empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unreadable('not-json');
  }
  if (!isPlainObject(parsed)) return unreadable('not-json');
  const { kept, refused } = salvage(migrate(parsed));
  return {
    found: true,
    values: { ...SETTINGS_DEFAULTS, ...kept },
    repair: refused.length > 0 ? { problem: 'invalid', reset: refused } : null,
  };
}

/** `2025-06-14T15-20-00-123Z`: sortable, and legal in a file name everywhere. */
const fileStamp = (epochMs: number): string => new Date(epochMs).toISOString().replace(/[:.]/g, '-');

export interface OpenSettingsOptions {
  now?: () => number;
  /** False for a reader that must change nothing on disk (the doctor): a damaged file is only read around. */
  repair?: boolean;
}

/** The file through conf, which moves it forward to this desk's shape as it opens it (and records the version). */
function openConf(dataDir: string): Conf<Record<string, unknown>> {
  return new Conf<Record<string, unknown>>({
    projectName: 'waiver-desk',
    configName: SETTINGS_FILE_NAME,
    cwd: dataDir,
    configFileMode: SETTINGS_FILE_MODE,
    ...confMigrationOptions(),
  });
}

/** `dataDir` is the desk's one data directory (`resolveDataDir`), the same for every host. */
export function openSettingsFile(dataDir: string, options: OpenSettingsOptions = {}): SettingsFile {
  const now = options.now ?? Date.now;
  const mayWrite = options.repair !== false;
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    // A folder that cannot be made (its disk read-only, say): the desk starts on the defaults and says so.
    if (!writeRefusalOf(error)) throw error;
  }
  const file = path.join(dataDir, `${SETTINGS_FILE_NAME}.json`);
  let conf: Conf<Record<string, unknown>> | null = null;
  /** An earlier shape is moved forward on disk by conf; where the file cannot be written, in memory until the next save. */
  const migrate = (raw: Record<string, unknown>): Record<string, unknown> => {
    if (!mayWrite) return migrateInMemory(raw);
    try {
      conf = openConf(dataDir);
      return conf.store;
    } catch (error) {
      deskLog.warn(`the settings file could not be moved forward on disk: ${errorForLog(error)}`);
      conf = null;
      return migrateInMemory(raw);
    }
  };
  const reading = readSettings(file, migrate);
  let values = reading.values;
  let repair: SettingsRepair | null = reading.repair ? { ...reading.repair, movedTo: null } : null;

  /** The damaged file goes aside before anything is written over it; until it can, nothing is. */
  const moveAside = () => {
    if (!repair || repair.movedTo !== null) return;
    const base = path.join(dataDir, `${SETTINGS_FILE_NAME}.damaged-${fileStamp(now())}`);
    let target = `${base}.json`;
    for (let n = 1; existsSync(target); n++) target = `${base}-${n}.json`;
    renameSync(file, target);
    narrowToOwner(target);
    // The file conf read is gone: the next write starts a new one, which records this desk's version.
    conf = null;
    repair = { ...repair, movedTo: target };
  };

  const write = (next: DeskSettings) => {
    try {
      ensurePrivateDir(dataDir);
      moveAside();
      conf ??= openConf(dataDir);
      conf.store = { ...next };
    } catch (error) {
      const refusal = writeRefusalOf(error);
      if (refusal) throw new SettingsUnwritableError(dataDir, refusal, error);
      throw error;
    }
    values = next;
  };

  // A first start writes the defaults, so the file is there to be read (and edited) as it always was.
  if (!reading.found && mayWrite) {
    try {
      write(values);
    } catch (error) {
      if (!(error instanceof SettingsUnwritableError)) throw error;
    }
  }
  if (repair && mayWrite) {
    try {
      write(values);
    } catch (error) {
      // A folder that cannot be written: the desk runs on what it read, and the next save repairs the file.
      if (!(error instanceof SettingsUnwritableError)) throw error;
    }
    deskLog.warn(
      `the settings file was damaged (${repair.problem}); ${repair.movedTo ? 'set aside' : 'not yet set aside'}; back to defaults: ${repair.reset.join(', ')}`,
    );
  }

  return {
    path: file,
    get repaired() {
      return repair;
    },
    get: (key) => values[key],
    set(key, value) {
      const checked = SETTINGS_FIELDS[key].parse(value);
      write({ ...values, [key]: checked });
    },
  };
}
