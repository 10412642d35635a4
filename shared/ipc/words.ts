/**
 * The words of the contract's forms: what is wrong with a field, in words a person
 * can act on. The schemas beside this module check a form in the page and the same
 * request in the main process (the authority), so both sides say the same thing and
 * the page can show a field the main process refused. A wording change (or a
 * translation) touches this module and the page's words modules alone; texts that
 * take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../words/plural.ts';

const counted = (count: number | bigint, one: string, other: string): string =>
  `${count} ${plural(Number(count), { one, other })}`;

/** A web address in a field: a service's, the signing pages', a webhook's. */
export const addressWords = {
  notServiceAddress: 'Enter a web address such as https://api.example.com.',
  notHttps: 'Enter an https:// address.',
  hasCredentials: 'Leave the user name and password out of the address.',
  plainHttp: 'Use the https:// address: over plain http the API key would travel unencrypted.',
  hasQueryOrHash: 'Leave the ? and # parts out of the address.',
  tooLong: 'That address is too long.',
  empty: 'Enter the address.',
  notSigningAddress: 'Enter a web address such as https://waiver.example.com.',
  signingNotHttps: 'The signing pages’ address must start with https://.',
  signingEmpty: 'Enter the address of the signing pages.',
} as const;

/** Connecting an account and the desk's settings (`account.ts`). */
export const settingsFieldWords = {
  unknownTimeZone: 'Choose a time zone from the list, such as America/Denver.',
  apiKeyEmpty: 'Paste the API key.',
  apiKeyTooShort: 'That is shorter than any API key the service gives; paste the whole key.',
  apiKeyTooLong: 'That is longer than any API key.',
  apiKeyBadCharacters: 'An API key has no spaces or special characters; paste it again.',
  /** A whole number: what it is, as it reads inside a sentence ("the request timeout"). */
  number: {
    notNumber: (label: string) => `Enter ${label} as a number.`,
    notWhole: (label: string) => `Enter ${label} as a whole number.`,
    /** `amount` is the bound with its unit ("5 seconds"). */
    atLeast: (label: string, amount: string) =>
      `${label[0]?.toUpperCase()}${label.slice(1)} must be at least ${amount}.`,
    atMost: (label: string, amount: string) =>
      `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${amount}.`,
    amount: (count: number, unit: string) => (unit ? `${count} ${unit}` : String(count)),
  },
  /** The settings that are whole numbers, as a sentence names them; keyed by the setting. */
  numberLabels: {
    requestTimeoutSeconds: 'the request timeout',
    searchTimeoutSeconds: 'the search timeout',
    statusPollMinutes: 'the status check interval',
    todayRefreshMinutes: 'the refresh interval',
    newWaiverCheckSeconds: 'the new waiver check interval',
    scanGapMs: 'the time between a scanner’s keys',
    scanVolume: 'the volume',
    capacity: 'the capacity',
  },
  units: { seconds: 'seconds', minutes: 'minutes', milliseconds: 'milliseconds', people: 'people' },
  consoleLinkTooLong: 'That link is too long.',
  consoleLinkNoPlaceholder: (placeholder: string) => `Put ${placeholder} where the waiver's id goes.`,
  consoleLinkNotAddress: 'Enter a web address such as https://console.example.com/…',
  consoleLinkNotHttps: 'The console link must be https://.',
  tagEmpty: 'A tag needs a name.',
  tagTooLong: 'That tag is too long.',
  tooManyTags: (max: number) => `Mark at most ${max} tags.`,
  scanAffixTooLong: 'A scanner’s prefix or suffix is a few characters at most.',
  scanAffixSpaces: 'Leave spaces out: type only the characters the scanner sends.',
  chooseQueue: 'Choose whether this desk reads the queue.',
  chooseStartAtLogin: 'Choose whether the desk starts with the computer.',
  chooseKiosk: 'Choose whether the desk fills the screen.',
  chooseLanguage: 'Choose one of the languages in the list.',
  accountNameTooLong: 'Keep the name under 80 characters.',
  accountNameEmpty: 'Give the account the name your staff know it by, such as the business’s name.',
  deskNameEmpty: 'Give this desk a name, such as Front desk.',
  deskNameTooLong: 'Keep the name under 60 characters.',
  workerNameTooLong: 'Keep the name under 40 characters: a first name is enough.',
  chooseScanSounds: 'Choose whether scans make a sound.',
  chooseMinorsPass: 'Choose whether minors signed for go in with one press.',
  chooseReEntry: 'Choose whether someone already in may come back in during their visit.',
} as const;

