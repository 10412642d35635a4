/**
 * The words of the contract's forms: what is wrong with a field, in words a person
 * can act on. The schemas beside this module check a form in the page and the same
 * request in the main process (the authority), so both sides say the same thing and
 * the page can show a field the main process refused. Each is a message id of the
 * page's catalogs (`renderer/locales/*.json`), with its values where it takes some
 * (`field-message.ts`), which the page words in its language; a wording change or a
 * translation touches the catalogs alone.
 */
import type english from '../../renderer/locales/en.json';
import { fieldMessage } from './field-message.ts';

/** A web address in a field: a service's, the signing pages', a webhook's. */
export const addressWords = {
  notServiceAddress: 'field.address.notServiceAddress',
  notHttps: 'field.address.notHttps',
  hasCredentials: 'field.address.hasCredentials',
  plainHttp: 'field.address.plainHttp',
  hasQueryOrHash: 'field.address.hasQueryOrHash',
  tooLong: 'field.address.tooLong',
  empty: 'field.address.empty',
  notSigningAddress: 'field.address.notSigningAddress',
  signingNotHttps: 'field.address.signingNotHttps',
  signingEmpty: 'field.address.signingEmpty',
} as const;

/**
 * The whole numbers a sentence can name, by the contract's names: those whose label
 * (`settingsFieldWords.numberLabel`) the English catalog holds, so a number Settings
 * edits without one does not compile.
 */
export type NumberLabel = {
  [Id in keyof typeof english]: Id extends `field.settings.numberLabel.${infer Name}` ? Name : never;
}[keyof typeof english];

/** Connecting an account and the desk's settings (`account.ts`). */
export const settingsFieldWords = {
  unknownTimeZone: 'field.settings.unknownTimeZone',
  apiKeyEmpty: 'field.settings.apiKeyEmpty',
  apiKeyTooShort: 'field.settings.apiKeyTooShort',
  apiKeyTooLong: 'field.settings.apiKeyTooLong',
  apiKeyBadCharacters: 'field.settings.apiKeyBadCharacters',
  /** A whole number: `label` is what it is (a `numberLabel` message), `amount` the bound with its unit. */
  number: {
    notNumber: (label: string) => fieldMessage('field.settings.number.notNumber', { label }),
    notWhole: (label: string) => fieldMessage('field.settings.number.notWhole', { label }),
    atLeast: (label: string, amount: string | number) =>
      fieldMessage('field.settings.number.atLeast', { label, amount }),
    atMost: (label: string, amount: string | number) =>
      fieldMessage('field.settings.number.atMost', { label, amount }),
    /** `unit` is one of `units`' messages, or null for a bare number. */
    amount: (count: number, unit: string | null) => (unit ? fieldMessage(unit, { count }) : count),
  },
  /**
   * A setting that is a whole number, as a sentence names it ("the request timeout"): a
   * message per number Settings edits, its id made from the contract's name for it, so no
   * list of settings is kept here beside the registry's (`settings-registry.ts`).
   */
  numberLabel: (name: NumberLabel) => `field.settings.numberLabel.${name}` as const,
  /** A count with its unit ("5 seconds"), each taking `count`. */
  units: {
    seconds: 'field.settings.unit.seconds',
    minutes: 'field.settings.unit.minutes',
    milliseconds: 'field.settings.unit.milliseconds',
    people: 'field.settings.unit.people',
  },
  consoleLinkTooLong: 'field.settings.consoleLinkTooLong',
  consoleLinkNoPlaceholder: (placeholder: string) =>
    fieldMessage('field.settings.consoleLinkNoPlaceholder', { placeholder }),
  consoleLinkNotAddress: 'field.settings.consoleLinkNotAddress',
  consoleLinkNotHttps: 'field.settings.consoleLinkNotHttps',
  tagEmpty: 'field.settings.tagEmpty',
  tagTooLong: 'field.settings.tagTooLong',
  tooManyTags: (max: number) => fieldMessage('field.settings.tooManyTags', { max }),
  scanAffixTooLong: 'field.settings.scanAffixTooLong',
  scanAffixSpaces: 'field.settings.scanAffixSpaces',
  chooseQueue: 'field.settings.chooseQueue',
  chooseStartAtLogin: 'field.settings.chooseStartAtLogin',
  chooseKiosk: 'field.settings.chooseKiosk',
  chooseLanguage: 'field.settings.chooseLanguage',
  accountNameTooLong: 'field.settings.accountNameTooLong',
  accountNameEmpty: 'field.settings.accountNameEmpty',
  deskNameEmpty: 'field.settings.deskNameEmpty',
  deskNameTooLong: 'field.settings.deskNameTooLong',
  workerNameTooLong: 'field.settings.workerNameTooLong',
  chooseScanSounds: 'field.settings.chooseScanSounds',
  chooseMinorsPass: 'field.settings.chooseMinorsPass',
  chooseReEntry: 'field.settings.chooseReEntry',
} as const;

