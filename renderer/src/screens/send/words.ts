/**
 * The words of sending waivers. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

/** Sending waivers: the Send screen, its three ways of sending and the links they make. */
export const sendText = texts({
  screen: {
    title: 'send.screen.title',
    subtitle: 'send.screen.subtitle',
    loading: 'send.screen.loading',
    empty: 'send.screen.empty',
    tabsLabel: 'send.screen.tabsLabel',
    /** Each tab's name and the line under the tabs while it is chosen. */
    tabs: {
      sms: { label: 'send.screen.tabs.sms.label', summary: 'send.screen.tabs.sms.summary' },
      prefill: {
        label: 'send.screen.tabs.prefill.label',
        summary: 'send.screen.tabs.prefill.summary',
      },
      autoTag: {
        label: 'send.screen.tabs.autoTag.label',
        summary: 'send.screen.tabs.autoTag.summary',
      },
    },
    /** Shown beside the send buttons while the service is out of reach. */
    blocked: 'send.screen.blocked',
  },

  templatePicker: {
    label: 'send.templatePicker.label',
    helpDraftChosen: 'send.templatePicker.helpDraftChosen',
    helpFromCopy: 'send.templatePicker.helpFromCopy',
    publishedGroup: 'send.templatePicker.publishedGroup',
    draftsGroup: 'send.templatePicker.draftsGroup',
    draftOption: (title: string) => message('send.templatePicker.draftOption', { title }),
  },

  sms: {
    formLabel: 'send.sms.formLabel',
    phoneLabel: 'send.sms.phoneLabel',
    /** How the number typed reads, before anything is sent. */
    phoneHelpRead: (display: string) => message('send.sms.phoneHelpRead', { display }),
    phoneHelpUnread: (example: string) => message('send.sms.phoneHelpUnread', { example }),
    sendButton: 'send.sms.sendButton',
    /** The confirmation: "Send a waiver link for <waiver> to <number>?", the names in bold. */
    confirm: {
      beforeWaiver: (again: boolean) =>
        again ? message('send.sms.confirm.beforeWaiverAgain') : message('send.sms.confirm.beforeWaiver'),
      beforeNumber: 'send.sms.confirm.beforeNumber',
      end: 'send.sms.confirm.end',
      sending: 'send.sms.confirm.sending',
      sendAgain: 'send.sms.confirm.sendAgain',
      send: 'send.sms.confirm.send',
      goBack: 'send.sms.confirm.goBack',
    },
    result: {
      sent: 'send.sms.result.sent',
      notSent: 'send.sms.result.notSent',
      to: 'send.sms.result.to',
      waiver: 'send.sms.result.waiver',
      status: 'send.sms.result.status',
      statusSent: 'send.sms.result.statusSent',
      statusNotSent: 'send.sms.result.statusNotSent',
      sentAt: 'send.sms.result.sentAt',
      another: 'send.sms.result.another',
    },
    /** After a refusal where the text may have gone out. */
    offerSendAgain: 'send.sms.offerSendAgain',
    /** The countdown until the account's request budget frees (the wait already in words). */
    waitFor: (wait: string) => message('send.sms.waitFor', { wait }),
    waitOver: 'send.sms.waitOver',
  },

  prefill: {
    formLabel: 'send.prefill.formLabel',
    participants: 'send.prefill.participants',
    addParticipant: 'send.prefill.addParticipant',
    guardianSection: 'send.prefill.guardianSection',
    hasGuardian: 'send.prefill.hasGuardian',
    waiverQuestions: 'send.prefill.waiverQuestions',
    making: 'send.prefill.making',
    make: 'send.prefill.make',
    clear: 'send.prefill.clear',
    linkTitle: 'send.prefill.linkTitle',
    /** "Works until <expiry in bold> (desk time)." */
    worksUntil: 'send.prefill.worksUntil',
    deskTime: 'send.prefill.deskTime',
  },

  person: {
    firstName: 'send.person.firstName',
    middleName: 'send.person.middleName',
    lastName: 'send.person.lastName',
    dob: 'send.person.dob',
    phone: 'send.person.phone',
    gender: 'send.person.gender',
    participant: (number: number) => message('send.person.participant', { number }),
    removeParticipant: (number: number) => message('send.person.removeParticipant', { number }),
    guardian: 'send.person.guardian',
    relationship: 'send.person.relationship',
    guardianTakesPart: 'send.person.guardianTakesPart',
    guardianTakesPartHelp: 'send.person.guardianTakesPartHelp',
  },

  /** The waiver's standard questions, by section. */
  standard: {
    contact: {
      title: 'send.standard.contact.title',
      email: 'send.standard.contact.email',
      addressLineOne: 'send.standard.contact.addressLineOne',
      addressLineTwo: 'send.standard.contact.addressLineTwo',
      addressCity: 'send.standard.contact.addressCity',
      addressState: 'send.standard.contact.addressState',
      addressZip: 'send.standard.contact.addressZip',
      addressCountry: 'send.standard.contact.addressCountry',
    },
    emergency: {
      title: 'send.standard.emergency.title',
      firstName: 'send.standard.emergency.firstName',
      lastName: 'send.standard.emergency.lastName',
      relation: 'send.standard.emergency.relation',
      phone: 'send.standard.emergency.phone',
    },
    insurance: {
      title: 'send.standard.insurance.title',
      carrier: 'send.standard.insurance.carrier',
      policyNumber: 'send.standard.insurance.policyNumber',
      licenseNumber: 'send.standard.insurance.licenseNumber',
      licenseState: 'send.standard.insurance.licenseState',
    },
  },

  linkOptions: {
    legend: 'send.linkOptions.legend',
    validFor: 'send.linkOptions.validFor',
    validForHelp: 'send.linkOptions.validForHelp',
    otherMinutes: 'send.linkOptions.otherMinutes',
    minutes: 'send.linkOptions.minutes',
    externalId: 'send.linkOptions.externalId',
    externalIdHelp: 'send.linkOptions.externalIdHelp',
    lockdown: 'send.linkOptions.lockdown',
    lockdownHelp: 'send.linkOptions.lockdownHelp',
    adult: 'send.linkOptions.adult',
    adultHelp: 'send.linkOptions.adultHelp',
    kiosk: 'send.linkOptions.kiosk',
    kioskHelp: 'send.linkOptions.kioskHelp',
    hideOthers: 'send.linkOptions.hideOthers',
    hideOthersHelp: 'send.linkOptions.hideOthersHelp',
  },

  /** A made link: to copy, open or scan. */
  linkResult: {
    copy: 'send.linkResult.copy',
    open: 'send.linkResult.open',
    copied: 'send.linkResult.copied',
    selected: 'send.linkResult.selected',
    /** The link's name comes in lower case: "QR code of the prefilled link". */
    qrLabel: (linkName: string) => message('send.linkResult.qrLabel', { linkName }),
    qrCaption: 'send.linkResult.qrCaption',
  },

  autoTag: {
    formLabel: 'send.autoTag.formLabel',
    tagLabel: 'send.autoTag.tagLabel',
    tagHelp: 'send.autoTag.tagHelp',
    making: 'send.autoTag.making',
    make: 'send.autoTag.make',
    linkTitle: 'send.autoTag.linkTitle',
    /** "…type or scan <number in bold> in the lookup box to find it." */
    findBefore: 'send.autoTag.findBefore',
    findAfter: 'send.autoTag.findAfter',
    demoNote: 'send.autoTag.demoNote',
    hostNote: 'send.autoTag.hostNote',
  },
});
