/**
 * Settings' shared database: where the desks of an account share their copy
 * (a PostgreSQL address; its password is sent inward only, never back), whether
 * this desk should be the one that syncs for all, and how it stands now.
 */
import { z } from 'zod';
import { sharedDatabaseFieldWords } from './words.ts';

export const sharedDatabaseRequestSchema = z
  .object({
    /** A postgres:// address; empty turns sharing off (the desk works alone). */
    address: z
      .string()
      .trim()
      .max(2_000, sharedDatabaseFieldWords.addressTooLong)
      .refine(
        (value) => value === '' || /^postgres(ql)?:\/\//i.test(value),
        sharedDatabaseFieldWords.notPostgres,
      ),
    /** Omitted: keep the stored password. Empty: none. */
    password: z.string().max(1_000, sharedDatabaseFieldWords.passwordTooLong).optional(),
    /** A manager's choice: this desk syncs the account for every desk while it is up. */
    preferSync: z.boolean({ error: sharedDatabaseFieldWords.choosePreferSync }).optional(),
  })
  .strict();
export type SharedDatabaseRequest = z.infer<typeof sharedDatabaseRequestSchema>;

/**
 * What is wrong with the shared database, as a kind and its values; the page
 * words it. `other` carries the server's or driver's own text, cut short.
 */
export type SharedDatabaseProblem =
  /** The address cannot be read as a URL at all. */
  | { kind: 'address-unreadable' }
  | { kind: 'address-not-postgres' }
  | { kind: 'address-no-server' }
  | { kind: 'address-no-user' }
  | { kind: 'address-unknown-sslmode'; sslmode: string }
  /** On another computer with sslmode asking for no encryption. */
  | { kind: 'address-unencrypted' }
  /** "Test connection" with no address typed or set. */
  | { kind: 'no-address' }
  | { kind: 'password-refused'; user: string }
  | { kind: 'user-not-allowed'; user: string }
  | { kind: 'no-such-database'; database: string }
  | { kind: 'no-tls' }
  | { kind: 'certificate' }
  /** `host` null: a socket folder on this computer. */
  | { kind: 'unreachable'; host: string | null; port: number }
  | { kind: 'version-too-old'; version: string }
  | { kind: 'cannot-create-tables'; user: string; database: string }
  /** `tables` empty: the schema itself is refused. */
  | { kind: 'cannot-use-tables'; user: string; tables: string[] }
  | { kind: 'newer-schema' }
  | { kind: 'foreign-schema'; version: number }
  /** The account key in the shared copy does not open with this desk's API key. */
  | { kind: 'account-key' }
  /** The desk joined before but cannot reach the database now. */
  | { kind: 'not-reached' }
  | { kind: 'demo-account' }
  | { kind: 'other'; text: string };

export type SharedDatabaseProblemKind = SharedDatabaseProblem['kind'];

/** How long the driver's own text may be when it crosses as `other`. */
export const OTHER_TEXT_LIMIT = 300;

export interface SharedDatabaseView {
  /** The address without any password; empty when the desk works alone. */
  address: string;
  passwordSet: boolean;
  preferSync: boolean;
  /** Fixed for this computer by its administrator (the environment): shown read-only. */
  locked: boolean;
  /** How this desk stands with the shared copy now. */
  state: 'alone' | 'joining' | 'following' | 'syncing-for-all' | 'problem';
  /** Why the shared copy is not in use; null when it is (or is not set). */
  problem: SharedDatabaseProblem | null;
  /** Rows of the shared copy this desk could not read and set aside: how many, since when (ISO); null when none. */
  unreadable: { count: number; since: string } | null;
}

/** "Test connection": what works (the server's version, whether the tables exist yet) or what is wrong. */
export type SharedDatabaseVerdict =
  | { ok: true; serverVersion: string; tablesReady: boolean }
  | { ok: false; problem: SharedDatabaseProblem };