/** The manager's PIN (`manager-lock.ts`). */
export const pinWords = {
  digitsOnly: 'A PIN is digits only.',
  tooShort: (min: number) => `A PIN has at least ${min} digits.`,
  tooLong: (max: number) => `A PIN has at most ${max} digits.`,
  longerThanAny: 'That is longer than any PIN.',
} as const;

/** The shared database's address (`shared-database.ts`). */
export const sharedDatabaseFieldWords = {
  addressTooLong: 'That address is too long.',
  notPostgres: 'Enter an address like postgres://user@server:5432/database, or leave it empty.',
  passwordTooLong: 'That password is too long.',
  choosePreferSync: 'Choose whether this desk syncs for the others.',
} as const;

/** Looking up, the waiver ids and the status notices (`lookup.ts`, `service-status.ts`, `screen-failure.ts`). */
export const lookupFieldWords = {
  lookupTooLong: 'That is longer than any name or tag.',
  searchTooShort: 'Type at least two letters.',
  searchTooLong: 'That is too long to search for.',
  notWaiverId: 'That is not a waiver id.',
  notNoticeId: 'A notice id is a whole number.',
  notErrorName: 'That is not an error name.',
} as const;

/** The desk's own check-ins (`admissions.ts`). */
export const admissionFieldWords = {
  notDay: 'Choose a day, such as 2031-05-06.',
  notCalendarDay: 'That is not a day of the calendar.',
  choosePeople: 'Choose who is checking in.',
  tooManyPeople: 'That is more people than a waiver holds.',
  eachOnce: 'Each person is checked in once.',
  notCheckIn: 'That is not one of the desk’s check-ins.',
  chooseCheckIns: 'Choose whose check-in this is.',
} as const;

/** Sending a waiver: the text, the prefilled link and the auto-tag link (`signing.ts`). */
export const signingFieldWords = {
  chooseWaiver: 'Choose a waiver.',
  notWaiverOfAccount: 'That is not a waiver of this account.',
  enterPhone: "Enter the customer's mobile number.",
  phoneTooLong: 'That is longer than any phone number.',
  enterText: 'Enter text here.',
  textTooLong: (max: number) => `That is too long: at most ${max} characters.`,
  dobNotDate: 'Enter the date of birth as a date, e.g. 2012-05-31.',
  dobImpossible: 'That date of birth is not possible.',
  notQuestion: 'That is not a question of this waiver.',
  answerTooLong: (max: number) => `That answer is too long: at most ${max} characters.`,
  guardianOnlyWhenTakingPart: 'Asked only when the guardian also takes part.',
  externalIdTooLong: (max: number) => `At most ${max} characters (letters, digits and _).`,
  externalIdCharacters: 'Only letters, digits and _ (no spaces, dashes or accents).',
  emailTooLong: 'That email address is too long.',
  notEmail: 'Enter an email address such as name@example.com.',
  chooseExpiration: 'Choose how long the link stays valid.',
  expirationWholeMinutes: 'Choose how long the link stays valid, in whole minutes.',
  expirationTooShort: 'A link stays valid at least 5 minutes.',
  expirationTooLong: 'A link stays valid at most 30 days.',
  tooManyParticipants: (max: number) => `A link holds at most ${max} participants.`,
  lockdownWithDob:
    'Locking cannot be used with a date of birth: clear the dates of birth or turn locking off.',
  clearDobOrUnlock: 'Clear this date, or turn off locking the prefilled answers.',
  enterCustomerNumber: 'Enter the customer number.',
  autoTagTooLong: (max: number, length: number) =>
    `An auto-tag holds at most ${max} characters; this one has ${length}.`,
  autoTagSpaces: 'Leave spaces out of the customer number.',
} as const;

