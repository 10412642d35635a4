/**
 * The words of the Settings screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */
import { plural } from '../../../../shared/words/plural.ts';

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
    /** The connected account has no name yet: asked for in At the desk. */
    namePrompt: 'This account has no name yet, so the desk calls it “your waiver account”.',
    namePromptLink: 'Name it under At the desk',
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
      testTitle: 'Opens the console for one waiver in a new window',
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
      help: 'What staff see this account called in the header and here, such as the business’s name.',
    },
    deskName: {
      label: 'This desk’s name',
      help: 'Written on every check-in this desk records and shown to the other desks, so staff and managers can tell desks apart. Until someone names it here, it goes by this computer’s name.',
    },
    tags: {
      label: 'Tags shown at the desk',
      help: 'Tags of the account that appear as badges on a waiver and in the lookup list, separated by commas. VIP, ban and medical tags are always shown.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
  },
  /** Whether a minor signed for needs a look at the desk (the default) or goes in with one press. */
  minors: {
    heading: 'Minors',
    formLabel: 'Minors',
    pass: {
      label: 'Minors signed for by a guardian or with an adult go in with one press',
      help: 'Off: every minor needs a look, with the attention sound, and is checked in only when ticked on their own. Turn it on if this venue checks minors some other way. A minor with no guardian and no adult on their waiver always needs a look.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. Every screen says how minors stand by it now.',
  },
  /** The counter's rules of a visit: coming back in (the visit's length is under Wristbands and labels). */
  visits: {
    heading: 'Visits',
    formLabel: 'Visits',
    reEntry: {
      label: 'Someone already in may come back in during their visit',
      help: 'Someone checked in at any desk within the visit length (set under Wristbands and labels) reads “Already in” with the time and the desk. On: they need a look, and go in again when ticked on their own. Off: they read Stop.',
    },
    capacity: {
      label: 'How many people the venue holds',
      help: 'The header counts who is in (checked in within the visit length, at every desk): amber from 80 %, red from 90 %, and a check-in at capacity asks first. 0: no capacity.',
    },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. Every screen says who is already in, and the header how full it is, by it now.',
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
    tryAlready: 'Already in',
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
    /** Rows set aside: the count as a number and formatted, and since when (a day and a clock time). */
    unreadable: (count: number, shown: string, day: string, clock: string) =>
      plural(count, {
        one: `The shared copy has a record this desk could not read, since ${day}, ${clock}; it follows the rest, and the desk that keeps the copy up to date writes that one again from the service.`,
        other: `The shared copy has ${shown} records this desk could not read, since ${day}, ${clock}; it follows the rest, and the desk that keeps the copy up to date writes them again from the service.`,
      }),
    connected: (version: string, tablesReady: boolean) =>
      tablesReady
        ? `Connected to PostgreSQL ${version}. The desks share their copy of the account here.`
        : `Connected to PostgreSQL ${version}. The desks’ tables will be set up when this desk starts using it.`,
    /** What is wrong with the shared database, one text per kind of problem main reports. */
    problems: {
      addressUnreadable:
        'The shared database address is not an address like postgres://user@server:5432/database.',
      addressNotPostgres: 'The shared database address must start with postgres://.',
      addressNoServer: 'The shared database address names no server.',
      addressNoUser: 'The shared database address names no user (postgres://user@…).',
      addressUnknownSslmode: (sslmode: string) =>
        `The shared database address asks for sslmode=${sslmode}; use require, verify-ca or verify-full.`,
      addressUnencrypted:
        'The shared database is on another computer, so the connection must be encrypted: remove sslmode from the address or set sslmode=verify-full.',
      noAddress: 'Enter the shared database’s address to test it.',
      passwordRefused: (user: string) =>
        `The database refused the password for the user “${user}”. Check the password and try again.`,
      userNotAllowed: (user: string) =>
        `The database does not let the user “${user}” in from this computer. Ask whoever runs the database to allow it.`,
      noSuchDatabase: (database: string) =>
        `There is no database named “${database}” on that server. Check the name at the end of the address.`,
      noTls:
        'The database server does not accept encrypted connections. Ask whoever runs it to turn on TLS: the desks send the password and the customers’ data over the network only encrypted.',
      certificate:
        'The database server’s certificate could not be verified, so the desk did not send it anything. Ask whoever runs it for a certificate this computer trusts.',
      /** `where` is `unreachableHere` or `unreachableAt(…)`. */
      unreachable: (where: string) =>
        `No database server answered ${where}. Check the address, that the server is running, and that this computer may reach it.`,
      unreachableHere: 'on this computer',
      unreachableAt: (host: string, port: number) => `at ${host}:${port}`,
      versionTooOld: (version: string) =>
        `That server runs PostgreSQL ${version}; the desks need PostgreSQL 15 or newer.`,
      cannotCreateTables: (user: string, database: string) =>
        `The user “${user}” may not create the desks’ tables in the database “${database}”. Ask whoever runs it to grant CREATE on that database, or to set the tables up once as its owner.`,
      /** `tables` empty: the desks' schema itself (waiver_desk) is refused. */
      cannotUseTables: (user: string, tables: readonly string[]) =>
        `The user “${user}” may not read and write the desks’ tables (${tables.join(', ') || 'waiver_desk'}). Ask whoever runs the database to grant them to this user.`,
      newerSchema: 'The shared database was set up by a newer Waiver Desk; update this desk to use it.',
      foreignSchema: (version: number) =>
        `The shared database's tables (version ${version}) are not the ones this Waiver Desk made; it was not changed.`,
      accountKey:
        'The shared database is locked with a different API key (another account’s, or this account’s before its key was changed). Connect this desk with the key the other desks use.',
      notReached:
        'The shared database cannot be reached; lookups answer from this desk’s copy, and it catches up once the database is back.',
      demoAccount: 'The demo account keeps its copy alone; connect the account to share it.',
      other: (text: string) => `The database could not be used: ${text}`,
    },
  },
} as const;
