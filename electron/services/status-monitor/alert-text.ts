/**
 * What a status alert tells, as a kind and values (no words): the news, the status
 * page's own subject line cut to one plain line, how many more notices it lists, and
 * when the maintenance begins or ends, said in the desk's time zone. The page words
 * its toasts and main its desktop notifications from the catalogs, each in the
 * language in use (`shared/words/status-alert.ts`).
 */
import type { ServiceStatusSnapshot } from '../../../shared/domain/status-snapshot.ts';
import type { StatusAlert } from '../../../shared/ipc/events.ts';
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

export type AlertNews = Omit<StatusAlert, 'sessionId'>;

/** A notice's subject as one plain line; null when it has none to say. */
const subjectOf = (subject: string | undefined): string | null => {
  const line = subject === undefined ? '' : plainLine(subject);
  return line === '' ? null : line;
};

const isoOf = (epochMs: number): string | null =>
  Number.isNaN(epochMs) ? null : new Date(epochMs).toISOString();

export function alertNews(
  change: StatusChange,
  snapshot: ServiceStatusSnapshot,
  timeZone: string,
  now: number,
): AlertNews {
  if (change.kind === 'maintenance-soon') {
    const notice = snapshot.upcoming.find((candidate) => candidate.id === change.noticeId);
    return {
      kind: 'maintenance-soon',
      news: 'maintenance-soon',
      subject: subjectOf(notice?.subject),
      more: 0,
      at: isoOf(change.beginsAt),
      minutes: Math.max(1, Math.round((change.beginsAt - now) / 60_000)),
      timeZone,
      noticeId: change.noticeId,
    };
  }
  const quiet = { kind: 'state-changed', subject: null, more: 0, at: null, timeZone } as const;
  switch (change.to) {
    case 'operational':
      return { ...quiet, news: 'back-to-normal' };
    case 'degraded': {
      const [first] = snapshot.incidents;
      if (!first) return { ...quiet, news: 'problem' };
      return {
        ...quiet,
        news: 'problem',
        subject: subjectOf(first.subject),
        more: snapshot.incidents.length - 1,
        noticeId: first.id,
      };
    }
    case 'under-maintenance': {
      const [first] = snapshot.maintenances;
      if (!first) return { ...quiet, news: 'maintenance' };
      return {
        ...quiet,
        news: 'maintenance',
        subject: subjectOf(first.subject),
        more: snapshot.maintenances.length - 1,
        at: first.endsAt ? isoOf(Date.parse(first.endsAt)) : null,
        noticeId: first.id,
      };
    }
  }
}
