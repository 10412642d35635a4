/**
 * Every word the desk's page shows, in one module: screen titles, buttons, labels,
 * hints, empty and error states, notifications. A change of wording (or a
 * translation) touches this file alone; components and the `*-words.ts` helpers
 * only choose which text to show. Texts that take values are small functions of
 * already formatted values. Words the main process sends (errors, validation
 * messages) come with its answers and are shown as they arrive.
 *
 * scripts/find-loose-words.ts (run by test/app/renderer-words.test.ts) finds any
 * text written elsewhere in renderer/src.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../shared/words/plural.ts';

// ---- frame -------------------------------------------------------------------------------------

/**
 * The frame's words: the shell around every screen, the account (menu, connect form,
 * signing out), the shared components and forms, the welcome, set-up and not-found screens,
 * the QR code and the barcode scanner.
 */
export const accountText = {
  /** Where the API key is kept on this computer; keyed by the desk's KeyHolder. */
  keyHolder: {
    keychain: 'this computer’s keychain',
    'owner-file': 'a file only your user account can read',
    environment: 'this computer’s settings (set by its administrator)',
  },
  /** How the key is sent; keyed by AuthScheme. */
  authScheme: {
    bearer: 'Authorization: Bearer (current)',
    legacy: 'sw-api-key (legacy)',
  },
  /** The account in the header as a menu button. */
  menu: {
    buttonTitle: 'Account: settings, switching, signing out',
    label: 'Account',
    /** Decoration beside the badge, hidden from assistive technology. */
    caret: '▾',
    settings: 'Settings',
    switchToDemo: 'Switch to the demo account',
    backTo: (accountName: string) => `Back to ${accountName}`,
    switching: 'Opening…',
    signOut: 'Sign out…',
  },
  signOut: {
    title: (accountName: string) => `Sign out of ${accountName}?`,
    what: 'The API key is removed from this computer and the desk goes back to the welcome screen. To work on this account again, connect it with its key.',
    confirm: 'Sign out',
    signingOut: 'Signing out…',
    keepWorking: 'Keep working',
  },
  exploreDemo: {
    start: 'Explore the demo account',
    opening: 'Opening the demo account…',
  },
  connect: {
    formLabel: 'Connect',
    submit: 'Connect',
    connecting: 'Connecting…',
    cancel: 'Cancel',
    apiKey: {
      label: 'API key',
      help: 'From your waiver account’s dashboard: Generate API token. Paste it whole.',
      show: 'Show',
      hide: 'Hide',
      showLabel: 'Show the key',
      hideLabel: 'Hide the key',
    },
    authScheme: {
      legend: 'How the key is sent',
      help: 'Keep the current one unless your account’s API settings say legacy.',
    },
    baseUrl: {
      label: 'Waiver service address',
    },
    statusUrl: {
      label: 'Service status page address',
      help: 'Leave it empty if there is none.',
      /** The locked value when no status page is set. */
      none: 'none',
    },
    acceptUnprotectedStorage: 'Store the key without keychain protection on this computer',
    /**
     * What to do after a refused connect, keyed by DeskErrorCode, said for the form the person
     * is looking at (the desk's general hints speak of screens that retry by themselves).
     */
    hints: {
      auth_error:
        'Check that the whole key was pasted and that the key header matches your account, then connect again. A revoked key needs a new API token from the account dashboard.',
      network: 'Check the service address and this computer’s network connection, then connect again.',
      timeout: 'The service may be busy or in maintenance. Connect again in a moment.',
      server_error: 'Connect again in a moment.',
      rate_limited: 'Wait a minute, then connect again.',
      protocol: 'Check that the service address is the waiver service’s, then connect again.',
      not_found: 'Check that the service address is the waiver service’s, then connect again.',
    },
  },
} as const;

