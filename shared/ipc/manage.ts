/**
 * The manager's tools as the contract carries them: templates, group reservations,
 * published keys, dynamic templates, webhooks and the account's facts. Each form
 * in the page is checked with the same schema the main process checks the request
 * with, so a message shows beside its field before anything is sent and the two
 * sides never disagree. The parsers that turn what a person types or pastes into
 * what the service takes (a wall-clock time in the desk's zone, a pasted success
 * link, JSON text) live here for the same reason.
 */
import { z } from 'zod';
import type {
  AccountSettings,
  DynamicProcessResult,
  GroupReservation,
  PublishedKey,
  WaiverTemplate,
  WebhookConfig,
  WebhookQueueCounts,
} from '../domain/waiver.ts';
import { WAIVER_LIMITS } from '../domain/waiver.ts';
import { formatZoneOffset, zoneOffsetMs } from '../time/zoned-time.ts';
import { waiverIdSchema } from './lookup.ts';
import { addressWords, manageFieldWords } from './words.ts';

// --- Templates -------------------------------------------------------------------------------

/** Template ids are opaque service tokens (13 letters and digits on the real service). */
export const templateIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, manageFieldWords.chooseTemplate);

export const templateListRequestSchema = z
  .object({
    /** Only templates that are published (signable) now. */
    publishedOnly: z.boolean().default(false),
  })
  .strict();

export const templateRequestSchema = z.object({ templateId: templateIdSchema }).strict();

export interface TemplateList {
  templates: WaiverTemplate[];
}

/** One template, with its custom field definitions. */
export type TemplateDetail = WaiverTemplate;

// --- Group reservation (4.6) -----------------------------------------------------------------

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** What the service takes for `event.event_date`: RFC 3339 with its zone (UTC is +00:00). */
export const RFC3339_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const DAY_MS = 86_400_000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export type ZonedTime = { ok: true; rfc3339: string; instant: number } | { ok: false; problem: string };

/**
 * A wall-clock time as typed (`2031-05-06T14:30`, what a datetime-local input
 * gives) read in `timeZone`, written as RFC 3339 with that zone's offset at that
 * moment. A time the clocks skip (spring forward) is refused; a time they pass
 * twice (fall back) is the first of the two.
 */
