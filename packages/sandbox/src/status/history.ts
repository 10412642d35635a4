/**
 * Closed notices behind every scenario, so the notice listing always pages and
 * both past timeline states occur: the first few closed within the last week
 * (past_recent), the rest long before (past_distant).
 */

import type { Random } from '../data/random.ts';
import { GENERAL_STORIES, INCIDENT_STORIES, MAINTENANCE_STORIES } from './catalog.ts';
import { generalDraft, incidentDraft, maintenanceDraft, type NoticeDraft } from './drafts.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

/** One of each kind in the recent set: two incidents, two maintenances, one general note. */
const KIND_CYCLE = ['unplanned', 'planned', 'general', 'unplanned', 'planned'] as const;
const RECENT_COUNT = KIND_CYCLE.length;

export function historyDrafts(random: Random, anchor: number, count: number): NoticeDraft[] {
  const drafts: NoticeDraft[] = [];
  for (let index = 0; index < count; index += 1) {
    const closedAgo = index < RECENT_COUNT ? random.int(12 * HOUR, 6 * DAY) : random.int(8 * DAY, 200 * DAY);
    const closedAt = anchor - closedAgo;
    const kind = KIND_CYCLE[index % KIND_CYCLE.length];
    if (kind === 'unplanned') drafts.push(closedIncident(random, closedAt));
    else if (kind === 'planned') drafts.push(closedMaintenance(random, closedAt));
    else drafts.push(expiredNote(random, closedAt));
  }
  return drafts;
}

function closedIncident(random: Random, closedAt: number): NoticeDraft {
  const story = random.pick(INCIDENT_STORIES);
  const duration = random.int(20 * MINUTE, 4 * HOUR);
  const start = closedAt - duration;
  if (random.next() < 0.2) {
    return incidentDraft(story, [
      { state: 'investigating', at: start },
      { state: 'false_alarm', at: closedAt },
    ]);
  }
  return incidentDraft(story, [
    { state: 'investigating', at: start },
    { state: 'identified', at: start + Math.round(duration * 0.3) },
    { state: 'recovering', at: start + Math.round(duration * 0.7) },
    { state: 'resolved', at: closedAt },
  ]);
}

function closedMaintenance(random: Random, closedAt: number): NoticeDraft {
  const story = random.pick(MAINTENANCE_STORIES);
  if (random.next() < 0.25) {
    // Called off before it began: it closes at the cancellation, its window may even lie ahead.
    const beginsAt = closedAt + random.int(1 * HOUR, 48 * HOUR);
    return maintenanceDraft(story, {
      announcedAt: closedAt - random.int(1 * DAY, 7 * DAY),
      beginsAt,
      endsAt: beginsAt + random.int(1 * HOUR, 4 * HOUR),
      cancelledAt: closedAt,
    });
  }
  const beginsAt = closedAt - random.int(1 * HOUR, 4 * HOUR);
  return maintenanceDraft(story, {
    announcedAt: beginsAt - random.int(2 * DAY, 10 * DAY),
    beginsAt,
    endsAt: closedAt,
  });
}

function expiredNote(random: Random, endsAt: number): NoticeDraft {
  return generalDraft(random.pick(GENERAL_STORIES), endsAt - random.int(1 * DAY, 5 * DAY), endsAt);
}
