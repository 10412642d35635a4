/** Words for the status page's own states, as the panel's badges show them. */
import type { ServiceState } from '../../../shared/domain/status.ts';
import type { ReadNoticeState } from '../../../shared/domain/status-snapshot.ts';
import { statusText } from './words.ts';

const NOTICE_STATES: Record<ReadNoticeState, string> = statusText.noticeState;

export function noticeStateWord(state: ReadNoticeState | null): string {
  return state === null ? statusText.noticeWithoutState : NOTICE_STATES[state];
}

const COMPONENT_STATES: Record<ServiceState, string> = statusText.componentState;

export function componentStateWord(state: ServiceState): string {
  return COMPONENT_STATES[state];
}