export function zonedWallTime(local: string, timeZone: string): ZonedTime {
  const match = WALL_TIME.exec(local.trim());
  if (!match) return { ok: false, problem: manageFieldWords.enterEventStart };
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return { ok: false, problem: manageFieldWords.noSuchDate };
  }
  let offsets: number[];
  try {
    offsets = [wall - DAY_MS, wall, wall + DAY_MS].map((probe) => zoneOffsetMs(probe, timeZone));
  } catch {
    return { ok: false, problem: manageFieldWords.unknownZone(timeZone) };
  }
  const instants = [...new Set(offsets)]
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  const instant = instants[0];
  if (instant === undefined) {
    return { ok: false, problem: manageFieldWords.skippedTime(timeZone) };
  }
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  return { ok: true, rfc3339: `${date}${formatZoneOffset(wall - instant)}`, instant };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (what: keyof typeof manageFieldWords.fields, max = 100) =>
  z
    .string()
    .trim()
    .min(1, manageFieldWords.enter(manageFieldWords.fields[what]))
    .max(max, manageFieldWords.longerThan(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, manageFieldWords.longerThan(max))
    .transform((value) => (value === '' ? undefined : value))
    .optional();

const emailAddress = z
  .string()
  .trim()
  .min(1, manageFieldWords.enterEmail)
  .max(254, manageFieldWords.emailTooLong)
  .regex(EMAIL, manageFieldWords.notEmail);

const optionalEmail = z
  .string()
  .trim()
  .max(254, manageFieldWords.emailTooLong)
  .refine((value) => value === '' || EMAIL.test(value), manageFieldWords.notEmail)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const MAX_GROUP_PARTICIPANTS = 200;

export const groupParticipantSchema = z
  .object({
    first_name: required('firstName'),
    last_name: required('lastName'),
    email: optionalEmail,
  })
  .strict();

export const mailerSchema = z.enum(['service', 'thirdparty'], { error: manageFieldWords.chooseMailer });

/** The body of `POST /groups/store`, field for field; the page converts the event's local time first. */
export const groupReservationRequestSchema = z
  .object({
    event: z
      .object({
        event_date: z.string().trim().regex(RFC3339_WITH_OFFSET, manageFieldWords.enterEventStart),
        leader: required('reservationName'),
        name: optionalText(200),
        description: optionalText(2_000),
      })
      .strict(),
    leader: z
      .object({
        first_name: required('leaderFirstName'),
        last_name: required('leaderLastName'),
        email: emailAddress,
      })
      .strict(),
    template: templateIdSchema,
    mailer: mailerSchema,
    participants: z
      .array(groupParticipantSchema)
      .max(MAX_GROUP_PARTICIPANTS, manageFieldWords.tooManyGroupParticipants(MAX_GROUP_PARTICIPANTS))
      .default([]),
  })
  .strict();
export type GroupReservationInput = z.input<typeof groupReservationRequestSchema>;

export type GroupReservationResult = GroupReservation;

// --- Published keys (4.7, 4.8) ---------------------------------------------------------------

export const publishedKeyLabelSchema = z
  .string()
  .trim()
  .min(1, manageFieldWords.enterLabel)
  .max(100, manageFieldWords.labelTooLong);

export const createPublishedKeyRequestSchema = z.object({ label: publishedKeyLabelSchema }).strict();

export interface PublishedKeyList {
  keys: PublishedKey[];
}

export interface CreatedPublishedKey {
  newKey: PublishedKey;
  keys: PublishedKey[];
}

// --- Dynamic templates (4.4, 4.5) ------------------------------------------------------------

/** Where a parse error sits, counted the way an editor counts (from 1). */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Why `text` is not a JSON object, in words that help fix it: where the error
 * is, and the usual slips (single quotes, a comma before a closing brace).
 */
export function jsonObjectProblem(text: string): string | null {
  const words = manageFieldWords.json;
  if (text.trim() === '') return words.empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(raw);
    const reason = raw
      .replace(/\s*in JSON at position \d+.*$/s, '')
      .replace(/\s*\(line \d+ column \d+\)$/, '')
      .replace(/^JSON\.parse: /, '');
    const where = position
      ? (() => {
          const { line, column } = lineAndColumn(text, Number(position[1]));
          return words.where(line, column);
        })()
      : '';
    const singleQuotes = /'/.test(text);
    const trailingComma = /,\s*[}\]]/.test(text);
    return words.invalid(
      where,
      reason,
      singleQuotes || trailingComma ? words.advice(singleQuotes, trailingComma) : '',
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return words.notObject;
  }
  return null;
}

/** JSON text as typed in, read as an object (the page and the main process both read it). */
const jsonObjectText = z.string().transform((text, context): Record<string, unknown> => {
  const problem = jsonObjectProblem(text);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return JSON.parse(text) as Record<string, unknown>;
});

export const DYNAMIC_EXPIRATION_MINUTES = {
  min: 5,
  max: WAIVER_LIMITS.prefillExpirationMax / 60,
  default: 60,
};

export const dynamicTemplateRequestSchema = z
  .object({
    /** The client-side library's template settings, as JSON text. */
    template: jsonObjectText,
    /** The client-side library's data (prefilled answers), as JSON text. */
    data: jsonObjectText,
    expirationMinutes: z
      .number({ error: manageFieldWords.enterMinutes })
      .int(manageFieldWords.wholeMinutes)
      .min(DYNAMIC_EXPIRATION_MINUTES.min, manageFieldWords.minutesTooFew(DYNAMIC_EXPIRATION_MINUTES.min))
      .max(DYNAMIC_EXPIRATION_MINUTES.max, manageFieldWords.minutesTooMany),
  })
  .strict();
export type DynamicTemplateInput = z.input<typeof dynamicTemplateRequestSchema>;

export interface DynamicTemplateLink {
  url: string;
  uuid: string;
  expirationSeconds: number;
  /** ISO 8601: when the link stops working (the desk's clock when it was made, plus its lifetime). */
  expiresAt: string;
}

const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const TRANSACTION_PARAM = 'transactionid';

export type TransactionIdReading = { ok: true; transactionId: string } | { ok: false; problem: string };

/**
 * The transaction id from what was pasted: the id itself, or the whole success
 * link the signer landed on, whose `transactionId` query parameter carries it.
 */
