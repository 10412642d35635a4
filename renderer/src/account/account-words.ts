/** How the account is named and described on screen. */
import type { AuthScheme, KeyHolder } from '../../../shared/ipc/account.ts';
import type { DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { accountText } from './words.ts';

export const KEY_HOLDER_WORDS: Record<KeyHolder, string> = accountText.keyHolder;

export const AUTH_SCHEME_WORDS: Record<AuthScheme, string> = accountText.authScheme;

/** "api.waivers.example" for "https://api.waivers.example": how a person tells accounts apart. */
export function accountName(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}

/**
 * What to do after a refused connect, said for the form the person is looking at
 * (the desk's general hints speak of screens that retry by themselves).
 */
export const CONNECT_HINTS: Partial<Record<DeskErrorCode, string>> = accountText.connect.hints;
