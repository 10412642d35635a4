/**
 * The words of service status. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import type { StatusAlert } from '../../../shared/ipc/service-status.ts';
import { statusAlertWords as alertWords } from '../../../shared/words/status-alert.ts';
import { message, pageLocale, texts } from '../i18n/messages.ts';

/** Service status: the shell's indicator, its panel, the status page's notices, and status alerts. */
export const statusText = texts({
  /** How the waiver service looks from this desk. */
  connectivity: {
    /** Keyed by ReachState. */
    state: {
      online: 'shell.connectivity.state.online',
      failing: 'shell.connectivity.state.failing',
      offline: 'shell.connectivity.state.offline',
      unknown: 'shell.connectivity.state.unknown',
    },
    /** After the unknown state's words, in place of a time. */
    checking: 'shell.connectivity.checking',
    /** After the state's words; the time is formatted by the caller. */
    since: (time: string) => message('shell.connectivity.since', { time }),
    /**
     * What the desk syncing for all desks (a following desk's leader) last knew of the
     * service, keyed by its state; `desk` its name, `time` its last answer, formatted.
     */
    leader: {
      online: (desk: string, time: string) => message('shell.connectivity.leader.online', { desk, time }),
      failing: (desk: string, time: string) => message('shell.connectivity.leader.failing', { desk, time }),
      offline: (desk: string, time: string) => message('shell.connectivity.leader.offline', { desk, time }),
      unknown: (desk: string) => message('shell.connectivity.leader.unknown', { desk }),
      /** In place of a time when the leader has had no answer since it started. */
      noAnswerYet: 'shell.connectivity.leader.noAnswerYet',
    },
  },
  /** The indicator's and the panel's headline and one sentence of why, per verdict. */
  health: {
    /** Why the status page's word is unknown; keyed by the desk's PageProblem. */
    pageProblem: {
      'first-reading': 'status.health.pageProblem.first-reading',
      'not-answering': 'status.health.pageProblem.not-answering',
      busy: 'status.health.pageProblem.busy',
      unreadable: 'status.health.pageProblem.unreadable',
    },
    operational: {
      headline: 'status.health.operational.headline',
      detail: 'status.health.operational.detail',
    },
    degraded: {
      headline: 'status.health.degraded.headline',
      detail: 'status.health.degraded.detail',
      detailDeskNotAnswered: 'status.health.degraded.detailDeskNotAnswered',
    },
    underMaintenance: {
      headline: 'status.health.underMaintenance.headline',
      detail: 'status.health.underMaintenance.detail',
      detailDeskNotAnswered: 'status.health.underMaintenance.detailDeskNotAnswered',
    },
    /** The page reports trouble the desk has not felt itself. */
    pageReportsProblem: {
      headlineMaintenance: 'status.health.pageReportsProblem.headlineMaintenance',
      headlineProblem: 'status.health.pageReportsProblem.headlineProblem',
      detail: 'status.health.pageReportsProblem.detail',
    },
    notAnsweringDesk: {
      headline: 'status.health.notAnsweringDesk.headline',
      detailPageOperational: 'status.health.notAnsweringDesk.detailPageOperational',
      detailNoPage: 'status.health.notAnsweringDesk.detailNoPage',
      detailPageUnreadable: 'status.health.notAnsweringDesk.detailPageUnreadable',
    },
    unknown: {
      headlineFirstReading: 'status.health.unknown.headlineFirstReading',
      headline: 'status.health.unknown.headline',
    },
    notSetUp: {
      headline: 'status.health.notSetUp.headline',
      detail: 'status.health.notSetUp.detail',
    },
  },
  /** Badges for a notice's or an update's state, keyed by the status page's state. */
  noticeState: {
    investigating: 'status.noticeState.investigating',
    identified: 'status.noticeState.identified',
    recovering: 'status.noticeState.recovering',
    resolved: 'status.noticeState.resolved',
    false_alarm: 'status.noticeState.false_alarm',
    scheduled: 'status.noticeState.scheduled',
    underway: 'status.noticeState.underway',
    complete: 'status.noticeState.complete',
    cancelled: 'status.noticeState.cancelled',
    unknown: 'status.noticeState.unknown',
  },
  /** The badge of an update that carries no state. */
  noticeWithoutState: 'status.noticeWithoutState',
  /** A component's state beside its name, keyed by ServiceState. */
  componentState: {
    operational: 'status.componentState.operational',
    degraded: 'status.componentState.degraded',
    'under-maintenance': 'status.componentState.under-maintenance',
  },
  /** The indicator in the shell's header; the times come formatted. */
  indicator: {
    checkedAt: (time: string) => message('status.indicator.checkedAt', { time }),
    lastReadingAt: (time: string) => message('status.indicator.lastReadingAt', { time }),
    notReadYet: 'status.indicator.notReadYet',
  },
  panel: {
    title: 'status.panel.title',
    close: 'status.panel.close',
    /** The close button's glyph (its name is `close`). */
    closeSymbol: 'status.panel.closeSymbol',
    /** The summary's headline, ended like a sentence before the detail. */
    summaryHeadline: (headline: string) => message('status.panel.summaryHeadline', { headline }),
    thisDesk: 'status.panel.thisDesk',
    /** The desk's own view of the waiver service, keyed by ReachState. */
    deskView: {
      online: 'status.panel.deskView.online',
      failing: 'status.panel.deskView.failing',
      offline: 'status.panel.deskView.offline',
      unknown: 'status.panel.deskView.unknown',
    },
    readingPage: 'status.panel.readingPage',
    /** Shown while the page cannot be read; `from` is the last reading's time, formatted. */
    showingLastReading: (from: string | null) =>
      from === null
        ? message('status.panel.showingLastReadingNoSource')
        : message('status.panel.showingLastReading', { from }),
    lastReading: 'status.panel.lastReading',
    noReadingYet: 'status.panel.noReadingYet',
    nextCheck: 'status.panel.nextCheck',
    checkingNow: 'status.panel.checkingNow',
    /** No next check planned. */
    noNextCheck: 'status.panel.noNextCheck',
    checking: 'status.panel.checking',
    checkNow: 'status.panel.checkNow',
    timesIn: (timeZone: string) => message('status.panel.timesIn', { timeZone }),
    tabs: {
      label: 'status.panel.tabs.label',
      now: 'status.panel.tabs.now',
      recent: 'status.panel.tabs.recent',
    },
    now: {
      currentIncidents: 'status.panel.now.currentIncidents',
      noCurrentIncidents: 'status.panel.now.noCurrentIncidents',
      maintenanceUnderWay: 'status.panel.now.maintenanceUnderWay',
      noMaintenanceUnderWay: 'status.panel.now.noMaintenanceUnderWay',
      plannedMaintenance: 'status.panel.now.plannedMaintenance',
      noMaintenancePlanned: 'status.panel.now.noMaintenancePlanned',
      components: 'status.panel.now.components',
      noComponents: 'status.panel.now.noComponents',
      componentsLabel: 'status.panel.now.componentsLabel',
    },
  },
  recent: {
    couldNotRead: 'status.recent.couldNotRead',
    tryAgain: 'status.recent.tryAgain',
    reading: 'status.recent.reading',
    none: 'status.recent.none',
    label: 'status.recent.label',
    more: 'status.recent.more',
  },
  /** One notice; times and windows come formatted. */
  notice: {
    scheduled: (window: string) => message('status.notice.scheduled', { window }),
    since: (time: string) => message('status.notice.since', { time }),
    /** The latest update's time, after its words. */
    latestAt: (time: string) => message('status.notice.latestAt', { time }),
    hideUpdates: 'status.notice.hideUpdates',
    showAllUpdates: 'status.notice.showAllUpdates',
    updatesCouldNotRead: 'status.notice.updatesCouldNotRead',
    tryAgain: 'status.notice.tryAgain',
    readingUpdates: 'status.notice.readingUpdates',
    affects: 'status.notice.affects',
    updatesLabel: 'status.notice.updatesLabel',
  },
  /** The offer of desktop alerts, in the browser host. */
  desktopAlerts: {
    on: 'status.desktopAlerts.on',
    turnOn: 'status.desktopAlerts.turnOn',
    untilThen: 'status.desktopAlerts.untilThen',
    blocked: 'status.desktopAlerts.blocked',
    unsupported: 'status.desktopAlerts.unsupported',
  },
  /** Alerts shown inside the desk (their title and body come from the desk). */
  toasts: {
    dismiss: 'status.toasts.dismiss',
    dismissSymbol: 'status.toasts.dismissSymbol',
  },
});

/** A status alert's title and body (its kind and values, `shared/words/status-alert.ts`), in the language in use. */
export function statusAlertWords(alert: Omit<StatusAlert, 'sessionId'>): { title: string; body: string } {
  return alertWords(alert, message, pageLocale());
}