/** The manager's PIN (`manager-lock.ts`). */
export const pinWords = {
  digitsOnly: 'field.pin.digitsOnly',
  tooShort: (min: number) => fieldMessage('field.pin.tooShort', { min }),
  tooLong: (max: number) => fieldMessage('field.pin.tooLong', { max }),
  longerThanAny: 'field.pin.longerThanAny',
} as const;

/** The shared database's address (`shared-database.ts`). */
export const sharedDatabaseFieldWords = {
  addressTooLong: 'field.sharedDatabase.addressTooLong',
  notPostgres: 'field.sharedDatabase.notPostgres',
  passwordTooLong: 'field.sharedDatabase.passwordTooLong',
  choosePreferSync: 'field.sharedDatabase.choosePreferSync',
} as const;

/** Looking up, the waiver ids and the status notices (`lookup.ts`, `service-status.ts`, `screen-failure.ts`). */
export const lookupFieldWords = {
  lookupTooLong: 'field.lookup.lookupTooLong',
  searchTooShort: 'field.lookup.searchTooShort',
  searchTooLong: 'field.lookup.searchTooLong',
  notWaiverId: 'field.lookup.notWaiverId',
  notNoticeId: 'field.lookup.notNoticeId',
  notErrorName: 'field.lookup.notErrorName',
} as const;

/** The desk's own check-ins (`admissions.ts`). */
export const admissionFieldWords = {
  notDay: 'field.admission.notDay',
  notCalendarDay: 'field.admission.notCalendarDay',
  choosePeople: 'field.admission.choosePeople',
  tooManyPeople: 'field.admission.tooManyPeople',
  eachOnce: 'field.admission.eachOnce',
  notCheckIn: 'field.admission.notCheckIn',
  chooseCheckIns: 'field.admission.chooseCheckIns',
} as const;

/** Sending a waiver: the text, the prefilled link and the auto-tag link (`signing.ts`). */
export const signingFieldWords = {
  chooseWaiver: 'field.signing.chooseWaiver',
  notWaiverOfAccount: 'field.signing.notWaiverOfAccount',
  enterPhone: 'field.signing.enterPhone',
  phoneTooLong: 'field.signing.phoneTooLong',
  enterText: 'field.signing.enterText',
  textTooLong: (max: number) => fieldMessage('field.signing.textTooLong', { max }),
  dobNotDate: 'field.signing.dobNotDate',
  dobImpossible: 'field.signing.dobImpossible',
  notQuestion: 'field.signing.notQuestion',
  answerTooLong: (max: number) => fieldMessage('field.signing.answerTooLong', { max }),
  guardianOnlyWhenTakingPart: 'field.signing.guardianOnlyWhenTakingPart',
  externalIdTooLong: (max: number) => fieldMessage('field.signing.externalIdTooLong', { max }),
  externalIdCharacters: 'field.signing.externalIdCharacters',
  emailTooLong: 'field.signing.emailTooLong',
  notEmail: 'field.signing.notEmail',
  chooseExpiration: 'field.signing.chooseExpiration',
  expirationWholeMinutes: 'field.signing.expirationWholeMinutes',
  expirationTooShort: 'field.signing.expirationTooShort',
  expirationTooLong: 'field.signing.expirationTooLong',
  tooManyParticipants: (max: number) => fieldMessage('field.signing.tooManyParticipants', { max }),
  lockdownWithDob: 'field.signing.lockdownWithDob',
  clearDobOrUnlock: 'field.signing.clearDobOrUnlock',
  enterCustomerNumber: 'field.signing.enterCustomerNumber',
  autoTagTooLong: (max: number, length: number) =>
    fieldMessage('field.signing.autoTagTooLong', { max, length }),
  autoTagSpaces: 'field.signing.autoTagSpaces',
} as const;

