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

export interface SharedDatabaseView {
  /** The address without any password; empty when the desk works alone. */
  address: string;
  passwordSet: boolean;
  preferSync: boolean;
  /** Fixed for this computer by its administrator (the environment): shown read-only. */
  locked: boolean;
  /** How this desk stands with the shared copy now. */
  state: 'alone' | 'joining' | 'following' | 'syncing-for-all' | 'problem';
  /** Why the shared copy is not in use, in desk words; null when it is (or is not set). */
  problem: string | null;
}

export interface SharedDatabaseVerdict {
  ok: boolean;
  /** What works, or what is wrong and what to do about it. */
  message: string;
}
