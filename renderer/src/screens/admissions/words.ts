/**
 * The words of the admissions list. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

/** The day's check-ins recorded at this desk (`#/admissions`): a list, a file, a printout. */
export const admissionsText = {
  title: 'Checked in here',
  /** The day, formatted by the caller; `desk` is this desk's name. Keyed by whose check-ins are listed. */
  subtitle: {
    this: (day: string, desk: string) => `Check-ins recorded at this desk (${desk}) on ${day}`,
    all: (day: string) => `Check-ins recorded at every desk of this account on ${day}`,
  },
  /** The choice between this desk's check-ins and every desk's. */
  desks: {
    legend: 'Show',
    this: (desk: string) => `This desk (${desk})`,
    all: 'All desks',
  },
  dayLabel: 'Day',
  loading: 'Loading the check-ins…',
  note: 'The waiver service cannot record check-ins, so these are the desks’ own, made with “Check in” on a waiver.',
  empty: {
    this: (day: string) => `No one was checked in at this desk on ${day}.`,
    all: (day: string) => `No one was checked in at any desk on ${day}.`,
  },
  summary: (people: number, minors: number) =>
    `${people} checked in${minors > 0 ? ` · ${minors} ${plural(minors, { one: 'minor', other: 'minors' })}` : ''}`,
  exportCsv: 'Export CSV',
  print: 'Print',
  table: {
    label: { this: 'Check-ins at this desk', all: 'Check-ins at every desk' },
    time: 'Time',
    name: 'Name',
    minor: 'Minor',
    form: 'Form',
    desk: 'Desk',
    standing: 'On the waiver',
  },
  row: {
    open: 'Open the waiver',
    minor: 'Minor',
  },
  /** The columns of the CSV file, in order. */
  csv: {
    date: 'Date',
    time: 'Time',
    name: 'Name',
    minor: 'Minor',
    form: 'Form',
    autoTag: 'Auto-tag',
    desk: 'Desk',
    standing: 'On the waiver',
    waiverId: 'Waiver id',
    yes: 'Yes',
    no: 'No',
  },
  /** The printout's heading: the desk and the day, formatted; keyed by whose check-ins are listed. */
  printTitle: {
    this: (desk: string, day: string) => `Check-ins at ${desk} on ${day}`,
    all: (day: string) => `Check-ins at every desk on ${day}`,
  },
  /** Put in the CSV file's name in place of a desk's name. */
  allDesksFile: 'all-desks',
} as const;

/** Taking a check-in back, and marking someone as left (shared/desk/counter-rules.ts says who may). */
export const admissionActionsText = {
  undo: 'Undo check-in',
  undoing: 'Undoing…',
  /** Names already formatted. */
  undone: 'Check-in undone: they no longer count as in.',
  markLeft: 'Mark as left',
  marking: 'Marking…',
  /** The time already formatted. */
  left: (time: string) => `Left at ${time}`,
  takeBackLeft: 'Not left',
  takingBack: 'Taking back…',
  takenBack: 'Taken back: they count as in again.',
  actions: 'Actions',
} as const;

/** A check-in the desk refused. */
export const checkInRefusalText = {
  notOnWaiver: {
    what: 'Someone chosen is not on this waiver, so no one was checked in.',
    hint: 'Open the waiver again and choose who is checking in.',
  },
  /** The desk's verdict on someone chosen changed (a setting, a newer copy of the waiver) and now asks for a look. */
  needsLook: {
    what: 'Someone chosen now needs a look, so no one was checked in.',
    hint: 'The waiver shows how each person stands now: look, tick who goes in, and check in again.',
  },
} as const;
