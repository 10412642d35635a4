/**
 * The words of one signed waiver's detail screen and its check-in. Components only choose
 * which text to show; texts that take values are small functions of already formatted
 * values.
 */

import { message, texts } from '../../i18n/messages.ts';

/** One signed waiver's detail screen (`#/waivers/:waiverId`). */
export const waiverText = texts({
  screen: {
    loading: 'waiver.screen.loading',
    notFound: {
      heading: 'waiver.screen.notFound.heading',
      body: 'waiver.screen.notFound.body',
      backToToday: 'waiver.screen.notFound.backToToday',
    },
  },
  detail: {
    /**
     * Who is on the waiver, the person looked up first: "Noah Roberts and 3 others,
     * guardian Ana Roberts"; "Noah Roberts, guardian Ana Roberts"; "Ann Lee".
     */
    headline: (first: string, others: number, guardian: string | null) =>
      message('waiver.detail.headline', {
        first,
        others,
        guardian: guardian ?? '',
        hasGuardian: guardian ? 'yes' : 'no',
      }),
    /** Beside the person who was looked up or scanned. */
    lookedUp: 'waiver.detail.lookedUp',
    /** Under the headline: the form's title and when it was signed (already formatted). */
    subtitle: (formTitle: string, signedAt: string) =>
      message('waiver.detail.subtitle', { formTitle, signedAt }),
    openPdf: 'waiver.detail.openPdf',
    // The trailing space separates it from the visually hidden note that follows.
    openConsole: 'waiver.detail.openConsole',
    opensBrowser: 'waiver.detail.opensBrowser',
    openingPdfViewer: 'waiver.detail.openingPdfViewer',
    pdfViewerTitle: (headline: string) => message('waiver.detail.pdfViewerTitle', { headline }),
    sections: {
      people: 'waiver.detail.sections.people',
      flags: 'waiver.detail.sections.flags',
      answers: 'waiver.detail.sections.answers',
      noAnswers: 'waiver.detail.sections.noAnswers',
      private: 'waiver.detail.sections.private',
      privateNote: 'waiver.detail.sections.privateNote',
      about: 'waiver.detail.sections.about',
      photos: 'waiver.detail.sections.photos',
    },
  },
  person: {
    noName: 'waiver.person.noName',
    noDateOfBirth: 'waiver.person.noDateOfBirth',
    // Follows the age on the same line.
    bornOn: (date: string) => message('waiver.person.bornOn', { date }),
    guardian: 'waiver.person.guardian',
    relationship: 'waiver.person.relationship',
    gender: 'waiver.person.gender',
    tags: 'waiver.person.tags',
    signedForMinorsAs: 'waiver.person.signedForMinorsAs',
    relationshipNotSaid: 'waiver.person.relationshipNotSaid',
  },
  /** Answers to the form's own questions, and flags raised by them. */
  answers: {
    questionFallback: 'waiver.answers.questionFallback',
    flagsLabel: 'waiver.answers.flagsLabel',
    flaggedAnswerFallback: 'waiver.answers.flaggedAnswerFallback',
  },
  /** Private details, covered until someone at the desk presses Show. */
  private: {
    // The section's title follows, visually hidden, for screen readers.
    show: 'waiver.private.show',
    hide: 'waiver.private.hide',
    notGiven: 'waiver.private.notGiven',
    contact: {
      title: 'waiver.private.contact.title',
      email: 'waiver.private.contact.email',
      phoneOf: (name: string) => message('waiver.private.contact.phoneOf', { name }),
      aParticipant: 'waiver.private.contact.aParticipant',
      guardianPhone: (name: string) => message('waiver.private.contact.guardianPhone', { name }),
      theGuardian: 'waiver.private.contact.theGuardian',
    },
    address: {
      title: 'waiver.private.address.title',
      address: 'waiver.private.address.address',
    },
    emergency: {
      title: 'waiver.private.emergency.title',
      name: 'waiver.private.emergency.name',
      phone: 'waiver.private.emergency.phone',
    },
    insurance: {
      title: 'waiver.private.insurance.title',
      carrier: 'waiver.private.insurance.carrier',
      policyNumber: 'waiver.private.insurance.policyNumber',
    },
    licence: {
      title: 'waiver.private.licence.title',
      number: 'waiver.private.licence.number',
      state: 'waiver.private.licence.state',
    },
  },
  /** "About this waiver": labels and their values. */
  facts: {
    signed: 'waiver.facts.signed',
    form: 'waiver.facts.form',
    formNotKnown: 'waiver.facts.formNotKnown',
    signedAt: 'waiver.facts.signedAt',
    atKiosk: 'waiver.facts.atKiosk',
    online: 'waiver.facts.online',
    expires: 'waiver.facts.expires',
    expired: 'waiver.facts.expired',
    doesNotExpire: 'waiver.facts.doesNotExpire',
    emailVerified: 'waiver.facts.emailVerified',
    yes: 'waiver.facts.yes',
    notYet: 'waiver.facts.notYet',
    marketing: 'waiver.facts.marketing',
    allowed: 'waiver.facts.allowed',
    notAllowed: 'waiver.facts.notAllowed',
    autoTag: 'waiver.facts.autoTag',
    tags: 'waiver.facts.tags',
    noTags: 'waiver.facts.noTags',
    source: 'waiver.facts.source',
    /** Where this view of the waiver came from, by source. */
    sourceOf: {
      copy: 'waiver.facts.sourceOf.copy',
      service: 'waiver.facts.sourceOf.service',
    },
  },
  /** The waiver's other waivers of the same auto-tag (a returning customer's). */
  sameTag: {
    /** The button; every other waiver is older. */
    older: (count: number) => message('waiver.sameTag.older', { count }),
    /** The button, when some are newer (expired ones, passed over for this valid one). */
    other: (count: number) => message('waiver.sameTag.other', { count }),
    /** The key that opens the list, shown beside the button. */
    key: 'waiver.sameTag.key',
    listLabel: (tag: string) => message('waiver.sameTag.listLabel', { tag }),
    /** One row: when signed (formatted) and on which form. */
    row: (signedOn: string, title: string) => message('waiver.sameTag.row', { signedOn, title }),
  },
  photos: {
    onlyPhoto: 'waiver.photos.onlyPhoto',
    /** The photo as a button that opens it large. */
    openLarge: (label: string) => message('waiver.photos.openLarge', { label }),
    photoOf: (number: number, count: number) => message('waiver.photos.photoOf', { number, count }),
    cannotShow: (reason: string) => message('waiver.photos.cannotShow', { reason }),
    loading: 'waiver.photos.loading',
    none: 'waiver.photos.none',
    viewer: {
      close: 'waiver.photos.viewer.close',
      previous: 'waiver.photos.viewer.previous',
      next: 'waiver.photos.viewer.next',
      zoomIn: 'waiver.photos.viewer.zoomIn',
      zoomOut: 'waiver.photos.viewer.zoomOut',
      fit: 'waiver.photos.viewer.fit',
      /** The zoom as a percentage (already a whole number). */
      zoom: (percent: number) => message('waiver.photos.viewer.zoom', { percent }),
      keys: 'waiver.photos.viewer.keys',
    },
  },
});

