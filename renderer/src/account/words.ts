/**
 * The words of the account: its menu in the header, the connect form, where the key is kept
 * and signing out. Components only choose which text to show; texts that take values are
 * small functions of already formatted values.
 */

import { message, texts } from '../i18n/messages.ts';

export const accountText = texts({
  /** A connected account that was never given a name (connected before accounts were named). */
  unnamed: 'account.unnamed',
  /** Beside the account in the header while it has no name: opens Settings where it is named. */
  namePrompt: 'account.namePrompt',
  namePromptTitle: 'account.namePromptTitle',
  /** Where the API key is kept on this computer; keyed by the desk's KeyHolder. */
  keyHolder: {
    keychain: 'account.keyHolder.keychain',
    'owner-file': 'account.keyHolder.owner-file',
    environment: 'account.keyHolder.environment',
  },
  /** How the key is sent; keyed by AuthScheme. */
  authScheme: {
    bearer: 'account.authScheme.bearer',
    legacy: 'account.authScheme.legacy',
  },
  /** The account in the header as a menu button. */
  menu: {
    buttonTitle: 'account.menu.buttonTitle',
    label: 'account.menu.label',
    /** Decoration beside the badge, hidden from assistive technology. */
    caret: 'account.menu.caret',
    settings: 'account.menu.settings',
    switchToDemo: 'account.menu.switchToDemo',
    backTo: (accountName: string) => message('account.menu.backTo', { accountName }),
    switching: 'account.menu.switching',
    signOut: 'account.menu.signOut',
  },
  signOut: {
    title: (accountName: string) => message('account.signOut.title', { accountName }),
    what: 'account.signOut.what',
    confirm: 'account.signOut.confirm',
    signingOut: 'account.signOut.signingOut',
    keepWorking: 'account.signOut.keepWorking',
  },
  exploreDemo: {
    start: 'account.exploreDemo.start',
    opening: 'account.exploreDemo.opening',
  },
  connect: {
    formLabel: 'account.connect.formLabel',
    submit: 'account.connect.submit',
    connecting: 'account.connect.connecting',
    cancel: 'account.connect.cancel',
    accountName: {
      label: 'account.connect.accountName.label',
      help: 'account.connect.accountName.help',
    },
    apiKey: {
      label: 'account.connect.apiKey.label',
      help: 'account.connect.apiKey.help',
      show: 'account.connect.apiKey.show',
      hide: 'account.connect.apiKey.hide',
      showLabel: 'account.connect.apiKey.showLabel',
      hideLabel: 'account.connect.apiKey.hideLabel',
    },
    authScheme: {
      legend: 'account.connect.authScheme.legend',
      help: 'account.connect.authScheme.help',
    },
    baseUrl: {
      label: 'account.connect.baseUrl.label',
    },
    statusUrl: {
      label: 'account.connect.statusUrl.label',
      help: 'account.connect.statusUrl.help',
      /** The locked value when no status page is set. */
      none: 'account.connect.statusUrl.none',
    },
    acceptUnprotectedStorage: 'account.connect.acceptUnprotectedStorage',
    /**
     * What to do after a refused connect, keyed by DeskErrorCode, said for the form the person
     * is looking at (the desk's general hints speak of screens that retry by themselves).
     */
    hints: {
      auth_error: 'account.connect.hints.auth_error',
      network: 'account.connect.hints.network',
      timeout: 'account.connect.hints.timeout',
      server_error: 'account.connect.hints.server_error',
      rate_limited: 'account.connect.hints.rate_limited',
      protocol: 'account.connect.hints.protocol',
      not_found: 'account.connect.hints.not_found',
    },
  },
});
