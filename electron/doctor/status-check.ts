/**
 * The status page as the desk's service-health screen will show it: the overall
 * state, current incidents, maintenance underway and maintenance announced. A
 * degraded service fails the check (the desk cannot be relied on right now), a
 * maintenance warns; both say plainly that nothing on this desk needs changing.
 */
import { ApiError, NetworkError, RateLimitError, ServerError, TimeoutError } from '../http/errors.ts';
import { ENV_NAMES } from '../runtime/env.ts';
import type { ServiceStatusSnapshot, StatusClient, StatusNotice } from '../services/status-api/index.ts';
import { choice, FOUND_JOIN, joinedInEnglish, type Said, said } from './doctor-words.ts';
import { formatLocal } from './local-time.ts';
import { type CheckResult, checkResult } from './result.ts';
import { reasonOf } from './waiver-checks.ts';

const STATUS_URL_FIX = said('doctor.status.fix.address', { variable: ENV_NAMES.statusUrl });
const SHOWN_PER_KIND = 3;

type NoticeKind = 'incident' | 'underway' | 'upcoming';

function when(iso: string | null, zone: string): string | null {
  return iso === null ? null : formatLocal(new Date(iso), zone);
}

function describeNotice(notice: StatusNotice, kind: NoticeKind, first: boolean, zone: string): Said {
  const words = { kind, first: first ? 'yes' : 'no', subject: notice.subject };
  if (notice.type === 'unplanned' && notice.state !== null)
    return said('doctor.status.notice', { ...words, details: 'state', state: choice(notice.state) });
  if (notice.type !== 'planned') return said('doctor.status.notice', { ...words, details: 'none' });
  const begins = notice.timelineState === 'future' ? when(notice.beginsAt, zone) : null;
  const ends = when(notice.endsAt, zone);
  const details = begins !== null ? (ends !== null ? 'fromUntil' : 'from') : ends !== null ? 'until' : 'none';
  return said('doctor.status.notice', { ...words, details, from: begins ?? '', until: ends ?? '' });
}

function listed(kind: NoticeKind, notices: readonly StatusNotice[], zone: string): Said[] {
  const shown = notices
    .slice(0, SHOWN_PER_KIND)
    .map((notice, index) => describeNotice(notice, kind, index === 0, zone));
  const more = notices.length - SHOWN_PER_KIND;
  return more > 0 ? [...shown, said('doctor.status.more', { count: more })] : shown;
}

/** The status page's state and notices, as the parts of one finding. */
export function snapshotSaid(snapshot: ServiceStatusSnapshot, zone: string): Said[] {
  const parts = [
    said('doctor.status.state', { state: choice(snapshot.state) }),
    ...listed('incident', snapshot.incidents, zone),
    ...listed('underway', snapshot.maintenances, zone),
    ...listed('upcoming', snapshot.upcoming, zone),
  ];
  if (parts.length === 1) parts.push(said('doctor.status.nothingAnnounced'));
  const leftOut = snapshot.leftOut ?? 0;
  if (leftOut > 0) parts.push(said('doctor.status.leftOut', { count: leftOut }));
  return parts;
}

/** The same in English, as the terminal reads it. */
export const describeSnapshot = (snapshot: ServiceStatusSnapshot, zone: string): string =>
  joinedInEnglish(snapshotSaid(snapshot, zone), FOUND_JOIN);

function outcomeOf(snapshot: ServiceStatusSnapshot, zone: string): CheckResult {
  const found = snapshotSaid(snapshot, zone);
  const notice = snapshot.incidents[0] ?? snapshot.maintenances[0];
  const follow = notice?.url ? [said('doctor.status.fix.follow', { address: notice.url })] : [];
  switch (snapshot.state) {
    case 'degraded':
      return checkResult('status-page', 'FAIL', found, [said('doctor.status.fix.degraded'), ...follow]);
    case 'under-maintenance':
      return checkResult('status-page', 'WARN', found, [said('doctor.status.fix.maintenance'), ...follow]);
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
      said('doctor.status.none'),
      said('doctor.status.fix.setAddress', { variable: ENV_NAMES.statusUrl }),
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
        said('doctor.status.unreachable', { address: statusUrl, reason: reasonOf(error) }),
        STATUS_URL_FIX,
      );
    }
    if (error instanceof RateLimitError) {
      return checkResult('status-page', 'WARN', said('doctor.status.refusing'));
    }
    if (error instanceof ServerError) {
      return checkResult(
        'status-page',
        'WARN',
        said('doctor.status.ownProblem', { reason: reasonOf(error) }),
        said('doctor.fix.runAgainLater'),
      );
    }
    // Any other answer (404, a refusal of credentials it never needs, a body of another shape) means another address.
    return checkResult(
      'status-page',
      'FAIL',
      said('doctor.status.notStatusPage', { address: statusUrl, reason: error.message }),
      STATUS_URL_FIX,
    );
  }
}
