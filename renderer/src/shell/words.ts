/**
 * The words of the shell around every screen: the header, the navigation and the account
 * badge. Components only choose which text to show; texts that take values are small
 * functions of already formatted values.
 */

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
    /**
     * What the desk syncing for all desks (a following desk's leader) last knew of the
     * service, keyed by its state; `desk` its name, `time` its last answer, formatted.
     */
    leader: {
      online: (desk: string, time: string) => `${desk}, syncing for all desks, heard from it at ${time}`,
      failing: (desk: string, time: string) =>
        `${desk}, syncing for all desks, gets only errors from it (last answer ${time})`,
      offline: (desk: string, time: string) =>
        `${desk}, syncing for all desks, can't reach it (last answer ${time})`,
      unknown: (desk: string) => `${desk}, syncing for all desks, is checking it`,
      /** In place of a time when the leader has had no answer since it started. */
      noAnswerYet: 'none yet',
    },
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
  /** Links found at start where the desk's own files belong, removed rather than followed. */
  linksRemoved: {
    /** `links`: where they were in the desk's data folder, already joined. */
    text: (links: string) =>
      `Waiver Desk found links in its data folder where its own files belong (${links}) and removed them rather than follow them; what they pointed to was left alone. The desk keeps its own there now; if a key file was among them, connect the account again.`,
    dismiss: 'Got it',
  },
  /** The desk recovered by itself; `time` is when, formatted. Keyed by RecoveredPart. */
  recovered: {
    page: (time: string) =>
      `The desk’s window stopped at ${time} and was opened again on the screen it was on. Anything typed but not saved may need typing again.`,
    copy: (time: string) =>
      `The desk’s copy of the account stopped at ${time} and was started again. Lookups and check-ins work as before.`,
    desk: (time: string) =>
      `Waiver Desk met a problem at ${time} and restarted itself. Check that the last check-in went through.`,
    dismiss: 'Got it',
  },
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
      deskNameChosen: 'whether this desk was named in Settings (it goes by its computer’s name)',
      deskTags: 'the tags shown at the desk',
      minorsPass: 'whether minors go in with one press',
      reEntry: 'whether someone already in may come back in',
      capacity: 'how many people the venue holds',
      scanGapMs: 'the scanner’s speed',
      scanPrefix: 'the scanner’s prefix',
      scanSuffix: 'the scanner’s suffix',
      scanSounds: 'whether scans make a sound',
      scanVolume: 'the scan sounds’ volume',
      managerLock: 'whether Manage and Settings ask for the PIN',
      managerPinTries: 'the count of wrong PIN tries',
      updateUrl: 'where the desk looks for updates',
      updateChannel: 'which releases the desk takes',
      updatePinnedVersion: 'the version the desk is kept on',
      updateDeferredUntilMs: 'how long updates are put off',
      printing: 'the printers and the wristband rules',
    },
  },
} as const;
