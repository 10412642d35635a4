/**
 * Arbitrary records in every shape the notes allow the waiver service to send
 * (dates without a zone or with any offset, empty strings, booleans as text or
 * 0/1, `flags` as one object, a guardian without relationship or date of birth,
 * fields left out, unknown extra fields, a check-in without `dateSigned`), and
 * the same records as the main process's tolerant readers make of them: the two
 * kinds of answer a screen may be handed.
 */
import fc from 'fast-check';
import { checkinsPageSchema, signedWaiverListSchema } from '../../../electron/records/schemas.ts';
import type { PersonVerdict, VerdictPoint, WaiverVerdict } from '../../../shared/desk/verdict.ts';
import type { CheckIn, SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';

/** An instant written as the service or the desk might: ISO with Z or an offset, zone-less, a bare date. */
const writtenInstant: fc.Arbitrary<string> = fc
  .tuple(
    fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('z', 'utc-offset', 'offset', 'compact-offset', 'zoneless', 'zoneless-t', 'date'),
  )
  .map(([at, form]) => {
    const iso = at.toISOString();
    const wall = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    switch (form) {
      case 'z':
        return iso;
      case 'utc-offset':
        return `${iso.slice(0, 19)}+00:00`;
      case 'offset': {
        const local = new Date(at.getTime() - 5 * 3_600_000).toISOString();
        return `${local.slice(0, 19)}-05:00`;
      }
      case 'compact-offset': {
        const local = new Date(at.getTime() + 330 * 60_000).toISOString();
        return `${local.slice(0, 19)}+0530`;
      }
      case 'zoneless':
        return wall;
      case 'zoneless-t':
        return wall.replace(' ', 'T');
      default:
        return iso.slice(0, 10);
    }
  });

/** What a date field may hold: a date in any form, nothing, or something that is no date. */
export const dateLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: writtenInstant },
  fc.constantFrom('', '   ', 'not a date', '0000-00-00 00:00:00', '2031-02-30', '1800-01-01', 'null'),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(null, 0, 1_700_000_000_000),
);

export const boolLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constantFrom('true', 'false', 'TRUE', '1', '0', '', 'yes', 0, 1, 2, null),
);

export const textLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
  fc.constantFrom('', ' ', 'Ann', 'Ødegård-Smith', '<b>Lee</b>', '📞 +1 503 555 0100'),
  fc.integer(),
  fc.constantFrom(null, true),
);

const idLike: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{6,14}$/) },
  fc.constantFrom('', 'W-1', 7, null),
);

const numberLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.constantFrom('0', '3', '-1', '', 'two', null, 1.5, Number.NaN),
);

/** Fields the notes say appear beside the known ones, and any others. */
const extras: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom('prefillId', 'typedSignatures', 'someNewField', 'x_extra'),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** A record with any of its fields left out, and unknown ones added. */
function looseRecord<T extends Record<string, fc.Arbitrary<unknown>>>(
  fields: T,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), extras)
    .map(([record, extra]) => ({ ...extra, ...record }));
}

/** One thing where a list belongs, or the list, or nothing. */
function listLike(item: fc.Arbitrary<unknown>, maxLength = 3): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(item, { maxLength }) },
    item,
    fc.constantFrom(undefined, null, {}, 'none'),
  );
}

export const rawCheckin = looseRecord({
  checkinId: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('881', '', null)),
  date: dateLike,
  waiverId: idLike,
  position: numberLike,
  firstName: textLike,
  lastName: textLike,
  isMinor: boolLike,
  dateSigned: dateLike,
  templateId: numberLike,
});

const rawFlag = looseRecord({ displayText: textLike, reason: textLike });

const rawAnswers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant([]),
  fc.dictionary(
    fc.stringMatching(/^[a-z0-9]{1,8}$/),
    fc.oneof(looseRecord({ value: textLike, displayText: textLike }), textLike),
    { maxKeys: 3 },
  ),
  fc.constantFrom(undefined, null),
);

