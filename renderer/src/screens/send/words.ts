/**
 * The words of sending waivers. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

/** Sending waivers: the Send screen, its three ways of sending and the links they make. */
export const sendText = {
  screen: {
    title: 'Send a waiver',
    subtitle: 'Get a customer signing from their own phone.',
    loading: 'Loading the account’s waivers…',
    empty: 'This account has no waivers to send yet.',
    tabsLabel: 'How to send it',
    /** Each tab's name and the line under the tabs while it is chosen. */
    tabs: {
      sms: { label: 'Text message', summary: 'Text the waiver link to the customer’s phone.' },
      prefill: {
        label: 'Prefilled link',
        summary: 'A link with names and answers already filled in, to copy or scan.',
      },
      autoTag: {
        label: 'Auto-tag link',
        summary: 'A link that files the signed waiver under your customer number.',
      },
    },
    /** Shown beside the send buttons while the service is out of reach. */
    blocked:
      "Sending needs the waiver service, which can't be reached from this desk right now. The draft is kept; try again once it is back.",
  },

  templatePicker: {
    label: 'Waiver to sign',
    helpDraftChosen: 'This waiver is not published: the customer would sign a draft.',
    helpFromCopy: 'Listed from this desk’s copy: the waiver service cannot be reached right now.',
    publishedGroup: 'Published',
    draftsGroup: 'Not published',
    draftOption: (title: string) => `${title} (not published)`,
  },

  sms: {
    formLabel: 'Text a waiver link',
    phoneLabel: 'Customer’s mobile number',
    /** How the number typed reads, before anything is sent. */
    phoneHelpRead: (display: string) => `Reads as ${display}.`,
    phoneHelpUnread: (example: string) => `US and Canada numbers only, for example ${example}.`,
    sendButton: 'Send text…',
    /** The confirmation: "Send a waiver link for <waiver> to <number>?", the names in bold. */
    confirm: {
      beforeWaiver: (again: boolean) => (again ? 'Send another waiver link for ' : 'Send a waiver link for '),
      beforeNumber: ' to ',
      end: '?',
      sending: 'Sending…',
      sendAgain: 'Send again',
      send: 'Send text',
      goBack: 'Go back',
    },
    result: {
      sent: 'Text sent',
      notSent: 'The service did not send the text',
      to: 'To',
      waiver: 'Waiver',
      status: 'Status',
      statusSent: 'Sent',
      statusNotSent: 'Not sent',
      sentAt: 'Sent at',
      another: 'Text another number',
    },
    /** After a refusal where the text may have gone out. */
    offerSendAgain: 'Send again…',
    /** The countdown until the account's request budget frees (the wait already in words). */
    waitFor: (wait: string) => `It can be sent again in ${wait}.`,
    waitOver: 'It can be sent again now.',
  },

  prefill: {
    formLabel: 'Make a prefilled link',
    participants: 'Participants',
    addParticipant: 'Add a participant',
    guardianSection: 'Parent or guardian',
    hasGuardian: 'Minors are signing: add their parent or guardian',
    waiverQuestions: 'Questions of this waiver',
    making: 'Making the link…',
    make: 'Make the prefilled link',
    clear: 'Clear the form',
    linkTitle: 'Prefilled link',
    /** "Works until <expiry in bold> (desk time)." */
    worksUntil: 'Works until',
    deskTime: ' (desk time).',
  },

  person: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    dob: 'Date of birth',
    phone: 'Phone',
    gender: 'Gender',
    participant: (number: number) => `Participant ${number}`,
    removeParticipant: (number: number) => `Remove participant ${number}`,
    guardian: 'Parent or guardian',
    relationship: 'Relationship to the minors',
    guardianTakesPart: 'The guardian also takes part',
    guardianTakesPartHelp: 'Then the guardian signs as a participant too, and is asked phone and gender.',
  },

  /** The waiver's standard questions, by section. */
  standard: {
    contact: {
      title: 'Contact and address',
      email: 'Email',
      addressLineOne: 'Address',
      addressLineTwo: 'Address, second line',
      addressCity: 'City',
      addressState: 'State or province',
      addressZip: 'ZIP or postal code',
      addressCountry: 'Country',
    },
    emergency: {
      title: 'Emergency contact',
      firstName: 'First name',
      lastName: 'Last name',
      relation: 'Relationship',
      phone: 'Phone',
    },
    insurance: {
      title: 'Insurance and driver’s licence',
      carrier: 'Insurance carrier',
      policyNumber: 'Policy number',
      licenseNumber: 'Driver’s licence number',
      licenseState: 'Licence state or province',
    },
  },

  linkOptions: {
    legend: 'The link',
    validFor: 'Valid for',
    validForHelp: 'From 5 minutes to 30 days.',
    otherMinutes: 'Other (minutes)',
    minutes: 'Minutes',
    externalId: 'Your reference (external id)',
    externalIdHelp: 'A membership or booking number, passed through with the waiver. Letters, digits and _.',
    lockdown: 'Lock the prefilled answers',
    lockdownHelp:
      'The signer cannot change prefilled names and details (their own questions stay editable). Not possible with a date of birth.',
    adult: 'Adult only',
    adultHelp: 'The waiver is for an adult alone, no minors.',
    kiosk: 'Kiosk mode',
    kioskHelp: 'For a tablet at the desk rather than the customer’s own phone.',
    hideOthers: 'Hide “someone else needs to sign”',
    hideOthersHelp: 'Only the people prefilled here sign.',
  },

  /** A made link: to copy, open or scan. */
  linkResult: {
    copy: 'Copy link',
    open: 'Open',
    copied: 'Copied. Paste it into an email or a message to the customer.',
    selected: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    /** The link's name comes in lower case: "QR code of the prefilled link". */
    qrLabel: (linkName: string) => `QR code of the ${linkName}`,
    qrCaption: 'The customer scans this with their phone camera to open the link.',
  },

  autoTag: {
    formLabel: 'Make an auto-tag link',
    tagLabel: 'Customer number',
    tagHelp:
      'Your own number for this customer (membership, booking…), up to 64 characters. The signed waiver carries it.',
    making: 'Making the link…',
    make: 'Make the link',
    linkTitle: 'Auto-tag link',
    /** "…type or scan <number in bold> in the lookup box to find it." */
    findBefore: 'Once the customer signs and the waiver reaches this desk, type or scan',
    findAfter: ' in the lookup box to find it.',
    demoNote: 'On the demo account the link leads to the built-in demo service.',
    hostNote: 'The signing pages’ address can be changed in Settings.',
  },
} as const;

