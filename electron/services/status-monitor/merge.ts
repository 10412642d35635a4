/**
 * The indicator's one verdict from two witnesses: what the status page says and
 * what this desk itself sees of the waiver service. When they disagree the desk
 * says so rather than pick one: a page that reports a problem the desk does not
 * feel, or a desk that gets no answer from a service the page calls fine. An
 * unread page is never taken for an operational one.
 */
import type { HealthVerdict, PageReading, ReachState } from '../../../shared/ipc/events.ts';

/** The desk's calls fail: no answer at all, or only server errors. */
const deskFails = (desk: ReachState): boolean => desk === 'offline' || desk === 'failing';

export function mergeHealth(page: PageReading, desk: ReachState): HealthVerdict {
  switch (page) {
    case 'degraded':
    case 'under-maintenance':
      // The page explains a failing desk; a desk that works is worth saying beside the page's word.
      return desk === 'online' ? 'page-reports-problem' : page;
    case 'operational':
      return deskFails(desk) ? 'not-answering-desk' : 'operational';
    case 'unknown':
      return deskFails(desk) ? 'not-answering-desk' : 'unknown';
    case 'not-set-up':
      return deskFails(desk) ? 'not-answering-desk' : 'not-set-up';
  }
}
