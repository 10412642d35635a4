/**
 * The named situations the sandbox can show (sandbox-api.md). Each adds its
 * current notices, timed around the moment the scenario was set, on top of the
 * shared history.
 */
import {
  CORE_COMPONENTS,
  type ComponentSpec,
  EXTRA_COMPONENTS,
  GENERAL_STORIES,
  INCIDENT_STORIES,
  type IncidentStory,
  MAINTENANCE_STORIES,
  type MaintenanceStory,
} from './catalog.ts';
import { generalDraft, incidentDraft, maintenanceDraft, type NoticeDraft } from './drafts.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

export const STATUS_SCENARIOS = [
  'operational',
  'incident',
  'maintenance',
  'incident-and-maintenance',
  'planned-ahead',
  'many-components',
] as const;

export type StatusScenario = (typeof STATUS_SCENARIOS)[number];

export class UnknownScenarioError extends Error {
  readonly code = 'unknown_scenario';
  override name = 'UnknownScenarioError';
}

export function isStatusScenario(value: unknown): value is StatusScenario {
  return typeof value === 'string' && (STATUS_SCENARIOS as readonly string[]).includes(value);
}

export interface ScenarioPlan {
  components: readonly ComponentSpec[];
  historyCount: number;
  current(anchor: number): NoticeDraft[];
}

function story<T extends { subject: string }>(stories: readonly T[], subject: string): T {
  const found = stories.find((candidate) => candidate.subject === subject);
  if (found === undefined) throw new RangeError(`no story "${subject}"`);
  return found;
}

const API_ERRORS = story(INCIDENT_STORIES, 'Elevated error rates on the Waiver API');
const SMS_DELAYS = story(INCIDENT_STORIES, 'Delayed SMS delivery to some carriers');
const KIOSK_TEMPLATES = story(INCIDENT_STORIES, 'Signing kiosk cannot load templates');
const CONSOLE_DATABASE = story(MAINTENANCE_STORIES, 'Database maintenance for the console');
const SEARCH_REBUILD = story(MAINTENANCE_STORIES, 'Search index rebuild');
const SMS_MIGRATION = story(MAINTENANCE_STORIES, 'SMS provider migration');
const SIGNING_UPGRADE = story(MAINTENANCE_STORIES, 'Kiosk and web waiver platform upgrade');
const KIOSK_RELEASE = story(GENERAL_STORIES, 'Signing kiosk 5.2 released');

const INTEGRATION_SYNC: IncidentStory = {
  subject: 'Contact sync failing for Mindbody and Zen Planner',
  components: ['Integrations', 'Mindbody', 'Zen Planner'],
  tags: ['integrations'],
  investigating: 'Signed waivers are not reaching Mindbody and Zen Planner. We are investigating.',
  identified: 'Both partners rotated their API credentials; we are updating our connectors.',
  recovering: 'Connectors are updated and the sync backlog is being replayed.',
  resolved: 'All waivers have been synced.',
};

const EU_HOSTING_MOVE: MaintenanceStory = {
  subject: 'Storage move for EU hosting',
  components: ['Hosting: EU (Ireland)', 'Hosting: EU (Frankfurt)'],
  tags: ['maintenance', 'hosting'],
  scheduled: 'We will move waiver storage in the EU to new hardware. Uploads may be slower.',
  underway: 'The storage move has started.',
  complete: 'The storage move is complete.',
  cancelled: 'The storage move has been postponed.',
};

/** A maintenance running now: began 40 minutes before the anchor, ends 140 minutes after. */
function runningConsoleMaintenance(anchor: number): NoticeDraft {
  return maintenanceDraft(CONSOLE_DATABASE, {
    announcedAt: anchor - 3 * DAY,
    beginsAt: anchor - 40 * MINUTE,
    endsAt: anchor + 140 * MINUTE,
    progress: [{ at: anchor - 12 * MINUTE, content: 'Reports are read-only while the data is copied.' }],
  });
}

const PLANS: Record<StatusScenario, ScenarioPlan> = {
  operational: { components: CORE_COMPONENTS, historyCount: 30, current: () => [] },
  incident: {
    components: CORE_COMPONENTS,
    historyCount: 30,
    current: (anchor) => [
      incidentDraft(API_ERRORS, [
        { state: 'investigating', at: anchor - 52 * MINUTE },
        { state: 'identified', at: anchor - 31 * MINUTE },
        {
          state: 'identified',
          at: anchor - 9 * MINUTE,
          content: 'A fix is rolling out to the remaining nodes.',
        },
      ]),
      // Recovering is no longer current: it must leave its component operational.
      incidentDraft(SMS_DELAYS, [
        { state: 'investigating', at: anchor - 190 * MINUTE },
        { state: 'identified', at: anchor - 125 * MINUTE },
        { state: 'recovering', at: anchor - 35 * MINUTE },
      ]),
    ],
  },
  maintenance: {
    components: CORE_COMPONENTS,
    historyCount: 30,
    current: (anchor) => [
      runningConsoleMaintenance(anchor),
      generalDraft(KIOSK_RELEASE, anchor - 1 * DAY, anchor + 6 * DAY),
    ],
  },
  'incident-and-maintenance': {
    components: CORE_COMPONENTS,
    historyCount: 30,
    current: (anchor) => [
      incidentDraft(KIOSK_TEMPLATES, [
        { state: 'investigating', at: anchor - 25 * MINUTE },
        { state: 'identified', at: anchor - 8 * MINUTE },
      ]),
      // Overlaps the incident on 'Signing kiosk', where degraded must win.
      maintenanceDraft(SIGNING_UPGRADE, {
        announcedAt: anchor - 2 * DAY,
        beginsAt: anchor - 1 * HOUR,
        endsAt: anchor + 1 * HOUR,
      }),
    ],
  },
  'planned-ahead': {
    components: CORE_COMPONENTS,
    historyCount: 30,
    current: (anchor) => [
      maintenanceDraft(SEARCH_REBUILD, {
        announcedAt: anchor - 1 * DAY,
        beginsAt: anchor + 2 * DAY,
        endsAt: anchor + 2 * DAY + 3 * HOUR,
      }),
    ],
  },
  'many-components': {
    components: [...CORE_COMPONENTS, ...EXTRA_COMPONENTS],
    historyCount: 42,
    current: (anchor) => [
      incidentDraft(INTEGRATION_SYNC, [
        { state: 'investigating', at: anchor - 20 * MINUTE },
        { state: 'identified', at: anchor - 6 * MINUTE },
      ]),
      maintenanceDraft(EU_HOSTING_MOVE, {
        announcedAt: anchor - 5 * DAY,
        beginsAt: anchor - 30 * MINUTE,
        endsAt: anchor + 90 * MINUTE,
      }),
      maintenanceDraft(SMS_MIGRATION, {
        announcedAt: anchor - 2 * HOUR,
        beginsAt: anchor + 3 * DAY,
        endsAt: anchor + 3 * DAY + 2 * HOUR,
      }),
    ],
  },
};

export function scenarioPlan(scenario: StatusScenario): ScenarioPlan {
  return PLANS[scenario];
}
