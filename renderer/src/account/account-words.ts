/** How the account is named and described on screen. */
import type { AuthScheme, KeyHolder } from '../../../shared/ipc/account.ts';
import type { DeskErrorCode } from '../../../shared/ipc/errors.ts';

export const KEY_HOLDER_WORDS: Record<KeyHolder, string> = {
  keychain: 'this computer’s keychain',
  'owner-file': 'a file only your user account can read',
  environment: 'this computer’s settings (set by its administrator)',
};

export const AUTH_SCHEME_WORDS: Record<AuthScheme, string> = {
  bearer: 'Authorization: Bearer (current)',
  legacy: 'sw-api-key (legacy)',
};

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
export const CONNECT_HINTS: Partial<Record<DeskErrorCode, string>> = {
  auth_error:
    'Check that the whole key was pasted and that the key header matches your account, then connect again. A revoked key needs a new API token from the account dashboard.',
  network: 'Check the service address and this computer’s network connection, then connect again.',
  timeout: 'The service may be busy or in maintenance. Connect again in a moment.',
  server_error: 'Connect again in a moment.',
  rate_limited: 'Wait a minute, then connect again.',
  protocol: 'Check that the service address is the waiver service’s, then connect again.',
  not_found: 'Check that the service address is the waiver service’s, then connect again.',
};
