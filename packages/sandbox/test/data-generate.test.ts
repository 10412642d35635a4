import { describe, expect, it } from 'vitest';
import {
  AGE_VERIFICATION_DOB,
  type CustomFieldDefinition,
  type CustomFieldValue,
  type SignedWaiver,
  WAIVER_LIMITS,
} from '../../../shared/domain/waiver.ts';
import { InvalidTimeZoneError } from '../src/data/calendar.ts';
import type { SandboxDataset } from '../src/data/dataset.ts';
import { generateDataset, generateSigning, InvalidGenerateOptionsError } from '../src/data/generate.ts';
import { TEMPLATE_PLANS, UnknownTemplateError } from '../src/data/templates.ts';

const NOW = Date.parse('2026-11-21T15:04:05Z');
const ZONE = 'America/Toronto';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const options = { seed: 7, waivers: 2500, now: NOW, timeZone: ZONE };
const dataset = generateDataset(options);
const waiverById = new Map(dataset.waivers.map((waiver) => [waiver.waiverId, waiver]));
const templateById = new Map(dataset.templates.map((template) => [template.templateId, template]));
/** The integer check-ins carry for each template (2.2 types a check-in's templateId as an integer). */
const checkinNumberOf = new Map(TEMPLATE_PLANS.map((plan) => [plan.templateId, plan.checkinNumber]));
/** The boxes each checkbox question offers, as the templates declare them. */
const checkboxesByGuid = new Map(
  TEMPLATE_PLANS.flatMap((plan) => [...plan.waiverFields, ...plan.participantFields]).flatMap((field) =>
    field.answers.kind === 'multi' ? [[field.guid, field.answers] as const] : [],
  ),
);
const ageVerifiedTemplates = new Set(
  dataset.waivers.filter((waiver) => waiver.dob === AGE_VERIFICATION_DOB).map((waiver) => waiver.templateId),
);

