/**
 * The words of a status notification, in plain text: what the status page's own
 * subjects say, cut to a notification's length, with times in the desk's zone.
 * Nothing here is markup; both hosts show it as text.
 */
import type { ServiceStatusSnapshot } from '../../../shared/domain/status-snapshot.ts';
import type { StatusAlert } from '../../../shared/ipc/events.ts';
import { zonedFormatter } from '../../../shared/time/zoned-format.ts';
import { redactForPage } from '../../logging/desk-log.ts';
import type { StatusChange } from './change-detector.ts';

const SUBJECT_MAX = 160;

/** One line of text: control characters and runs of white space become one space. */
export function plainLine(text: string, max = SUBJECT_MAX): string {
  // Redacted before it is cut: a cut through a key would leave half of it unrecognised.
  const line = redactForPage(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function clock(epochMs: number, timeZone: string): string {
  return zonedFormatter(timeZone, CLOCK).format(new Date(epochMs));
}

const andMore = (count: number) => (count > 1 ? ` (and ${count - 1} more)` : '');

export type AlertText = Omit<StatusAlert, 'sessionId'>;

export function alertText(
  change: StatusChange,
  snapshot: ServiceStatusSnapshot,
  timeZone: string,
  now: number,
): AlertText {
  if (change.kind === 'maintenance-soon') {
    const notice = snapshot.upcoming.find((candidate) => candidate.id === change.noticeId);
    const minutes = Math.max(1, Math.round((change.beginsAt - now) / 60_000));
    return {
      kind: 'maintenance-soon',
      title: 'Planned maintenance starts soon',
      body: `${plainLine(notice?.subject ?? 'Maintenance')} begins at ${clock(change.beginsAt, timeZone)} (in ${minutes} min).`,
      noticeId: change.noticeId,
    };
  }
  switch (change.to) {
    case 'operational':
      return {
        kind: 'state-changed',
        title: 'Waiver service back to normal',
        body: 'The status page reports every part of the service working again.',
      };
    case 'degraded': {
      const [first] = snapshot.incidents;
      return {
        kind: 'state-changed',
        title: 'Waiver service has a problem',
        body: first
          ? `The status page reports: ${plainLine(first.subject)}${andMore(snapshot.incidents.length)}.`
          : 'The status page reports a problem with the service.',
        ...(first ? { noticeId: first.id } : {}),
      };
    }
    case 'under-maintenance': {
      const [first] = snapshot.maintenances;
      const until = first?.endsAt ? Date.parse(first.endsAt) : Number.NaN;
      const untilText = Number.isNaN(until) ? '' : `, until ${clock(until, timeZone)}`;
      return {
        kind: 'state-changed',
        title: 'Waiver service under maintenance',
        body: first
          ? `${plainLine(first.subject)}${untilText}${andMore(snapshot.maintenances.length)}.`
          : 'The status page reports maintenance under way.',
        ...(first ? { noticeId: first.id } : {}),
      };
    }
  }
}
