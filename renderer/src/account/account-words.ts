/** How the account is named and described on screen. */
import type { AuthScheme, KeyHolder } from '../../../shared/ipc/account.ts';
import type { DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { accountText } from './words.ts';

export const KEY_HOLDER_WORDS: Record<KeyHolder, string> = accountText.keyHolder;

export const AUTH_SCHEME_WORDS: Record<AuthScheme, string> = accountText.authScheme;

/** The account by its name, or in words when it has none yet: never by its address. */
export function accountName(name: string): string {
  return name.trim() || accountText.unnamed;
}

/**
 * What to do after a refused connect, said for the form the person is looking at
 * (the desk's general hints speak of screens that retry by themselves).
 */
export const CONNECT_HINTS: Partial<Record<DeskErrorCode, string>> = accountText.connect.hints;
