/** Words for the status page's own states, as the panel's badges show them. */
import type { ServiceState } from '../../../shared/domain/status.ts';
import type { ReadNoticeState } from '../../../shared/domain/status-snapshot.ts';

const NOTICE_STATES: Record<ReadNoticeState, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  recovering: 'Recovering',
  resolved: 'Resolved',
  false_alarm: 'False alarm',
  scheduled: 'Scheduled',
  underway: 'Under way',
  complete: 'Complete',
  cancelled: 'Cancelled',
  unknown: 'Update',
};

export function noticeStateWord(state: ReadNoticeState | null): string {
  return state === null ? 'Note' : NOTICE_STATES[state];
}

const COMPONENT_STATES: Record<ServiceState, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  'under-maintenance': 'Maintenance',
};

export function componentStateWord(state: ServiceState): string {
  return COMPONENT_STATES[state];
}
