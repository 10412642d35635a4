/**
 * A scan's lookup, asked the moment its Enter arrives rather than once the scan's
 * screen has been drawn and its effects have run: at the counter the answer is what
 * the person waits for, so it starts first (as a waiver's detail does when it opens).
 * The scan's screen takes the answer already on its way, or asks itself (a screen
 * drawn again, a scan that came by another road).
 */
import type { LookupResult } from '../../../shared/ipc/lookup.ts';
import { callDesk } from '../bridge/index.ts';
import type { ScanVisit } from '../navigation/waiver-path.ts';

/** The newest scan's lookup, until its screen takes it; an older one is never wanted again. */
let asked: { id: number; answer: Promise<LookupResult> } | null = null;

const lookUp = (scan: ScanVisit): Promise<LookupResult> =>
  callDesk('lookupWaivers', { text: scan.tag, scan: true });

/** Starts the lookup of a scan that has just been read. */
export function askAhead(scan: ScanVisit): void {
  const answer = lookUp(scan);
  // Its screen handles a failure; one never taken (the screen did not come) is not an unhandled one.
  answer.catch(() => undefined);
  asked = { id: scan.id, answer };
}

/** The scan's lookup: the one asked ahead for it, or asked now. */
export function scanLookup(scan: ScanVisit): Promise<LookupResult> {
  const ahead = asked?.id === scan.id ? asked.answer : null;
  asked = null;
  return ahead ?? lookUp(scan);
}
