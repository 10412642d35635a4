/** The words of the room's headcount in the header. Numbers come formatted. */
export const headcountText = {
  /** "42 of 120 in": people in now against the venue's capacity. */
  ofCapacity: (inNow: string, capacity: string) => `${inNow} of ${capacity} in`,
  /** No capacity set: just who is in. */
  inNow: (inNow: string) => `${inNow} in now`,
  /** How full, beside the count (said to screen readers and shown as the colour). */
  level: {
    unlimited: '',
    room: '',
    busy: 'Busy',
    nearlyFull: 'Nearly full',
    full: 'Full',
  },
  title: 'Everyone checked in within the visit length, at every desk',
} as const;
