/**
 * What the main process pushes to the page, declared once with runtime schemas:
 * main validates before it sends, both transports validate before they deliver.
 * A retained event is state: a subscriber that arrives late gets its latest value
 * first, so a page that reloads never waits for the next change to know where it is.
 */
import { z } from 'zod';

const accountSchema = z.object({
  mode: z.enum(['demo', 'configured']),
  baseUrl: z.string(),
  /** Empty when no status page is configured. */
  statusUrl: z.string(),
});

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
  setupProblem: z.object({ message: z.string(), setting: z.string().nullable() }).nullable(),
  /** IANA zone the desk reports times in. */
  timeZone: z.string(),
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

export const connectivitySchema = z.object({
  sessionId: z.number().int(),
  service: reachStateSchema,
  /** ISO 8601: when `service` last changed. */
  since: z.string(),
  /** ISO 8601: the last answer of any kind; null before the first. */
  lastAnsweredAt: z.string().nullable(),
});
export type Connectivity = z.infer<typeof connectivitySchema>;

interface EventSpec<TPayload extends z.ZodType> {
  payload: TPayload;
  /** Keep the latest value and give it to every new subscriber first. */
  retained: boolean;
}

const defineEvent = <TPayload extends z.ZodType>(
  payload: TPayload,
  retained: boolean,
): EventSpec<TPayload> => ({
  payload,
  retained,
});

export const events = {
  /** The account was opened, switched, or could not be opened. */
  accountChanged: defineEvent(appInfoSchema, true),
  /** The waiver service's reachability from this desk changed. */
  connectivity: defineEvent(connectivitySchema, true),
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.infer<Events[E]['payload']>;
export const eventNames = Object.keys(events) as EventName[];
export const isEventName = (name: string): name is EventName => Object.hasOwn(events, name);

/** What crosses a transport: the event's name with its payload. */
export type DeskEvent = { [E in EventName]: { name: E; payload: EventPayload<E> } }[EventName];

/** Validates a received event; null when its name is unknown or its payload off-contract. */
export function readDeskEvent(raw: unknown): DeskEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { name, payload } = raw as { name?: unknown; payload?: unknown };
  if (typeof name !== 'string' || !isEventName(name)) return null;
  const parsed = events[name].payload.safeParse(payload);
  return parsed.success ? ({ name, payload: parsed.data } as DeskEvent) : null;
}
