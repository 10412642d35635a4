/**
 * The words of one signed waiver's detail screen and its check-in. Components only choose
 * which text to show; texts that take values are small functions of already formatted
 * values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

/** One signed waiver's detail screen (`#/waivers/:waiverId`). */
export const waiverText = {
  screen: {
    loading: 'Opening the waiver…',
    notFound: {
      heading: 'There is no such waiver',
      body: 'The service has no waiver with this id. The link may be old or mistyped.',
      backToToday: "Back to today's check-ins",
    },
  },
  detail: {
    /**
     * Who is on the waiver, the person looked up first: "Noah Roberts and 3 others,
     * guardian Ana Roberts"; "Noah Roberts, guardian Ana Roberts"; "Ann Lee".
     */
    headline: (first: string, others: number, guardian: string | null) =>
      `${first}${others > 0 ? ` and ${others} ${plural(others, { one: 'other', other: 'others' })}` : ''}${guardian ? `, guardian ${guardian}` : ''}`,
    /** Beside the person who was looked up or scanned. */
    lookedUp: 'Looked up',
    /** Under the headline: the form's title and when it was signed (already formatted). */
    subtitle: (formTitle: string, signedAt: string) => `${formTitle} · signed ${signedAt}`,
    openPdf: 'Open signed PDF',
    // The trailing space separates it from the visually hidden note that follows.
    openConsole: 'Open in the web console ',
    opensBrowser: '(opens your browser)',
    openingPdfViewer: 'Opening the PDF viewer…',
    pdfViewerTitle: (headline: string) => `Signed PDF: ${headline}`,
    sections: {
      people: 'People on this waiver',
      flags: 'Flagged answers',
      answers: 'Answers on the waiver',
      noAnswers: "No answers to the form's own questions.",
      private: 'Private details',
      privateNote: 'Covered so people at the counter cannot read them; press Show when you need one.',
      about: 'About this waiver',
      photos: 'Photos',
    },
  },
  person: {
    noName: 'No name given',
    noDateOfBirth: 'No date of birth given',
    // Follows the age on the same line.
    bornOn: (date: string) => ` · born ${date}`,
    guardian: 'Guardian',
    relationship: 'Relationship:',
    gender: 'Gender:',
    tags: 'Tags:',
    signedForMinorsAs: 'Signed for the minors as:',
    relationshipNotSaid: 'not said',
  },
  /** A person's age today (see screens/waiver/age.ts). */
  age: {
    yearsOld: (years: number) => plural(years, { one: `${years} year old`, other: `${years} years old` }),
    verified: 'age verified',
    unknown: 'age not known',
  },
  /** Answers to the form's own questions, and flags raised by them. */
  answers: {
    questionFallback: 'Question',
    flagsLabel: 'Flags',
    flaggedAnswerFallback: 'Flagged answer',
  },
  /** Private details, covered until someone at the desk presses Show. */
  private: {
    // The section's title follows, visually hidden, for screen readers.
    show: 'Show ',
    hide: 'Hide ',
    notGiven: 'Not given',
    contact: {
      title: 'Contact',
      email: 'Email',
      phoneOf: (name: string) => `Phone of ${name}`,
      aParticipant: 'a participant',
      guardianPhone: (name: string) => `Phone of ${name} (guardian)`,
      theGuardian: 'the guardian',
    },
    address: {
      title: 'Address',
      address: 'Address',
    },
    emergency: {
      title: 'Emergency contact',
      name: 'Name',
      phone: 'Phone',
    },
    insurance: {
      title: 'Insurance',
      carrier: 'Carrier',
      policyNumber: 'Policy number',
    },
    licence: {
      title: "Driver's licence",
      number: 'Number',
      state: 'State',
    },
  },
  /** "About this waiver": labels and their values. */
  facts: {
    signed: 'Signed',
    form: 'Form',
    formNotKnown: 'Not known',
    signedAt: 'Signed at',
    atKiosk: 'The kiosk',
    online: 'Online (their own device)',
    expires: 'Expires',
    expired: 'Expired',
    doesNotExpire: 'Does not expire',
    emailVerified: 'Email verified',
    yes: 'Yes',
    notYet: 'Not yet',
    marketing: 'Marketing',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    autoTag: 'Auto-tag',
    tags: 'Tags',
    noTags: 'None',
    source: 'Source',
    /** Where this view of the waiver came from, by source. */
    sourceOf: {
      copy: "From the desk's copy",
      service: 'Fetched from the service just now',
    },
  },
  /** The waiver's other waivers of the same auto-tag (a returning customer's). */
  sameTag: {
    /** The button; every other waiver is older. */
    older: (count: number) => `${count} older ${plural(count, { one: 'waiver', other: 'waivers' })}`,
    /** The button, when some are newer (expired ones, passed over for this valid one). */
    other: (count: number) =>
      `${count} other ${plural(count, { one: 'waiver', other: 'waivers' })} with this tag`,
    /** The key that opens the list, shown beside the button. */
    key: 'O',
    listLabel: (tag: string) => `Waivers with tag ${tag}`,
    /** One row: when signed (formatted) and on which form. */
    row: (signedOn: string, title: string) => `${signedOn} · ${title}`,
  },
  photos: {
    onlyPhoto: 'Photo taken at signing',
    /** The photo as a button that opens it large. */
    openLarge: (label: string) => `${label}: open large`,
    photoOf: (number: number, count: number) => `Photo ${number} of ${count} taken at signing`,
    cannotShow: (reason: string) => `The photo can't be shown: ${reason}`,
    loading: 'Loading the photo…',
    none: 'No photos were taken.',
    viewer: {
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      fit: 'Fit',
      /** The zoom as a percentage (already a whole number). */
      zoom: (percent: number) => `${percent} %`,
      keys: '← → other photos · + − zoom · 0 fit · Esc close',
    },
  },
} as const;

