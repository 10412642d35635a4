/** The hash route of one waiver's detail, and what the page opening it tells it about the visit. */
import { generatePath } from 'react-router';
import { paths } from '../paths.ts';

export const waiverPath = (waiverId: string): string => generatePath(paths.waiver, { waiverId });

/** A scan that opened the waiver: its tag, and which scan (the same tag scanned again is a new visit). */
export interface ScanVisit {
  tag: string;
  id: number;
}

/**
 * Carried in the route's state (not its address, which stays the waiver's own): who was
 * looked up or scanned, shown first and marked; and the scan that opened it, if one
 * did, so its check-in is ready for Enter.
 */
export interface WaiverVisit {
  /** The participant's position (-1 the guardian); null when no one in particular. */
  person: number | null;
  scan: ScanVisit | null;
}

/** The scan a route's state carries; null when it carries none. */
export function scanOf(value: unknown): ScanVisit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tag, id } = value as Partial<ScanVisit>;
  return typeof tag === 'string' && typeof id === 'number' ? { tag, id } : null;
}

export function visitOf(state: unknown): WaiverVisit {
  const given = (typeof state === 'object' && state !== null ? state : {}) as Partial<WaiverVisit>;
  return {
    person: typeof given.person === 'number' && Number.isInteger(given.person) ? given.person : null,
    scan: scanOf(given.scan),
  };
}
