/**
 * The wire spells "under maintenance" two ways (notes: status-service.md). Which
 * one a page or a component uses is fixed by the seed and the component id, so
 * both spellings show up side by side on one page.
 */
import type { ServiceState, WireServiceState } from '../../../../shared/domain/status.ts';
import { pickBySeed } from './seed-choice.ts';

const SPELLINGS = ['under-maintenance', 'under_maintenance'] as const;

function spell(state: ServiceState, choice: number): WireServiceState {
  if (state !== 'under-maintenance') return state;
  return pickBySeed(SPELLINGS, choice);
}

export function pageSpelling(state: ServiceState, seed: number): WireServiceState {
  return spell(state, seed);
}

/** Neighbouring ids spell it differently. */
export function componentSpelling(state: ServiceState, componentId: number, seed: number): WireServiceState {
  return spell(state, componentId + seed);
}

const STATE_TEXT: Record<ServiceState, string> = {
  operational: 'All systems operational',
  degraded: 'Degraded performance',
  'under-maintenance': 'Under maintenance',
};

export function stateText(state: ServiceState): string {
  return STATE_TEXT[state];
}