export const shellText = {
  brand: 'Waiver Desk',
  zoneTitle: 'Times are shown in this zone',
  /** Until the desk said which account is open. */
  openingDesk: 'Opening the desk…',
  badge: {
    noAccount: 'No account open',
    /** The demo runs behind the welcome screen until the person chooses. */
    notChosenYet: 'No account chosen yet',
    demo: 'Demo account',
    /** The demo business's name, when the sandbox gives one. */
    demoTitle: (business: string) =>
      business
        ? `Sample data of ${business}, from the built-in sandbox`
        : 'Sample data from the built-in sandbox',
    serviceTitle: 'The account this desk works with (its name can be changed in Settings)',
  },
  /** How the waiver service looks from this desk. */
  connectivity: {
    /** Keyed by ReachState. */
    state: {
      online: 'Waiver service online',
      failing: 'Waiver service not answering this desk',
      offline: "Waiver service can't be reached",
      unknown: 'Checking the waiver service',
    },
    /** After the unknown state's words, in place of a time. */
    checking: '…',
    /** After the state's words; the time is formatted by the caller. */
    since: (time: string) => ` since ${time}`,
  },
  nav: {
    label: 'Screens',
    today: 'Today',
    send: 'Send a waiver',
    manage: 'Manage',
    settings: 'Settings',
    diagnostics: 'Diagnostics',
    admissions: 'Checked in here',
  },
  offlineBanner:
    "The waiver service can't be reached from this desk. Showing what was last loaded; this recovers by itself.",
  /** The settings file was damaged at start: it was set aside and what could not be read went back to its default. */
  settingsReset: {
    everything:
      'Waiver Desk could not read its settings file, so it set the file aside and every setting went back to its default. Check Settings, and connect the account again if it is not open.',
    /** `settings` is the list of names below, already joined. */
    some: (settings: string) =>
      `Waiver Desk found part of its settings file damaged and set the file aside. These went back to their defaults: ${settings}. Everything else was kept; check Settings.`,
    dismiss: 'Got it',
    /** Keyed by ResettableSetting. */
    names: {
      accountChoice: 'which account the desk opens',
      baseUrl: 'the waiver service address',
      statusUrl: 'the status page address',
      authScheme: 'how the API key is sent',
      apiKey: 'the saved API key (connect again)',
      cacheKey: 'the key of the desk’s copy (the copy is rebuilt)',
      sharedDatabasePassword: 'the shared database’s password',
      sharedKey: 'the key of the shared copy (it is fetched again)',
      managerPin: 'the manager’s PIN (set it again in Settings)',
      unprotectedStorageAccepted: 'your choice about keeping the key without a keychain',
      timeZone: 'the time zone',
      requestTimeoutMs: 'how long to wait for the service',
      searchTimeoutMs: 'how long to wait for a search',
      statusPollMinutes: 'how often the status page is checked',
      todayRefreshMinutes: 'how often Today refreshes',
      consoleLinkTemplate: 'the console link',
      signingHost: 'the signing pages’ address',
      retentionDays: 'how long waivers stay in the desk’s copy',
      newWaiverCheckSeconds: 'how often the desk looks for new waivers',
      consumeWebhookQueue: 'whether this desk takes the webhook queue',
      sharedDatabaseUrl: 'the shared database’s address',
      preferSharedSync: 'whether this desk prefers to sync for all desks',
      deskId: 'this desk’s name among the shared desks',
      startAtLogin: 'whether the desk opens at login',
      kioskMode: 'kiosk mode',
      accountName: 'the account’s name',
      deskName: 'this desk’s name',
      deskTags: 'the tags shown at the desk',
      scanGapMs: 'the scanner’s speed',
      scanPrefix: 'the scanner’s prefix',
      scanSuffix: 'the scanner’s suffix',
      scanSounds: 'whether scans make a sound',
      scanVolume: 'the scan sounds’ volume',
      managerLock: 'whether Manage and Settings ask for the PIN',
      managerPinTries: 'the count of wrong PIN tries',
    },
  },
} as const;

/** Shared components, forms, the bridge to the desk and the link guard. */
export const commonText = {
  /** In place of a date, time, age, phone or number a record left empty or wrote unreadably. */
  values: {
    notGiven: 'not given',
  },
  /** Anything thrown that is not the desk's own error. */
  unexpectedFailure: {
    message: 'Something went wrong in the desk window.',
    hint: 'Reload the window.',
  },
  errorPanel: {
    retry: 'Try again',
  },
  rateLimit: {
    /** The countdown is formatted by the caller. */
    freesIn: (countdown: string) => `The account's request budget frees in ${countdown}`,
    retryingNow: 'Trying again now…',
  },
  stale: {
    /** The time is formatted by the caller. */
    lastUpdated: (time: string) => `Last updated ${time}`,
    couldNotRefresh: (message: string) => ` — couldn't refresh: ${message}`,
  },
  forms: {
    /** Beside a setting the administrator fixed; also finishes sentences elsewhere. */
    lockedNote: 'set for this computer by its administrator',
  },
  /** Failures of the browser host's transport, shown like the desk's own errors. */
  bridge: {
    hostNotAnswering: {
      message: 'The Waiver Desk host is not answering.',
      hint: 'Check that the desk is still running, then reload this page.',
    },
    cancelled: 'The request was cancelled.',
    noResult: (status: number) => `The desk host answered ${status} without a result.`,
  },
  /** The browser host's question before a link leaves the page. */
  links: {
    notOpenedTitle: 'This link is not opened',
    open: (host: string) => `Open ${host}`,
    stayHere: 'Stay here',
    ok: 'OK',
  },
} as const;

export const qrText = {
  drawing: 'Drawing the QR code…',
  failed: 'The QR code could not be drawn; copy the link instead.',
} as const;

export const scannerText = {
  noWaiverWithTag: (tag: string) => `No waiver with tag ${tag}`,
  lookupFailed: (tag: string, message: string) => `The tag ${tag} could not be looked up: ${message}`,
  /** What to do about a tag the desk's copy does not know. */
  actionsLabel: 'What to do about this tag',
  searchService: 'Search the service for this tag',
  searching: 'Searching the service for this tag… This can take a few seconds.',
  serviceHasNone: (tag: string) => `The service has no waiver with tag ${tag} either.`,
  sendWaiver: 'Send a waiver',
  muteSounds: 'Mute scan sounds',
  soundsOff: 'Scan sounds are off',
  turnOnInSettings: 'Turn them on in Settings',
  escapeHint: 'Esc closes this',
  dismissLabel: 'Dismiss',
  /** The dismiss button's visible sign; dismissLabel is its name. */
  dismissGlyph: '×',
} as const;

