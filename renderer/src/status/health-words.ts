/**
 * What the indicator and the panel say for each state, in the desk's words: the
 * headline, one sentence of why, and the tone its colour takes. The status
 * page's word and the desk's own experience are both in it when they disagree.
 */
import type { HealthVerdict, PageProblem, ServiceHealth } from '../../../shared/ipc/service-status.ts';
import { statusText } from './words.ts';

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

const words = statusText.health;

const PAGE_PROBLEMS: Record<PageProblem, string> = words.pageProblem;

export function pageProblemWords(reason: PageProblem | null): string {
  return PAGE_PROBLEMS[reason ?? 'not-answering'];
}

function notAnsweringDetail(health: ServiceHealth): string {
  switch (health.page) {
    case 'operational':
      return words.notAnsweringDesk.detailPageOperational;
    case 'not-set-up':
      return words.notAnsweringDesk.detailNoPage;
    default:
      return words.notAnsweringDesk.detailPageUnreadable;
  }
}

export function healthWords(health: ServiceHealth): HealthWords {
  const tone = TONES[health.verdict];
  switch (health.verdict) {
    case 'operational':
      return { tone, headline: words.operational.headline, detail: words.operational.detail };
    case 'degraded':
      return {
        tone,
        headline: words.degraded.headline,
        detail: health.desk === 'unknown' ? words.degraded.detail : words.degraded.detailDeskNotAnswered,
      };
    case 'under-maintenance':
      return {
        tone,
        headline: words.underMaintenance.headline,
        detail:
          health.desk === 'unknown'
            ? words.underMaintenance.detail
            : words.underMaintenance.detailDeskNotAnswered,
      };
    case 'page-reports-problem':
      return {
        tone,
        headline:
          health.page === 'under-maintenance'
            ? words.pageReportsProblem.headlineMaintenance
            : words.pageReportsProblem.headlineProblem,
        detail: words.pageReportsProblem.detail,
      };
    case 'not-answering-desk':
      return { tone, headline: words.notAnsweringDesk.headline, detail: notAnsweringDetail(health) };
    case 'unknown':
      return {
        tone,
        headline:
          health.reason === 'first-reading' ? words.unknown.headlineFirstReading : words.unknown.headline,
        detail: pageProblemWords(health.reason),
      };
    case 'not-set-up':
      return {
        tone,
        headline: words.notSetUp.headline,
        detail: words.notSetUp.detail,
      };
  }
}
