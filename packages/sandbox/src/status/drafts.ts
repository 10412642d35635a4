/**
 * Notices told as stories at given times, before ids are assigned. Both the
 * history and the scenarios' current notices are written with these, so every
 * notice follows the same progress rules (status-api.md section 3).
 */
import type { IncidentState, NoticeType } from '../../../../shared/domain/status.ts';
import type { GeneralStory, IncidentStory, MaintenanceStory } from './catalog.ts';
import type { UpdateRecord } from './world.ts';

export interface NoticeDraft {
  type: NoticeType;
  subject: string;
  componentNames: readonly string[];
  tags: readonly string[];
  createdAt: number;
  beginsAt: number | null;
  endsAt: number | null;
  updates: UpdateRecord[];
}

const FALSE_ALARM_CONTENT = 'After investigation this was a false alarm: the service was not affected.';

export interface IncidentStep {
  state: IncidentState;
  at: number;
  /** Replaces the story's text for this state, for a second update in the same state. */
  content?: string;
}

export function incidentDraft(story: IncidentStory, steps: readonly IncidentStep[]): NoticeDraft {
  const first = steps[0];
  if (first === undefined) throw new RangeError(`incident "${story.subject}" needs at least one step`);
  const storyText: Record<IncidentState, string> = {
    investigating: story.investigating,
    identified: story.identified,
    recovering: story.recovering,
    resolved: story.resolved,
    false_alarm: FALSE_ALARM_CONTENT,
  };
  return {
    type: 'unplanned',
    subject: story.subject,
    componentNames: story.components,
    tags: story.tags,
    createdAt: first.at,
    // An incident's window is its actual one, known only as its updates happen (timeline.ts).
    beginsAt: null,
    endsAt: null,
    updates: steps.map((step) => ({
      state: step.state,
      content: step.content ?? storyText[step.state],
      at: step.at,
    })),
  };
}

export interface MaintenanceTimes {
  announcedAt: number;
  beginsAt: number;
  endsAt: number;
  /** Extra 'underway' updates while it runs. */
  progress?: readonly { at: number; content: string }[];
  /** When set, it is called off at that time (before it begins) instead of running. */
  cancelledAt?: number;
}

export function maintenanceDraft(story: MaintenanceStory, times: MaintenanceTimes): NoticeDraft {
  const announced: UpdateRecord = { state: 'scheduled', content: story.scheduled, at: times.announcedAt };
  const updates: UpdateRecord[] =
    times.cancelledAt === undefined
      ? [
          announced,
          { state: 'underway', content: story.underway, at: times.beginsAt },
          ...(times.progress ?? []).map((step) => ({ state: 'underway' as const, ...step })),
          { state: 'complete', content: story.complete, at: times.endsAt },
        ]
      : [announced, { state: 'cancelled', content: story.cancelled, at: times.cancelledAt }];
  return {
    type: 'planned',
    subject: story.subject,
    componentNames: story.components,
    tags: story.tags,
    createdAt: times.announcedAt,
    beginsAt: times.beginsAt,
    endsAt: times.endsAt,
    updates,
  };
}

export function generalDraft(story: GeneralStory, beginsAt: number, endsAt: number): NoticeDraft {
  return {
    type: 'general',
    subject: story.subject,
    componentNames: [],
    tags: story.tags,
    createdAt: beginsAt,
    beginsAt,
    endsAt,
    updates: [{ content: story.content, at: beginsAt }],
  };
}
