/**
 * The words of the admissions list, its CSV file and its printout, read from the
 * catalogs (`admissions.*`). Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

/** The day's check-ins recorded at this desk (`#/admissions`): a list, a file, a printout. */
export const admissionsText = texts({
  title: 'admissions.title',
  /** The day, formatted by the caller; `desk` is this desk's name. Keyed by whose check-ins are listed. */
  subtitle: {
    this: (day: string, desk: string) => message('admissions.subtitle.this', { day, desk }),
    all: (day: string) => message('admissions.subtitle.all', { day }),
  },
  /** The choice between this desk's check-ins and every desk's. */
  desks: {
    legend: 'admissions.desks.legend',
    this: (desk: string) => message('admissions.desks.this', { desk }),
    all: 'admissions.desks.all',
  },
  dayLabel: 'admissions.dayLabel',
  loading: 'admissions.loading',
  note: 'admissions.note',
  empty: {
    this: (day: string) => message('admissions.empty.this', { day }),
    all: (day: string) => message('admissions.empty.all', { day }),
  },
  summary: (people: number, minors: number) => message('admissions.summary', { people, minors }),
  exportCsv: 'admissions.exportCsv',
  print: 'admissions.print',
  table: {
    label: { this: 'admissions.table.label.this', all: 'admissions.table.label.all' },
    time: 'admissions.table.time',
    name: 'admissions.table.name',
    minor: 'admissions.table.minor',
    form: 'admissions.table.form',
    desk: 'admissions.table.desk',
    worker: 'admissions.table.worker',
    standing: 'admissions.table.standing',
  },
  row: {
    open: 'admissions.row.open',
    minor: 'admissions.row.minor',
  },
  /** The columns of the CSV file, in order, in the language in use. */
  csv: {
    date: 'admissions.csv.date',
    time: 'admissions.csv.time',
    name: 'admissions.csv.name',
    minor: 'admissions.csv.minor',
    form: 'admissions.csv.form',
    autoTag: 'admissions.csv.autoTag',
    desk: 'admissions.csv.desk',
    worker: 'admissions.csv.worker',
    standing: 'admissions.csv.standing',
    waiverId: 'admissions.csv.waiverId',
    yes: 'admissions.csv.yes',
    no: 'admissions.csv.no',
  },
  /** The printout's heading: the desk and the day, formatted; keyed by whose check-ins are listed. */
  printTitle: {
    this: (desk: string, day: string) => message('admissions.printTitle.this', { desk, day }),
    all: (day: string) => message('admissions.printTitle.all', { day }),
  },
  /** Put in the CSV file's name in place of a desk's name. */
  allDesksFile: 'admissions.allDesksFile',
  /** What the CSV file's name says it holds, before its day and desk (made safe for a file name). */
  fileOf: {
    'check-ins': 'admissions.fileOf.checkIns',
    trail: 'admissions.fileOf.trail',
  },
});

/** Taking a check-in back, and marking someone as left (shared/desk/counter-rules.ts says who may). */
export const admissionActionsText = texts({
  undo: 'admissions.actions.undo',
  undoing: 'admissions.actions.undoing',
  undone: 'admissions.actions.undone',
  markLeft: 'admissions.actions.markLeft',
  marking: 'admissions.actions.marking',
  /** The time already formatted. */
  left: (time: string) => message('admissions.actions.left', { time }),
  takeBackLeft: 'admissions.actions.takeBackLeft',
  takingBack: 'admissions.actions.takingBack',
  takenBack: 'admissions.actions.takenBack',
  actions: 'admissions.actions.actions',
  /** The undo rule in one sentence, where the counter's actions are offered; the window's length in minutes. */
  undoRule: (minutes: number) => message('admissions.actions.undoRule', { minutes }),
  /** The rule of taking back "left", in one sentence; the window's length in minutes. */
  leftRule: (minutes: number) => message('admissions.actions.leftRule', { minutes }),
});
