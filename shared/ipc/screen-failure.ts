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

/** "TypeError", "RangeError": the error's own name, never a value; one that is no name is logged as a plain Error. */
export const errorNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_$]{0,63}$/, lookupFieldWords.notErrorName)
  // not words: the name of an error's kind, for the log
  .catch('Error');

/** Record ids are service tokens (waiver ids) or numbers (check-ins): the waiver id rule covers both. */
export const screenFailureSchema = z
  .object({
    screen: z.enum(SCREEN_NAMES),
    recordId: waiverIdSchema.optional(),
    errorName: errorNameSchema,
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

const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_$]{0,63}$/;
const MAX_MESSAGE = 500;

/**
 * What the page tells the log of an error or a thrown value: the error's own
 * name (else `nonErrorName`) and its message without values, cut to what the
 * contract takes. A value that is not an Error is named by its type, or by its
 * text when it is a string.
 */
export function errorForPageLog(
  value: unknown,
  nonErrorName: string,
): { errorName: string; message: string } {
  if (value instanceof Error) {
    return {
      // not words: the name of an error's kind, for the log
      errorName: ERROR_NAME.test(value.name) ? value.name : 'Error',
      message: messageWithoutValues(value.message).slice(0, MAX_MESSAGE),
    };
  }
  return {
    errorName: nonErrorName,
    message: typeof value === 'string' ? messageWithoutValues(value).slice(0, MAX_MESSAGE) : typeof value,
  };
}
