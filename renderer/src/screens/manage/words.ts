/**
 * The words of the Manage screens: the layout and shared pieces, the account’s facts,
 * published keys, webhooks, waiver templates, group reservations and dynamic templates.
 * Components only choose which text to show; texts that take values are small functions of
 * already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

export const manageText = {
  layout: {
    title: 'Manage the account',
    subtitle: 'Waiver templates, group bookings, keys and notifications. Changes here apply to every desk.',
    toolsLabel: 'Manage tools',
    // The row of tools, one link each.
    tools: {
      templates: 'Templates',
      groups: 'Group reservation',
      keys: 'Published keys',
      dynamic: 'Dynamic templates',
      webhooks: 'Webhooks',
      account: 'Account',
      trail: 'Check-in trail',
    },
  },
  // The note a Manage screen shows while the service is offline; `what` says what that means for the screen.
  offline: (what: string) => `The waiver service can't be reached from this desk. ${what}`,
  copy: {
    // `what` names the value, such as "invite link".
    buttonLabel: (what: string) => `Copy ${what}`,
    button: 'Copy',
    done: 'Copied',
    doneStatus: (what: string) => `${what} copied`,
    byHand: 'This window may not copy by itself: the text is selected, press Ctrl+C (⌘C on a Mac).',
  },
  // A link the service handed out; `what` is its label in lower case.
  link: {
    opensBrowser: ' (opens your browser)',
    showQrLabel: (what: string) => `Show the QR code of the ${what}`,
    hideQrLabel: (what: string) => `Hide the QR code of the ${what}`,
    showQr: 'QR code',
    hideQr: 'Hide QR code',
    qrImage: (what: string) => `QR code of the ${what}`,
  },
} as const;

export const accountFactsText = {
  title: 'Account',
  offline: 'The facts shown were loaded earlier; the budget is this desk’s own count.',
  console: {
    title: 'When waivers expire',
    loading: 'Loading the account’s settings…',
    staticExpiration: 'Every waiver expires on',
    rollingExpiration: 'Each waiver expires after',
    rollingExpirationTime: 'Counted',
    // The console's expiry settings by their value (compared in lower case).
    expiryBySetting: {
      never: 'Never',
      signed: 'From the day it was signed',
      checkin: 'From the last check-in',
    },
    notSet: 'Not set',
    help: 'These are changed in the web console.',
  },
  service: {
    title: 'The waiver service',
    loadingVersion: 'Asking the service its version…',
    // Around the version, which is shown in bold.
    versionBefore: 'The service answers as version ',
    versionAfter: '.',
  },
  ping: {
    loading: 'Pinging the service…',
    // "Answered “pong” in <strong>12 ms</strong> (at 14:03)."
    answeredBefore: (answer: string) => `Answered “${answer}” in `,
    roundTrip: (ms: number) => `${ms} ms`,
    answeredAt: (clock: string) => ` (at ${clock}).`,
    pinging: 'Pinging…',
    again: 'Ping again',
  },
  budget: {
    title: 'Request budget',
    help: 'Every desk of the account shares it. This desk counts what it sent and what the service said the others spent.',
    loading: 'Reading the budget…',
    requests: { name: 'Requests', unit: 'requests' },
    searches: { name: 'Searches', unit: 'searches' },
    meterLabel: (name: string) => `${name} used`,
    // `frees` is freeNow or nextIn(…).
    usedThisMinute: (used: number, limit: number, unit: string, frees: string) =>
      `${used} of ${limit} ${unit} used this minute — ${frees}`,
    freeNow: 'free now',
    nextIn: (seconds: number, clock: string) => `the next may go in ${seconds} s (${clock})`,
    queued: (count: number) => `${count} waiting their turn on this desk.`,
  },
} as const;

export const keysText = {
  title: 'Published keys',
  // The note on what a published key is; the two bold parts are `public` and `notApiKey`.
  about: {
    before: 'A published key is ',
    public: 'public',
    middle:
      ': it goes into your website’s pages so the signing library knows which account a waiver is for. It is ',
    notApiKey: 'not the API key',
    after: ', and cannot read or change anything. Never put the API key on a website.',
  },
  offline: 'The keys shown are the ones last loaded; a new key cannot be made until it is back.',
  loading: 'Loading the published keys…',
  none: 'This account has no published keys yet.',
  table: {
    label: 'Published keys',
    labelColumn: 'Label',
    keyColumn: 'Key',
    createdColumn: 'Created',
  },
  copyWhat: (label: string) => `published key ${label}`,
  form: {
    label: 'New published key',
    title: 'Create a published key',
    labelField: 'Label',
    labelHelp:
      'Says where the key is used, such as “Website” or “Booking page”. Each key needs its own label.',
    // The service's "label already in use", shown beside the label.
    labelTaken:
      'Another published key of this account already has this label (labels are unique, whatever the capitals). Change the label and create again.',
    creating: 'Creating…',
    create: 'Create the key',
    // Followed by the new key and its copy button.
    created: (label: string) => `Key “${label}” created: `,
    newKeyWhat: 'new published key',
  },
} as const;

export const webhooksText = {
  title: 'Webhooks',
  subtitle:
    'The service tells another system about each new waiver, by calling its address or by keeping a message in a queue for it.',
  offline: 'What is shown was loaded earlier; nothing can be changed until it is back.',
  config: {
    title: 'Where notifications go',
    loading: 'Loading the webhook…',
    // Around the address; `when` says when it is called.
    sentToBefore: 'Each new waiver is sent to ',
    sentToAfter: (when: string) => ` ${when}.`,
    change: 'Change it',
    removed: 'The webhook is removed.',
    none: 'No webhook is set up: the service notifies no address of new waivers.',
    saved: 'The webhook is saved.',
  },
  remove: {
    start: 'Remove the webhook…',
    // Around the address.
    confirmBefore: 'Stop notifying ',
    confirmAfter: ' of new waivers? Nothing is sent there from now on.',
    removing: 'Removing…',
    confirm: 'Remove it',
    keep: 'Keep it',
  },
  form: {
    label: 'Webhook',
    endpoint: 'Address to notify',
    endpointHelp: 'An https:// address on the internet that your other system listens on.',
    endpointPlaceholder: 'https://example.com/waiver-hook',
    when: 'When to notify',
    saving: 'Saving…',
    save: 'Save the webhook',
    cancel: 'Cancel',
  },
  queues: {
    title: 'Queued messages',
    counting: 'Counting…',
    countAgain: 'Count again',
    help: 'Messages are kept 7 days, or until the desk that reads the queue takes them.',
    loading: 'Counting the queued messages…',
    table: {
      label: 'Queued messages',
      queue: 'Queue',
      waiting: 'Waiting',
      beingRead: 'Being read',
      delayed: 'Delayed',
      account: 'The whole account',
    },
  },
  consumer: {
    title: 'Which desk reads the queue',
    help: 'The desk that reads the account’s queue learns of each new waiver within moments and removes the message. Only one desk of an account should read it: a message one desk took is gone for the others.',
    loading: 'Loading this desk’s settings…',
    choice: 'This desk reads the account’s queue',
    demo: 'The demo account never reads a queue; this applies to a connected account.',
    saving: 'Saving; the account reopens on this desk for a moment…',
    nowReads: 'This desk now reads the queue.',
    noLongerReads: 'This desk no longer reads the queue.',
  },
  resend: {
    label: 'Notify again',
    title: 'Notify again about one waiver',
    waiverId: 'Waiver id',
    waiverIdHelp: 'Shown on the waiver’s page.',
    asking: 'Asking…',
    send: 'Notify again',
    accepted: (waiverId: string) => `The service will notify again about waiver ${waiverId}.`,
    refused: (waiverId: string) =>
      `The service did not take the request for waiver ${waiverId}; try again later.`,
  },
} as const;

export const templatesText = {
  /** A template without a title, in the list and on its own page. */
  untitled: 'Untitled waiver',
  list: {
    title: 'Waiver templates',
    publishedOnly: 'Published only',
    offline: 'The templates shown are the ones last loaded.',
    loading: 'Loading the waiver templates…',
    emptyPublished: 'No template is published yet. Untick "Published only" to see the drafts.',
    emptyAll: 'This account has no waiver templates yet; they are made in the web console.',
    cardsLabel: 'Waiver templates',
    details: 'Questions and details',
  },
  detail: {
    back: '← All templates',
    offline: 'The template shown is the one last loaded.',
    missing: 'The account has no template with this id; it may have been deleted.',
    loading: 'Loading the template…',
    templateId: 'Template id',
    /** Finishes "Copy …" on the copy button. */
    templateIdWhat: 'template id',
    waiverQuestions: 'Questions about the waiver',
    noWaiverQuestions: 'No custom questions about the waiver.',
    personQuestions: 'Questions for each person',
    noPersonQuestions: 'No custom questions for each person.',
  },
  /** The table of a template's custom questions. */
  fields: {
    question: 'Question',
    kind: 'Kind',
    answer: 'Answer',
    fieldId: 'Field id (for prefilled links)',
    noLabel: '(no label)',
    /** Stands for a question without a label in `fieldIdOf`. */
    theQuestion: 'the question',
    /** Finishes "Copy …" on the copy button. */
    fieldIdOf: (question: string) => `field id of ${question}`,
  },
  /** What the list and the detail both show of a template. */
  facts: {
    notPublished: 'Not published: customers cannot sign it yet',
    published: (version: number, publishedOn: string) => `Version ${version}, published ${publishedOn}`,
    webLink: 'Web link',
    kioskLink: 'Kiosk link',
    shortLink: 'Short link',
    /** Followed by the webhook's address, then when it is notified and a full stop. */
    notifies: 'Notifies',
    noWebhook: 'No notification of its own: the account’s webhook (if any) applies.',
  },
  /** The links to the send screen; the title, hidden but spoken, finishes each link's name. */
  send: {
    byText: 'Send by text',
    prefill: 'Prefill',
    prefillWhom: (title: string) => `${title} for a customer`,
  },
  /** The drop-down of published templates. */
  select: {
    loadFailed: (message: string) => `The templates could not be loaded: ${message}`,
    tryAgain: 'Try again',
    loading: 'Loading the templates…',
    nonePublished: 'No template is published yet: publish one in the web console first.',
    choose: 'Choose the waiver…',
  },
  /** A question's field type, in the words of someone who sets up waivers. */
  fieldKinds: {
    richtext: 'Text shown to the signer',
    textbox: 'Short answer',
    datebox: 'Date',
    file: 'File upload',
    optionlist: 'Drop-down list',
    checkboxes: 'Check boxes',
    radiobuttons: 'One choice of several',
    numerictextbox: 'Number',
  },
  /** A question's answer data type. */
  answerTypes: {
    string: 'Text',
    date: 'Date',
    file: 'File',
    array: 'List of choices',
    enum: 'One of a set',
    none: 'No answer',
    number: 'Number',
  },
  /** When a webhook is notified, finishing "Notifies <address> …". */
  webhookWhen: {
    yes: 'after the signer confirms their email address',
    no: 'as soon as the waiver is signed, before any email confirmation',
    both: 'as soon as the waiver is signed, and again after the email is confirmed',
  },
  /** The choices of when a webhook is notified, on the webhook form. */
  webhookChoices: {
    no: 'As soon as a waiver is signed',
    yes: 'After the signer confirms their email address',
    both: 'Both: when signed, and again after the email is confirmed',
  },
} as const;