/** A US or Canada mobile number as typed (`sms-phone.ts`). */
export const phoneWords = {
  onlyUsCanada: 'field.phone.onlyUsCanada',
  areaStartsWrong: 'field.phone.areaStartsWrong',
  areaIsServiceCode: (area: string) => fieldMessage('field.phone.areaIsServiceCode', { area }),
  premiumArea: 'field.phone.premiumArea',
  /** `country` is one of `countries`' messages. */
  areaAbroad: (area: string, country: string) => fieldMessage('field.phone.areaAbroad', { area, country }),
  exchangeStartsWrong: 'field.phone.exchangeStartsWrong',
  exchangeIsServiceCode: (exchange: string) =>
    fieldMessage('field.phone.exchangeIsServiceCode', { exchange }),
  premiumExchange: 'field.phone.premiumExchange',
  empty: 'field.phone.empty',
  letters: 'field.phone.letters',
  notDigits: (example: string) => fieldMessage('field.phone.notDigits', { example }),
  tooShortAfterPlusOne: 'field.phone.tooShortAfterPlusOne',
  tooLongAfterPlusOne: 'field.phone.tooLongAfterPlusOne',
  tooShort: 'field.phone.tooShort',
  tooLong: 'field.phone.tooLong',
  notUsCanada: 'field.phone.notUsCanada',
  /** A note beside a number in the range reserved for fiction (what training and the demo use). */
  fictional: 'field.phone.fictional',
  /** Where +1 area codes outside the US and Canada are; keyed by area code. */
  countries: {
    '242': 'field.phone.country.242',
    '246': 'field.phone.country.246',
    '264': 'field.phone.country.264',
    '268': 'field.phone.country.268',
    '284': 'field.phone.country.284',
    '345': 'field.phone.country.345',
    '441': 'field.phone.country.441',
    '473': 'field.phone.country.473',
    '649': 'field.phone.country.649',
    '658': 'field.phone.country.658',
    '664': 'field.phone.country.664',
    '721': 'field.phone.country.721',
    '758': 'field.phone.country.758',
    '767': 'field.phone.country.767',
    '784': 'field.phone.country.784',
    '809': 'field.phone.country.809',
    '829': 'field.phone.country.829',
    '849': 'field.phone.country.849',
    '868': 'field.phone.country.868',
    '869': 'field.phone.country.869',
    '876': 'field.phone.country.876',
  } as Readonly<Record<string, string>>,
} as const;

