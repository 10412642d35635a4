/**
 * The words of the shell around every screen: the header, the navigation and the account
 * badge. Components only choose which text to show; texts that take values are small
 * functions of already formatted values.
 */

import type { ResettableSetting } from '../../../shared/ipc/events.ts';
import { message, texts } from '../i18n/messages.ts';

/**
 * The message naming a setting in the damaged-file notice: one per setting the registry
 * may reset (`RESETTABLE_SETTINGS`), its id made from the setting's name, so no list of
 * settings is kept here beside the registry's. An id the English catalog lacks does not
 * compile, and the catalogs' test counts these ids as asked for and checks each is there.
 */
export const settingResetName = (setting: ResettableSetting) =>
  `shell.settingsReset.names.${setting}` as const;

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
    /** `settings` is the list of their names (`name` below), already joined. */
    some: (settings: string) => message('shell.settingsReset.some', { settings }),
    dismiss: 'shell.settingsReset.dismiss',
    /** What the notice calls a setting (or a secret), by its name in the settings file. */
    name: (setting: ResettableSetting) => message(settingResetName(setting)),
  },
});