export const welcomeText = {
  title: 'Welcome to Waiver Desk',
  subtitle:
    'See today’s check-ins, find signed waivers, and check minors and their guardians. How would you like to start?',
  connect: {
    title: 'Connect your account',
    text: 'Work with your business’s own customers and waivers. You need the account’s API key.',
  },
  demo: {
    title: 'Explore the demo account',
    text: 'Try the desk on sample check-ins and waivers first. None of them are real customers, and nothing is sent anywhere.',
    later: 'You can connect your account later from Settings.',
  },
} as const;

export const setupText = {
  title: 'This desk is not connected to an account',
  /** When the desk gave no reason of its own. */
  noAccountOpen: 'No account is open on this desk.',
  /** The administrator fixed the setting at fault; `lockedNote` is commonText.forms.lockedNote. */
  fixedByAdministrator: (lockedNote: string) =>
    `That is ${lockedNote}, so only they can correct it. Ask whoever looks after this computer.`,
  connectTitle: 'Connect the account',
  demo: {
    title: 'Or explore the demo account',
    text: 'Meanwhile you can explore the app on the demo account. It shows sample check-ins and waivers, not real customers.',
  },
} as const;

/** A screen, a row or the list under the lookup box that could not be shown (a record the desk could not read). */
export const failureText = {
  screen: {
    title: 'This screen could not be shown',
    text: 'Something in what it shows could not be read. The rest of the desk works: find a waiver above, or go to another screen.',
    retrying: 'It tries again by itself when the data changes.',
    retry: 'Try again',
    backToToday: "Back to today's check-ins",
  },
  /** When even the frame around the screens failed. */
  frame: {
    title: 'The desk window could not be shown',
    text: 'Something it was showing could not be read.',
    reload: 'Reload the window',
  },
  checkinRow: 'This check-in could not be shown.',
  lookup: 'These results could not be shown. Type again, or try another spelling.',
  lookupOption: 'This waiver could not be shown here: open it to see it.',
} as const;

export const notFoundText = {
  title: 'There is no such screen',
  text: 'The link may be old or mistyped.',
  backToToday: "Back to today's check-ins",
} as const;

// ---- lookup ------------------------------------------------------------------------------------

/** The lookup box, the PDF viewer, the desk's copy (sync) and the Today screen. */

export const lookupText = {
  /** The box in the header of every screen. */
  box: {
    label: 'Find a waiver',
    placeholder: 'Find a waiver…',
    title: 'Find a waiver by name, auto-tag, email or phone',
    /** The shortcut hint beside the box (aria-hidden). */
    shortcutMac: '⌘K',
    shortcutOther: 'Ctrl K',
    /** Announced to screen readers as the list changes. */
    found: (count: number) => `${count} ${plural(count, { one: 'waiver', other: 'waivers' })} found`,
    noneFound: "No waiver found in the desk's copy",
  },
  /** What drops down under the box. */
  popup: {
    scanned: (count: number, tag: string) => `${count} waivers have tag ${tag}: choose one.`,
    noneInCopy: (query: string) => `No waiver in the desk's copy matches “${query}”.`,
    lookingInCopy: "Looking in the desk's copy…",
    listLabel: 'Waivers found',
  },
  /** Asking the service itself when the desk's copy found no one. */
  service: {
    searchFor: (query: string) => `Search the service for “${query}”`,
    searching:
      "Searching the service… This can take a few seconds: it looks through every waiver of the account, not only the desk's copy.",
    nothingEither: (query: string) => `The service has no waiver for “${query}” either.`,
    /** "The service found 120 (the newest 50 are listed); they are now in the desk's copy too." */
    found: (found: number) => `The service found ${found}`,
    newestListed: (listed: number) => ` (the newest ${listed} are listed)`,
    foundTail: "; they are now in the desk's copy too.",
    limit: 'The service allows 5 searches a minute for the whole account (every desk shares them).',
    againIn: (countdown: string) => `It can be searched again in ${countdown}.`,
    againNow: 'It can be searched again now.',
  },
  sendWaiver: 'Send them a waiver',
  /** One found waiver in the list. */
  match: {
    noName: 'No name given',
    fromService: 'from the service',
    autoTag: (tag: string) => `tag ${tag}`,
    /** Why a row is there; a name match speaks for itself. */
    reasons: {
      autoTag: 'tag',
      email: 'email',
      phone: 'phone',
      typo: 'close spelling',
    },
    /** Who the matched person is; the verdict's own badges follow (verdictText.badge). */
    badges: {
      guardian: 'Guardian',
      minor: 'Minor',
    },
    /** The others on the waiver: "with Leo Brown, Søren Brown + 2 more", or "+ 3 more" when none is named. */
    othersUnnamed: (rest: number) => `+ ${rest} more`,
    othersNamed: (names: readonly string[], rest: number) =>
      `with ${names.join(', ')}${rest > 0 ? ` + ${rest} more` : ''}`,
  },
  /** Why a lookup may have missed someone. */
  copyNote: {
    /** Numbers already formatted. */
    loadingProgress: (done: string, total: string) => ` (${done} of ${total})`,
    stillLoading: (progress: string) =>
      `The desk's copy is still loading${progress} — someone who signed recently may not be found yet.`,
    lastCurrent: (when: string) =>
      `The desk's copy was last up to date at ${when} — someone who signed since may not be found yet.`,
  },
} as const;

