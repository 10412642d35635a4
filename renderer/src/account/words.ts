/**
 * The words of the account: its menu in the header, the connect form, where the key is kept
 * and signing out. Components only choose which text to show; texts that take values are
 * small functions of already formatted values.
 */

export const accountText = {
  /** A connected account that was never given a name (connected before accounts were named). */
  unnamed: 'Your waiver account',
  /** Beside the account in the header while it has no name: opens Settings where it is named. */
  namePrompt: 'Name this account',
  namePromptTitle: 'Give the account the name your staff know it by',
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
    accountName: {
      label: 'Account name',
      help: 'What staff will see this account called, such as the business’s name. Filled in from the service’s status page when it gives a name.',
    },
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

/** Why the account's key, its storage or its settings cannot be used, in the account's words. */
export const accountProblemText = {
  /** Why the desk cannot use the key it has; keyed by KeyProblem's kind. */
  key: {
    noKey: 'No API key is set for this account.',
    keychainChanged: (storedBackend: string, currentBackend: string) =>
      `The API key was locked with the "${storedBackend}" keychain, but this session uses "${currentBackend}", so it cannot be unlocked. Connect again with the key.`,
    undecryptable:
      'The stored API key can no longer be unlocked by this computer’s keychain. Connect again with the key.',
    exposed: (mode: string) =>
      `The API key file could be read by other users of this computer (permissions ${mode}), so it was not used. Connect again to rewrite it privately.`,
    /** Keyed by what stood where the key file belongs. */
    notAFile: {
      link: 'The API key file is a link to somewhere else, so it was not read. Connect again to write it anew.',
      'not-a-file':
        'Where the API key file belongs there is something other than a file (a pipe or a folder), so it was not read. Connect again to write it anew.',
      'too-large':
        'The API key file is far larger than any key, so it was not read. Connect again to write it anew.',
    },
  },
  /** A warning kept in view about how the key is stored; keyed by StorageWarning. */
  storageWarning: {
    owner_file:
      'The API key is stored in a file only your user account can read, not in a keychain. Anyone who can sign in as you on this computer can read it.',
    unprotected:
      'This computer has no keyring that Waiver Desk can use, so the API key would be stored with a fixed, publicly known password: anyone who can read your files could read the key. Start Waiver Desk with --password-store=gnome-libsecret (or kwallet5 / kwallet6) to use your keyring, or accept unprotected storage on this computer.',
  },
  /** Why the key could not be stored; keyed by the refusal. */
  keyNotStored: {
    no_keychain: 'This computer’s keychain is not available to Waiver Desk right now.',
    keychain_refused: 'The keychain refused to lock the key.',
    file_unwritable: 'The key file could not be written in the desk’s data folder.',
  },
  /** The settings of an account, as a sentence names them; keyed by the setting. */
  setting: {
    baseUrl: 'The waiver service address',
    statusUrl: 'The status page address',
    timeZone: 'The desk time zone',
  },
  /** After the setting's name; the note says it was set for this computer by its administrator. */
  settingFrom: (setting: string, adminNote: string | null) =>
    adminNote ? `${setting} (${adminNote})` : setting,
  /** What is wrong with the setting, after its name. */
  fault: {
    notWebAddress: (value: string) => `is not a web address: "${value}".`,
    notHttps: (scheme: string) => `must be an https:// address, not ${scheme}.`,
    plainHttp: (host: string) =>
      `must be an https:// address: over plain http to ${host} the API key would travel unencrypted (plain http is only for this computer: localhost or 127.0.0.1).`,
    hasCredentials: 'must not carry a user name or password; the API key is entered separately.',
    unknownTimeZone: (zone: string) => `is not a known time zone: "${zone}".`,
    notSetYet: 'is not set yet: connect the account first.',
  },
  settingProblem: (setting: string, fault: string) => `${setting} ${fault}`,
} as const;