export const groupsText = {
  screen: {
    title: 'Group reservation',
    subtitle:
      'The group’s leader gets a link to a dashboard where they see the group and invite its people to sign.',
    offline: 'A reservation cannot be made until it is back.',
  },
  form: {
    label: 'New group reservation',
    startsAt: 'Event starts',
    /** The zone as "America/Denver (MDT)". */
    startsAtHelp: (zone: string) => `Date and time in ${zone}, the desk’s time zone.`,
    reservationName: 'Reservation name',
    reservationNameHelp: 'How the booking is known, usually after its leader, such as “Garcia party”.',
    eventName: 'Event name (optional)',
    eventNameHelp: 'Shown to the group.',
    description: 'Description (optional)',
    leader: 'Group leader',
    leaderFirst: 'Leader’s first name',
    leaderLast: 'Leader’s last name',
    leaderEmail: 'Leader’s email',
    template: 'Waiver the group signs',
    mailer: 'Who emails the leader their invitation',
    mailerService: 'The waiver service',
    mailerThirdParty: 'We send it ourselves (the service sends nothing)',
    /** Shown once people are entered up front. */
    participantsFinal: (count: number) =>
      `The ${plural(count, { one: 'person', other: `${count} people` })} entered here cannot be changed or removed afterwards, by you or the leader. The leader can still add more people in the dashboard.`,
    submit: 'Make the reservation',
    submitting: 'Making the reservation…',
  },
  participants: {
    legend: 'People in the group (optional)',
    none: 'Leave this empty and the leader adds the people in their dashboard. Anyone added here cannot be changed afterwards.',
    /** One row's person, by its number from 1: used in the row's labels below. */
    person: (number: number) => `person ${number}`,
    firstName: (person: string) => `First name (${person})`,
    lastName: (person: string) => `Last name (${person})`,
    email: (person: string) => `Email (${person}, optional)`,
    remove: (person: string) => `Remove ${person}`,
    add: 'Add a person',
  },
  /** The reservation just made. */
  result: {
    made: (name: string) => `Reservation made: ${name}`,
    startsAndLeader: (starts: string, first: string, last: string, email: string) =>
      `Starts ${starts}. Leader: ${first} ${last} (${email}).`,
    serviceMails: 'The waiver service emails the leader their invitation.',
    youSend: 'Send the leader their invitation yourself: the service sends nothing.',
    inviteLink: 'Leader’s invitation link',
    emailedTo: (recipient: string) => `Emailed to ${recipient}.`,
    dashboard: 'Group dashboard (for the leader)',
    another: 'Make another reservation',
  },
} as const;