/** Manage: templates, group reservations, published keys, dynamic templates, webhooks (`manage.ts`). */
export const manageFieldWords = {
  chooseTemplate: 'field.manage.chooseTemplate',
  enterEventStart: 'field.manage.enterEventStart',
  noSuchDate: 'field.manage.noSuchDate',
  unknownZone: (zone: string) => fieldMessage('field.manage.unknownZone', { zone }),
  skippedTime: (zone: string) => fieldMessage('field.manage.skippedTime', { zone }),
  /** What to enter: one of `fields`' messages. */
  enter: (what: string) => fieldMessage('field.manage.enter', { what }),
  longerThan: (max: number) => fieldMessage('field.manage.longerThan', { max }),
  enterEmail: 'field.manage.enterEmail',
  emailTooLong: 'field.manage.emailTooLong',
  notEmail: 'field.manage.notEmail',
  /** What a required field holds, as `enter` puts it in a sentence. */
  fields: {
    firstName: 'field.manage.fields.firstName',
    lastName: 'field.manage.fields.lastName',
    reservationName: 'field.manage.fields.reservationName',
    leaderFirstName: 'field.manage.fields.leaderFirstName',
    leaderLastName: 'field.manage.fields.leaderLastName',
  },
  chooseMailer: 'field.manage.chooseMailer',
  tooManyGroupParticipants: (max: number) => fieldMessage('field.manage.tooManyGroupParticipants', { max }),
  enterLabel: 'field.manage.enterLabel',
  labelTooLong: 'field.manage.labelTooLong',
  json: {
    empty: 'field.manage.json.empty',
    where: (line: number, column: number) => fieldMessage('field.manage.json.where', { line, column }),
    /** The usual slips the text shows, as advice after the parser's reason (one of them at least). */
    advice: (singleQuotes: boolean, trailingComma: boolean) =>
      singleQuotes && trailingComma
        ? 'field.manage.json.adviceBoth'
        : singleQuotes
          ? 'field.manage.json.adviceQuotes'
          : 'field.manage.json.adviceComma',
    /** `where` and `advice` as above (or empty); `reason` is the parser's own. */
    invalid: (where: string, reason: string, advice: string) =>
      fieldMessage('field.manage.json.invalid', { where, reason, advice }),
    notObject: 'field.manage.json.notObject',
  },
  enterMinutes: 'field.manage.enterMinutes',
  wholeMinutes: 'field.manage.wholeMinutes',
  minutesTooFew: (min: number) => fieldMessage('field.manage.minutesTooFew', { min }),
  minutesTooMany: 'field.manage.minutesTooMany',
  transaction: {
    empty: 'field.manage.transaction.empty',
    unreadableLink: 'field.manage.transaction.unreadableLink',
    noId: 'field.manage.transaction.noId',
    placeholder: 'field.manage.transaction.placeholder',
    badCharactersInLink: 'field.manage.transaction.badCharactersInLink',
    badCharacters: 'field.manage.transaction.badCharacters',
  },
  webhook: {
    empty: 'field.manage.webhook.empty',
    notAddress: 'field.manage.webhook.notAddress',
    notHttps: 'field.manage.webhook.notHttps',
    private: 'field.manage.webhook.private',
    noDomain: 'field.manage.webhook.noDomain',
    hasHash: 'field.manage.webhook.hasHash',
    chooseValidation: 'field.manage.webhook.chooseValidation',
  },
} as const;

/** Where this desk looks for updates, and what a manager chose (`updates.ts`). */
export const updateFieldWords = {
  notUpdateAddress: 'field.update.notUpdateAddress',
  updateNotHttps: 'field.update.updateNotHttps',
  notVersion: 'field.update.notVersion',
  chooseChannel: 'field.update.chooseChannel',
  deferDays: 'field.update.deferDays',
} as const;

/** A check a schema gave no message of its own (`form-words.ts`): by zod's issue. */
export const formIssueText = {
  fillIn: 'field.form.fillIn',
  type: {
    string: 'field.form.type.string',
    number: 'field.form.type.number',
    boolean: 'field.form.type.boolean',
    array: 'field.form.type.array',
    object: 'field.form.type.object',
    other: 'field.form.type.other',
  },
  atLeastCharacters: (count: number | bigint) => fieldMessage('field.form.atLeastCharacters', { count }),
  atLeastEntries: (count: number | bigint) => fieldMessage('field.form.atLeastEntries', { count }),
  orMore: (count: number | bigint | string) => fieldMessage('field.form.orMore', { count }),
  moreThan: (count: number | bigint | string) => fieldMessage('field.form.moreThan', { count }),
  atMostCharacters: (count: number | bigint) => fieldMessage('field.form.atMostCharacters', { count }),
  atMostEntries: (count: number | bigint) => fieldMessage('field.form.atMostEntries', { count }),
  orLess: (count: number | bigint | string) => fieldMessage('field.form.orLess', { count }),
  lessThan: (count: number | bigint | string) => fieldMessage('field.form.lessThan', { count }),
  /** The field names as the person typed them, shown within quotation marks. */
  noField: (field: string) => fieldMessage('field.form.noField', { field }),
  /** `fields` joined with ", "; `more` when there were more than those. */
  noFields: (fields: string, more: boolean) =>
    fieldMessage('field.form.noFields', { fields, more: more ? 'yes' : 'no' }),
  chooseOption: 'field.form.chooseOption',
  notWritten: 'field.form.notWritten',
  notOneOf: 'field.form.notOneOf',
  notName: 'field.form.notName',
  badEntry: 'field.form.badEntry',
  multipleOf: (divisor: number | bigint) => fieldMessage('field.form.multipleOf', { divisor }),
  other: 'field.form.other',
} as const;
