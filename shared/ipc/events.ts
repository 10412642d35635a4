/**
 * What the main process pushes to the page, declared once with runtime schemas:
 * main validates before it sends, both transports validate before they deliver.
 * A retained event is state: a subscriber that arrives late gets its latest value
 * first, so a page that reloads never waits for the next change to know where it is.
 */
import { z } from 'zod';
import { type EventName, eventNames, eventTable, readEventEnvelope } from './event-names.ts';
import { recoveriesSchema } from './recoveries.ts';
import { settingProblemSchema } from './setting-problem.ts';
import { RESETTABLE_SETTINGS } from './settings-registry.ts';

const accountSchema = z.object({
  mode: z.enum(['demo', 'configured']),
  baseUrl: z.string(),
  /** Empty when no status page is configured. */
  statusUrl: z.string(),
});

/** Settings the desk can put back to its defaults, by the settings file's names (each secret on its own): derived from the settings registry. */
export { RESETTABLE_SETTINGS, type ResettableSetting } from './settings-registry.ts';

/** The settings file was damaged at start: it was set aside, and these went back to their defaults. */
const settingsResetSchema = z.object({
  /** It could not be read at all: every setting went back to its default. */
  everything: z.boolean(),
  settings: z.array(z.enum(RESETTABLE_SETTINGS)),
});
export type SettingsReset = z.infer<typeof settingsResetSchema>;

export const appInfoSchema = z.object({
  appVersion: z.string(),
  host: z.enum(['electron', 'browser']),
  /** 'needs-setup': no account could be opened; `setupProblem` says why. */
  phase: z.enum(['ready', 'needs-setup']),
  /** Changes whenever the account is switched, so screens drop what the old one showed. */
  sessionId: z.number().int(),
  /** Nothing chosen yet: the demo is open behind the welcome screen. */
  firstRun: z.boolean(),
  account: accountSchema.nullable(),
  /** The setting at fault and what is wrong with it; `problem` null when the account failed to open otherwise. */
  setupProblem: z
    .object({ setting: z.string().nullable(), problem: settingProblemSchema.nullable() })
    .nullable(),
  /** IANA zone the desk reports times in. */
  timeZone: z.string(),
  /** Only when the settings file was damaged at start (for the notice that says what was reset). */
  settingsReset: settingsResetSchema.optional(),
  /**
   * Only when links were found at start where the desk's own files and folders
   * belong (`copies`, `logs`, `secrets/apiKey`…, relative to the data folder):
   * removed rather than followed, for the notice that says so.
   */
  linksRemoved: z.array(z.string().max(500)).max(20).optional(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
export type AccountMode = z.infer<typeof accountSchema>['mode'];
export type HostKind = AppInfo['host'];

export const reachStateSchema = z.enum(['unknown', 'online', 'failing', 'offline']);
/**
 * The waiver service as this desk sees it: 'failing' answers with server errors,
 * 'offline' does not answer at all. Independent of what the status page says.
 */
export type ReachState = z.infer<typeof reachStateSchema>;

/** The service as the desk syncing for all sees it, shared through the shared copy (`service-contact.ts`). */
export const leaderContactSchema = z.object({
  /** The leading desk's name. */
  deskName: z.string().max(60),
  service: reachStateSchema,
  /** ISO 8601 (on this desk's clock): when the service last answered the leader; null when it has not since it started. */
  lastAnsweredAt: z.string().nullable(),
});
export type LeaderContact = z.infer<typeof leaderContactSchema>;

export const connectivitySchema = z.object({
  sessionId: z.number().int(),
  service: reachStateSchema,
  /** ISO 8601: when `service` last changed. */
  since: z.string(),
  /** ISO 8601: the last answer of any kind; null before the first. */
  lastAnsweredAt: z.string().nullable(),
  /**
   * Where this desk follows a shared copy: the leading desk's contact with the
   * service (null while no other desk leads or its word is not known); absent
   * for a desk that works alone or leads.
   */
  leader: leaderContactSchema.nullable().optional(),
});
export type Connectivity = z.infer<typeof connectivitySchema>;

/** What keeps the copy's storage from taking a write: another program's lock, a full disk, a folder it cannot write. */
export const storageTroubleSchema = z.enum(['busy', 'full', 'unwritable']);
export type StorageTrouble = z.infer<typeof storageTroubleSchema>;

/**
 * Why the file system refused a write, named as it said it: the disk is
 * read-only, this user may not write there, a folder on the way is missing, the
 * disk is full, this user's share of it is used up.
 */
export const writeFailureSchema = z.enum([
  'read-only',
  'no-permission',
  'missing-folder',
  'disk-full',
  'quota',
]);
export type WriteFailure = z.infer<typeof writeFailureSchema>;

/**
 * Why this desk keeps no copy (yet): its storage is in trouble and it opens the
 * copy by itself once that passes (`folder`: where, when known; `cause`: what the
 * file system said, when it said it), or it could not open it at all (`detail`:
 * the opening's own short reason, data rather than words).
 */
export const copyProblemSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('waiting'),
      trouble: storageTroubleSchema,
      folder: z.string().max(500).nullable(),
      cause: writeFailureSchema.nullable(),
    })
    .strict(),
  z.object({ kind: z.literal('failed'), detail: z.string().max(300) }).strict(),
]);
export type CopyProblem = z.infer<typeof copyProblemSchema>;