const rawParticipant = looseRecord({
  firstName: textLike,
  middleName: textLike,
  lastName: textLike,
  dob: dateLike,
  isMinor: boolLike,
  minorExpired: boolLike,
  gender: textLike,
  phone: textLike,
  relationship: textLike,
  tags: listLike(textLike),
  customParticipantFields: rawAnswers,
  flags: listLike(rawFlag),
});

const rawGuardian: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  looseRecord({
    firstName: textLike,
    middleName: textLike,
    lastName: textLike,
    phone: textLike,
    dob: dateLike,
    relationship: textLike,
  }),
);

export const rawWaiver = looseRecord({
  waiverId: idLike,
  templateId: idLike,
  title: textLike,
  createdOn: dateLike,
  expirationDate: dateLike,
  expired: boolLike,
  verified: boolLike,
  kiosk: boolLike,
  firstName: textLike,
  middleName: textLike,
  lastName: textLike,
  dob: dateLike,
  isMinor: boolLike,
  autoTag: textLike,
  clientIP: textLike,
  email: textLike,
  marketingAllowed: boolLike,
  addressLineOne: textLike,
  addressCity: textLike,
  addressZip: textLike,
  emergencyContactName: textLike,
  emergencyContactPhone: textLike,
  insuranceCarrier: textLike,
  driversLicenseNumber: textLike,
  tags: listLike(textLike),
  flags: listLike(rawFlag),
  photos: numberLike,
  participants: listLike(rawParticipant, 4),
  pdf: fc.constantFrom('', undefined),
  guardian: rawGuardian,
  customWaiverFields: rawAnswers,
});

/** The check-ins the main process's tolerant reader makes of raw ones (those it can identify). */
export function readCheckins(raws: unknown[]): CheckIn[] {
  const page = checkinsPageSchema.safeParse({ fromDts: '', toDts: '', moreCheckins: false, checkins: raws });
  return page.success ? page.data.checkins : [];
}

/** The waiver the main process's tolerant reader makes of a raw one; null when it cannot identify it. */
export function readWaiver(raw: unknown): SignedWaiver | null {
  const list = signedWaiverListSchema.safeParse([raw]);
  return list.success ? (list.data[0] ?? null) : null;
}

const tone = fc.constantFrom('ok' as const, 'attention' as const, 'stop' as const);

/** One point of a person's verdict as main gives it, with any text in it. */
const typedPoint: fc.Arbitrary<VerdictPoint> = fc.oneof(
  fc.record({
    kind: fc.constant('expired' as const),
    on: fc.oneof(fc.constant(''), fc.string({ maxLength: 12 })),
    tone,
  }),
  fc.record({
    kind: fc.constant('deskTag' as const),
    tag: fc.string({ minLength: 1, maxLength: 12 }),
    meaning: fc.constantFrom('ban', 'medical', 'vip', 'marked'),
    ofWaiver: fc.boolean(),
    tone,
  }),
  fc.record({
    kind: fc.constant('flagged' as const),
    question: fc.string({ maxLength: 24 }),
    reason: fc.string({ maxLength: 24 }),
    ofWaiver: fc.boolean(),
    tone,
  }),
  fc.record({ kind: fc.constantFrom('minorNowAdult' as const, 'minorWithoutGuardian' as const), tone }),
  fc.record({
    kind: fc.constant('minor' as const),
    guardian: fc.string({ maxLength: 16 }),
    relationship: fc.string({ maxLength: 12 }),
    tone,
  }),
  fc.record({ kind: fc.constantFrom('notVerified' as const, 'notOnWaiver' as const), tone }),
);

/** A person's verdict as main gives it (typed), with any text in its points. */
export const typedPersonVerdict: fc.Arbitrary<PersonVerdict> = fc.record({
  tone,
  points: fc.array(typedPoint, { maxLength: 4 }),
});

/** The desk's verdict on a waiver's people as main gives it (typed). */
export const typedVerdict: fc.Arbitrary<WaiverVerdict> = fc.record({
  tone,
  valid: fc.boolean(),
  people: fc.array(typedPersonVerdict, { maxLength: 4 }),
  guardian: fc.option(typedPersonVerdict),
});

