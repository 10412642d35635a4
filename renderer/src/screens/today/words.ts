/**
 * The words of the Today screen. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */
import { message, texts } from '../../i18n/messages.ts';

export const todayText = texts({
  screen: {
    title: 'today.screen.title',
    refresh: 'today.screen.refresh',
    refreshing: 'today.screen.refreshing',
    loading: 'today.screen.loading',
  },
  /** Clock times already formatted. */
  reportingNote: (gapStart: string, gapReported: string) =>
    message('today.reportingNote', { gapStart, gapReported }),
  empty: {
    noCheckins: 'today.empty.noCheckins',
    noCompletedHour: 'today.empty.noCompletedHour',
  },
  /** "312 in today, 41 minors": everyone the service and the desks checked in. */
  summary: (people: number, minors: number) => message('today.summary', { people, minors }),
  /** Check-ins the service sent today with nothing on them that says who or which waiver. */
  leftOut: (count: number) => message('today.leftOut', { count }),
  /** After the summary while a filter narrows the list. */
  showing: (shown: number) => message('today.showing', { shown }),
  table: {
    label: 'today.table.label',
    time: 'today.table.time',
    name: 'today.table.name',
    roles: 'today.table.roles',
    waiver: 'today.table.waiver',
  },
  row: {
    open: 'today.row.open',
    minor: 'today.row.minor',
    guardian: 'today.row.guardian',
    signedAt: (clock: string) => message('today.row.signedAt', { clock }),
    signedNotGiven: 'today.row.signedNotGiven',
    /** Recorded with "Check in" at this desk, or at another desk of the account. */
    admittedHere: 'today.row.admittedHere',
    admittedAt: (desk: string) =>
      desk ? message('today.row.admittedAt', { desk }) : message('today.row.admittedAtAnotherDesk'),
    /** Marked as left at a desk: the time formatted by the caller. */
    left: (time: string) => message('today.row.left', { time }),
    /** The desk's copy does not hold the waiver yet, so it cannot say how it stands. */
    notInCopy: 'today.row.notInCopy',
  },
  /** Narrowing the day's list: by name as it is typed, and by quick filters. */
  filter: {
    label: 'today.filter.label',
    placeholder: 'today.filter.placeholder',
    quickLabel: 'today.filter.quickLabel',
    minors: 'today.filter.minors',
    flagged: 'today.filter.flagged',
    admittedHere: 'today.filter.admittedHere',
    admittedHereHint: 'today.filter.admittedHereHint',
    noMatch: 'today.filter.noMatch',
    showEveryone: 'today.filter.showEveryone',
  },
});
