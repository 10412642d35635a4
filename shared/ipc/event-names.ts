/**
 * The events main pushes to the page, by name, and which are retained (state a
 * late subscriber gets first): without their schemas, so the sandboxed preload
 * bundles nothing but these names. The payload schemas are in `events.ts`,
 * keyed by the same names, which the compiler keeps in step with this table.
 */
export const eventTable = {
  /** The account was opened, switched, or could not be opened. */
  accountChanged: { retained: true },
  /** The waiver service's reachability from this desk changed. */
  connectivity: { retained: true },
  /** How far the desk's copy of the account is, and when it was last current. */
  syncProgress: { retained: true },
  /** New waivers were signed (found by the sync or the webhook queue). */
  waiverArrived: { retained: false },
  /** People were checked in at a desk of the account (this one or another sharing its copy): Today and the lists read again. */
  admissionsRecorded: { retained: false },
  /** Service status: the indicator's state (status page + this desk's view); one per session. */
  serviceHealth: { retained: true },
  /** Service status: a change worth a desktop notification; shown once, never replayed. */
  statusAlert: { retained: false },
  /** What the desk recovered from by itself (a page reloaded, the copy's worker restarted), until dismissed. */
  recoveries: { retained: true },
} as const satisfies Record<string, { retained: boolean }>;

export type EventName = keyof typeof eventTable;
export const eventNames = Object.keys(eventTable) as EventName[];
export const isEventName = (name: string): name is EventName => Object.hasOwn(eventTable, name);

/**
 * The shape every event crosses a transport in: a known name and an object
 * payload. The preload checks only this; the page checks the payload against its
 * schema (`readDeskEvent`) before any screen sees it, whichever transport carried it.
 */
export function readEventEnvelope(raw: unknown): { name: EventName; payload: object } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { name, payload } = raw as { name?: unknown; payload?: unknown };
  if (typeof name !== 'string' || !isEventName(name)) return null;
  if (typeof payload !== 'object' || payload === null) return null;
  return { name, payload };
}
