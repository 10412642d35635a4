/**
 * The doctor's words as kinds and values: each thing a check found or tells the
 * person to do is a message id of the page's catalogs (`renderer/locales/*.json`)
 * with its arguments. Diagnostics sends these to the page, which words them in the
 * language in use; `npm run doctor` and the copied report word them here, from the
 * same English catalog, so there is one source for every sentence.
 *
 * Where the terminal and the screen differ (an environment variable beside the
 * Settings field, "the doctor" or "the checks"), the message selects on the
 * `audience` argument: `terminal` here, `desk` on the page.
 */
import { createIntl, createIntlCache } from '@formatjs/intl';
import english from '../../renderer/locales/en.json' with { type: 'json' };
import type { KeyProblem } from '../../shared/ipc/errors.ts';

/** A doctor message's id: the English catalog's `doctor.*` keys. */
export type DoctorMessageId = Extract<keyof typeof english, `doctor.${string}`>;

/** A message and its arguments: values (times, counts, addresses, folders) stay values. */
export interface Said {
  id: DoctorMessageId;
  values?: Readonly<Record<string, string | number>>;
}

/** A selector's value as ICU's select takes it: `owner-file` and `no_key` read as `ownerFile` and `noKey`. */
export const choice = (value: string): string =>
  value.replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The reader a message is worded for. */
export type Audience = 'terminal' | 'desk';

export const said = (id: DoctorMessageId, values?: Said['values']): Said =>
  values === undefined ? { id } : { id, values };

const intl = createIntl(
  { locale: 'en-US', messages: english, defaultLocale: 'en', onError: () => undefined },
  createIntlCache(),
);

/** One message in English, as the terminal (or the copied report) reads it. */
export function inEnglish(words: Said, audience: Audience = 'terminal'): string {
  return intl.formatMessage({ id: words.id }, { ...words.values, audience }, { ignoreTag: true });
}

/** English text of a message from the catalog by any id (the checks' titles). */
export function englishMessage(id: keyof typeof english): string {
  return intl.formatMessage({ id }, undefined, { ignoreTag: true });
}

/** Parts of a finding read as one line; parts of a fix as sentences. */
export const FOUND_JOIN = '; ';
export const FIX_JOIN = ' ';

export const joinedInEnglish = (
  parts: readonly Said[],
  join: string,
  audience: Audience = 'terminal',
): string => parts.map((part) => inEnglish(part, audience)).join(join);

/** Why the key cannot be used, for the doctor on the command line and Diagnostics. */
export function keyProblemSaid(problem: KeyProblem): Said {
  switch (problem.kind) {
    case 'keychain_changed':
      return said('doctor.keyProblem', {
        kind: choice(problem.kind),
        stored: problem.storedBackend,
        current: problem.currentBackend,
      });
    case 'exposed':
      return said('doctor.keyProblem', { kind: problem.kind, mode: problem.mode });
    case 'not_a_file':
      return said('doctor.keyProblem', { kind: choice(problem.found) });
    default:
      return said('doctor.keyProblem', { kind: choice(problem.kind) });
  }
}
