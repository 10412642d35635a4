/**
 * The words of the Manage screens: the layout and shared pieces, the account’s facts,
 * published keys, webhooks, waiver templates, group reservations and dynamic templates.
 * Components only choose which text to show; texts that take values are small functions of
 * already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

export const manageText = texts({
  layout: {
    title: 'manage.layout.title',
    subtitle: 'manage.layout.subtitle',
    toolsLabel: 'manage.layout.toolsLabel',
    // The row of tools, one link each.
    tools: {
      templates: 'manage.layout.tools.templates',
      groups: 'manage.layout.tools.groups',
      keys: 'manage.layout.tools.keys',
      dynamic: 'manage.layout.tools.dynamic',
      webhooks: 'manage.layout.tools.webhooks',
      account: 'manage.layout.tools.account',
      trail: 'manage.layout.tools.trail',
    },
  },
  // The note a Manage screen shows while the service is offline; `what` says what that means for the screen.
  offline: (what: string) => message('manage.offline', { what }),
  copy: {
    // `what` names the value, such as "invite link".
    buttonLabel: (what: string) => message('manage.copy.buttonLabel', { what }),
    button: 'manage.copy.button',
    done: 'manage.copy.done',
    doneStatus: (what: string) => message('manage.copy.doneStatus', { what }),
    byHand: 'manage.copy.byHand',
  },
  // A link the service handed out; `what` is its label in lower case.
  link: {
    opensBrowser: 'manage.link.opensBrowser',
    showQrLabel: (what: string) => message('manage.link.showQrLabel', { what }),
    hideQrLabel: (what: string) => message('manage.link.hideQrLabel', { what }),
    showQr: 'manage.link.showQr',
    hideQr: 'manage.link.hideQr',
    qrImage: (what: string) => message('manage.link.qrImage', { what }),
  },
});

export const accountFactsText = texts({
  title: 'manage.accountFacts.title',
  offline: 'manage.accountFacts.offline',
  console: {
    title: 'manage.accountFacts.console.title',
    loading: 'manage.accountFacts.console.loading',
    staticExpiration: 'manage.accountFacts.console.staticExpiration',
    rollingExpiration: 'manage.accountFacts.console.rollingExpiration',
    rollingExpirationTime: 'manage.accountFacts.console.rollingExpirationTime',
    // The console's expiry settings by their value (compared in lower case).
    expiryBySetting: {
      never: 'manage.accountFacts.console.expiryBySetting.never',
      signed: 'manage.accountFacts.console.expiryBySetting.signed',
      checkin: 'manage.accountFacts.console.expiryBySetting.checkin',
    },
    notSet: 'manage.accountFacts.console.notSet',
    help: 'manage.accountFacts.console.help',
  },
  service: {
    title: 'manage.accountFacts.service.title',
    loadingVersion: 'manage.accountFacts.service.loadingVersion',
    // Around the version, which is shown in bold.
    versionBefore: 'manage.accountFacts.service.versionBefore',
    versionAfter: 'manage.accountFacts.service.versionAfter',
  },
  ping: {
    loading: 'manage.accountFacts.ping.loading',
    // "Answered “pong” in <strong>12 ms</strong> (at 14:03)."
    answeredBefore: (answer: string) => message('manage.accountFacts.ping.answeredBefore', { answer }),
    roundTrip: (ms: number) => message('manage.accountFacts.ping.roundTrip', { ms }),
    answeredAt: (clock: string) => message('manage.accountFacts.ping.answeredAt', { clock }),
    pinging: 'manage.accountFacts.ping.pinging',
    again: 'manage.accountFacts.ping.again',
  },
  budget: {
    title: 'manage.accountFacts.budget.title',
    help: 'manage.accountFacts.budget.help',
    loading: 'manage.accountFacts.budget.loading',
    requests: {
      name: 'manage.accountFacts.budget.requests.name',
      unit: 'manage.accountFacts.budget.requests.unit',
    },
    searches: {
      name: 'manage.accountFacts.budget.searches.name',
      unit: 'manage.accountFacts.budget.searches.unit',
    },
    meterLabel: (name: string) => message('manage.accountFacts.budget.meterLabel', { name }),
    // `frees` is freeNow or nextIn(…).
    usedThisMinute: (used: number, limit: number, unit: string, frees: string) =>
      message('manage.accountFacts.budget.usedThisMinute', { used, limit, unit, frees }),
    freeNow: 'manage.accountFacts.budget.freeNow',
    nextIn: (seconds: number, clock: string) =>
      message('manage.accountFacts.budget.nextIn', { seconds, clock }),
    queued: (count: number) => message('manage.accountFacts.budget.queued', { count }),
  },
});

export const keysText = texts({
  title: 'manage.keys.title',
  // The note on what a published key is; the two bold parts are `public` and `notApiKey`.
  about: {
    before: 'manage.keys.about.before',
    public: 'manage.keys.about.public',
    middle: 'manage.keys.about.middle',
    notApiKey: 'manage.keys.about.notApiKey',
    after: 'manage.keys.about.after',
  },
  offline: 'manage.keys.offline',
  loading: 'manage.keys.loading',
  none: 'manage.keys.none',
  table: {
    label: 'manage.keys.table.label',
    labelColumn: 'manage.keys.table.labelColumn',
    keyColumn: 'manage.keys.table.keyColumn',
    createdColumn: 'manage.keys.table.createdColumn',
  },
  copyWhat: (label: string) => message('manage.keys.copyWhat', { label }),
  form: {
    label: 'manage.keys.form.label',
    title: 'manage.keys.form.title',
    labelField: 'manage.keys.form.labelField',
    labelHelp: 'manage.keys.form.labelHelp',
    // The service's "label already in use", shown beside the label.
    labelTaken: 'manage.keys.form.labelTaken',
    creating: 'manage.keys.form.creating',
    create: 'manage.keys.form.create',
    // Followed by the new key and its copy button.
    created: (label: string) => message('manage.keys.form.created', { label }),
    newKeyWhat: 'manage.keys.form.newKeyWhat',
  },
});

export const webhooksText = texts({
  title: 'manage.webhooks.title',
  subtitle: 'manage.webhooks.subtitle',
  offline: 'manage.webhooks.offline',
  config: {
    title: 'manage.webhooks.config.title',
    loading: 'manage.webhooks.config.loading',
    // Around the address; `when` says when it is called.
    sentToBefore: 'manage.webhooks.config.sentToBefore',
    sentToAfter: (when: string) => message('manage.webhooks.config.sentToAfter', { when }),
    change: 'manage.webhooks.config.change',
    removed: 'manage.webhooks.config.removed',
    none: 'manage.webhooks.config.none',
    saved: 'manage.webhooks.config.saved',
  },
  remove: {
    start: 'manage.webhooks.remove.start',
    // Around the address.
    confirmBefore: 'manage.webhooks.remove.confirmBefore',
    confirmAfter: 'manage.webhooks.remove.confirmAfter',
    removing: 'manage.webhooks.remove.removing',
    confirm: 'manage.webhooks.remove.confirm',
    keep: 'manage.webhooks.remove.keep',
  },
  form: {
    label: 'manage.webhooks.form.label',
    endpoint: 'manage.webhooks.form.endpoint',
    endpointHelp: 'manage.webhooks.form.endpointHelp',
    endpointPlaceholder: 'manage.webhooks.form.endpointPlaceholder',
    when: 'manage.webhooks.form.when',
    saving: 'manage.webhooks.form.saving',
    save: 'manage.webhooks.form.save',
    cancel: 'manage.webhooks.form.cancel',
  },
  queues: {
    title: 'manage.webhooks.queues.title',
    counting: 'manage.webhooks.queues.counting',
    countAgain: 'manage.webhooks.queues.countAgain',
    help: 'manage.webhooks.queues.help',
    loading: 'manage.webhooks.queues.loading',
    table: {
      label: 'manage.webhooks.queues.table.label',
      queue: 'manage.webhooks.queues.table.queue',
      waiting: 'manage.webhooks.queues.table.waiting',
      beingRead: 'manage.webhooks.queues.table.beingRead',
      delayed: 'manage.webhooks.queues.table.delayed',
      account: 'manage.webhooks.queues.table.account',
    },
  },
  consumer: {
    title: 'manage.webhooks.consumer.title',
    help: 'manage.webhooks.consumer.help',
    loading: 'manage.webhooks.consumer.loading',
    choice: 'manage.webhooks.consumer.choice',
    demo: 'manage.webhooks.consumer.demo',
    saving: 'manage.webhooks.consumer.saving',
    nowReads: 'manage.webhooks.consumer.nowReads',
    noLongerReads: 'manage.webhooks.consumer.noLongerReads',
  },
  resend: {
    label: 'manage.webhooks.resend.label',
    title: 'manage.webhooks.resend.title',
    waiverId: 'manage.webhooks.resend.waiverId',
    waiverIdHelp: 'manage.webhooks.resend.waiverIdHelp',
    asking: 'manage.webhooks.resend.asking',
    send: 'manage.webhooks.resend.send',
    accepted: (waiverId: string) => message('manage.webhooks.resend.accepted', { waiverId }),
    refused: (waiverId: string) => message('manage.webhooks.resend.refused', { waiverId }),
  },
});

export const templatesText = texts({
  /** A template without a title, in the list and on its own page. */
  untitled: 'manage.templates.untitled',
  list: {
    title: 'manage.templates.list.title',
    publishedOnly: 'manage.templates.list.publishedOnly',
    offline: 'manage.templates.list.offline',
    loading: 'manage.templates.list.loading',
    emptyPublished: 'manage.templates.list.emptyPublished',
    emptyAll: 'manage.templates.list.emptyAll',
    cardsLabel: 'manage.templates.list.cardsLabel',
    details: 'manage.templates.list.details',
  },
  detail: {
    back: 'manage.templates.detail.back',
    offline: 'manage.templates.detail.offline',
    missing: 'manage.templates.detail.missing',
    loading: 'manage.templates.detail.loading',
    templateId: 'manage.templates.detail.templateId',
    /** Finishes "Copy …" on the copy button. */
    templateIdWhat: 'manage.templates.detail.templateIdWhat',
    waiverQuestions: 'manage.templates.detail.waiverQuestions',
    noWaiverQuestions: 'manage.templates.detail.noWaiverQuestions',
    personQuestions: 'manage.templates.detail.personQuestions',
    noPersonQuestions: 'manage.templates.detail.noPersonQuestions',
  },
  /** The table of a template's custom questions. */
  fields: {
    question: 'manage.templates.fields.question',
    kind: 'manage.templates.fields.kind',
    answer: 'manage.templates.fields.answer',
    fieldId: 'manage.templates.fields.fieldId',
    noLabel: 'manage.templates.fields.noLabel',
    /** Stands for a question without a label in `fieldIdOf`. */
    theQuestion: 'manage.templates.fields.theQuestion',
    /** Finishes "Copy …" on the copy button. */
    fieldIdOf: (question: string) => message('manage.templates.fields.fieldIdOf', { question }),
  },
  /** What the list and the detail both show of a template. */
  facts: {
    notPublished: 'manage.templates.facts.notPublished',
    published: (version: number, publishedOn: string) =>
      message('manage.templates.facts.published', { version, publishedOn }),
    webLink: 'manage.templates.facts.webLink',
    kioskLink: 'manage.templates.facts.kioskLink',
    shortLink: 'manage.templates.facts.shortLink',
    /** Followed by the webhook's address, then when it is notified and a full stop. */
    notifies: 'manage.templates.facts.notifies',
    noWebhook: 'manage.templates.facts.noWebhook',
  },
  /** The links to the send screen; the title, hidden but spoken, finishes each link's name. */
  send: {
    byText: 'manage.templates.send.byText',
    prefill: 'manage.templates.send.prefill',
    prefillWhom: (title: string) => message('manage.templates.send.prefillWhom', { title }),
  },
  /** The drop-down of published templates. */
  select: {
    loadFailed: (reason: string) => message('manage.templates.select.loadFailed', { reason }),
    tryAgain: 'manage.templates.select.tryAgain',
    loading: 'manage.templates.select.loading',
    nonePublished: 'manage.templates.select.nonePublished',
    choose: 'manage.templates.select.choose',
  },
  /** A question's field type, in the words of someone who sets up waivers. */
  fieldKinds: {
    richtext: 'manage.templates.fieldKinds.richtext',
    textbox: 'manage.templates.fieldKinds.textbox',
    datebox: 'manage.templates.fieldKinds.datebox',
    file: 'manage.templates.fieldKinds.file',
    optionlist: 'manage.templates.fieldKinds.optionlist',
    checkboxes: 'manage.templates.fieldKinds.checkboxes',
    radiobuttons: 'manage.templates.fieldKinds.radiobuttons',
    numerictextbox: 'manage.templates.fieldKinds.numerictextbox',
  },
  /** A question's answer data type. */
  answerTypes: {
    string: 'manage.templates.answerTypes.string',
    date: 'manage.templates.answerTypes.date',
    file: 'manage.templates.answerTypes.file',
    array: 'manage.templates.answerTypes.array',
    enum: 'manage.templates.answerTypes.enum',
    none: 'manage.templates.answerTypes.none',
    number: 'manage.templates.answerTypes.number',
  },
  /** When a webhook is notified, finishing "Notifies <address> …". */
  webhookWhen: {
    yes: 'manage.templates.webhookWhen.yes',
    no: 'manage.templates.webhookWhen.no',
    both: 'manage.templates.webhookWhen.both',
  },
  /** The choices of when a webhook is notified, on the webhook form. */
  webhookChoices: {
    no: 'manage.templates.webhookChoices.no',
    yes: 'manage.templates.webhookChoices.yes',
    both: 'manage.templates.webhookChoices.both',
  },
});

