/**
 * What the indicator and the panel say for each state, in the desk's words: the
 * headline, one sentence of why, and the tone its colour takes. The status
 * page's word and the desk's own experience are both in it when they disagree.
 */
import type { HealthVerdict, PageProblem, ServiceHealth } from '../../../shared/ipc/service-status.ts';

export type Tone = 'ok' | 'maintenance' | 'warn' | 'problem' | 'unknown';

export interface HealthWords {
  headline: string;
  detail: string;
  tone: Tone;
}

const TONES: Record<HealthVerdict, Tone> = {
  operational: 'ok',
  degraded: 'problem',
  'under-maintenance': 'maintenance',
  'page-reports-problem': 'warn',
  'not-answering-desk': 'problem',
  unknown: 'unknown',
  'not-set-up': 'unknown',
};

const PAGE_PROBLEMS: Record<PageProblem, string> = {
  'first-reading': 'Reading the status page…',
  'not-answering': 'The status page is not answering; the desk keeps trying.',
  busy: 'The status page is busy; the desk tries again shortly.',
  unreadable: 'The status page answered in a form the desk cannot read; the desk keeps trying.',
};

export function pageProblemWords(reason: PageProblem | null): string {
  return PAGE_PROBLEMS[reason ?? 'not-answering'];
}

function notAnsweringDetail(health: ServiceHealth): string {
  switch (health.page) {
    case 'operational':
      return 'The status page says everything is working, but the waiver service is not answering this desk. Check this computer’s connection.';
    case 'not-set-up':
      return 'The waiver service is not answering this desk, and no status page is set up to say more.';
    default:
      return 'The waiver service is not answering this desk, and the status page cannot be read either.';
  }
}

export function healthWords(health: ServiceHealth): HealthWords {
  const tone = TONES[health.verdict];
  switch (health.verdict) {
    case 'operational':
      return { tone, headline: 'Service operational', detail: 'The status page reports no problems.' };
    case 'degraded':
      return {
        tone,
        headline: 'Service degraded',
        detail:
          health.desk === 'unknown'
            ? 'The status page reports a problem.'
            : 'The status page reports a problem, and the service is not answering this desk.',
      };
    case 'under-maintenance':
      return {
        tone,
        headline: 'Maintenance under way',
        detail:
          health.desk === 'unknown'
            ? 'The status page reports maintenance under way.'
            : 'The status page reports maintenance under way, and the service is not answering this desk.',
      };
    case 'page-reports-problem':
      return {
        tone,
        headline:
          health.page === 'under-maintenance'
            ? 'Status page reports maintenance'
            : 'Status page reports a problem',
        detail: 'This desk is working normally so far.',
      };
    case 'not-answering-desk':
      return { tone, headline: 'Not answering this desk', detail: notAnsweringDetail(health) };
    case 'unknown':
      return {
        tone,
        headline: health.reason === 'first-reading' ? 'Checking the service' : 'Service status unknown',
        detail: pageProblemWords(health.reason),
      };
    case 'not-set-up':
      return {
        tone,
        headline: 'Status page not set up',
        detail: 'Add the status page address in Settings to see incidents and maintenance here.',
      };
  }
}