export function readTransactionId(pasted: string): TransactionIdReading {
  const words = manageFieldWords.transaction;
  const text = pasted.trim();
  if (text === '') return { ok: false, problem: words.empty };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.includes('?')) {
    let url: URL;
    try {
      url = new URL(text.includes('://') ? text : `https://placeholder.invalid/${text.replace(/^\/+/, '')}`);
    } catch {
      return { ok: false, problem: words.unreadableLink };
    }
    const entry = [...url.searchParams].find(([name]) => name.toLowerCase() === TRANSACTION_PARAM);
    const value = entry?.[1].trim() ?? '';
    if (value === '') return { ok: false, problem: words.noId };
    if (/^\[transactionId\]$/i.test(value)) return { ok: false, problem: words.placeholder };
    return TRANSACTION_ID.test(value)
      ? { ok: true, transactionId: value }
      : { ok: false, problem: words.badCharactersInLink };
  }
  return TRANSACTION_ID.test(text)
    ? { ok: true, transactionId: text }
    : { ok: false, problem: words.badCharacters };
}

export const transactionIdSchema = z.string().transform((text, context): string => {
  const reading = readTransactionId(text);
  if (!reading.ok) {
    context.addIssue({ code: 'custom', message: reading.problem });
    return z.NEVER;
  }
  return reading.transactionId;
});

export const processDynamicRequestSchema = z.object({ transactionId: transactionIdSchema }).strict();

export type ProcessedDynamicWaiver = DynamicProcessResult;

// --- Webhooks (notes: configure, resend, queues) ---------------------------------------------

const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|127(\.\d{1,3}){3}|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|169\.254(\.\d{1,3}){2}|0\.0\.0\.0|\[::1?\]|\[f[cd][0-9a-f]{2}:.*\]|\[fe80:.*\])$/i;

/**
 * An address the service can deliver waiver notifications to: https (the
 * notification names a new waiver), reachable from the internet (not this
 * computer or its local network), and without credentials in it.
 */
export function webhookEndpointProblem(raw: string): string | null {
  const words = manageFieldWords.webhook;
  const text = raw.trim();
  if (text === '') return words.empty;
  if (text.length > 2_000) return addressWords.tooLong;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return words.notAddress;
  }
  if (url.protocol !== 'https:') return words.notHttps;
  if (url.username || url.password) return addressWords.hasCredentials;
  if (PRIVATE_HOST.test(url.hostname)) return words.private;
  if (!url.hostname.includes('.')) return words.noDomain;
  if (url.hash) return words.hasHash;
  return null;
}

export const webhookValidationSchema = z.enum(['yes', 'no', 'both'], {
  error: manageFieldWords.webhook.chooseValidation,
});

export const webhookConfigRequestSchema = z
  .object({
    endpoint: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = webhookEndpointProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    emailValidationRequired: webhookValidationSchema,
  })
  .strict();
export type WebhookConfigInput = z.input<typeof webhookConfigRequestSchema>;

export const resendWebhookRequestSchema = z.object({ waiverId: waiverIdSchema }).strict();

export interface WebhookSetup {
  /** Null when the account sends no webhook. */
  config: WebhookConfig | null;
}

export interface WebhookResend {
  waiverId: string;
  /** The service took the resend. */
  accepted: boolean;
}

export type WebhookQueueView = WebhookQueueCounts;

// --- The account's facts ---------------------------------------------------------------------

export type ConsoleSettings = AccountSettings;

export interface ServiceVersion {
  version: string;
}

export interface PingResult {
  /** The service's own answer (`pong`). */
  answer: string;
  /** From asking to the answer, as this desk measured it. */
  roundTripMs: number;
  /** ISO 8601: when the answer arrived. */
  at: string;
}

export interface BudgetLine {
  limit: number;
  /** Spent (or held by calls in flight) in the current window, by this desk and, as far as it knows, others. */
  used: number;
  /** ISO 8601: when the next call may start; null when one may start now. */
  freesAt: string | null;
}

/** The account's request budget as this desk's scheduler keeps it. */
export interface RateBudgetView {
  account: BudgetLine;
  search: BudgetLine;
  /** Calls waiting their turn, and calls on their way. */
  queued: number;
  inFlight: number;
  /** ISO 8601: when this was read. */
  at: string;
}
