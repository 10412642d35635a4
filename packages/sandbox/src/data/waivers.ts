/**
 * One signed waiver from a household, a template and a moment: who is on it (adults,
 * adults with their children, or children signed for by a guardian), their answers to
 * the template's custom questions, the flags those answers raise, and the standard
 * questions the template collects.
 */
import {
  AGE_VERIFICATION_DOB,
  type CustomFieldValue,
  type Flag,
  type Guardian,
  type Participant,
  type SignedWaiver,
} from '../../../../shared/domain/waiver.ts';
import { addDays, ageOn, type CalendarDate, formatDate, formatInstant } from './iso.ts';
import { RELATIONSHIPS_BY_GENDER } from './names.ts';
import { createCompanion, type Household, type Person } from './people.ts';
import { PARTICIPANT_TAGS, WAIVER_TAGS } from './places.ts';
import type { Random } from './random.ts';
import type { FieldAnswers, FieldSpec, TemplatePlan, WaiverKind } from './templates.ts';

const AGE_OF_MAJORITY = 18;
const MAX_PARTICIPANTS = 6;

export interface SigningInput {
  waiverId: string;
  plan: TemplatePlan;
  kind: WaiverKind;
  household: Household;
  createdMs: number;
  /** Local date of `createdMs` in the business's zone. */
  signedOn: CalendarDate;
  /** Local date of the generation's "now": a minor who has come of age since is `minorExpired`. */
  today: CalendarDate;
  expirationDate: string;
  expired: boolean;
  /** The business's public address, which kiosk signings come from. */
  kioskIP: string;
}

const ADULT_GROUP_SIZES: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 25],
  [3, 12],
  [4, 9],
  [5, 5],
  [6, 4],
];

function answerValue(rng: Random, answers: FieldAnswers, signedOn: CalendarDate, isMinor: boolean): string {
  switch (answers.kind) {
    case 'none':
      return '';
    case 'choice':
      return rng.weighted(answers.options);
    case 'multi':
      return rng.sample(answers.options, rng.int(1, answers.max)).join(', ');
    case 'pattern':
      return rng.chance(answers.blank) ? '' : rng.fill(answers.pattern);
    case 'text':
      return rng.weighted(answers.samples);
    case 'date':
      return formatDate(addDays(signedOn, rng.int(answers.fromDays, answers.toDays)));
    case 'number': {
      const [min, max] = isMinor ? answers.minor : answers.adult;
      return String(rng.int(min, max));
    }
  }
}

/**
 * One frozen {value, displayText} per field and answer, shared by every waiver that
 * gives that answer: most answers repeat, and a large dataset would otherwise hold
 * hundreds of thousands of identical little objects.
 */
const sharedAnswers = new Map<string, Map<string, CustomFieldValue>>();

function answerOf(spec: FieldSpec<string>, value: string): CustomFieldValue {
  let answers = sharedAnswers.get(spec.guid);
  if (!answers) {
    answers = new Map();
    sharedAnswers.set(spec.guid, answers);
  }
  let answer = answers.get(value);
  if (!answer) {
    answer = Object.freeze({ value, displayText: spec.label });
    answers.set(value, answer);
  }
  return answer;
}

/** Answers to `specs` keyed by GUID, appending a flag for every flagged answer. */
function answerFields(
  rng: Random,
  specs: readonly FieldSpec<string>[],
  signedOn: CalendarDate,
  isMinor: boolean,
  flags: Flag[],
): Record<string, CustomFieldValue> {
  const values: Record<string, CustomFieldValue> = {};
  for (const spec of specs) {
    const value = answerValue(rng, spec.answers, signedOn, isMinor);
    // Free-text patterns are nearly all distinct: sharing them would only grow the cache.
    values[spec.guid] =
      spec.answers.kind === 'pattern' && value ? { value, displayText: spec.label } : answerOf(spec, value);
    if (spec.answers.kind === 'choice' && spec.answers.flag?.answer === value) {
      flags.push({ displayText: spec.label, reason: spec.answers.flag.reason });
    }
  }
  return values;
}

function relationshipOf(rng: Random, person: Person): string {
  return rng.weighted(RELATIONSHIPS_BY_GENDER[person.gender] ?? RELATIONSHIPS_BY_GENDER['']!);
}

interface Roster {
  adults: Person[];
  minors: Person[];
  guardian: Person | null;
}

/** Who is on the waiver; falls back to adults when the household has no minor left. */
function rosterFor(rng: Random, input: SigningInput): Roster {
  const { household, signedOn, plan } = input;
  const minors = plan.ageVerification
    ? []
    : household.children.filter((child) => ageOn(child.birth, signedOn) < AGE_OF_MAJORITY);
  const kind = minors.length === 0 ? 'adults' : input.kind;
  const [primary, partner] = household.adults as [Person, Person | undefined];
  if (kind === 'adults') {
    const size = rng.weighted(ADULT_GROUP_SIZES);
    const adults = [primary];
    if (partner && size > 1) adults.push(partner);
    while (adults.length < size) adults.push(createCompanion(rng, signedOn));
    return { adults, minors: [], guardian: null };
  }
  const takenMinors = rng.chance(0.8) ? minors : rng.sample(minors, rng.int(1, minors.length));
  if (kind === 'guardian-only') {
    const guardian = partner && rng.chance(0.35) ? partner : primary;
    return { adults: [], minors: takenMinors.slice(0, MAX_PARTICIPANTS), guardian };
  }
  const adults = partner && rng.chance(0.4) ? [primary, partner] : [primary];
  return { adults, minors: takenMinors.slice(0, MAX_PARTICIPANTS - adults.length), guardian: null };
}