export const groupsText = texts({
  screen: {
    title: 'manage.groups.screen.title',
    subtitle: 'manage.groups.screen.subtitle',
    offline: 'manage.groups.screen.offline',
  },
  form: {
    label: 'manage.groups.form.label',
    startsAt: 'manage.groups.form.startsAt',
    /** The zone as "America/Denver (MDT)". */
    startsAtHelp: (zone: string) => message('manage.groups.form.startsAtHelp', { zone }),
    reservationName: 'manage.groups.form.reservationName',
    reservationNameHelp: 'manage.groups.form.reservationNameHelp',
    eventName: 'manage.groups.form.eventName',
    eventNameHelp: 'manage.groups.form.eventNameHelp',
    description: 'manage.groups.form.description',
    leader: 'manage.groups.form.leader',
    leaderFirst: 'manage.groups.form.leaderFirst',
    leaderLast: 'manage.groups.form.leaderLast',
    leaderEmail: 'manage.groups.form.leaderEmail',
    template: 'manage.groups.form.template',
    mailer: 'manage.groups.form.mailer',
    mailerService: 'manage.groups.form.mailerService',
    mailerThirdParty: 'manage.groups.form.mailerThirdParty',
    /** Shown once people are entered up front. */
    participantsFinal: (count: number) => message('manage.groups.form.participantsFinal', { count }),
    submit: 'manage.groups.form.submit',
    submitting: 'manage.groups.form.submitting',
  },
  participants: {
    legend: 'manage.groups.participants.legend',
    none: 'manage.groups.participants.none',
    /** One row's person, by its number from 1: used in the row's labels below. */
    person: (number: number) => message('manage.groups.participants.person', { number }),
    firstName: (person: string) => message('manage.groups.participants.firstName', { person }),
    lastName: (person: string) => message('manage.groups.participants.lastName', { person }),
    email: (person: string) => message('manage.groups.participants.email', { person }),
    remove: (person: string) => message('manage.groups.participants.remove', { person }),
    add: 'manage.groups.participants.add',
  },
  /** The reservation just made. */
  result: {
    made: (name: string) => message('manage.groups.result.made', { name }),
    startsAndLeader: (starts: string, first: string, last: string, email: string) =>
      message('manage.groups.result.startsAndLeader', { starts, first, last, email }),
    serviceMails: 'manage.groups.result.serviceMails',
    youSend: 'manage.groups.result.youSend',
    inviteLink: 'manage.groups.result.inviteLink',
    emailedTo: (recipient: string) => message('manage.groups.result.emailedTo', { recipient }),
    dashboard: 'manage.groups.result.dashboard',
    another: 'manage.groups.result.another',
  },
});