export const pdfText = {
  viewer: {
    close: 'Close',
    fetching: 'Fetching the signed PDF from the service…',
  },
  pages: {
    notAPdf: 'The file the service sent is not a PDF this desk can show.',
    pageNotDrawn: 'This page could not be drawn.',
    printFailed: 'The PDF could not be prepared for printing.',
    opening: 'Opening the PDF…',
    canvas: (page: number, pages: number) => `Page ${page} of ${pages} of the signed PDF`,
    canvasUnopened: 'The signed PDF',
  },
  toolbar: {
    label: 'PDF controls',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    opening: 'Opening…',
    zoomOut: 'Zoom out',
    zoomOutSign: '−',
    zoomIn: 'Zoom in',
    zoomInSign: '+',
    zoom: (percent: number) => `${percent}%`,
    fitWidth: 'Fit width',
    save: 'Save',
    print: 'Print',
    preparing: 'Preparing…',
  },
  /** The alt text of each printed page image. */
  printedPage: (title: string, page: number) => `${title}, page ${page}`,
  /** Fetching a signed PDF or photo from the desk. */
  file: {
    /** When the host's refusal says nothing itself. */
    refused: {
      forbidden: 'The desk refused to hand over the file. Reload the window.',
      notFound: 'The service has no such file.',
      rateLimited: "The account's request budget is used up for the moment.",
      serverError: 'The waiver service did not hand over the file.',
      network: "The waiver service can't be reached from this desk.",
      other: 'The file could not be fetched.',
    },
  },
} as const;

export const syncText = {
  timeLeft: {
    underAMinute: 'less than a minute left',
    minutes: (minutes: number) => `about ${minutes} min left`,
    hoursAndMinutes: (hours: number, minutes: number) => `about ${hours} h ${minutes} min left`,
    hours: (hours: number) => `about ${hours} h left`,
  },
  /** The line while the copy is being filled; its parts are joined by `separator`. Numbers already formatted. */
  copying: {
    counted: (done: string, total: string) => `Copying waivers ${done} / ${total}`,
    /** The total is a guess that settles as the copy learns the account. */
    estimated: (done: string, total: string) => `Copying waivers ${done} of about ${total}`,
    uncounted: 'Copying waivers',
    separator: ' · ',
  },
  /** The indicator's line; `current` is when the copy was last current ("10:42" or a date). */
  line: {
    preparing: "Preparing the desk's copy of the account…",
    updating: (current: string) => `Copy current as of ${current} · updating`,
    checking: (current: string) => `Copy current as of ${current} · checking for new waivers`,
    currentAsOf: (current: string) => `Copy current as of ${current}`,
    upToDate: 'Copy up to date',
    offlineFrom: (current: string) => `Offline — copy from ${current}; resumes by itself`,
    offlineIncomplete: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of ${total}); resumes by itself`,
    offlineIncompleteEstimated: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of about ${total}); resumes by itself`,
    notUpdatingSince: (current: string) => `Copy not updating — last current ${current}`,
    notUpdating: "The desk's copy is not being updated",
    triesAgain: 'It tries again by itself shortly.',
    unavailable: 'No copy on this desk — lookups ask the service',
  },
  /** The toast of a newly signed waiver. */
  arrival: {
    newWaiver: (name: string) => `New waiver: ${name}`,
    noName: 'no name given',
    dismiss: 'Dismiss',
    dismissSign: '×',
  },
} as const;

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
    `${people} in today, ${minors} ${minors === 1 ? 'minor' : 'minors'}`,
  /** After the summary while a filter narrows the list. */
  showing: (shown: number) => `showing ${shown}`,
  table: {
    label: "Today's check-ins",
    time: 'Time',
    name: 'Name',
    roles: 'Minor, guardian, checked in here',
    waiver: 'Waiver',
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
    /** A waiver with nothing to act on. */
    valid: 'Valid',
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
    admittedHereHint: 'Checked in with “Check in” at a desk, not by the waiver service',
    noMatch: 'No one in today’s list matches.',
    showEveryone: 'Show everyone',
  },
} as const;