const localFormatters = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD HH' on the local wall clock, computed independently of the generator. */
function localHour(epochMs: number, timeZone: string): string {
  let formatter = localFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
    localFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}`;
}

/** Every local 'YYYY-MM-DD HH' that exists in the zone from `fromDay` to the end of `toDay`. */
function existingLocalHours(fromDay: string, toDay: string, timeZone: string): Set<string> {
  const hours = new Set<string>();
  // Scan a margin around the range in quarter hours; keep what falls inside it.
  for (
    let ms = Date.parse(`${fromDay}T00:00:00Z`) - DAY;
    ms < Date.parse(`${toDay}T00:00:00Z`) + 2 * DAY;
    ms += HOUR / 4
  ) {
    const hour = localHour(ms, timeZone);
    if (hour.slice(0, 10) >= fromDay && hour.slice(0, 10) <= toDay) hours.add(hour);
  }
  return hours;
}

function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function allNames(data: SandboxDataset): string[] {
  return data.waivers.flatMap((waiver) =>
    waiver.participants.flatMap((participant) => [participant.firstName, participant.lastName]),
  );
}

describe('generateDataset determinism', () => {
  it('yields byte-identical datasets for the same seed, now and options', () => {
    const again = generateDataset(options);
    expect(JSON.stringify(again)).toBe(JSON.stringify(dataset));
  });

  it('yields different data for a different seed', () => {
    const other = generateDataset({ ...options, seed: 8 });
    expect(other.waivers[0]?.waiverId).not.toBe(dataset.waivers[0]?.waiverId);
    expect(JSON.stringify(other.waivers.slice(0, 50))).not.toBe(JSON.stringify(dataset.waivers.slice(0, 50)));
  });

  it('rejects an unknown time zone and impossible counts with typed errors', () => {
    expect(() => generateDataset({ ...options, timeZone: 'Mars/Olympus_Mons' })).toThrow(
      InvalidTimeZoneError,
    );
    const error = (() => {
      try {
        generateDataset({ ...options, waivers: -1 });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidGenerateOptionsError);
    expect((error as InvalidGenerateOptionsError).code).toBe('invalid_generate_options');
  });
});

describe('generated templates', () => {
  it('has five templates with 13-character ids as the SDK samples show, links and one unpublished draft', () => {
    expect(dataset.templates).toHaveLength(5);
    expect(new Set(dataset.templates.map((template) => template.templateId)).size).toBe(5);
    for (const template of dataset.templates) {
      expect(template.templateId).toMatch(/^[0-9a-z]{13}$/);
      // As in the samples, a template's links carry its id.
      expect(template.webUrl).toMatch(new RegExp(`^https://.+/${template.templateId}/web/$`));
      expect(template.kioskUrl).toMatch(new RegExp(`^https://.+/${template.templateId}/kiosk/$`));
      expect(Array.isArray(template.vanityUrls)).toBe(true);
    }
    const drafts = dataset.templates.filter((template) => template.publishedVersion === 0);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.publishedOn).toBe('');
    const firstSigning = dataset.waivers[0]!.createdOn;
    for (const template of dataset.templates.filter((candidate) => candidate.publishedVersion > 0)) {
      expect(template.publishedOn).toMatch(ISO_INSTANT);
      expect(template.publishedOn < firstSigning).toBe(true);
    }
    expect(
      dataset.templates.flatMap((template) =>
        template.webhook ? [template.webhook.emailValidationRequired] : [],
      ),
    ).toEqual(['no', 'both']);
    expect(dataset.templates.some((template) => template.vanityUrls.length > 0)).toBe(true);
  });

  it('defines every field type at both levels, with the documented data types', () => {
    const waiverTypes = {
      richtext: 'none',
      textbox: 'string',
      datebox: 'date',
      file: 'file',
      optionlist: 'enum',
      checkboxes: 'array',
      radiobuttons: 'enum',
    };
    const participantTypes = { ...waiverTypes, numerictextbox: 'number' };
    const waiverFields = dataset.templates.flatMap((template) => template.customFields ?? []);
    const participantFields = dataset.templates.flatMap((template) => template.customParticipantFields ?? []);
    const published = dataset.templates.filter((template) => template.publishedVersion > 0);
    const check = (fields: CustomFieldDefinition<string, string>[], expected: Record<string, string>) => {
      for (const field of fields) expect(field.type).toBe(expected[field.fieldType]);
      expect(new Set(fields.map((field) => field.fieldType))).toEqual(new Set(Object.keys(expected)));
    };
    check(waiverFields, waiverTypes);
    check(participantFields, participantTypes);
    // Signed waivers only use published templates, which alone cover every type too.
    check(
      published.flatMap((template) => template.customFields ?? []),
      waiverTypes,
    );
    check(
      published.flatMap((template) => template.customParticipantFields ?? []),
      participantTypes,
    );
    const guids = [...waiverFields, ...participantFields].map((field) => field.guid);
    expect(new Set(guids).size).toBe(guids.length);
  });
});

