/**
 * How a settings file written by an earlier desk becomes one this desk reads: the
 * file carries the version of its shape (conf keeps it under `__internal__`), and
 * each step below moves a file of the shape before it forward. conf runs the steps
 * when the desk opens the file (`settings-file.ts`, its `migrations` option) and
 * writes the version it reached; a reader that must change nothing on disk (the
 * doctor) runs the same steps in memory (`migrateInMemory`).
 *
 * The list is append-only: a new shape appends a step with the next version. A
 * setting that is only added needs no step (a missing value reads as its default);
 * a step is for a value that moved, was renamed or changed its meaning. A file
 * written before versions were kept runs every step, so each step must leave a
 * file that is already of its shape (or later) as it is.
 *
 * The shapes so far (`test/settings/earlier-shapes.ts` holds one file of each):
 * - 1: the first desk: the API key's ciphertext and its keychain backend as two
 *   top-level values (`apiKeyCipher`, `apiKeyBackend`), and no account choice (an
 *   empty service address meant the demo).
 * - 2: secrets by name under `secrets`, and the account the desk opens as a
 *   choice (`accountChoice`); every setting since has been added with a default.
 */
import { isPlainObject } from '../../shared/domain/record-values.ts';

/** The file's values during a step, by top-level key: what conf's own store offers a step, and the in-memory runner too. */
export interface SettingsMigrationStore {
  has(key: string): boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export interface SettingsMigration {
  /** The shape this step produces: a whole number, one more than the step before. */
  version: number;
  /** What changed, for the reader of this list. */
  change: string;
  migrate(store: SettingsMigrationStore): void;
}

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = [
  {
    version: 2,
    change:
      'The API key moved under `secrets`; the account the desk opens became a choice (a service address meant the connected account).',
    migrate(store) {
      const cipher = store.get('apiKeyCipher');
      const backend = store.get('apiKeyBackend');
      const secrets = isPlainObject(store.get('secrets'))
        ? (store.get('secrets') as Record<string, unknown>)
        : {};
      // A key already under `secrets` is the newer one: a file of shape 2 keeps it.
      if (nonEmptyText(cipher) && secrets.apiKey === undefined) {
        store.set('secrets', {
          ...secrets,
          apiKey: { cipher, backend: typeof backend === 'string' ? backend : '' },
        });
      }
      if (!store.has('accountChoice')) {
        store.set('accountChoice', nonEmptyText(store.get('baseUrl')) ? 'configured' : 'none');
      }
      if (store.has('apiKeyCipher')) store.delete('apiKeyCipher');
      if (store.has('apiKeyBackend')) store.delete('apiKeyBackend');
    },
  },
];

/** The shape this desk writes: the last step's. */
export const SETTINGS_VERSION: number = SETTINGS_MIGRATIONS.at(-1)?.version ?? 1;

/** conf records versions as semver: shape N is `N.0.0`. */
export const semverOf = (version: number): string => `${version}.0.0`;

/** conf's `migrations` option and the version it records once they have run. */
export function confMigrationOptions(): {
  projectVersion: string;
  migrations: Record<string, (store: SettingsMigrationStore) => void>;
} {
  return {
    projectVersion: semverOf(SETTINGS_VERSION),
    migrations: Object.fromEntries(SETTINGS_MIGRATIONS.map((step) => [semverOf(step.version), step.migrate])),
  };
}

/** Where conf keeps the version in the file. */
const INTERNAL_KEY = '__internal__';

/**
 * The shape a file's values are of, as conf recorded it; null when it recorded
 * none (a file from before versions were kept, or one whose record is unreadable),
 * which runs every step.
 */
export function recordedVersion(raw: Record<string, unknown>): number | null {
  const internal = raw[INTERNAL_KEY];
  const migrations = isPlainObject(internal) ? internal.migrations : undefined;
  const version = isPlainObject(migrations) ? migrations.version : undefined;
  const major = typeof version === 'string' ? /^(\d+)\.\d+\.\d+/.exec(version)?.[1] : undefined;
  return major === undefined ? null : Number(major);
}

/**
 * The steps conf would run, run on a copy of `raw` in memory: for a reader that
 * must not write the file. What conf keeps for itself stays out of the result.
 */
export function migrateInMemory(raw: Record<string, unknown>): Record<string, unknown> {
  const from = recordedVersion(raw);
  const values: Record<string, unknown> = structuredClone(raw);
  delete values[INTERNAL_KEY];
  const store: SettingsMigrationStore = {
    has: (key) => Object.hasOwn(values, key),
    get: (key) => values[key],
    set: (key, value) => {
      values[key] = value;
    },
    delete: (key) => {
      delete values[key];
    },
  };
  for (const step of SETTINGS_MIGRATIONS) {
    if (from === null || step.version > from) step.migrate(store);
  }
  return values;
}
