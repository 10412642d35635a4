import { describe, expect, it } from 'vitest';
import { mergeHealth } from '../../electron/services/status-monitor/merge.ts';
import type { HealthVerdict, PageReading, ReachState } from '../../shared/ipc/events.ts';

const PAGES: PageReading[] = ['operational', 'degraded', 'under-maintenance', 'unknown', 'not-set-up'];
const DESKS: ReachState[] = ['unknown', 'online', 'failing', 'offline'];

/** Every combination, spelled out: page across, the desk's own view down. */
const EXPECTED: Record<PageReading, Record<ReachState, HealthVerdict>> = {
  operational: {
    unknown: 'operational',
    online: 'operational',
    failing: 'not-answering-desk',
    offline: 'not-answering-desk',
  },
  degraded: {
    unknown: 'degraded',
    online: 'page-reports-problem',
    failing: 'degraded',
    offline: 'degraded',
  },
  'under-maintenance': {
    unknown: 'under-maintenance',
    online: 'page-reports-problem',
    failing: 'under-maintenance',
    offline: 'under-maintenance',
  },
  unknown: {
    unknown: 'unknown',
    online: 'unknown',
    failing: 'not-answering-desk',
    offline: 'not-answering-desk',
  },
  'not-set-up': {
    unknown: 'not-set-up',
    online: 'not-set-up',
    failing: 'not-answering-desk',
    offline: 'not-answering-desk',
  },
};

describe('the status page merged with the desk’s own view', () => {
  for (const page of PAGES) {
    for (const desk of DESKS) {
      it(`page ${page}, desk ${desk} → ${EXPECTED[page][desk]}`, () => {
        expect(mergeHealth(page, desk)).toBe(EXPECTED[page][desk]);
      });
    }
  }

  it('never calls an unread or absent page operational', () => {
    for (const desk of DESKS) {
      expect(mergeHealth('unknown', desk)).not.toBe('operational');
      expect(mergeHealth('not-set-up', desk)).not.toBe('operational');
    }
  });
});
