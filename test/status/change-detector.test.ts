import { describe, expect, it } from 'vitest';
import { loadMainWords } from '../../electron/main/main-words.ts';
import { type AlertNews, alertNews, plainLine } from '../../electron/services/status-monitor/alert-text.ts';
import {
  type DetectorMemory,
  detectChanges,
  EMPTY_MEMORY,
  MAINTENANCE_WARNING_MS,
  type Reading,
  type StatusChange,
} from '../../electron/services/status-monitor/change-detector.ts';
import type { ServiceState } from '../../shared/domain/status.ts';
import { statusAlertWords } from '../../shared/words/status-alert.ts';
import { notice, planned, snapshot } from './support.ts';

const NOW = Date.parse('2031-05-06T09:00:00.000Z');
const MINUTE = 60_000;

const read = (state: ServiceState, upcoming = snapshot(state).upcoming): Reading => ({
  kind: 'read',
  snapshot: snapshot(state, { upcoming }),
});
const UNKNOWN: Reading = { kind: 'unknown' };

/** Feeds readings in order and collects every change announced. */
function run(readings: Reading[], now = NOW): { changes: StatusChange[]; memory: DetectorMemory } {
  let memory = EMPTY_MEMORY;
  const changes: StatusChange[] = [];
  for (const reading of readings) {
    const detection = detectChanges(memory, reading, now);
    memory = detection.memory;
    changes.push(...detection.changes);
  }
  return { changes, memory };
}

describe('the change detector', () => {
  it('sets the state from the first reading without announcing it', () => {
    expect(run([read('degraded')]).changes).toEqual([]);
    expect(run([read('degraded')]).memory.lastKnown).toBe('degraded');
  });

  it('announces each real change once, and back to normal', () => {
    const { changes } = run([read('operational'), read('degraded'), read('operational')]);
    expect(changes).toEqual([
      { kind: 'state-changed', from: 'operational', to: 'degraded' },
      { kind: 'state-changed', from: 'degraded', to: 'operational' },
    ]);
  });

  it('does not repeat the same state read again and again', () => {
    const { changes } = run([read('operational'), read('degraded'), read('degraded'), read('degraded')]);
    expect(changes).toHaveLength(1);
  });

  it('never announces unknown, and keeps the last known state through it', () => {
    const through = run([read('operational'), UNKNOWN, UNKNOWN]);
    expect(through.changes).toEqual([]);
    expect(through.memory.lastKnown).toBe('operational');
    // The page coming back with the same state is no change either…
    expect(run([read('operational'), UNKNOWN, read('operational')]).changes).toEqual([]);
    // …and a different one is measured against the state before the outage.
    expect(run([read('operational'), UNKNOWN, read('under-maintenance')]).changes).toEqual([
      { kind: 'state-changed', from: 'operational', to: 'under-maintenance' },
    ]);
    // An outage of the page before any reading leaves nothing to compare with.
    expect(run([UNKNOWN, read('degraded')]).changes).toEqual([]);
  });

  it('announces a maintenance about to begin once per notice, only before it begins', () => {
    const soon = planned(41, NOW + 10 * MINUTE);
    const later = planned(42, NOW + 2 * 60 * MINUTE);
    const first = run([read('operational', [soon, later]), read('operational', [soon, later])]);
    expect(first.changes).toEqual([{ kind: 'maintenance-soon', noticeId: 41, beginsAt: NOW + 10 * MINUTE }]);

    // The second one is announced when its turn comes, and only then.
    let memory = first.memory;
    const atLater = NOW + 2 * 60 * MINUTE;
    const early = detectChanges(memory, read('operational', [later]), atLater - MAINTENANCE_WARNING_MS - 1);
    expect(early.changes).toEqual([]);
    const edge = detectChanges(early.memory, read('operational', [later]), atLater - MAINTENANCE_WARNING_MS);
    expect(edge.changes).toEqual([{ kind: 'maintenance-soon', noticeId: 42, beginsAt: atLater }]);
    memory = edge.memory;
    expect(detectChanges(memory, read('operational', [later]), atLater - MINUTE).changes).toEqual([]);
  });

  it('says nothing of a maintenance that has begun, or that has no start time', () => {
    const begun = planned(43, NOW - MINUTE);
    const now = planned(44, NOW);
    const undated = planned(45, NOW, { beginsAt: null });
    expect(run([read('operational', [begun, now, undated])]).changes).toEqual([]);
  });

  it('does not warn of a maintenance while the page cannot be read, and warns at the next reading', () => {
    const soon = planned(46, NOW + 20 * MINUTE);
    const seen = detectChanges(EMPTY_MEMORY, read('operational', [soon]), NOW);
    expect(seen.changes).toEqual([]);
    const blind = detectChanges(seen.memory, UNKNOWN, NOW + 10 * MINUTE);
    expect(blind.changes).toEqual([]);
    const back = detectChanges(blind.memory, read('operational', [soon]), NOW + 12 * MINUTE);
    expect(back.changes).toEqual([{ kind: 'maintenance-soon', noticeId: 46, beginsAt: NOW + 20 * MINUTE }]);
  });
});

describe('the news of a notification, and its words', () => {
  const zone = 'Europe/London';
  const english = async () => {
    const words = await loadMainWords('en', []);
    return (news: AlertNews) => statusAlertWords(news, words.say, 'en-US');
  };

  it('names the incident, the maintenance and its end, and a return to normal', async () => {
    const worded = await english();
    const degraded = snapshot('degraded', {
      incidents: [notice(7, { subject: 'Slow check-ins' }), notice(8)],
    });
    const problem = alertNews(
      { kind: 'state-changed', from: 'operational', to: 'degraded' },
      degraded,
      zone,
      NOW,
    );
    // Kinds and values, no sentence: each side words it in its language.
    expect(problem).toEqual({
      kind: 'state-changed',
      news: 'problem',
      subject: 'Slow check-ins',
      more: 1,
      at: null,
      timeZone: zone,
      noticeId: 7,
    });
    expect(worded(problem)).toEqual({
      title: 'Waiver service has a problem',
      body: 'The status page reports: Slow check-ins (and 1 more).',
    });
    const maintenance = alertNews(
      { kind: 'state-changed', from: 'operational', to: 'under-maintenance' },
      snapshot('under-maintenance'),
      zone,
      NOW,
    );
    // 11:00 UTC is 12:00 in London in May.
    expect(worded(maintenance).body).toMatch(/^Database upgrade, until 12:00( PM)?\.$/);
    const normal = alertNews(
      { kind: 'state-changed', from: 'degraded', to: 'operational' },
      snapshot('operational'),
      zone,
      NOW,
    );
    expect(worded(normal).title).toBe('Waiver service back to normal');
    expect(normal.noticeId).toBeUndefined();
  });

  it('says when a maintenance begins in the desk zone and in how long', async () => {
    const worded = await english();
    const soon = planned(9, NOW + 12 * MINUTE, { subject: 'Search index rebuild' });
    const news = alertNews(
      { kind: 'maintenance-soon', noticeId: 9, beginsAt: NOW + 12 * MINUTE },
      snapshot('operational', { upcoming: [soon] }),
      zone,
      NOW,
    );
    expect(worded(news).title).toBe('Planned maintenance starts soon');
    expect(worded(news).body).toMatch(/^Search index rebuild begins at 10:12( AM)? \(in 12 min\)\.$/);
    expect(news.noticeId).toBe(9);
  });

  it('keeps a subject to one plain line of bounded length', () => {
    expect(plainLine('  Two\nlines\u0007 and\ttabs  ')).toBe('Two lines and tabs');
    const long = plainLine('x'.repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
