/** The hash route of one waiver's detail, and what the page opening it tells it about the visit. */
import { generatePath } from 'react-router';
import { paths } from '../../paths.ts';

export const waiverPath = (waiverId: string): string => generatePath(paths.waiver, { waiverId });

/**
 * Carried in the route's state (not its address, which stays the waiver's own): who was
 * looked up or scanned, shown first and marked; and whether a scan opened a waiver that
 * passed, so Enter checks them in.
 */
export interface WaiverVisit {
  /** The participant's position (-1 the guardian); null when no one in particular. */
  person: number | null;
  passScan: boolean;
}

export function visitOf(state: unknown): WaiverVisit {
  const given = (typeof state === 'object' && state !== null ? state : {}) as Partial<WaiverVisit>;
  return {
    person: typeof given.person === 'number' && Number.isInteger(given.person) ? given.person : null,
    passScan: given.passScan === true,
  };
}