export const dynamicText = {
  screen: {
    title: 'Dynamic templates',
    subtitle:
      'A one-off waiver built from the signing library’s settings, for a link that works for a limited time.',
    offline: 'Nothing can be created or looked up until it is back.',
  },
  create: {
    label: 'New dynamic template',
    heading: 'Create one',
    template: 'Template settings (JSON)',
    templateHelp: 'The signing library’s template settings, as on your website: a JSON object.',
    /** The placeholder of the settings box. */
    templateExample: '{\n  "meta": { "title": "Kayak rental waiver" }\n}',
    data: 'Data to fill in (JSON)',
    dataHelp:
      'What the waiver starts filled in with, such as the signer’s name: a JSON object ({} for nothing).',
    /** The placeholder of the data box. */
    dataExample: '{\n  "adult": true\n}',
    minutes: 'Link works for (minutes)',
    minutesHelp: (min: number, max: number) => `From ${min} minutes to 30 days (${max} minutes).`,
    submit: 'Create the link',
    submitting: 'Creating…',
  },
  /** The link just created. */
  link: {
    label: 'Dynamic template link',
    signingLink: 'Signing link',
    /** `lifetime` as one of the `lifetime` texts below. */
    worksUntil: (until: string, lifetime: string) =>
      `Works until ${until} (${lifetime} from when it was made).`,
    lifetime: {
      minutes: (minutes: number) => `${minutes} minutes`,
      hours: (hours: number) => `${hours} hours`,
      days: (days: number) => `${days} days`,
    },
    /** Followed by the id, to copy. */
    id: 'Its id:',
    /** Finishes "Copy …" on the copy button. */
    idWhat: 'dynamic template id',
  },
  process: {
    label: 'Find a signed dynamic waiver',
    heading: 'Find the waiver of a signed one',
    transaction: 'Transaction id, or the link the signer landed on',
    readFromLink: (transactionId: string) => `Transaction id read from the link: ${transactionId}`,
    transactionHelp:
      'After signing, the signer is sent to your success page; its link carries the transaction id.',
    submit: 'Find the waiver',
    submitting: 'Looking it up…',
    resultLabel: 'Signed waiver',
    /** Followed by the waiver's id, to copy. */
    waiver: 'Waiver',
    /** Finishes "Copy …" on the copy button. */
    waiverIdWhat: 'waiver id',
    open: 'Open the waiver',
  },
} as const;