export const dynamicText = texts({
  screen: {
    title: 'manage.dynamic.screen.title',
    subtitle: 'manage.dynamic.screen.subtitle',
    offline: 'manage.dynamic.screen.offline',
  },
  create: {
    label: 'manage.dynamic.create.label',
    heading: 'manage.dynamic.create.heading',
    template: 'manage.dynamic.create.template',
    templateHelp: 'manage.dynamic.create.templateHelp',
    /** The placeholder of the settings box. */
    templateExample: 'manage.dynamic.create.templateExample',
    data: 'manage.dynamic.create.data',
    dataHelp: 'manage.dynamic.create.dataHelp',
    /** The placeholder of the data box. */
    dataExample: 'manage.dynamic.create.dataExample',
    minutes: 'manage.dynamic.create.minutes',
    minutesHelp: (min: number, max: number) => message('manage.dynamic.create.minutesHelp', { min, max }),
    submit: 'manage.dynamic.create.submit',
    submitting: 'manage.dynamic.create.submitting',
  },
  /** The link just created. */
  link: {
    label: 'manage.dynamic.link.label',
    signingLink: 'manage.dynamic.link.signingLink',
    /** `lifetime` as one of the `lifetime` texts below. */
    worksUntil: (until: string, lifetime: string) =>
      message('manage.dynamic.link.worksUntil', { until, lifetime }),
    lifetime: {
      minutes: (minutes: number) => message('manage.dynamic.link.lifetime.minutes', { minutes }),
      hours: (hours: number) => message('manage.dynamic.link.lifetime.hours', { hours }),
      days: (days: number) => message('manage.dynamic.link.lifetime.days', { days }),
    },
    /** Followed by the id, to copy. */
    id: 'manage.dynamic.link.id',
    /** Finishes "Copy …" on the copy button. */
    idWhat: 'manage.dynamic.link.idWhat',
  },
  process: {
    label: 'manage.dynamic.process.label',
    heading: 'manage.dynamic.process.heading',
    transaction: 'manage.dynamic.process.transaction',
    readFromLink: (transactionId: string) =>
      message('manage.dynamic.process.readFromLink', { transactionId }),
    transactionHelp: 'manage.dynamic.process.transactionHelp',
    submit: 'manage.dynamic.process.submit',
    submitting: 'manage.dynamic.process.submitting',
    resultLabel: 'manage.dynamic.process.resultLabel',
    /** Followed by the waiver's id, to copy. */
    waiver: 'manage.dynamic.process.waiver',
    /** Finishes "Copy …" on the copy button. */
    waiverIdWhat: 'manage.dynamic.process.waiverIdWhat',
    open: 'manage.dynamic.process.open',
  },
});