/** Checking people in on a waiver's page. */
export const checkInText = {
  heading: 'Check in',
  /** The same panel when a scan opened the waiver. */
  scannedHeading: (tag: string) => `Scanned ${tag}: check in`,
  /** The service cannot record check-ins: the desk says whose these are. */
  deskOwn: (deskName: string) =>
    `The waiver service cannot record check-ins, so these are this desk’s own (${deskName}): kept in its copy and counted on Today and in Checked in here.`,
  whoLabel: 'Who is checking in',
  /** Beside someone who needs a look: not ticked to begin with; ticking them is the confirmation. */
  lookFirst: 'Look first, then tick to let them in',
  lookConfirmed: 'Looked at: goes in',
  /** Under the button: people who need a look and are not ticked stay out. */
  leftToLook: (count: number) =>
    plural(count, {
      one: '1 person needs a look and stays out until ticked.',
      other: `${count} people need a look and stay out until ticked.`,
    }),
  noOne: 'No one on this waiver can be checked in.',
  button: (count: number) =>
    plural(count, { one: `Check in ${count} person`, other: `Check in ${count} people` }),
  chooseSomeone: 'Choose who is checking in.',
  checking: 'Checking in…',
  /** After a pass scan, Enter checks them in. */
  enterHint: 'Press Enter to check them in.',
  /** Names and time already formatted. */
  done: (names: string, time: string) => `Checked in at ${time}: ${names}.`,
  already: (names: string, time: string, desk: string) =>
    `Already checked in today: ${names} (${time}, ${desk}). Check in again?`,
  again: 'Check in again',
  /** At capacity: counts come formatted. */
  full: (inNow: string, capacity: string) =>
    `The venue is full: ${inNow} of ${capacity} are in. Check in anyway?`,
  anyway: 'Check in anyway',
  cancel: 'Cancel',
  seeDay: 'See today’s check-ins at this desk',
} as const;
