/**
 * The words of the admissions list. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */
import { message, texts } from '../../i18n/messages.ts';

/** The words of the CSV file: its columns and the name in place of a desk's (not in the catalogs yet). */
const fileWords = {
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
  /** Put in the CSV file's name in place of a desk's name. */
  allDesksFile: 'all-desks',
} as const;

/** The day's check-ins recorded at this desk (`#/admissions`): a list, a file, a printout. */
export const admissionsText = Object.assign(
  texts({
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
      standing: 'admissions.table.standing',
    },
    row: {
      open: 'admissions.row.open',
      minor: 'admissions.row.minor',
    },
    /** The printout's heading: the desk and the day, formatted; keyed by whose check-ins are listed. */
    printTitle: {
      this: (desk: string, day: string) => message('admissions.printTitle.this', { desk, day }),
      all: (day: string) => message('admissions.printTitle.all', { day }),
    },
  }),
  fileWords,
);

/** Taking a check-in back, and marking someone as left (shared/desk/counter-rules.ts says who may). */
export const admissionActionsText = texts({
  undo: 'admissions.actions.undo',
  undoing: 'admissions.actions.undoing',
  undone: 'admissions.actions.undone',
  markLeft: 'admissions.actions.markLeft',
  marking: 'admissions.actions.marking',
  /** The time already formatted. */
  left: (time: string) => message('admissions.actions.left', { time }),
  actions: 'admissions.actions.label',
});