/** Checking people in on a waiver's page. */
export const checkInText = texts({
  heading: 'checkIn.heading',
  /** The same panel when a scan opened the waiver. */
  scannedHeading: (tag: string) => message('checkIn.scannedHeading', { tag }),
  /** The service cannot record check-ins: the desk says whose these are. */
  deskOwn: (deskName: string) => message('checkIn.deskOwn', { deskName }),
  whoLabel: 'checkIn.whoLabel',
  /** Beside someone who needs a look: not ticked to begin with; ticking them is the confirmation. */
  lookFirst: 'checkIn.lookFirst',
  lookConfirmed: 'checkIn.lookConfirmed',
  /** Under the button: people who need a look and are not ticked stay out. */
  leftToLook: (count: number) => message('checkIn.leftToLook', { count }),
  noOne: 'checkIn.noOne',
  button: (count: number) => message('checkIn.button', { count }),
  chooseSomeone: 'checkIn.chooseSomeone',
  checking: 'checkIn.checking',
  /** After a pass scan, Enter checks them in. */
  enterHint: 'checkIn.enterHint',
  /** Names and time already formatted. */
  done: (names: string, time: string) => message('checkIn.done', { time, names }),
  already: (names: string, time: string, desk: string) => message('checkIn.already', { names, time, desk }),
  again: 'checkIn.again',
  /** At capacity: counts come formatted. */
  full: (inNow: string, capacity: string) => message('checkIn.full', { inNow, capacity }),
  anyway: 'checkIn.anyway',
  cancel: 'checkIn.cancel',
  seeDay: 'checkIn.seeDay',
});
