/**
 * The people behind the waivers. A household (one or two adults, maybe children,
 * one address and email) is created at its first signing and kept, so that a
 * returning customer signs again with the same names, dates of birth, email and
 * customer number.
 */
import { addDays, type CalendarDate, formatDate } from './iso.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, MIDDLE_NAMES } from './names.ts';
import {
  ADDRESS_LINE_TWO,
  CITIES,
  type City,
  EMAIL_DOMAINS,
  INSURANCE_CARRIERS,
  STREET_NAMES,
} from './places.ts';
import type { Random } from './random.ts';
import type { TemplatePlan, WaiverKind } from './templates.ts';

export interface Person {
  firstName: string;
  middleName: string;
  lastName: string;
  /** 'Female', 'Male' or '' when not given. */
  gender: string;
  phone: string;
  birth: CalendarDate;
  /** 'YYYY-MM-DD' */
  dob: string;
}

export interface Address {
  lineOne: string;
  lineTwo: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface Household {
  adults: Person[];
  children: Person[];
  email: string;
  marketingAllowed: boolean;
  address: Address;
  emergencyContact: { name: string; phone: string };
  insurance: { carrier: string; policyNumber: string } | null;
  driversLicense: { number: string; state: string } | null;
  /** Customer number carried by the auto-tag link, or ''. */
  autoTag: string;
  /** The template this household usually signs. */
  favoritePlan: TemplatePlan;
}

const CITY_WEIGHTS: readonly (readonly [City, number])[] = CITIES.map((entry, index) => [
  entry,
  index < 3 ? 12 : 1,
]);

// Letters that do not decompose into a base letter plus a combining mark.
const ASCII_FALLBACK: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  ß: 'ss',
  đ: 'd',
  œ: 'oe',
};
const slugCache = new Map<string, string>();

/** Lowercase ASCII letters of a name, for email local parts ("Siobhán O'Brien" → siobhan, obrien). */
function asciiSlug(name: string): string {
  let slug = slugCache.get(name);
  if (slug === undefined) {
    slug = '';
    for (const char of name.normalize('NFD').toLowerCase()) {
      if (char >= 'a' && char <= 'z') slug += char;
      else slug += ASCII_FALLBACK[char] ?? '';
    }
    slugCache.set(name, slug);
  }
  return slug;
}

const GENDERS: readonly (readonly [string, number])[] = [
  ['Female', 48],
  ['Male', 48],
  ['', 4],
];

const SINGLE_LAST_NAMES = LAST_NAMES.filter((name) => !name.includes('-') && !name.includes(' '));

function phoneIn(rng: Random, areaCode: string): string {
  // 555-0100 to 555-0199 are reserved for fiction.
  return rng.fill(`${areaCode}-555-01##`);
}

function birthForAge(rng: Random, age: number, on: CalendarDate): CalendarDate {
  // Between `age` years and `age + 1` years minus a day before `on`.
  const yearsBack = addDays({ year: on.year - age - 1, month: on.month, day: on.day }, 1);
  return addDays(yearsBack, rng.int(0, 364));
}

export function createPerson(
  rng: Random,
  options: { lastName: string; age: number; on: CalendarDate; areaCode: string; gender?: string },
): Person {
  const gender = options.gender ?? rng.weighted(GENDERS);
  const firstNames =
    gender === 'Male' || (gender === '' && rng.chance(0.5)) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
  const middleRoll = rng.next();
  const middle = rng.pick(MIDDLE_NAMES);
  const middleName = middleRoll < 0.18 ? middle : middleRoll < 0.3 ? `${middle.charAt(0)}.` : '';
  const birth = birthForAge(rng, options.age, options.on);
  return {
    firstName: rng.pick(firstNames),
    middleName,
    lastName: options.lastName,
    gender,
    phone: options.age >= 13 ? phoneIn(rng, options.areaCode) : '',
    birth,
    dob: formatDate(birth),
  };
}

const ADULT_AGE_BRACKETS: readonly (readonly [readonly [number, number], number])[] = [
  [[18, 24], 22],
  [[25, 34], 30],
  [[35, 49], 28],
  [[50, 64], 14],
  [[65, 82], 6],
];

function adultAge(rng: Random, parent: boolean): number {
  if (parent) return rng.int(26, 52);
  const [min, max] = rng.weighted(ADULT_AGE_BRACKETS);
  return rng.int(min, max);
}