describe('generated waivers', () => {
  it('has the requested count, oldest first, within the history up to the end of the local day', () => {
    expect(dataset.waivers).toHaveLength(2500);
    const today = localHour(NOW, ZONE).slice(0, 10);
    const firstDay = localHour(NOW - 119 * DAY, ZONE).slice(0, 10);
    let previous = '';
    for (const waiver of dataset.waivers) {
      expect(waiver.createdOn).toMatch(ISO_INSTANT);
      expect(waiver.createdOn >= previous).toBe(true);
      previous = waiver.createdOn;
    }
    expect(localHour(Date.parse(dataset.waivers[0]!.createdOn), ZONE).slice(0, 10)).toBe(firstDay);
    expect(localHour(Date.parse(previous), ZONE).slice(0, 10) <= today).toBe(true);
    // Some are still to come today: handlers hide them until the clock gets there.
    expect(dataset.waivers.some((waiver) => Date.parse(waiver.createdOn) > NOW)).toBe(true);
  });

  it('gives every waiver a unique 22-character base62 id and no PDF', () => {
    for (const waiver of dataset.waivers) {
      expect(waiver.waiverId).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(waiver.pdf).toBe('');
    }
    expect(waiverById.size).toBe(dataset.waivers.length);
  });

  it('mixes adults alone, adults with minors and guardians signing for minors, 1 to 6 people', () => {
    const adultsOnly = dataset.waivers.filter((waiver) => waiver.participants.every((p) => !p.isMinor));
    const withMinors = dataset.waivers.filter(
      (waiver) => waiver.guardian === null && waiver.participants.some((p) => p.isMinor),
    );
    const guardianOnly = dataset.waivers.filter((waiver) => waiver.guardian !== null);
    expect(adultsOnly.length).toBeGreaterThan(100);
    expect(withMinors.length).toBeGreaterThan(100);
    expect(guardianOnly.length).toBeGreaterThan(100);
    for (const waiver of withMinors) expect(waiver.participants.some((p) => !p.isMinor)).toBe(true);
    for (const waiver of guardianOnly) {
      expect(waiver.participants.every((p) => p.isMinor)).toBe(true);
      expect(waiver.guardian?.relationship).not.toBe('');
      expect(waiver.guardian?.firstName).not.toBe('');
    }
    const sizes = new Set(dataset.waivers.map((waiver) => waiver.participants.length));
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dataset.waivers.some((waiver) => waiver.participants.length === 1 && !waiver.isMinor)).toBe(true);
  });

  it('derives isMinor from the date of birth on the local signing day, and mirrors the first participant', () => {
    let minorExpired = 0;
    for (const waiver of dataset.waivers) {
      const signedOn = localHour(Date.parse(waiver.createdOn), ZONE).slice(0, 10);
      const first = waiver.participants[0]!;
      expect([waiver.firstName, waiver.middleName, waiver.lastName, waiver.dob, waiver.isMinor]).toEqual([
        first.firstName,
        first.middleName,
        first.lastName,
        first.dob,
        first.isMinor,
      ]);
      for (const participant of waiver.participants) {
        expect(participant.dob).toMatch(ISO_DATE);
        if (participant.dob !== AGE_VERIFICATION_DOB) {
          expect(participant.isMinor).toBe(ageOn(participant.dob, signedOn) < 18);
        }
        if (participant.minorExpired) {
          minorExpired++;
          expect(participant.isMinor).toBe(true);
          expect(ageOn(participant.dob, localHour(NOW, ZONE).slice(0, 10))).toBeGreaterThanOrEqual(18);
        }
      }
    }
    expect(minorExpired).toBeGreaterThan(0);
  });

  it('uses the age-verification date of birth on every waiver of the template that asks for it', () => {
    expect(ageVerifiedTemplates.size).toBe(1);
    const verified = dataset.waivers.filter((waiver) => ageVerifiedTemplates.has(waiver.templateId));
    expect(verified.length).toBeGreaterThan(50);
    for (const waiver of verified) {
      expect(waiver.dob).toBe(AGE_VERIFICATION_DOB);
      expect(waiver.guardian).toBeNull();
      for (const participant of waiver.participants) {
        expect(participant.dob).toBe(AGE_VERIFICATION_DOB);
        expect(participant.isMinor).toBe(false);
      }
    }
  });

  it('has names with diacritics, apostrophes, hyphens and several parts', () => {
    const names = allNames(dataset);
    expect(names.some((name) => /[À-ÿĀ-ž]/.test(name))).toBe(true);
    expect(names.some((name) => /['’]/.test(name))).toBe(true);
    expect(names.some((name) => /\p{L}-\p{L}/u.test(name))).toBe(true);
    expect(dataset.waivers.some((waiver) => waiver.participants.some((p) => p.lastName.includes(' ')))).toBe(
      true,
    );
    for (const expected of ['Zoë', "O'Brien", 'van der Berg']) expect(names).toContain(expected);
  });

  it('answers each custom field of its own template with plausible values', () => {
    const seenTypes = new Set<string>();
    /** A checkbox answer: one to `max` distinct boxes of the field, listed with ', '. */
    const expectChoices = (guid: string, value: string) => {
      const boxes = checkboxesByGuid.get(guid);
      if (!boxes) throw new Error(`field ${guid} is an array field without checkboxes`);
      const ticked = value.split(', ');
      expect(ticked.length).toBeGreaterThanOrEqual(1);
      expect(ticked.length).toBeLessThanOrEqual(boxes.max);
      expect(new Set(ticked).size).toBe(ticked.length);
      for (const choice of ticked) expect(boxes.options).toContain(choice);
    };
    const checkAnswers = (
      answers: Record<string, CustomFieldValue>,
      fields: CustomFieldDefinition<string, string>[],
    ) => {
      expect(Object.keys(answers).sort()).toEqual(fields.map((field) => field.guid).sort());
      for (const field of fields) {
        const answer = answers[field.guid]!;
        expect(answer.displayText).toBe(field.label);
        if (answer.value !== '') seenTypes.add(field.type);
        if (field.type === 'none') expect(answer.value).toBe('');
        if (field.type === 'enum') expect(answer.value).not.toBe('');
        if (field.type === 'date') expect(answer.value).toMatch(ISO_DATE);
        if (field.type === 'number') expect(answer.value).toMatch(/^\d+$/);
        if (field.type === 'array') expectChoices(field.guid, answer.value);
      }
    };
    for (const waiver of dataset.waivers) {
      const template = templateById.get(waiver.templateId);
      expect(template?.title).toBe(waiver.title);
      checkAnswers(waiver.customWaiverFields, template?.customFields ?? []);
      for (const participant of waiver.participants) {
        checkAnswers(participant.customParticipantFields, template?.customParticipantFields ?? []);
      }
    }
    expect(seenTypes).toEqual(new Set(['string', 'date', 'file', 'enum', 'array', 'number']));
  });

  it('flags answers to custom questions, on the participant and rolled up on the waiver', () => {
    const flagged = dataset.waivers.filter((waiver) => waiver.flags.length > 0);
    expect(flagged.length).toBeGreaterThan(20);
    expect(
      flagged.some((waiver) =>
        waiver.flags.some(
          (flag) => flag.displayText === 'Do you have a heart condition?' && flag.reason === 'Answered yes',
        ),
      ),
    ).toBe(true);
    for (const waiver of flagged) {
      for (const participant of waiver.participants) {
        for (const flag of participant.flags) {
          const answer = Object.values(participant.customParticipantFields).find(
            (a) => a.displayText === flag.displayText,
          );
          expect(flag.reason.toLowerCase()).toBe(`answered ${answer?.value.toLowerCase()}`);
          expect(waiver.flags).toContainEqual(flag);
        }
      }
    }
  });

  it('has tags, auto-tags, expired, unverified and kiosk waivers in the documented proportions', () => {
    const share = (predicate: (waiver: SignedWaiver) => boolean) =>
      dataset.waivers.filter(predicate).length / dataset.waivers.length;
    expect(share((waiver) => waiver.tags.length > 0)).toBeGreaterThan(0.1);
    expect(share((waiver) => waiver.autoTag !== '')).toBeGreaterThan(0.3);
    expect(share((waiver) => waiver.autoTag !== '')).toBeLessThan(0.5);
    expect(share((waiver) => waiver.expired)).toBeGreaterThan(0.02);
    expect(share((waiver) => waiver.expired)).toBeLessThan(0.09);
    expect(share((waiver) => !waiver.verified)).toBeGreaterThan(0.04);
    expect(share((waiver) => !waiver.verified)).toBeLessThan(0.13);
    expect(share((waiver) => waiver.kiosk)).toBeGreaterThan(0.2);
    expect(share((waiver) => waiver.kiosk)).toBeLessThan(0.4);
    for (const waiver of dataset.waivers) {
      expect(waiver.autoTag.length).toBeLessThanOrEqual(WAIVER_LIMITS.autoTagMaxLength);
      if (waiver.autoTag) expect(waiver.autoTag).toMatch(/^M-\d{6}$/);
      if (waiver.expired) {
        expect(waiver.expirationDate).toMatch(ISO_INSTANT);
        expect(waiver.expirationDate > waiver.createdOn).toBe(true);
        expect(Date.parse(waiver.expirationDate)).toBeLessThan(NOW);
      } else {
        expect(waiver.expirationDate).toBe('');
      }
      expect(waiver.photos).toBeGreaterThanOrEqual(0);
      expect(waiver.photos).toBeLessThanOrEqual(2);
      expect(waiver.clientIP).toMatch(/^[\d.]+$|^[\da-f:]+$/);
    }
    expect(dataset.waivers.some((waiver) => waiver.photos === 2)).toBe(true);
  });

  it('collects address, emergency contact, insurance and licence on some waivers only', () => {
    for (const field of [
      'addressLineOne',
      'emergencyContactName',
      'insuranceCarrier',
      'driversLicenseNumber',
    ] as const) {
      const filled = dataset.waivers.filter((waiver) => waiver[field] !== '').length;
      expect(filled, field).toBeGreaterThan(50);
      expect(filled, field).toBeLessThan(dataset.waivers.length);
    }
    const addressed = dataset.waivers.filter((waiver) => waiver.addressLineOne !== '');
    for (const waiver of addressed) {
      expect(waiver.addressCity).not.toBe('');
      expect(['US', 'CA']).toContain(waiver.addressCountry);
    }
    expect(addressed.some((waiver) => waiver.addressCountry === 'CA')).toBe(true);
    expect(dataset.waivers.filter((waiver) => waiver.email !== '').length).toBeGreaterThan(2000);
  });

  it('brings customers back: the same person signs again with the same name, birth date, email and auto-tag', () => {
    const byEmail = new Map<string, SignedWaiver[]>();
    for (const waiver of dataset.waivers) {
      if (waiver.email) byEmail.set(waiver.email, [...(byEmail.get(waiver.email) ?? []), waiver]);
    }
    const returning = [...byEmail.values()].filter((waivers) => waivers.length > 1);
    expect(returning.length).toBeGreaterThan(100);
    for (const waivers of returning) {
      expect(new Set(waivers.map((waiver) => waiver.autoTag)).size).toBe(1);
    }
    const repeatedPeople = returning.filter((waivers) => {
      const first = waivers[0]!.participants[0]!;
      return waivers
        .slice(1)
        .some((waiver) =>
          waiver.participants.some(
            (p) => p.firstName === first.firstName && p.lastName === first.lastName && p.dob === first.dob,
          ),
        );
    });
    expect(repeatedPeople.length).toBeGreaterThan(50);
  });
});

describe('generated check-ins', () => {
  it('are oldest first with ascending ids and consistent with their waivers', () => {
    let previous = { date: '', id: 0 };
    for (const checkin of dataset.checkins) {
      expect(checkin.date).toMatch(ISO_INSTANT);
      expect(checkin.date >= previous.date).toBe(true);
      expect(checkin.checkinId).toBeGreaterThan(previous.id);
      previous = { date: checkin.date, id: checkin.checkinId };
      const waiver = waiverById.get(checkin.waiverId);
      expect(waiver).toBeDefined();
      if (!waiver) continue;
      const person = checkin.position === -1 ? waiver.guardian : waiver.participants[checkin.position];
      expect(person, `position ${checkin.position}`).toBeTruthy();
      expect([checkin.firstName, checkin.lastName]).toEqual([person?.firstName, person?.lastName]);
      expect(checkin.isMinor).toBe(
        checkin.position === -1 ? false : waiver.participants[checkin.position]?.isMinor,
      );
      expect(checkin.dateSigned).toBe(waiver.createdOn);
      expect(checkin.templateId).toBe(checkinNumberOf.get(waiver.templateId));
      expect(Number.isSafeInteger(checkin.templateId)).toBe(true);
      expect(checkin.date >= waiver.createdOn).toBe(true);
    }
  });

  it('check everyone in at signing, guardians included', () => {
    const atSigning = new Map<string, Set<number>>();
    for (const checkin of dataset.checkins) {
      const waiver = waiverById.get(checkin.waiverId)!;
      if (Date.parse(checkin.date) - Date.parse(waiver.createdOn) <= 10 * 60_000) {
        atSigning.set(checkin.waiverId, (atSigning.get(checkin.waiverId) ?? new Set()).add(checkin.position));
      }
    }
    for (const waiver of dataset.waivers) {
      const expected = waiver.participants.map((_, index) => index);
      if (waiver.guardian) expected.push(-1);
      expect([...(atSigning.get(waiver.waiverId) ?? [])].sort()).toEqual(expected.sort());
    }
  });

  it('bring visitors back on later days with the waiver they already signed', () => {
    const later = dataset.checkins.filter(
      (checkin) =>
        localHour(Date.parse(checkin.date), ZONE).slice(0, 10) >
        localHour(Date.parse(checkin.dateSigned), ZONE).slice(0, 10),
    );
    expect(later.length).toBeGreaterThan(300);
    expect(new Set(later.map((checkin) => checkin.waiverId)).size).toBeGreaterThan(200);
  });

  it('fall in every local hour of every day, mostly in opening hours', () => {
    const today = localHour(NOW, ZONE).slice(0, 10);
    const firstDay = localHour(NOW - 119 * DAY, ZONE).slice(0, 10);
    const seen = new Set(dataset.checkins.map((checkin) => localHour(Date.parse(checkin.date), ZONE)));
    const expected = existingLocalHours(firstDay, today, ZONE);
    expect(expected.size).toBe(120 * 24);
    for (const hour of expected) expect(seen.has(hour), hour).toBe(true);
    for (const hour of seen) expect(expected.has(hour), hour).toBe(true);
    const open = dataset.checkins.filter((checkin) => {
      const hour = Number(localHour(Date.parse(checkin.date), ZONE).slice(11));
      return hour >= 9 && hour < 21;
    });
    expect(open.length / dataset.checkins.length).toBeGreaterThan(0.8);
  });

  it('cover every existing hour across a spring-forward change and in a half-hour zone', () => {
    for (const [timeZone, now] of [
      ['America/New_York', Date.parse('2026-03-20T12:00:00Z')],
      ['Asia/Kolkata', NOW],
    ] as const) {
      const small = generateDataset({ seed: 3, waivers: 200, now, timeZone, historyDays: 30 });
      const today = localHour(now, timeZone).slice(0, 10);
      const firstDay = localHour(now - 29 * DAY, timeZone).slice(0, 10);
      const expected = existingLocalHours(firstDay, today, timeZone);
      const seen = new Set(small.checkins.map((checkin) => localHour(Date.parse(checkin.date), timeZone)));
      expect(seen).toEqual(expected);
      expect(small.waivers).toHaveLength(200);
    }
  });
});

describe('generateSigning', () => {
  it('signs one new consistent waiver at now without touching the dataset', () => {
    const before = JSON.stringify(dataset);
    const signingAt = NOW + 5 * 60_000;
    const { waiver, checkins } = generateSigning(dataset, { seed: 7, now: signingAt });
    expect(JSON.stringify(dataset)).toBe(before);
    expect(waiverById.has(waiver.waiverId)).toBe(false);
    expect(waiver.waiverId).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(waiver.createdOn).toBe('2026-11-21T15:09:05+00:00');
    expect(templateById.has(waiver.templateId)).toBe(true);
    expect(waiver.pdf).toBe('');
    const maxId = Math.max(...dataset.checkins.map((checkin) => checkin.checkinId));
    const positions = waiver.participants.map((_, index) => index);
    if (waiver.guardian) positions.push(-1);
    expect(checkins.map((checkin) => checkin.position).sort()).toEqual(positions.sort());
    let previousId = maxId;
    for (const checkin of checkins) {
      expect(checkin.checkinId).toBeGreaterThan(previousId);
      previousId = checkin.checkinId;
      expect(checkin.waiverId).toBe(waiver.waiverId);
      expect(checkin.dateSigned).toBe(waiver.createdOn);
      expect(checkin.templateId).toBe(checkinNumberOf.get(waiver.templateId));
      expect(checkin.date >= waiver.createdOn).toBe(true);
    }
  });

  it('is deterministic per seed and moment, honours templateId and rejects unknown templates', () => {
    const first = generateSigning(dataset, { seed: 7, now: NOW });
    expect(JSON.stringify(generateSigning(dataset, { seed: 7, now: NOW }))).toBe(JSON.stringify(first));
    expect(generateSigning(dataset, { seed: 7, now: NOW + 1000 }).waiver.waiverId).not.toBe(
      first.waiver.waiverId,
    );
    const [ageVerified] = ageVerifiedTemplates;
    for (let seed = 0; seed < 5; seed++) {
      const signed = generateSigning(dataset, { seed, now: NOW, templateId: ageVerified! });
      expect(signed.waiver.templateId).toBe(ageVerified);
      expect(signed.waiver.dob).toBe(AGE_VERIFICATION_DOB);
    }
    expect(() => generateSigning(dataset, { seed: 7, now: NOW, templateId: '999' })).toThrow(
      UnknownTemplateError,
    );
  });

  it('sometimes brings back a customer who signed before, with their details', () => {
    const byEmail = new Map(
      dataset.waivers.filter((waiver) => waiver.email).map((waiver) => [waiver.email, waiver]),
    );
    const signings = Array.from(
      { length: 40 },
      (_, seed) => generateSigning(dataset, { seed, now: NOW }).waiver,
    );
    const returning = signings.filter((waiver) => byEmail.has(waiver.email));
    expect(returning.length).toBeGreaterThan(2);
    expect(returning.length).toBeLessThan(signings.length);
    for (const waiver of returning) {
      const earlier = byEmail.get(waiver.email)!;
      expect(waiver.autoTag).toBe(earlier.autoTag);
      const earlierPeople = [...earlier.participants, ...(earlier.guardian ? [earlier.guardian] : [])];
      const known = waiver.participants.filter((participant) =>
        earlierPeople.some(
          (person) =>
            person.firstName === participant.firstName &&
            person.lastName === participant.lastName &&
            (participant.dob === AGE_VERIFICATION_DOB || person.dob === participant.dob),
        ),
      );
      expect(known.length).toBeGreaterThan(0);
    }
  });

  it('never reuses a waiver id already in the dataset', () => {
    const first = generateSigning(dataset, { seed: 9, now: NOW });
    const grown = {
      ...dataset,
      waivers: [...dataset.waivers, first.waiver],
      checkins: [...dataset.checkins, ...first.checkins],
    };
    const second = generateSigning(grown, { seed: 9, now: NOW });
    expect(second.waiver.waiverId).not.toBe(first.waiver.waiverId);
    expect(second.checkins[0]!.checkinId).toBeGreaterThan(first.checkins.at(-1)!.checkinId);
  });
});

describe('generateDataset at benchmark scale', () => {
  it('generates 100000 waivers with unique ids and check-ins on them', () => {
    const large = generateDataset({ seed: 1, waivers: 100_000, now: NOW, timeZone: 'America/Los_Angeles' });
    expect(large.waivers).toHaveLength(100_000);
    expect(new Set(large.waivers.map((waiver) => waiver.waiverId)).size).toBe(100_000);
    expect(large.checkins.length).toBeGreaterThan(200_000);
    expect(large.checkins.at(-1)!.checkinId).toBeGreaterThan(large.checkins[0]!.checkinId);
    // A fixed amount of computing (the generator's speed is a benchmark's to judge): past vitest's
    // 30 s when the suite's other files and desks share the two cores (66 s in one such run).
  }, 180_000);
});