/** Why a text or a link was not sent or made, and what to do (nothing is tried again by itself). */
export const sendRefusalText = {
  dailyLimit: {
    what: "Today's text-message limit for the account is reached; it resets tomorrow.",
    hint: 'Ask support to raise it. Until then, give the customer a prefilled link or its QR code.',
  },
  notSentBudget: {
    what: "The text was not sent: the account's request budget is used up for the moment.",
    hint: 'Every desk of the account shares one budget. Send it again once the wait is over.',
  },
  notSentUnreachable: {
    what: 'The text was not sent: the waiver service cannot be reached from this desk.',
    hint: "Check this computer's network connection, then send it again.",
  },
  maybeSent: {
    /** The number as the desk writes it. */
    what: (display: string) =>
      `The text to ${display} may have been sent: the waiver service's answer did not arrive.`,
    hint: "Check the customer's phone before sending again. It was not sent again by itself.",
  },
  /** How long ago: seconds under a minute and a half, then minutes (the caller chooses). */
  secondsAgo: (seconds: number) => `${seconds} ${plural(seconds, { one: 'second', other: 'seconds' })} ago`,
  minutesAgo: (minutes: number) => `${minutes} ${plural(minutes, { one: 'minute', other: 'minutes' })} ago`,
  sentRecently: {
    what: (templateTitle: string, display: string, ago: string) =>
      `A link for "${templateTitle}" was texted to ${display} ${ago}.`,
    hint: 'Ask the customer to look at their phone. To send another anyway, choose Send again.',
  },
  answerLost: {
    what: (display: string, ago: string) =>
      `The last text to ${display} (${ago}) may have been sent: its answer was lost.`,
    hint: "Check the customer's phone before sending again. If nothing arrived, choose Send again.",
  },
  linkNotMade: {
    budget: "The link was not made: the account's request budget is used up for the moment.",
    noAnswer: 'The link was not made: the waiver service did not answer.',
    hint: 'Make the link again in a moment; a link made without an answer reaching the desk simply expires.',
  },
} as const;
