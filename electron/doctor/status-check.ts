/**
 * The status page as the desk's service-health screen will show it: the overall
 * state, current incidents, maintenance underway and maintenance announced. A
 * degraded service fails the check (the desk cannot be relied on right now), a
 * maintenance warns; both say plainly that nothing on this desk needs changing.
 */
import { ApiError, NetworkError, RateLimitError, ServerError, TimeoutError } from '../http/errors.ts';
import type { ServiceStatusSnapshot, StatusClient, StatusNotice } from '../services/status-api/index.ts';
import { formatLocal } from './local-time.ts';
import { type CheckResult, checkResult } from './result.ts';
import { reasonOf } from './waiver-checks.ts';

const STATUS_URL_FIX =
  'Check the status page address (WAIVER_DESK_STATUS_URL or Settings): it is the page root, whose API answers at …/api/v1/status';
const SHOWN_PER_KIND = 3;

function when(iso: string | null, zone: string): string | null {
  return iso === null ? null : formatLocal(new Date(iso), zone);
}

function describeNotice(notice: StatusNotice, zone: string): string {
  const details: string[] = [];
  if (notice.type === 'unplanned' && notice.state !== null) details.push(notice.state.replace('_', ' '));
  if (notice.type === 'planned') {
    const begins = when(notice.beginsAt, zone);
    const ends = when(notice.endsAt, zone);
    if (notice.timelineState === 'future' && begins !== null) details.push(`from ${begins}`);
    if (ends !== null) details.push(`until ${ends}`);
  }
  return `"${notice.subject}"${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

function listed(label: string, notices: readonly StatusNotice[], zone: string): string[] {
  if (notices.length === 0) return [];
  const shown = notices.slice(0, SHOWN_PER_KIND).map((notice) => describeNotice(notice, zone));
  const more = notices.length > SHOWN_PER_KIND ? ` and ${notices.length - SHOWN_PER_KIND} more` : '';
  return [`${label} ${shown.join('; ')}${more}`];
}

export function describeSnapshot(snapshot: ServiceStatusSnapshot, zone: string): string {
  const parts = [
    snapshot.state,
    ...listed('incident', snapshot.incidents, zone),
    ...listed('maintenance underway', snapshot.maintenances, zone),
    ...listed('upcoming maintenance', snapshot.upcoming, zone),
  ];
  if (parts.length === 1) parts.push('nothing announced');
  const leftOut = snapshot.leftOut ?? 0;
  if (leftOut > 0) {
    parts.push(
      `${leftOut} ${leftOut === 1 ? 'component or notice' : 'components or notices'} left out: nothing identifies it`,
    );
  }
  return parts.join('; ');
}

function outcomeOf(snapshot: ServiceStatusSnapshot, zone: string): CheckResult {
  const found = describeSnapshot(snapshot, zone);
  const notice = snapshot.incidents[0] ?? snapshot.maintenances[0];
  const follow = notice?.url ? ` Follow ${notice.url}.` : '';
  switch (snapshot.state) {
    case 'degraded':
      return checkResult(
        'status-page',
        'FAIL',
        found,
        `The waiver service itself has a problem, not this desk: lookups may fail until it is resolved.${follow}`,
      );
    case 'under-maintenance':
      return checkResult(
        'status-page',
        'WARN',
        found,
        `Planned work on the waiver service: keep checking people in; lookups may be slow or fail until it ends.${follow}`,
      );
    case 'operational':
      return checkResult('status-page', 'PASS', found);
  }
}

export async function checkStatusPage(
  client: StatusClient | null,
  statusUrl: string,
  timeZone: string,
): Promise<CheckResult> {
  if (client === null) {
    return checkResult(
      'status-page',
      'WARN',
      'no status page is configured',
      'Set WAIVER_DESK_STATUS_URL (or the status page in Settings) so the desk can show incidents and announced maintenance',
    );
  }
  try {
    return outcomeOf(await client.statusSnapshot(), timeZone);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error instanceof NetworkError || error instanceof TimeoutError) {
      return checkResult(
        'status-page',
        'FAIL',
        `cannot reach ${statusUrl}: ${reasonOf(error)}`,
        STATUS_URL_FIX,
      );
    }
    if (error instanceof RateLimitError) {
      return checkResult(
        'status-page',
        'WARN',
        'not checked: the status page is refusing requests for now (429)',
      );
    }
    if (error instanceof ServerError) {
      return checkResult(
        'status-page',
        'WARN',
        `the status page has a problem of its own: ${reasonOf(error)}`,
        'Run the doctor again in a few minutes',
      );
    }
    // Any other answer (404, a refusal of credentials it never needs, a body of another shape) means another address.
    return checkResult(
      'status-page',
      'FAIL',
      `${statusUrl} answered, but not as a status page (${error.message})`,
      STATUS_URL_FIX,
    );
  }
}
