/**
 * The words of the Today screen. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */
// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

export const todayText = {
  screen: {
    title: "Today's check-ins",
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    loading: "Loading today's check-ins…",
  },
  /** Clock times already formatted. */
  reportingNote: (gapStart: string, gapReported: string) =>
    `The waiver service reports check-ins only for completed hours: arrivals since ${gapStart} appear after ${gapReported}.`,
  empty: {
    noCheckins: 'No check-ins yet today.',
    noCompletedHour: 'No completed hour yet today, so there is nothing to report.',
  },
  /** "312 in today, 41 minors": everyone the service and the desks checked in. */
  summary: (people: number, minors: number) =>
    `${people} in today, ${minors} ${plural(minors, { one: 'minor', other: 'minors' })}`,
  /** Check-ins the service sent today with nothing on them that says who or which waiver. */
  leftOut: (count: number) =>
    `${count} ${plural(count, { one: 'check-in', other: 'check-ins' })} the service sent today ${plural(count, { one: 'is', other: 'are' })} not listed: nothing on ${plural(count, { one: 'it', other: 'them' })} says who checked in.`,
  /** After the summary while a filter narrows the list. */
  showing: (shown: number) => `showing ${shown}`,
  table: {
    label: "Today's check-ins",
    time: 'Time',
    name: 'Name',
    roles: 'Minor, guardian, checked in here',
    waiver: 'On the waiver',
  },
  row: {
    open: 'Open the waiver',
    minor: 'Minor',
    guardian: 'Guardian',
    signedAt: (clock: string) => `Signed ${clock}`,
    signedNotGiven: 'Signing time not given',
    /** Recorded with "Check in" at this desk, or at another desk of the account. */
    admittedHere: 'Checked in here',
    admittedAt: (desk: string) => (desk ? `Checked in at ${desk}` : 'Checked in at another desk'),
    /** Marked as left at a desk: the time formatted by the caller. */
    left: (time: string) => `Left at ${time}`,
    /** The desk's copy does not hold the waiver yet, so it cannot say how it stands. */
    notInCopy: 'Not on this desk yet',
  },
  /** Narrowing the day's list: by name as it is typed, and by quick filters. */
  filter: {
    label: 'Find in today’s list',
    placeholder: 'Type a name',
    quickLabel: 'Show only',
    minors: 'Minors',
    flagged: 'Flagged',
    admittedHere: 'Checked in here',
    admittedHereHint: 'Checked in with “Check in” at this desk, not by the waiver service or another desk',
    noMatch: 'No one in today’s list matches.',
    showEveryone: 'Show everyone',
  },
} as const;
