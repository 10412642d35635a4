/** The words of the room's headcount in the header. Numbers come formatted. */
import { message, texts } from '../i18n/messages.ts';

export const headcountText = texts({
  /** "42 of 120 in": people in now against the venue's capacity. */
  ofCapacity: (inNow: string, capacity: string) => message('headcount.ofCapacity', { inNow, capacity }),
  /** No capacity set: just who is in. */
  inNow: (inNow: string) => message('headcount.inNow', { inNow }),
  /** How full, beside the count (said to screen readers and shown as the colour). */
  level: {
    unlimited: 'headcount.level.unlimited',
    room: 'headcount.level.room',
    busy: 'headcount.level.busy',
    nearlyFull: 'headcount.level.nearlyFull',
    full: 'headcount.level.full',
  },
  title: 'headcount.title',
});