/** A US or Canada mobile number as typed (`sms-phone.ts`). */
export const phoneWords = {
  onlyUsCanada: 'Only US and Canada numbers can receive a text from the waiver service.',
  areaStartsWrong: 'Area codes never start with 0 or 1: check the first digits.',
  areaIsServiceCode: (area: string) => `${area} is a service number, not an area code.`,
  premiumArea: '900 numbers are premium-rate lines and cannot receive texts.',
  /** `onlyUsCanada` follows. */
  areaAbroad: (area: string, country: string, onlyUsCanada: string) =>
    `Area code ${area} is in ${country}. ${onlyUsCanada}`,
  exchangeStartsWrong: 'The three digits after the area code never start with 0 or 1.',
  exchangeIsServiceCode: (exchange: string) => `The three digits after the area code cannot be ${exchange}.`,
  premiumExchange: '976 numbers are premium-rate lines and cannot receive texts.',
  empty: "Enter the customer's mobile number.",
  letters: 'Enter the number in digits: numbers spelled with letters cannot be texted.',
  notDigits: (example: string) => `Use digits only, written as you like, for example ${example}.`,
  tooShortAfterPlusOne: 'That number is too short: after +1 come the 3-digit area code and 7 digits.',
  tooLongAfterPlusOne: 'That number is too long: after +1 come the 3-digit area code and 7 digits.',
  tooShort: 'That number is too short: a US or Canada number has 10 digits, area code first.',
  tooLong: 'That number is too long: a US or Canada number has 10 digits, with 1 in front if you like.',
  /** `onlyUsCanada` follows. */
  notUsCanada: (onlyUsCanada: string) =>
    `That is not a US or Canada number: those have 10 digits, or 11 starting with 1. ${onlyUsCanada}`,
  /** A note beside a number in the range reserved for fiction (what training and the demo use). */
  fictional: '555-0100 to 555-0199 are reserved for examples: no real phone receives a text there.',
  /** Where +1 area codes outside the US and Canada are; keyed by area code. */
  countries: {
    '242': 'the Bahamas',
    '246': 'Barbados',
    '264': 'Anguilla',
    '268': 'Antigua and Barbuda',
    '284': 'the British Virgin Islands',
    '345': 'the Cayman Islands',
    '441': 'Bermuda',
    '473': 'Grenada',
    '649': 'the Turks and Caicos Islands',
    '658': 'Jamaica',
    '664': 'Montserrat',
    '721': 'Sint Maarten',
    '758': 'Saint Lucia',
    '767': 'Dominica',
    '784': 'Saint Vincent and the Grenadines',
    '809': 'the Dominican Republic',
    '829': 'the Dominican Republic',
    '849': 'the Dominican Republic',
    '868': 'Trinidad and Tobago',
    '869': 'Saint Kitts and Nevis',
    '876': 'Jamaica',
  } as Readonly<Record<string, string>>,
} as const;