/** A found waiver as the desk's copy answers it (typed), with any text in its fields. */
const typedMatch: fc.Arbitrary<WaiverMatch> = fc.record({
  waiverId: fc.stringMatching(/^[A-Za-z0-9]{6,14}$/),
  match: fc.constantFrom('autoTag', 'email', 'phone', 'fullName', 'prefix', 'typo', 'signedSince'),
  name: fc.string({ maxLength: 24 }),
  position: fc.integer({ min: -1, max: 5 }),
  others: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
  otherCount: fc.integer({ min: 0, max: 9 }),
  templateId: fc.string({ maxLength: 8 }),
  title: fc.string({ maxLength: 24 }),
  createdOn: fc.oneof(writtenInstant, fc.constantFrom('', 'not a date')),
  autoTag: fc.string({ maxLength: 10 }),
  isMinor: fc.boolean(),
  minorExpired: fc.boolean(),
  hasMinor: fc.boolean(),
  expired: fc.boolean(),
  verified: fc.boolean(),
  verdict: typedVerdict,
});

/** A found waiver as a copy written by another version, or a service answer, might hold it. */
const rawMatch = looseRecord({
  waiverId: idLike,
  match: fc.constantFrom('prefix', 'fullName', 'somethingNew', '', 3),
  name: textLike,
  position: numberLike,
  others: listLike(textLike),
  otherCount: numberLike,
  templateId: idLike,
  title: textLike,
  createdOn: dateLike,
  autoTag: textLike,
  isMinor: boolLike,
  minorExpired: boolLike,
  hasMinor: boolLike,
  expired: boolLike,
  verified: boolLike,
});

export const anyMatch: fc.Arbitrary<unknown> = fc.oneof(typedMatch, rawMatch);

/** A person's verdict as another version's copy or a damaged answer might hold one. */
const rawPersonVerdict = looseRecord({
  tone: fc.constantFrom('ok', 'attention', 'stop', 'unknown', '', 2),
  points: listLike(
    fc.oneof(
      looseRecord({
        kind: fc.constantFrom('flagged', 'deskTag', 'expired', 'minor', 'somethingNew', ''),
        question: textLike,
        reason: textLike,
        tag: textLike,
        meaning: fc.constantFrom('ban', 'vip', 'other', ''),
        ofWaiver: boolLike,
        guardian: textLike,
        on: dateLike,
        tone: fc.constantFrom('ok', 'attention', 'stop', 'unknown', ''),
      }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  ),
});

/** A verdict as main gives it, or as another version's copy or a damaged answer might hold one. */
export const anyVerdict: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: typedVerdict },
  looseRecord({
    tone: fc.constantFrom('ok', 'attention', 'stop', 'unknown', '', 2),
    valid: boolLike,
    people: listLike(fc.oneof(rawPersonVerdict, fc.jsonValue({ maxDepth: 1 }))),
    guardian: fc.oneof(rawPersonVerdict, fc.constantFrom(null, 'x')),
  }),
  fc.constantFrom(null, 'valid', 3, []),
);

/** A check-in recorded at a desk (an admission) as this version, another desk's version or a damaged copy holds it. */
export const rawAdmission = looseRecord({
  admissionId: fc.oneof(fc.uuid(), fc.constantFrom('', 12, null)),
  waiverId: idLike,
  position: numberLike,
  name: textLike,
  dob: dateLike,
  isMinor: boolLike,
  autoTag: textLike,
  title: textLike,
  admittedAt: dateLike,
  day: fc.oneof(fc.constantFrom('2031-05-06', '', 'someday'), textLike),
  deskId: fc.constantFrom('desk-here', 'desk-other', '', 5),
  deskName: textLike,
  tone: fc.constantFrom('ok', 'attention', 'stop', 'unknown', ''),
  verdict: fc.oneof(typedPersonVerdict, rawPersonVerdict, fc.constantFrom(null, 'ok')),
});
