/**
 * The words of the shell around every screen: the header, the navigation and the account
 * badge. Components only choose which text to show; texts that take values are small
 * functions of already formatted values.
 */

import { message, texts } from '../i18n/messages.ts';

export const shellText = texts({
  brand: 'shell.brand',
  zoneTitle: 'shell.zoneTitle',
  /** Until the desk said which account is open. */
  openingDesk: 'shell.openingDesk',
  badge: {
    noAccount: 'shell.badge.noAccount',
    /** The demo runs behind the welcome screen until the person chooses. */
    notChosenYet: 'shell.badge.notChosenYet',
    demo: 'shell.badge.demo',
    /** The demo business's name, when the sandbox gives one. */
    demoTitle: (business: string) =>
      business ? message('shell.badge.demoTitle', { business }) : message('shell.badge.demoTitleNoBusiness'),
    serviceTitle: 'shell.badge.serviceTitle',
  },
  nav: {
    label: 'shell.nav.label',
    today: 'shell.nav.today',
    send: 'shell.nav.send',
    manage: 'shell.nav.manage',
    settings: 'shell.nav.settings',
    diagnostics: 'shell.nav.diagnostics',
    admissions: 'shell.nav.admissions',
  },
  offlineBanner: 'shell.offlineBanner',
  /** Links found at start where the desk's own files belong, removed rather than followed. */
  linksRemoved: {
    /** `links`: where they were in the desk's data folder, already joined. */
    text: (links: string) => message('shell.linksRemoved.text', { links }),
    dismiss: 'shell.linksRemoved.dismiss',
  },
  /** The desk recovered by itself; `time` is when, formatted. Keyed by RecoveredPart. */
  recovered: {
    page: (time: string) => message('shell.recovered.page', { time }),
    copy: (time: string) => message('shell.recovered.copy', { time }),
    desk: (time: string) => message('shell.recovered.desk', { time }),
    dismiss: 'shell.recovered.dismiss',
  },
  /** The settings file was damaged at start: it was set aside and what could not be read went back to its default. */
  settingsReset: {
    everything: 'shell.settingsReset.everything',
    /** `settings` is the list of names below, already joined. */
    some: (settings: string) => message('shell.settingsReset.some', { settings }),
    dismiss: 'shell.settingsReset.dismiss',
    /** Keyed by ResettableSetting. */
    names: {
      accountChoice: 'shell.settingsReset.names.accountChoice',
      baseUrl: 'shell.settingsReset.names.baseUrl',
      statusUrl: 'shell.settingsReset.names.statusUrl',
      authScheme: 'shell.settingsReset.names.authScheme',
      apiKey: 'shell.settingsReset.names.apiKey',
      cacheKey: 'shell.settingsReset.names.cacheKey',
      sharedDatabasePassword: 'shell.settingsReset.names.sharedDatabasePassword',
      sharedKey: 'shell.settingsReset.names.sharedKey',
      managerPin: 'shell.settingsReset.names.managerPin',
      unprotectedStorageAccepted: 'shell.settingsReset.names.unprotectedStorageAccepted',
      timeZone: 'shell.settingsReset.names.timeZone',
      requestTimeoutMs: 'shell.settingsReset.names.requestTimeoutMs',
      searchTimeoutMs: 'shell.settingsReset.names.searchTimeoutMs',
      statusPollMinutes: 'shell.settingsReset.names.statusPollMinutes',
      todayRefreshMinutes: 'shell.settingsReset.names.todayRefreshMinutes',
      consoleLinkTemplate: 'shell.settingsReset.names.consoleLinkTemplate',
      signingHost: 'shell.settingsReset.names.signingHost',
      retentionDays: 'shell.settingsReset.names.retentionDays',
      newWaiverCheckSeconds: 'shell.settingsReset.names.newWaiverCheckSeconds',
      consumeWebhookQueue: 'shell.settingsReset.names.consumeWebhookQueue',
      sharedDatabaseUrl: 'shell.settingsReset.names.sharedDatabaseUrl',
      preferSharedSync: 'shell.settingsReset.names.preferSharedSync',
      deskId: 'shell.settingsReset.names.deskId',
      startAtLogin: 'shell.settingsReset.names.startAtLogin',
      kioskMode: 'shell.settingsReset.names.kioskMode',
      accountName: 'shell.settingsReset.names.accountName',
      deskName: 'shell.settingsReset.names.deskName',
      deskNameChosen: 'shell.settingsReset.names.deskNameChosen',
      workerName: 'shell.settingsReset.names.workerName',
      deskTags: 'shell.settingsReset.names.deskTags',
      minorsPass: 'shell.settingsReset.names.minorsPass',
      reEntry: 'shell.settingsReset.names.reEntry',
      capacity: 'shell.settingsReset.names.capacity',
      scanGapMs: 'shell.settingsReset.names.scanGapMs',
      scanPrefix: 'shell.settingsReset.names.scanPrefix',
      scanSuffix: 'shell.settingsReset.names.scanSuffix',
      scanSounds: 'shell.settingsReset.names.scanSounds',
      scanVolume: 'shell.settingsReset.names.scanVolume',
      language: 'shell.settingsReset.names.language',
      managerLock: 'shell.settingsReset.names.managerLock',
      managerPinTries: 'shell.settingsReset.names.managerPinTries',
      updateUrl: 'shell.settingsReset.names.updateUrl',
      updateChannel: 'shell.settingsReset.names.updateChannel',
      updatePinnedVersion: 'shell.settingsReset.names.updatePinnedVersion',
      updateDeferredUntilMs: 'shell.settingsReset.names.updateDeferredUntilMs',
      printing: 'shell.settingsReset.names.printing',
    },
  },
});
