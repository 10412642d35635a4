/**
 * The words of the account: its menu in the header, the connect form, where the key is kept
 * and signing out. Components only choose which text to show; texts that take values are
 * small functions of already formatted values.
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