/** The day's check-ins recorded at this desk (`#/admissions`): a list, a file, a printout. */
export const admissionsText = {
  title: 'Checked in here',
  /** The day, formatted by the caller. */
  subtitle: (day: string) => `Check-ins recorded at this desk on ${day}`,
  dayLabel: 'Day',
  loading: 'Loading the check-ins…',
  note: 'The waiver service cannot record check-ins, so these are this desk’s own, made with “Check in” on a waiver.',
  empty: (day: string) => `No one was checked in at this desk on ${day}.`,
  summary: (people: number, minors: number) =>
    `${people} checked in${minors > 0 ? ` · ${minors} ${plural(minors, { one: 'minor', other: 'minors' })}` : ''}`,
  exportCsv: 'Export CSV',
  print: 'Print',
  table: {
    label: 'Check-ins at this desk',
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
  /** How the waiver stood when they went in, by tone. */
  standing: {
    ok: 'Good to go',
    attention: 'Needed a look',
    stop: 'Let in despite a stop',
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
  /** The printout's heading: the desk and the day, formatted. */
  printTitle: (desk: string, day: string) => `Check-ins at ${desk} on ${day}`,
} as const;

// ---- waiver-settings ---------------------------------------------------------------------------

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
  /** The desk's verdict, in words as well as colour, by tone. */
  verdictTone: {
    ok: 'Good to go',
    attention: 'Check before they go in',
    stop: 'Do not let them in on this waiver',
  },
  person: {
    noName: 'No name given',
    noDateOfBirth: 'No date of birth given',
    // Follows the age on the same line.
    bornOn: (date: string) => ` · born ${date}`,
    minorNowAdult: 'Minor now adult',
    minor: 'Minor',
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
    waiverId: 'Waiver id',
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
  /** The service cannot record check-ins: the desk says whose these are. */
  deskOwn: (deskName: string) =>
    `The waiver service cannot record check-ins, so these are this desk’s own (${deskName}): kept in its copy and counted on Today and in Checked in here.`,
  whoLabel: 'Who is checking in',
  /** Why someone is not ticked to begin with. */
  notAdmitted: 'not covered: see above',
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
  cancel: 'Cancel',
  seeDay: 'See today’s check-ins at this desk',
} as const;

/** The desk's verdict on a waiver (shared/desk/verdict.ts), on its page and beside each match. */
export const verdictText = {
  /** Above the headline, by tone. */
  tone: {
    ok: 'Good to go',
    attention: 'Check before they go in',
    stop: 'Do not let them in on this waiver',
  },
  headline: {
    valid: 'Valid waiver',
    expired: 'Expired',
    banned: 'Banned',
    flagged: 'Flagged',
    minorNowAdult: 'Minor now an adult',
    minorWithoutGuardian: 'Minor without a guardian',
    medical: 'Medical note',
  },
  /** One line per point, under the headline. Names and dates come formatted. */
  line: {
    valid: 'Signed and not expired.',
    expiredOn: (day: string) => `The waiver expired on ${day}: a new one must be signed.`,
    expired: 'The waiver has expired: a new one must be signed.',
    flagged: (question: string, reason: string, person: string | null) =>
      `Flagged: ${question}${reason ? ` — ${reason}` : ''}${person ? ` (${person})` : ''}`,
    flaggedNoQuestion: 'an answer on the form',
    minorNowAdult: (person: string) =>
      `${person || 'A participant'} signed as a minor and is now an adult: they need to sign their own waiver.`,
    minorWithoutGuardian: (people: readonly string[]) =>
      `${plural(people.length, { one: `${people[0] || 'A minor'} is a minor`, other: `${people.filter(Boolean).join(', ') || `${people.length} minors`} are minors` })} with no adult or guardian on this waiver.`,
    minors: (count: number, guardian: string | null, relationship: string) =>
      `${plural(count, { one: 'A minor is', other: `${count} minors are` })} on this waiver${guardian ? `, signed for by ${guardian}${relationship ? ` (${relationship})` : ''}` : ', with an adult'}.`,
    notVerified: 'The signer has not confirmed their email yet.',
    /** A tag that means something at the desk: on a person, or on the waiver. */
    banned: (tag: string, person: string | null) =>
      person
        ? `${person} is tagged “${tag}”: do not let them in.`
        : `This waiver is tagged “${tag}”: do not let them in.`,
    medical: (tag: string, person: string | null) =>
      `${person ? `${person} is` : 'This waiver is'} tagged “${tag}”: check the note before they go in.`,
    tagged: (tag: string, person: string | null) =>
      `${person ? `${person} is` : 'This waiver is'} tagged “${tag}”.`,
  },
  /** Badges: short, beside the verdict and each match in the lookup list. */
  badge: {
    expired: 'Expired',
    flagged: 'Flagged',
    flaggedCount: (count: number) => `Flagged ×${count}`,
    minorNowAdult: 'Minor now adult',
    noGuardian: 'No guardian',
    notVerified: 'Not verified',
  },
  badgesLabel: 'What to act on',
} as const;

/** Manage and Settings behind a manager's PIN. */
export const managerText = {
  gate: {
    title: 'For managers',
    body: 'Manage and Settings are locked on this desk, so the counter shows only what staff need. A manager unlocks them with the PIN.',
    pinLabel: 'Manager PIN',
    unlock: 'Unlock',
    unlocking: 'Checking…',
    wrong: (triesLeft: number) =>
      `That PIN is not right: ${triesLeft} ${plural(triesLeft, { one: 'try', other: 'tries' })} left before a pause.`,
    /** The wait is formatted by the caller ("4:59"). */
    lockedOut: (wait: string) => `Too many wrong PINs: no PIN is tried for ${wait}.`,
    lockedOutNow: 'Too many wrong PINs: try again in a moment.',
  },
  lockNow: 'Lock',
  lockNowTitle: 'Lock Manage and Settings again',
  section: {
    heading: 'Manager PIN',
    off: 'Manage and Settings are open to everyone at this desk. Set a PIN to keep them for managers.',
    on: 'Manage and Settings ask for the manager’s PIN. They lock again by themselves after 10 minutes unused.',
    currentPin: 'PIN now',
    newPin: 'New PIN',
    repeatPin: 'New PIN again',
    pinHelp: '4 to 12 digits. It is kept on this computer as a one-way hash, never as the PIN itself.',
    set: 'Set the PIN',
    change: 'Change the PIN',
    turnOff: 'Turn the lock off',
    saving: 'Saving…',
    differ: 'The two new PINs are not the same.',
    setDone: 'The PIN is set. Manage and Settings now ask for it.',
    changed: 'The PIN is changed.',
    offDone: 'The lock is off.',
  },
} as const;

/** The Settings screen: Account, Preferences and This computer. */
export const settingsText = {
  heading: 'Settings',
  account: {
    heading: 'Account',
    loading: 'Loading the account…',
    demo: {
      // "This desk is on the <strong>demo account</strong>: sample check-ins…"
      before: 'This desk is on the ',
      accountName: 'demo account',
      after: ': sample check-ins and waivers, not real customers.',
      keptBehind: (accountName: string) => `Your account, ${accountName}, stays connected behind it.`,
      nothingKept: 'No account of yours is connected yet.',
    },
    connected: {
      // "Connected to <strong>url</strong> with key <span>••••1234</span>, held in the keychain."
      before: 'Connected to ',
      withKey: ' with key ',
      keyTail: (lastFour: string) => `••••${lastFour}`,
      heldIn: ', held in ',
      end: '.',
    },
    facts: {
      service: 'Waiver service',
      statusPage: 'Status page',
      noStatusPage: 'none',
      keySentAs: 'Key sent as',
    },
    /** After a setting fixed by this computer's administrator; `note` is the shared locked note. */
    lockedSuffix: (note: string) => ` (${note})`,
    apiKeyLocked: (note: string) => `The API key is ${note}.`,
    connectAgain: 'Connect again',
    switchToDemo: 'Switch to the demo account',
    openingDemo: 'Opening the demo account…',
    backTo: (name: string) => `Back to ${name}`,
    opening: (name: string) => `Opening ${name}…`,
    connectDifferent: 'Connect a different account',
    connectYours: 'Connect your account',
    signOut: 'Sign out…',
  },
  preferences: {
    heading: 'Preferences',
    formLabel: 'Preferences',
    loading: 'Loading the preferences…',
    saved: 'Saved. The desk works with the new settings now.',
    timeZone: {
      label: 'Desk time zone',
      help: 'Today’s check-ins and every time on screen follow this zone.',
      thisComputers: (systemTimeZone: string) => `This computer’s zone (${systemTimeZone})`,
    },
    numbers: {
      requestTimeout: {
        label: 'Request timeout (seconds)',
        help: 'How long the desk waits for the waiver service before saying it did not answer. 5 to 300.',
      },
      searchTimeout: {
        label: 'Search timeout (seconds)',
        help: 'Searches take longer: how long the desk waits for one. 10 to 600.',
      },
      statusPoll: {
        label: 'Status check interval (minutes)',
        help: 'How often the desk checks the service’s status page. 1 to 5.',
      },
      todayRefresh: {
        label: 'Today refresh interval (minutes)',
        help: 'How often today’s check-ins reload by themselves. 1 to 60.',
      },
      newWaiverCheck: {
        label: 'New waiver check interval (seconds)',
        help: 'How often the desk asks the service for waivers signed since it last looked; a new signing is found within it. Each check is one of the account’s five searches a minute. 20 to 600.',
      },
    },
    consoleLink: {
      label: 'Console link',
      // `{waiverId}` is shown literally: it is what the person types into the template.
      help: 'Opens a waiver in the account’s online console. {waiverId} marks where the waiver’s id goes.',
      test: 'Test link',
      testTitle: (waiverId: string) => `Opens the console for waiver ${waiverId} in a new window`,
      fixFirst: 'Correct the link to test it.',
    },
    save: 'Save',
    saving: 'Saving…',
    undo: 'Undo changes',
  },
  /** How the counter names things and what it shows there. */
  desk: {
    heading: 'At the desk',
    formLabel: 'At the desk',
    accountName: {
      label: 'Account name',
      help: (defaultName: string) =>
        `What staff see this account called in the header. Leave it empty to use ${defaultName || 'the service’s address'}.`,
    },
    deskName: {
      label: 'This desk’s name',
      help: 'Written on every check-in this desk records, so a manager can tell desks apart.',
    },
    tags: {
      label: 'Tags shown at the desk',
      help: 'Tags of the account that appear as badges on a waiver and in the lookup list, separated by commas. VIP, ban and medical tags are always shown.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
  },
  /** Barcode scanners and the sounds of a scan. */
  scanner: {
    heading: 'Scanner and sounds',
    formLabel: 'Scanner and sounds',
    sounds: {
      label: 'Play a sound after each scan',
      help: 'A short sound says how a scan went, so staff know without looking: a waiver that passes, one that needs a look, or no waiver.',
    },
    volume: {
      label: 'Volume',
      /** The value as the slider announces it. */
      value: (volume: number) => `${volume} %`,
    },
    tryLabel: 'Try the sounds',
    tryPass: 'Passes',
    tryAttention: 'Needs a look',
    tryMiss: 'No waiver',
    gap: {
      label: 'Time between a scanner’s keys (milliseconds)',
      help: 'A burst of keys this close together and ending in Enter is read as a scan. 50 suits most USB and Bluetooth scanners; raise it for a slow one. 10 to 200.',
    },
    prefix: {
      label: 'Scanner prefix',
      help: 'Characters the scanner is set up to send before each code, if any. They are left out of the tag.',
    },
    suffix: {
      label: 'Scanner suffix',
      help: 'Characters the scanner sends after each code, before its Enter, if any.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. The next scan uses these.',
  },
  thisComputer: {
    heading: 'This computer',
    legend: 'This computer',
    loading: 'Loading this computer’s settings…',
    intro: 'These apply to this computer’s Waiver Desk app, whichever account is open.',
    introInBrowser:
      'These apply to the Waiver Desk desktop app on this computer, not to this browser window. Your choice is kept for when the desktop app runs.',
    savedInBrowser: 'Saved for the desktop app on this computer.',
    startAtLogin: {
      label: 'Open Waiver Desk when someone logs in to this computer',
      help: 'For the front-desk computer: the desk is ready as soon as the computer is.',
      on: 'Waiver Desk now opens when someone logs in to this computer.',
      off: 'Waiver Desk no longer opens by itself at log-in.',
    },
    kioskMode: {
      label: 'Kiosk mode: the desk fills the screen, with no menu',
      help: 'To leave kiosk mode, untick this box, or press Ctrl+Shift+K (⌘⇧K on a Mac) and confirm.',
      on: 'Kiosk mode is on.',
      off: 'Kiosk mode is off.',
    },
  },
  sharedDatabase: {
    heading: 'Several desks',
    intro:
      'Desks of one account can share their copy of it in a PostgreSQL database (version 15 or newer): one desk keeps it up to date for all, and every desk still answers lookups from its own copy when the network is down. Leave the address empty for a desk that works alone.',
    loading: 'Loading the shared database setting…',
    address: {
      label: 'Shared database address',
      help: 'For example postgres://desk@server:5432/waivers. On another computer the connection is always encrypted.',
    },
    password: {
      label: 'Database password',
      help: 'Kept like the API key, never shown again.',
      keptHelp: 'A password is kept. Type a new one to replace it, or leave this empty to keep it.',
    },
    preferSync: {
      label: 'This desk keeps the copy up to date for every desk while it is on',
      help: 'For a manager: any desk can do it, and another takes over within half a minute when this one is off.',
    },
    test: 'Test connection',
    testing: 'Testing…',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. The desk uses it now.',
    state: {
      alone: 'This desk works alone.',
      joining: 'Joining the shared copy…',
      following: 'This desk follows the shared copy; another desk keeps it up to date.',
      'syncing-for-all': 'This desk keeps the shared copy up to date for every desk.',
      problem: 'The shared copy is not in use:',
    },
  },
} as const;

// ---- send --------------------------------------------------------------------------------------

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
    phoneHelpRead: (display: string) => `Texted as ${display}.`,
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
      servicePhone: 'Number as the service wrote it',
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

// ---- status ------------------------------------------------------------------------------------

/** Service status: the shell's indicator, its panel, the status page's notices, and status alerts. */
export const statusText = {
  /** The indicator's and the panel's headline and one sentence of why, per verdict. */
  health: {
    /** Why the status page's word is unknown; keyed by the desk's PageProblem. */
    pageProblem: {
      'first-reading': 'Reading the status page…',
      'not-answering': 'The status page is not answering; the desk keeps trying.',
      busy: 'The status page is busy; the desk tries again shortly.',
      unreadable: 'The status page answered in a form the desk cannot read; the desk keeps trying.',
    },
    operational: {
      headline: 'Service operational',
      detail: 'The status page reports no problems.',
    },
    degraded: {
      headline: 'Service degraded',
      detail: 'The status page reports a problem.',
      detailDeskNotAnswered: 'The status page reports a problem, and the service is not answering this desk.',
    },
    underMaintenance: {
      headline: 'Maintenance under way',
      detail: 'The status page reports maintenance under way.',
      detailDeskNotAnswered:
        'The status page reports maintenance under way, and the service is not answering this desk.',
    },
    /** The page reports trouble the desk has not felt itself. */
    pageReportsProblem: {
      headlineMaintenance: 'Status page reports maintenance',
      headlineProblem: 'Status page reports a problem',
      detail: 'This desk is working normally so far.',
    },
    notAnsweringDesk: {
      headline: 'Not answering this desk',
      detailPageOperational:
        'The status page says everything is working, but the waiver service is not answering this desk. Check this computer’s connection.',
      detailNoPage:
        'The waiver service is not answering this desk, and no status page is set up to say more.',
      detailPageUnreadable:
        'The waiver service is not answering this desk, and the status page cannot be read either.',
    },
    unknown: {
      headlineFirstReading: 'Checking the service',
      headline: 'Service status unknown',
    },
    notSetUp: {
      headline: 'Status page not set up',
      detail: 'Add the status page address in Settings to see incidents and maintenance here.',
    },
  },
  /** Badges for a notice's or an update's state, keyed by the status page's state. */
  noticeState: {
    investigating: 'Investigating',
    identified: 'Identified',
    recovering: 'Recovering',
    resolved: 'Resolved',
    false_alarm: 'False alarm',
    scheduled: 'Scheduled',
    underway: 'Under way',
    complete: 'Complete',
    cancelled: 'Cancelled',
    unknown: 'Update',
  },
  /** The badge of an update that carries no state. */
  noticeWithoutState: 'Note',
  /** A component's state beside its name, keyed by ServiceState. */
  componentState: {
    operational: 'Operational',
    degraded: 'Degraded',
    'under-maintenance': 'Maintenance',
  },
  /** The indicator in the shell's header; the times come formatted. */
  indicator: {
    checkedAt: (time: string) => `Checked ${time}`,
    lastReadingAt: (time: string) => `Last reading ${time}`,
    notReadYet: 'Not read yet',
  },
  panel: {
    title: 'Service status',
    close: 'Close service status',
    /** The close button's glyph (its name is `close`). */
    closeSymbol: '×',
    /** The summary's headline, ended like a sentence before the detail. */
    summaryHeadline: (headline: string) => `${headline}.`,
    thisDesk: 'This desk',
    /** The desk's own view of the waiver service, keyed by ReachState. */
    deskView: {
      online: 'the waiver service answers',
      failing: 'the waiver service answers only with errors',
      offline: 'the waiver service cannot be reached',
      unknown: 'no call made yet',
    },
    readingPage: 'Reading the status page…',
    /** Shown while the page cannot be read; `from` is the last reading's time, formatted. */
    showingLastReading: (from: string | null) =>
      `Showing the last reading${from === null ? '' : `, from ${from}`}.`,
    lastReading: 'Last reading',
    noReadingYet: 'none yet',
    nextCheck: 'Next check',
    checkingNow: 'checking now…',
    /** No next check planned. */
    noNextCheck: '—',
    checking: 'Checking…',
    checkNow: 'Check now',
    timesIn: (timeZone: string) => `Times in ${timeZone}`,
    tabs: {
      label: 'Service status views',
      now: 'Now',
      recent: 'Recent',
    },
    now: {
      currentIncidents: 'Current incidents',
      noCurrentIncidents: 'No current incidents.',
      maintenanceUnderWay: 'Maintenance under way',
      noMaintenanceUnderWay: 'No maintenance under way.',
      plannedMaintenance: 'Planned maintenance',
      noMaintenancePlanned: 'No maintenance planned.',
      components: 'Components',
      noComponents: 'The status page lists no components.',
      componentsLabel: 'Components and their state',
    },
  },
  recent: {
    couldNotRead: 'The recent notices could not be read just now.',
    tryAgain: 'Try again',
    reading: 'Reading the recent notices…',
    none: 'Nothing was reported in the last days.',
    label: 'Recent notices',
    more: 'Older notices are on the status page itself.',
  },
  /** One notice; times and windows come formatted. */
  notice: {
    scheduled: (window: string) => `Scheduled: ${window}`,
    since: (time: string) => `Since ${time}`,
    /** The latest update's time, after its words. */
    latestAt: (time: string) => `(${time})`,
    hideUpdates: 'Hide updates',
    showAllUpdates: 'Show all updates',
    updatesCouldNotRead: 'The updates could not be read just now.',
    tryAgain: 'Try again',
    readingUpdates: 'Reading the updates…',
    affects: 'Affects',
    updatesLabel: 'Updates, newest first',
  },
  /** The offer of desktop alerts, in the browser host. */
  desktopAlerts: {
    on: 'Desktop alerts are on for changes of the service’s state.',
    turnOn: 'Turn on desktop alerts',
    untilThen: 'Until then, alerts appear inside the desk.',
    blocked: 'This browser blocks desktop alerts for the desk; alerts appear inside the desk instead.',
    unsupported: 'This browser cannot show desktop alerts; alerts appear inside the desk instead.',
  },
  /** Alerts shown inside the desk (their title and body come from the desk). */
  toasts: {
    dismiss: 'Dismiss',
    dismissSymbol: '×',
  },
} as const;

/** The Diagnostics screen. */
export const diagnosticsText = {
  title: 'Diagnostics',
  subtitle:
    'Checks this desk’s connection to the waiver service, its API key, the status page and the clock. The report shows no API key and no customer’s details, so it can be sent to support as it is.',
  runAgain: 'Run the checks again',
  checking: 'Checking…',
  running: 'Running the checks…',
  /** The run's time, formatted. */
  checkedAt: (time: string) => `Checked at ${time}.`,
  /** A check's outcome in words, keyed by DiagnosticOutcome. */
  outcome: {
    PASS: 'Fine',
    WARN: 'Worth a look',
    FAIL: 'Needs fixing',
  },
  summary: {
    needFixing: (failed: number) =>
      `${failed} ${plural(failed, { one: 'check needs', other: 'checks need' })} fixing: see what to do below each.`,
    worthALook: (warned: number) =>
      `Nothing is broken; ${warned} ${plural(warned, { one: 'check is', other: 'checks are' })} worth a look.`,
    allFine: 'Everything checked is fine: this desk is ready.',
  },
  checks: {
    label: 'Checks',
    whatToDo: 'What to do:',
  },
  copy: {
    copyReport: 'Copy report',
    copied: 'Copied',
    copiedStatus: 'The report is copied: paste it into your message to support.',
    byHand: 'This window may not copy by itself: the report below is selected, press Ctrl+C (⌘C on a Mac).',
    reportLabel: 'The report',
  },
} as const;

// ---- manage-account ----------------------------------------------------------------------------

/** Manage: the layout and shared pieces, the account's facts, published keys and webhooks. */

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

// ---- manage-templates --------------------------------------------------------------------------

/** Manage: waiver templates, group reservations and dynamic templates. */

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
