/**
 * Updates as the contract carries them: what Diagnostics shows (this desk's
 * version and channel, the last look, what is waiting and why it has not
 * installed yet) and what a manager may change (where the desk looks, which
 * releases it takes, a pinned version, putting an install off).
 *
 * The feed's address follows the rule of every address the desk uses: https, or
 * plain http on this computer only (`../net/loopback.ts`).
 */
import { z } from 'zod';
import { isPlainHttpOffThisComputer } from '../net/loopback.ts';
import type { SettingFault } from './errors.ts';
import { addressWords, updateFieldWords } from './words.ts';

export const UPDATE_CHANNELS = ['latest', 'beta'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

/** What is wrong with a feed address, as the desk's other addresses say it; null when it can be used. */
export function updateAddressFault(raw: string): SettingFault | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'not_web_address', value: raw };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'not_https', scheme: url.protocol.replace(/:$/, '') };
  }
  if (isPlainHttpOffThisComputer(url)) return { kind: 'plain_http', host: url.hostname };
  if (url.username || url.password) return { kind: 'has_credentials' };
  return null;
}

/** A release's version as electron-builder writes it (semver, with an optional pre-release part). */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const feedAddress = z
  .string()
  .trim()
  .max(2_000, addressWords.tooLong)
  .superRefine((value, context) => {
    if (value === '') return;
    const fault = updateAddressFault(value);
    if (!fault) return;
    context.addIssue({
      code: 'custom',
      message:
        fault.kind === 'not_https' || fault.kind === 'plain_http'
          ? updateFieldWords.updateNotHttps
          : fault.kind === 'has_credentials'
            ? addressWords.hasCredentials
            : updateFieldWords.notUpdateAddress,
    });
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** A manager's choices; each optional, so a form that does not show one leaves it as saved. */
export const saveUpdateChoicesSchema = z
  .object({
    /** Where the desk looks; empty: it does not look. */
    feedUrl: feedAddress.optional(),
    channel: z.enum(UPDATE_CHANNELS, { error: updateFieldWords.chooseChannel }).optional(),
    /** The only version the desk takes; null: the newest again. */
    pinnedVersion: z.string().trim().regex(VERSION, updateFieldWords.notVersion).nullable().optional(),
    /** No install for this many days from now; null: install when the desk is next idle. */
    deferDays: z
      .number({ error: updateFieldWords.deferDays })
      .int(updateFieldWords.deferDays)
      .min(1, updateFieldWords.deferDays)
      .max(30, updateFieldWords.deferDays)
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateChoicesRequest = z.input<typeof saveUpdateChoicesSchema>;

/** The page tells the desk it is in use: every few keystrokes, scans and clicks, and when a check-in panel opens or closes. */
export const deskActivitySchema = z.object({ checkInOpen: z.boolean() }).strict();

/** Why the update that is waiting has not installed yet. */
export type UpdateHoldUp =
  /** A manager put it off until `until`. */
  | { reason: 'deferred'; until: string }
  /** Someone is being checked in: it waits until the panel closes and the desk is idle. */
  | { reason: 'check-in-open' }
  /** The desk was used lately: it installs at `until` if nobody uses it before. */
  | { reason: 'in-use'; until: string };

export interface UpdatesView {
  /**
   * Whether this desk installs updates itself: the installed desktop app does; the
   * browser host and a development run of the desktop app do not (they still show
   * what they would do).
   */
  installs: 'yes' | 'browser-host' | 'not-installed';
  version: string;
  channel: UpdateChannel;
  /** Where it looks; null when nowhere is set. `fault`: why that address cannot be used. */
  feed: { address: string; fromEnvironment: boolean; fault: SettingFault | null } | null;
  /** The last look: the feed had nothing newer, offered an update, or could not be read. */
  lastCheck: { at: string; outcome: 'current' | 'found' | 'failed' } | null;
  /** When it looks next; null when it does not look. */
  nextCheckAt: string | null;
  checking: boolean;
  /** The update being fetched or fetched (its files checked: sha512), or one whose fetch failed. */
  waiting: { version: string; state: 'downloading' | 'ready' | 'failed'; percent: number } | null;
  /** Set while a ready update waits. */
  holdUp: UpdateHoldUp | null;
  pinnedVersion: string | null;
  deferredUntil: string | null;
}