/** A plausible address for the person that no other household uses yet. */
function emailFor(rng: Random, person: Person, isTaken: (email: string) => boolean): string {
  const first = asciiSlug(person.firstName) || 'guest';
  const last = asciiSlug(person.lastName) || 'visitor';
  const domain = rng.weighted(EMAIL_DOMAINS);
  const local = rng.weighted<string>([
    [`${first}.${last}`, 30],
    [`${first}${last}`, 25],
    [`${first.charAt(0)}${last}`, 20],
    [`${first}_${last}${person.birth.year % 100}`, 15],
    [`${last}.${first}`, 10],
  ]);
  let email = `${local}@${domain}`;
  while (isTaken(email)) email = `${local}${rng.int(1, 9999)}@${domain}`;
  return email;
}

function addressIn(rng: Random, home: City): Address {
  const zip =
    home.country === 'US' ? rng.fill(`${home.postalPrefix}##`) : rng.fill(`${home.postalPrefix} #@#`);
  return {
    lineOne: `${rng.int(1, 9899)} ${rng.pick(STREET_NAMES)}`,
    lineTwo: rng.chance(0.18) ? rng.pick(ADDRESS_LINE_TWO) : '',
    city: home.city,
    state: home.state,
    zip,
    country: home.country,
  };
}

/** A two-part name for a second family line ("Smith-Jones" style) on some children. */
function childLastName(rng: Random, parentLast: string): string {
  if (parentLast.includes('-') || parentLast.includes(' ') || !rng.chance(0.08)) return parentLast;
  return `${parentLast}-${rng.pick(SINGLE_LAST_NAMES)}`;
}

export interface HouseholdOptions {
  kind: WaiverKind;
  plan: TemplatePlan;
  /** Local date of the first signing. */
  on: CalendarDate;
  /** Next customer number, or '' for a signer who did not come through an auto-tag link. */
  autoTag: string;
  /** Whether another household already signs with that email. */
  isEmailTaken: (email: string) => boolean;
}

export function createHousehold(rng: Random, options: HouseholdOptions): Household {
  const home = rng.weighted(CITY_WEIGHTS);
  const lastName = rng.pick(LAST_NAMES);
  const withChildren = options.kind !== 'adults' || rng.chance(0.2);
  const first = createPerson(rng, {
    lastName,
    age: adultAge(rng, withChildren),
    on: options.on,
    areaCode: home.areaCode,
  });
  const adults = [first];
  if (rng.chance(withChildren ? 0.55 : 0.35)) {
    const partnerGender = first.gender === 'Female' ? 'Male' : first.gender === 'Male' ? 'Female' : '';
    adults.push(
      createPerson(rng, {
        lastName: rng.chance(0.75) ? lastName : rng.pick(LAST_NAMES),
        age: adultAge(rng, withChildren),
        on: options.on,
        areaCode: home.areaCode,
        gender: rng.chance(0.9) ? partnerGender : first.gender,
      }),
    );
  }
  const children: Person[] = [];
  if (withChildren) {
    const count = rng.weighted<number>([
      [1, 40],
      [2, 35],
      [3, 18],
      [4, 7],
    ]);
    for (let i = 0; i < count; i++) {
      children.push(
        createPerson(rng, {
          lastName: childLastName(rng, lastName),
          age: rng.int(3, 17),
          on: options.on,
          areaCode: home.areaCode,
        }),
      );
    }
  }
  const carrier = rng.pick(INSURANCE_CARRIERS);
  return {
    adults,
    children,
    email: rng.chance(0.93) ? emailFor(rng, first, options.isEmailTaken) : '',
    marketingAllowed: rng.chance(0.38),
    address: addressIn(rng, home),
    emergencyContact: {
      name: `${rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${rng.chance(0.6) ? lastName : rng.pick(LAST_NAMES)}`,
      phone: phoneIn(rng, home.areaCode),
    },
    insurance: rng.chance(0.8)
      ? { carrier: carrier.name, policyNumber: rng.fill(`${carrier.policyPrefix}#########`) }
      : null,
    driversLicense: rng.chance(0.9) ? { number: rng.fill('@#######'), state: home.state } : null,
    autoTag: options.autoTag,
    favoritePlan: options.plan,
  };
}

/** A companion who signs once with a group and is not kept. */
export function createCompanion(rng: Random, on: CalendarDate): Person {
  const home = rng.weighted(CITY_WEIGHTS);
  return createPerson(rng, {
    lastName: rng.pick(LAST_NAMES),
    age: adultAge(rng, false),
    on,
    areaCode: home.areaCode,
  });
}