/** Manage: templates, group reservations, published keys, dynamic templates, webhooks (`manage.ts`). */
export const manageFieldWords = {
  chooseTemplate: 'Choose a waiver template.',
  enterEventStart: 'Enter the date and the time the event starts.',
  noSuchDate: 'That date does not exist; check the day and the month.',
  unknownZone: (zone: string) => `The desk's time zone (${zone}) is not one this computer knows.`,
  skippedTime: (zone: string) =>
    `The clocks skip that time in ${zone} (daylight saving); choose a time an hour later.`,
  /** What to enter, as it reads inside a sentence ("the first name"). */
  enter: (what: string) => `Enter ${what}.`,
  longerThan: (max: number) => `That is longer than ${max} characters.`,
  enterEmail: 'Enter the email address.',
  emailTooLong: 'That is longer than any email address.',
  notEmail: 'Enter an email address such as name@example.com.',
  /** What a required field holds, as `enter` puts it in a sentence. */
  fields: {
    firstName: 'the first name',
    lastName: 'the last name',
    reservationName: 'the name the reservation is under',
    leaderFirstName: "the leader's first name",
    leaderLastName: "the leader's last name",
  },
  chooseMailer: 'Choose who sends the invitation.',
  tooManyGroupParticipants: (max: number) => `Add at most ${max} people here; the leader can add more.`,
  enterLabel: 'Enter a label, such as "Website".',
  labelTooLong: 'Keep the label under 100 characters.',
  json: {
    empty: 'Enter the settings as JSON, starting with { and ending with }.',
    where: (line: number, column: number) => ` at line ${line}, column ${column}`,
    singleQuotes: 'JSON needs double quotes (") around names and text, not single quotes',
    trailingComma: 'remove the comma before a closing } or ]',
    /** The slips, joined. */
    advice: (slips: readonly string[]) => ` Check: ${slips.join('; ')}.`,
    /** `where` and `advice` as above (or empty); `reason` is the parser's own. */
    invalid: (where: string, reason: string, advice: string) =>
      `This is not valid JSON${where} (${reason}).${advice}`,
    notObject: 'Enter a JSON object: it starts with { and ends with }.',
  },
  enterMinutes: 'Enter how many minutes the link lasts.',
  wholeMinutes: 'Enter whole minutes.',
  minutesTooFew: (min: number) => `The link must last at least ${min} minutes.`,
  minutesTooMany: 'The link can last at most 30 days (43200 minutes).',
  transaction: {
    empty: 'Paste the transaction id, or the whole link the signer landed on.',
    unreadableLink: 'That link cannot be read; paste it again in full.',
    noId: 'That link carries no transaction id.',
    placeholder:
      'That is the success link as set up, with its placeholder; paste the link the signer landed on.',
    badCharactersInLink: 'The transaction id in that link has characters an id never has.',
    badCharacters: 'A transaction id has only letters, digits, - and _.',
  },
  webhook: {
    empty: 'Enter the address the service should notify.',
    notAddress: 'Enter a web address such as https://example.com/waiver-hook.',
    notHttps: 'The address must start with https://.',
    private:
      'The service must reach this address over the internet; an address on this computer or its local network cannot be reached.',
    noDomain: 'Enter the full address, with its domain (such as example.com).',
    hasHash: 'Leave the # part out of the address.',
    chooseValidation: 'Choose when the notification is sent.',
  },
} as const;

/** Where this desk looks for updates, and what a manager chose (`updates.ts`). */
export const updateFieldWords = {
  notUpdateAddress:
    'Enter the address of the update folder, such as https://updates.example.com/waiver-desk.',
  updateNotHttps: 'Use an https:// address; plain http only for this computer.',
  notVersion: 'Enter a version such as 1.4.2.',
  chooseChannel: 'Choose which releases this desk takes.',
  deferDays: 'Put it off by 1 to 30 days.',
} as const;

/** A check a schema gave no message of its own (`form-words.ts`): by zod's issue. */
export const formIssueText = {
  fillIn: 'Fill in this field.',
  type: {
    string: 'Enter text here.',
    number: 'Enter a number.',
    boolean: 'Choose yes or no.',
    array: 'Enter a list here.',
    object: 'Fill in this part of the form.',
    other: 'That is not the kind of value this field takes.',
  },
  atLeastCharacters: (count: number | bigint) =>
    `Enter at least ${counted(count, 'character', 'characters')}.`,
  atLeastEntries: (count: number | bigint) => `Add at least ${counted(count, 'entry', 'entries')}.`,
  orMore: (count: number | bigint | string) => `Enter ${count} or more.`,
  moreThan: (count: number | bigint | string) => `Enter more than ${count}.`,
  atMostCharacters: (count: number | bigint) =>
    `That is too long: at most ${counted(count, 'character', 'characters')}.`,
  atMostEntries: (count: number | bigint) =>
    `That is too many: at most ${counted(count, 'entry', 'entries')}.`,
  orLess: (count: number | bigint | string) => `Enter ${count} or less.`,
  lessThan: (count: number | bigint | string) => `Enter less than ${count}.`,
  /** The field names as shown, each already quoted. */
  noField: (field: string) => `This form has no field ${field}.`,
  noFields: (fields: string, more: boolean) => `This form has no fields ${fields}${more ? '…' : ''}.`,
  quoted: (key: string) => `“${key}”`,
  chooseOption: 'Choose one of the options offered.',
  notWritten: 'That is not written the way this field needs.',
  notOneOf: 'That is not one of the values this field takes.',
  notName: 'That is not a name this list takes.',
  badEntry: 'One of the entries cannot be used.',
  multipleOf: (divisor: number | bigint) => `Enter a multiple of ${divisor}.`,
  other: 'That cannot be used here; check what was entered.',
} as const;