/** The counter's trail (`#/manage/trail`): every check-in, override, undo and person who left, at every desk. */
export const trailText = texts({
  title: 'manage.trail.title',
  note: 'manage.trail.note',
  dayLabel: 'manage.trail.dayLabel',
  deskLabel: 'manage.trail.deskLabel',
  workerLabel: 'manage.trail.workerLabel',
  kindLabel: 'manage.trail.kindLabel',
  allDesks: 'manage.trail.allDesks',
  allWorkers: 'manage.trail.allWorkers',
  /** Entries recorded with no one's name at the desk. */
  noWorker: 'manage.trail.noWorker',
  allKinds: 'manage.trail.allKinds',
  loading: 'manage.trail.loading',
  /** The day formatted by the caller. */
  empty: (day: string) => message('manage.trail.empty', { day }),
  emptyFiltered: 'manage.trail.emptyFiltered',
  exportCsv: 'manage.trail.exportCsv',
  summary: (count: number) => message('manage.trail.summary', { count }),
  kinds: {
    admitted: 'manage.trail.kinds.admitted',
    override: 'manage.trail.kinds.override',
    undone: 'manage.trail.kinds.undone',
    left: 'manage.trail.kinds.left',
    leftTakenBack: 'manage.trail.kinds.leftTakenBack',
  },
  /** What an override overrode. */
  overrode: {
    alreadyIn: 'manage.trail.overrode.alreadyIn',
    needsLook: 'manage.trail.overrode.needsLook',
    refusal: 'manage.trail.overrode.refusal',
  },
  byManager: 'manage.trail.byManager',
  table: {
    label: 'manage.trail.table.label',
    time: 'manage.trail.table.time',
    what: 'manage.trail.table.what',
    name: 'manage.trail.table.name',
    desk: 'manage.trail.table.desk',
    worker: 'manage.trail.table.worker',
    manager: 'manage.trail.table.manager',
  },
  csv: {
    date: 'manage.trail.csv.date',
    time: 'manage.trail.csv.time',
    what: 'manage.trail.csv.what',
    overrode: 'manage.trail.csv.overrode',
    name: 'manage.trail.csv.name',
    desk: 'manage.trail.csv.desk',
    worker: 'manage.trail.csv.worker',
    manager: 'manage.trail.csv.manager',
    waiverId: 'manage.trail.csv.waiverId',
    yes: 'manage.trail.csv.yes',
    no: 'manage.trail.csv.no',
  },
});