/**
 * Why the shared copy (PostgreSQL) is not followed: its address cannot be used
 * (the desk works alone; Settings says what is wrong with it), it cannot be
 * reached, its account key does not open with this desk's API key, or its
 * tables were made by a newer or another Waiver Desk.
 */
export const sharedCopyProblemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('address') }).strict(),
  z.object({ kind: z.literal('not-reached') }).strict(),
  z.object({ kind: z.literal('account-key') }).strict(),
  z.object({ kind: z.literal('newer-schema') }).strict(),
  z.object({ kind: z.literal('foreign-schema'), version: z.number().int() }).strict(),
  /** Rows of the shared copy this desk could not read: set aside, following goes on past them. */
  z.object({ kind: z.literal('unreadable-rows'), count: z.number().int().min(1) }).strict(),
]);
export type SharedCopyProblem = z.infer<typeof sharedCopyProblemSchema>;

/**
 * Something the person should know about the copy, as a kind (and its values):
 * the page words it. The service not answering, the key refused, a step that
 * failed, the storage in trouble, a copy rebuilt after damage, the shared copy
 * not followed.
 */
export const syncNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('not_answering') }).strict(),
  z.object({ kind: z.literal('key_refused') }).strict(),
  z.object({ kind: z.literal('failed') }).strict(),
  z.object({ kind: z.literal('storage'), trouble: storageTroubleSchema }).strict(),
  z.object({ kind: z.literal('rebuilt') }).strict(),
  z.object({ kind: z.literal('shared_copy'), problem: sharedCopyProblemSchema }).strict(),
  /**
   * This desk keeps no copy: why (the same a lookup's `no_copy` failure carries).
   */
  z.object({ kind: z.literal('no_copy'), problem: copyProblemSchema }).strict(),
]);
export type SyncNotice = z.infer<typeof syncNoticeSchema>;
export type SyncNoticeKind = SyncNotice['kind'];

