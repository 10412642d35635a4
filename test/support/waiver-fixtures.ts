/** Hand-built domain records the cache and page tests start from: every field present, nothing filled in. */
import type { Participant } from '../../shared/domain/waiver.ts';

/** A participant with every field empty (an adult born 1990-01-01) but what `overrides` sets. */
export function blankParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    dob: '1990-01-01',
    isMinor: false,
    minorExpired: false,
    gender: '',
    phone: '',
    relationship: '',
    tags: [],
    customParticipantFields: {},
    flags: [],
    ...overrides,
  };
}