function participantOf(rng: Random, person: Person, input: SigningInput, relationship: string): Participant {
  const { plan, signedOn, today } = input;
  const isMinor = !plan.ageVerification && ageOn(person.birth, signedOn) < AGE_OF_MAJORITY;
  const flags: Flag[] = [];
  const customParticipantFields = answerFields(rng, plan.participantFields, signedOn, isMinor, flags);
  return {
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    dob: plan.ageVerification ? AGE_VERIFICATION_DOB : person.dob,
    isMinor,
    minorExpired: isMinor && ageOn(person.birth, today) >= AGE_OF_MAJORITY,
    gender: person.gender,
    phone: person.phone,
    relationship,
    tags: rng.chance(0.05) ? [rng.pick(PARTICIPANT_TAGS)] : [],
    customParticipantFields,
    flags,
  };
}

function webClientIP(rng: Random): string {
  // Documentation ranges only (RFC 5737 and RFC 3849): realistic shape, nobody's address.
  if (rng.chance(0.12))
    return `2001:db8:${rng.int(0, 0xffff).toString(16)}::${rng.int(1, 0xffff).toString(16)}`;
  return `${rng.pick(['192.0.2', '198.51.100', '203.0.113'])}.${rng.int(1, 254)}`;
}

/** Every distinct flag of the waiver: its own questions first, then the participants'. */
export function rollUpFlags(waiverFlags: Flag[], participants: Participant[]): Flag[] {
  const seen = new Set(waiverFlags.map((flag) => flag.displayText));
  for (const participant of participants) {
    for (const flag of participant.flags) {
      if (!seen.has(flag.displayText)) {
        seen.add(flag.displayText);
        waiverFlags.push(flag);
      }
    }
  }
  return waiverFlags;
}

export function buildWaiver(rng: Random, input: SigningInput): SignedWaiver {
  const { plan, household, signedOn } = input;
  const roster = rosterFor(rng, input);
  const guardsMinors = roster.minors.length > 0;
  const participants: Participant[] = [];
  for (const [index, adult] of roster.adults.entries()) {
    const isHouseholdAdult = household.adults.includes(adult);
    const relationship = guardsMinors && isHouseholdAdult && index < 2 ? relationshipOf(rng, adult) : '';
    participants.push(participantOf(rng, adult, input, relationship));
  }
  for (const minor of roster.minors) participants.push(participantOf(rng, minor, input, ''));
  const first = participants[0]!;
  const guardianPerson = roster.guardian;
  const guardian: Guardian | null = guardianPerson
    ? {
        firstName: guardianPerson.firstName,
        middleName: guardianPerson.middleName,
        lastName: guardianPerson.lastName,
        phone: guardianPerson.phone,
        dob: guardianPerson.dob,
        relationship: relationshipOf(rng, guardianPerson),
      }
    : null;
  const waiverFlags: Flag[] = [];
  const customWaiverFields = answerFields(rng, plan.waiverFields, signedOn, false, waiverFlags);
  const kiosk = rng.chance(plan.kioskRate);
  const asksAddress = rng.chance(plan.asks.address);
  const emergency = rng.chance(plan.asks.emergencyContact) ? household.emergencyContact : null;
  const insurance = rng.chance(plan.asks.insurance) ? household.insurance : null;
  const license = rng.chance(plan.asks.driversLicense) ? household.driversLicense : null;
  const address = household.address;
  return {
    waiverId: input.waiverId,
    templateId: plan.templateId,
    title: plan.title,
    createdOn: formatInstant(input.createdMs),
    expirationDate: input.expirationDate,
    expired: input.expired,
    verified: rng.chance(0.92),
    kiosk,
    firstName: first.firstName,
    middleName: first.middleName,
    lastName: first.lastName,
    dob: first.dob,
    isMinor: first.isMinor,
    autoTag: household.autoTag,
    clientIP: kiosk ? input.kioskIP : webClientIP(rng),
    email: household.email,
    marketingAllowed: household.marketingAllowed,
    addressLineOne: asksAddress ? address.lineOne : '',
    addressLineTwo: asksAddress ? address.lineTwo : '',
    addressCity: asksAddress ? address.city : '',
    addressState: asksAddress ? address.state : '',
    addressZip: asksAddress ? address.zip : '',
    addressCountry: asksAddress ? address.country : '',
    emergencyContactName: emergency?.name ?? '',
    emergencyContactPhone: emergency?.phone ?? '',
    insuranceCarrier: insurance?.carrier ?? '',
    insurancePolicyNumber: insurance?.policyNumber ?? '',
    driversLicenseNumber: license?.number ?? '',
    driversLicenseState: license?.state ?? '',
    tags: rng.chance(0.25) ? rng.sample(WAIVER_TAGS, rng.int(1, 2)) : [],
    flags: rollUpFlags(waiverFlags, participants),
    photos: (rng.chance(plan.photos.id) ? 1 : 0) + (rng.chance(plan.photos.participant) ? 1 : 0),
    participants,
    pdf: '',
    guardian,
    customWaiverFields,
  };
}