export const syncProgressSchema = z.object({
  sessionId: z.number().int(),
  /** 'paused': the service is not answering and sync resumes by itself; 'unavailable': this desk keeps no copy. */
  phase: z.enum(['starting', 'backfill', 'incremental', 'idle', 'paused', 'error', 'unavailable']),
  /** Waivers of the retention window stored, and the total. */
  done: z.number().int(),
  total: z.number().int(),
  /**
   * The total is a guess from the density of signings seen so far (the older
   * windows are not searched yet): shown as "about N", and it settles as the
   * backfill learns. False once every window's count is known.
   */
  totalIsEstimate: z.boolean(),
  secondsLeft: z.number().int().nullable(),
  /** Share of the account's request budget (all desks) in use right now, 0 to 1. */
  budgetInUse: z.number(),
  /** ISO 8601: when the copy was last brought fully up to date. */
  lastCurrentAt: z.string().nullable(),
  /** Something the person should know (a rebuilt copy, a refused key), as a kind the page words. */
  notice: syncNoticeSchema.nullable(),
  /** Waivers the service sent that the copy could not keep because nothing identifies them; absent: none. */
  leftOut: z.number().int().nonnegative().optional(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

export const waiverArrivedSchema = z.object({
  sessionId: z.number().int(),
  waivers: z.array(
    z.object({
      waiverId: z.string(),
      name: z.string(),
      title: z.string(),
      createdOn: z.string(),
      autoTag: z.string(),
    }),
  ),
});
export type WaiverArrived = z.infer<typeof waiverArrivedSchema>;

/** Admissions reached this desk's copy: its own, or another desk's through the shared copy. */
export const admissionsRecordedSchema = z.object({
  sessionId: z.number().int(),
  /** How many came in this batch. */
  count: z.number().int().min(0),
  /**
   * The admissions' ids; absent for undos and people marked as left. The page's Today
   * already holds this desk's own (it adds them as they are made) and reads again for others.
   */
  admissionIds: z.array(z.string()).optional(),
  /**
   * The undos and marks of left (or taken back) that came, with the desk each was made at:
   * the page changes its Today by them rather than reading it again (a busy day's is
   * megabytes), and reads again only where its Today cannot show one.
   */
  changes: z
    .array(
      z.object({
        admissionId: z.string(),
        kind: z.enum(['undone', 'left', 'leftTakenBack']),
        at: z.string(),
        deskId: z.string(),
      }),
    )
    .optional(),
});
export type AdmissionsRecorded = z.infer<typeof admissionsRecordedSchema>;

// --- Service status (status monitor): the status page merged with this desk's own view ---------

/** What the status page said at the latest reading, or why there is no such reading. */
export const pageReadingSchema = z.enum([
  'operational',
  'degraded',
  'under-maintenance',
  'unknown',
  'not-set-up',
]);
export type PageReading = z.infer<typeof pageReadingSchema>;

/**
 * What the status indicator says, the page's word weighed against this desk's own
 * experience: 'page-reports-problem' when the page reports a problem the desk does
 * not feel, 'not-answering-desk' when the desk cannot reach a service the page
 * calls fine (or that no page speaks for).
 */
export const healthVerdictSchema = z.enum([
  'operational',
  'degraded',
  'under-maintenance',
  'page-reports-problem',
  'not-answering-desk',
  'unknown',
  'not-set-up',
]);
export type HealthVerdict = z.infer<typeof healthVerdictSchema>;

/** Why the page's state is unknown: before the first reading, no answer, too many requests, an answer the desk cannot read. */
export const pageProblemSchema = z.enum(['first-reading', 'not-answering', 'busy', 'unreadable']);
export type PageProblem = z.infer<typeof pageProblemSchema>;

export const serviceHealthSchema = z.object({
  sessionId: z.number().int(),
  verdict: healthVerdictSchema,
  page: pageReadingSchema,
  /** The page's state at the last reading that succeeded (kept through an outage of the page); null before any. */
  lastKnownPage: z.enum(['operational', 'degraded', 'under-maintenance']).nullable(),
  desk: reachStateSchema,
  /** ISO 8601: the last reading that succeeded; null before the first. */
  lastReadingAt: z.string().nullable(),
  /** ISO 8601: when the next reading is due; null when none is planned (no status page). */
  nextCheckAt: z.string().nullable(),
  /** Set while `page` is 'unknown'. */
  reason: pageProblemSchema.nullable(),
  /** A reading is under way. */
  checking: z.boolean(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/**
 * What a status alert tells, as a kind and values: the page words its toasts and
 * the main process its desktop notifications from the catalogs (`shared/words/status-alert.ts`).
 */
export const statusAlertSchema = z.object({
  sessionId: z.number().int(),
  kind: z.enum(['state-changed', 'maintenance-soon']),
  /** The news: the service back to normal, a problem, maintenance under way, maintenance soon. */
  news: z.enum(['back-to-normal', 'problem', 'maintenance', 'maintenance-soon']),
  /** The status page's own subject line of the first notice, one plain line; null when it names none. */
  subject: z.string().max(200).nullable(),
  /** How many more notices the page lists beside the first. */
  more: z.number().int().nonnegative(),
  /** ISO 8601: when the maintenance begins (soon) or ends (under way); null when the page does not say. */
  at: z.string().max(40).nullable(),
  /** Whole minutes until a maintenance begins (soon). */
  minutes: z.number().int().positive().optional(),
  /** The desk's time zone, in which `at` is said. */
  timeZone: z.string().max(100),
  noticeId: z.number().int().optional(),
});
export type StatusAlert = z.infer<typeof statusAlertSchema>;

// --- end of service status ---------------------------------------------------------------------

interface EventSpec<TPayload extends z.ZodType> {
  payload: TPayload;
  /** Keep the latest value and give it to every new subscriber first (`event-names.ts`). */
  retained: boolean;
}

/** Each event's payload schema, by its name in `event-names.ts`: one per event, none other. */
const payloads = {
  accountChanged: appInfoSchema,
  connectivity: connectivitySchema,
  syncProgress: syncProgressSchema,
  waiverArrived: waiverArrivedSchema,
  admissionsRecorded: admissionsRecordedSchema,
  serviceHealth: serviceHealthSchema,
  statusAlert: statusAlertSchema,
  recoveries: recoveriesSchema,
} as const satisfies Record<EventName, z.ZodType>;

type Payloads = typeof payloads;

export const events = Object.fromEntries(
  eventNames.map((name) => [name, { payload: payloads[name], retained: eventTable[name].retained }]),
) as { [E in EventName]: EventSpec<Payloads[E]> };

export type Events = typeof events;
export type EventPayload<E extends EventName> = z.infer<Payloads[E]>;
export { type EventName, eventNames, isEventName } from './event-names.ts';

/** What crosses a transport: the event's name with its payload. */
export type DeskEvent = { [E in EventName]: { name: E; payload: EventPayload<E> } }[EventName];

/** Validates a received event; null when its name is unknown or its payload off-contract. */
export function readDeskEvent(raw: unknown): DeskEvent | null {
  const envelope = readEventEnvelope(raw);
  if (!envelope) return null;
  const { name, payload } = envelope;
  const parsed = events[name].payload.safeParse(payload);
  return parsed.success ? ({ name, payload: parsed.data } as DeskEvent) : null;
}