/** The counter's trail (`#/manage/trail`): every check-in, override, undo and person who left, at every desk. */
export const trailText = {
  title: 'Check-in trail',
  note: 'Every check-in at every desk of this account, the ones that overrode a warning, every undo and everyone marked as left: when, at which desk, and whom. Desks are named as they are in Settings; the desk does not know who stood at it.',
  dayLabel: 'Day',
  deskLabel: 'Desk',
  kindLabel: 'What',
  allDesks: 'All desks',
  allKinds: 'Everything',
  loading: 'Loading the trail…',
  /** The day formatted by the caller. */
  empty: (day: string) => `Nothing was recorded at the counter on ${day}.`,
  emptyFiltered: 'Nothing of that was recorded on this day.',
  exportCsv: 'Export CSV',
  summary: (count: number) => plural(count, { one: '1 entry', other: `${count} entries` }),
  kinds: {
    admitted: 'Checked in',
    override: 'Checked in over a warning',
    undone: 'Check-in undone',
    left: 'Marked as left',
  },
  /** What an override overrode. */
  overrode: {
    alreadyIn: 'already in',
    needsLook: 'needed a look',
    refusal: 'refused by the waiver',
  },
  byManager: 'with the manager’s PIN',
  table: {
    label: 'The counter’s trail',
    time: 'Time',
    what: 'What',
    name: 'Whom',
    desk: 'Desk',
    manager: 'Manager’s PIN',
  },
  csv: {
    date: 'Date',
    time: 'Time',
    what: 'What',
    overrode: 'Overrode',
    name: 'Whom',
    desk: 'Desk',
    manager: 'Manager’s PIN',
    waiverId: 'Waiver id',
    yes: 'Yes',
    no: 'No',
  },
} as const;
