/**
 * The words of the Settings screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */
import type { PreferencesFormNumber } from '../../../../shared/ipc/settings-registry.ts';
import { message, texts } from '../../i18n/messages.ts';

/**
 * The label and help of a number field of Preferences: messages with ids made from the
 * field's name, one pair per number the registry puts in the form, so no list of
 * settings is kept here beside the registry's. An id the English catalog lacks does not
 * compile, and the catalogs' test counts these ids as asked for and checks each is there.
 */
export const preferenceNumberWords = (field: PreferencesFormNumber) =>
  ({
    label: `settings.preferences.numbers.${field}.label`,
    help: `settings.preferences.numbers.${field}.help`,
  }) as const;

/** The Settings screen: Account, Preferences and This computer. */
export const settingsText = texts({
  heading: 'settings.heading',
  account: {
    heading: 'settings.account.heading',
    loading: 'settings.account.loading',
    demo: {
      // "This desk is on the <strong>demo account</strong>: sample check-ins…"
      before: 'settings.account.demo.before',
      accountName: 'settings.account.demo.accountName',
      after: 'settings.account.demo.after',
      keptBehind: (accountName: string) => message('settings.account.demo.keptBehind', { accountName }),
      nothingKept: 'settings.account.demo.nothingKept',
    },
    connected: {
      // "Connected to <strong>url</strong> with key <span>••••1234</span>, held in the keychain."
      before: 'settings.account.connected.before',
      withKey: 'settings.account.connected.withKey',
      keyTail: (lastFour: string) => message('settings.account.connected.keyTail', { lastFour }),
      heldIn: 'settings.account.connected.heldIn',
      end: 'settings.account.connected.end',
    },
    /** The connected account has no name yet: asked for in At the desk. */
    namePrompt: 'settings.account.namePrompt',
    namePromptLink: 'settings.account.namePromptLink',
    facts: {
      service: 'settings.account.facts.service',
      statusPage: 'settings.account.facts.statusPage',
      noStatusPage: 'settings.account.facts.noStatusPage',
      keySentAs: 'settings.account.facts.keySentAs',
    },
    /** After a setting fixed by this computer's administrator; `note` is the shared locked note. */
    lockedSuffix: (note: string) => message('settings.account.lockedSuffix', { note }),
    apiKeyLocked: (note: string) => message('settings.account.apiKeyLocked', { note }),
    connectAgain: 'settings.account.connectAgain',
    switchToDemo: 'settings.account.switchToDemo',
    openingDemo: 'settings.account.openingDemo',
    backTo: (name: string) => message('settings.account.backTo', { name }),
    opening: (name: string) => message('settings.account.opening', { name }),
    connectDifferent: 'settings.account.connectDifferent',
    connectYours: 'settings.account.connectYours',
    signOut: 'settings.account.signOut',
  },
  preferences: {
    heading: 'settings.preferences.heading',
    formLabel: 'settings.preferences.formLabel',
    loading: 'settings.preferences.loading',
    saved: 'settings.preferences.saved',
    timeZone: {
      label: 'settings.preferences.timeZone.label',
      help: 'settings.preferences.timeZone.help',
      thisComputers: (systemTimeZone: string) =>
        message('settings.preferences.timeZone.thisComputers', { systemTimeZone }),
    },
    /** The form's number fields, by the contract's names (`PREFERENCES_FORM_NUMBERS`). */
    numbers: {
      label: (field: PreferencesFormNumber) => message(preferenceNumberWords(field).label),
      help: (field: PreferencesFormNumber) => message(preferenceNumberWords(field).help),
    },
    consoleLink: {
      label: 'settings.preferences.consoleLink.label',
      // `{waiverId}` is shown literally: it is what the person types into the template.
      help: 'settings.preferences.consoleLink.help',
      test: 'settings.preferences.consoleLink.test',
      testTitle: 'settings.preferences.consoleLink.testTitle',
      fixFirst: 'settings.preferences.consoleLink.fixFirst',
    },
    save: 'settings.preferences.save',
    saving: 'settings.preferences.saving',
    undo: 'settings.preferences.undo',
  },
  /** How the counter names things and what it shows there. */
  desk: {
    heading: 'settings.desk.heading',
    formLabel: 'settings.desk.formLabel',
    accountName: {
      label: 'settings.desk.accountName.label',
      help: 'settings.desk.accountName.help',
    },
    deskName: {
      label: 'settings.desk.deskName.label',
      help: 'settings.desk.deskName.help',
    },
    tags: {
      label: 'settings.desk.tags.label',
      help: 'settings.desk.tags.help',
    },
    save: 'settings.desk.save',
    saving: 'settings.desk.saving',
    saved: 'settings.desk.saved',
  },
  /** Whether a minor signed for needs a look at the desk (the default) or goes in with one press. */
  minors: {
    heading: 'settings.minors.heading',
    formLabel: 'settings.minors.formLabel',
    pass: {
      label: 'settings.minors.pass.label',
      help: 'settings.minors.pass.help',
    },
    save: 'settings.minors.save',
    saving: 'settings.minors.saving',
    saved: 'settings.minors.saved',
  },
  /** The counter's rules of a visit: coming back in (the visit's length is under Wristbands and labels). */
  visits: {
    heading: 'settings.visits.heading',
    formLabel: 'settings.visits.formLabel',
    reEntry: {
      label: 'settings.visits.reEntry.label',
      help: 'settings.visits.reEntry.help',
    },
    capacity: {
      label: 'settings.visits.capacity.label',
      help: 'settings.visits.capacity.help',
    },
    save: 'settings.visits.save',
    saving: 'settings.visits.saving',
    saved: 'settings.visits.saved',
  },
  /** Barcode scanners and the sounds of a scan. */
  scanner: {
    heading: 'settings.scanner.heading',
    formLabel: 'settings.scanner.formLabel',
    sounds: {
      label: 'settings.scanner.sounds.label',
      help: 'settings.scanner.sounds.help',
    },
    volume: {
      label: 'settings.scanner.volume.label',
      /** The value as the slider announces it. */
      value: (volume: number) => message('settings.scanner.volume.value', { volume }),
    },
    tryLabel: 'settings.scanner.tryLabel',
    tryPass: 'settings.scanner.tryPass',
    tryAttention: 'settings.scanner.tryAttention',
    tryAlready: 'settings.scanner.tryAlready',
    tryMiss: 'settings.scanner.tryMiss',
    gap: {
      label: 'settings.scanner.gap.label',
      help: 'settings.scanner.gap.help',
    },
    prefix: {
      label: 'settings.scanner.prefix.label',
      help: 'settings.scanner.prefix.help',
    },
    suffix: {
      label: 'settings.scanner.suffix.label',
      help: 'settings.scanner.suffix.help',
    },
    save: 'settings.scanner.save',
    saving: 'settings.scanner.saving',
    saved: 'settings.scanner.saved',
  },
  /** The language the desk speaks on this computer. */
  language: {
    heading: 'settings.language.heading',
    loading: 'settings.language.loading',
    label: 'settings.language.label',
    help: 'settings.language.help',
    /** `language` is the system's language by its own name ("Español"). */
    system: (language: string) => message('settings.language.system', { language }),
  },
  thisComputer: {
    heading: 'settings.thisComputer.heading',
    legend: 'settings.thisComputer.legend',
    loading: 'settings.thisComputer.loading',
    intro: 'settings.thisComputer.intro',
    introInBrowser: 'settings.thisComputer.introInBrowser',
    savedInBrowser: 'settings.thisComputer.savedInBrowser',
    startAtLogin: {
      label: 'settings.thisComputer.startAtLogin.label',
      help: 'settings.thisComputer.startAtLogin.help',
      on: 'settings.thisComputer.startAtLogin.on',
      off: 'settings.thisComputer.startAtLogin.off',
    },
    kioskMode: {
      label: 'settings.thisComputer.kioskMode.label',
      help: 'settings.thisComputer.kioskMode.help',
      on: 'settings.thisComputer.kioskMode.on',
      off: 'settings.thisComputer.kioskMode.off',
    },
  },
  sharedDatabase: {
    heading: 'settings.sharedDatabase.heading',
    intro: 'settings.sharedDatabase.intro',
    loading: 'settings.sharedDatabase.loading',
    address: {
      label: 'settings.sharedDatabase.address.label',
      help: 'settings.sharedDatabase.address.help',
    },
    password: {
      label: 'settings.sharedDatabase.password.label',
      help: 'settings.sharedDatabase.password.help',
      keptHelp: 'settings.sharedDatabase.password.keptHelp',
    },
    preferSync: {
      label: 'settings.sharedDatabase.preferSync.label',
      help: 'settings.sharedDatabase.preferSync.help',
    },
    test: 'settings.sharedDatabase.test',
    testing: 'settings.sharedDatabase.testing',
    save: 'settings.sharedDatabase.save',
    saving: 'settings.sharedDatabase.saving',
    saved: 'settings.sharedDatabase.saved',
    state: {
      alone: 'settings.sharedDatabase.state.alone',
      joining: 'settings.sharedDatabase.state.joining',
      following: 'settings.sharedDatabase.state.following',
      'syncing-for-all': 'settings.sharedDatabase.state.syncing-for-all',
      problem: 'settings.sharedDatabase.state.problem',
    },
    /** Rows set aside: the count as a number and formatted, and since when (a day and a clock time). */
    unreadable: (count: number, shown: string, day: string, clock: string) =>
      message('settings.sharedDatabase.unreadable', { count, shown, day, clock }),
    connected: (version: string, tablesReady: boolean) =>
      tablesReady
        ? message('settings.sharedDatabase.connected', { version })
        : message('settings.sharedDatabase.connectedTablesLater', { version }),
    /** What is wrong with the shared database, one text per kind of problem main reports. */
    problems: {
      addressUnreadable: 'settings.sharedDatabase.problems.addressUnreadable',
      addressNotPostgres: 'settings.sharedDatabase.problems.addressNotPostgres',
      addressNoServer: 'settings.sharedDatabase.problems.addressNoServer',
      addressNoUser: 'settings.sharedDatabase.problems.addressNoUser',
      addressUnknownSslmode: (sslmode: string) =>
        message('settings.sharedDatabase.problems.addressUnknownSslmode', { sslmode }),
      addressUnencrypted: 'settings.sharedDatabase.problems.addressUnencrypted',
      noAddress: 'settings.sharedDatabase.problems.noAddress',
      passwordRefused: (user: string) =>
        message('settings.sharedDatabase.problems.passwordRefused', { user }),
      userNotAllowed: (user: string) => message('settings.sharedDatabase.problems.userNotAllowed', { user }),
      noSuchDatabase: (database: string) =>
        message('settings.sharedDatabase.problems.noSuchDatabase', { database }),
      noTls: 'settings.sharedDatabase.problems.noTls',
      certificate: 'settings.sharedDatabase.problems.certificate',
      /** `where` is `unreachableHere` or `unreachableAt(…)`. */
      unreachable: (where: string) => message('settings.sharedDatabase.problems.unreachable', { where }),
      unreachableHere: 'settings.sharedDatabase.problems.unreachableHere',
      unreachableAt: (host: string, port: number) =>
        message('settings.sharedDatabase.problems.unreachableAt', { host, port }),
      versionTooOld: (version: string) =>
        message('settings.sharedDatabase.problems.versionTooOld', { version }),
      cannotCreateTables: (user: string, database: string) =>
        message('settings.sharedDatabase.problems.cannotCreateTables', { user, database }),
      /** `tables` empty: the desks' schema itself (waiver_desk) is refused. */
      cannotUseTables: (user: string, tables: readonly string[]) =>
        message('settings.sharedDatabase.problems.cannotUseTables', {
          user,
          tables: tables.join(', ') || 'waiver_desk', // not words: the desks' schema's name
        }),
      newerSchema: 'settings.sharedDatabase.problems.newerSchema',
      foreignSchema: (version: number) =>
        message('settings.sharedDatabase.problems.foreignSchema', { version }),
      accountKey: 'settings.sharedDatabase.problems.accountKey',
      notReached: 'settings.sharedDatabase.problems.notReached',
      demoAccount: 'settings.sharedDatabase.problems.demoAccount',
      other: (text: string) => message('settings.sharedDatabase.problems.other', { text }),
    },
  },
});
