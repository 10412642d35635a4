/**
 * A screen of the page that could not be shown: the page reports it so the desk's
 * log holds it. Only what names no person crosses: which screen, the id of the
 * record on it, and the error's kind and message (which the main process cuts
 * further before it logs a line).
 */
import { z } from 'zod';
import { waiverIdSchema } from './lookup.ts';
import { lookupFieldWords } from './words.ts';

export const SCREEN_NAMES = [
  'today',
  'waiver',
  'lookup',
  'settings',
  'welcome',
  'setup',
  'send',
  'diagnostics',
  'manage',
  'admissions',
  'scan',
  'other',
  'frame',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/** Record ids are service tokens (waiver ids) or numbers (check-ins): the waiver id rule covers both. */
export const screenFailureSchema = z
  .object({
    screen: z.enum(SCREEN_NAMES),
    recordId: waiverIdSchema.optional(),
    /** "TypeError", "RangeError": the error's own name, never a value. */
    errorName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_$]{0,63}$/, lookupFieldWords.notErrorName)
      // not words: the name of an error's kind, for the log
      .catch('Error'),
    message: z.string().max(500),
  })
  .strict();

export type ScreenFailureReport = z.input<typeof screenFailureSchema>;

export interface ScreenFailureLogged {
  /** False when the desk has logged many failures this minute and only counted this one. */
  logged: boolean;
}

/**
 * An error message without what could hold a value: quoted text (an engine quotes
 * the value it could not read), except the property an engine names in
 * "(reading 'map')", and runs of three or more digits (a phone, a date). The page
 * cuts it before sending, main again before logging.
 */
export function messageWithoutValues(message: string): string {
  return message
    .replace(/(?<!\(reading )(["'`])[^"'`]*\1/g, '$1…$1')
    .replace(/\(reading '([^']*)'\)/g, (whole, name: string) =>
      // not words: an engine's own phrase, with the value taken out
      /^[A-Za-z_$][\w$]{0,63}$/.test(name) ? whole : "(reading '…')",
    )
    .replace(/\d{3,}/g, '#');
}
