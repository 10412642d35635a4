/**
 * One schema per record (shared/domain/records.ts): a waiver and a check-in read the
 * same wherever the desk reads them. The client reads each wire shape the sandbox
 * writes; the copy stores what the client read, seals it and gives it back; the page
 * reads it after the structured clone a bridge makes. Every field the schema names
 * arrives at each, so a field added to the schema reaches every screen with no other
 * edit. And a found waiver makes one row, whether the copy or the service found it.
 */
import { generateDataset, WIRE_SHAPES, WireFormat } from '@waiver-desk/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { sealWaiver, unsealWaiver } from '../../electron/cache/bodies.ts';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import type { RecentVisits } from '../../electron/desk/admissions/already-in.ts';
import { matchWithVerdict, serviceMatchOf } from '../../electron/desk/features/lookup.ts';
import {
  checkinsPageSchema,
  signedWaiverListSchema,
  templateListSchema,
} from '../../electron/records/schemas.ts';
import { readCheckin } from '../../renderer/src/records/checkin-view.ts';
import { readMatch } from '../../renderer/src/records/match-view.ts';
import { readSignedWaiver } from '../../renderer/src/records/waiver-view.ts';
import { DEFAULT_RULES, GUARDIAN_POSITION, personName } from '../../shared/desk/verdict.ts';
import { waiverRowOf } from '../../shared/desk/waiver-rows.ts';
import { readCheckIn, readSignedWaiver as readWaiverRecord } from '../../shared/domain/records.ts';
import { DATA_KEY, openTestStore } from '../cache/support.ts';

const ZONE = 'America/Denver';
const dataset = generateDataset({
  seed: 29,
  waivers: 120,
  now: Date.parse('2026-06-14T20:00:00Z'),
  timeZone: ZONE,
});
/** The fields each record's schema names, as its reader gives them for nothing at all. */
const WAIVER_FIELDS = Object.keys(readWaiverRecord({})).sort();
const CHECKIN_FIELDS = Object.keys(readCheckIn({})).sort();
const NOBODY_IN: RecentVisits = { on: () => () => null, admissions: [], people: 0 };

/** As the service's answer reaches the client: JSON text. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe.each(WIRE_SHAPES)('a waiver sent in the %s shape', (shape) => {
  const wire = new WireFormat({ shape, timeZone: ZONE });
  const fromClient = signedWaiverListSchema.parse(
    dataset.waivers.map((waiver) => overTheWire(wire.waiver(waiver))),
  );

  it('the client reads every waiver, with every field of the schema', () => {
    expect(fromClient.skipped).toBe(0);
    expect(fromClient).toHaveLength(dataset.waivers.length);
    for (const waiver of fromClient) expect(Object.keys(waiver).sort()).toEqual(WAIVER_FIELDS);
    if (shape === 'strict') expect([...fromClient]).toEqual(dataset.waivers);
  });

  it('the copy gives back what the client read, and the page reads it the same', () => {
    const { store } = openTestStore();
    expect(store.putWaivers(fromClient)).toEqual({ stored: fromClient.length, skipped: 0 });
    for (const read of fromClient) {
      const kept = store.getWaiver(read.waiverId);
      expect(kept).toEqual({ ...read, pdf: '' });
      expect(readSignedWaiver(structuredClone(kept))).toEqual(kept);
    }
  });
});

describe.each(WIRE_SHAPES)('a check-in sent in the %s shape', (shape) => {
  const wire = new WireFormat({ shape, timeZone: ZONE });
  const page = {
    fromDts: '2026-06-01 00:00:00',
    toDts: '2026-06-15 00:00:00',
    moreCheckins: false,
    checkins: dataset.checkins.map((checkin) => overTheWire(wire.checkin(checkin))),
  };

  it('reads the same at the client, in the copy and on the page', () => {
    const fromClient = checkinsPageSchema.parse(page).checkins;
    expect(fromClient).toHaveLength(dataset.checkins.length);
    if (shape === 'strict') expect([...fromClient]).toEqual(dataset.checkins);
    const { store } = openTestStore();
    expect(store.putCheckins(fromClient).skipped).toBe(0);
    const kept = store.listCheckins(0, Date.parse('2100-01-01T00:00:00Z'));
    expect(kept).toHaveLength(fromClient.length);
    const byKey = (list: readonly { checkinId: number }[]) =>
      [...list].sort((a, b) => a.checkinId - b.checkinId);
    expect(byKey(kept)).toEqual(byKey(fromClient));
    for (const checkin of kept) {
      expect(Object.keys(checkin).sort()).toEqual(CHECKIN_FIELDS);
      expect(readCheckin(structuredClone(checkin))).toEqual(checkin);
    }
  });
});

describe.each(WIRE_SHAPES)('a waiver form sent in the %s shape', (shape) => {
  const wire = new WireFormat({ shape, timeZone: ZONE });

  it('the copy keeps it as the client read it, by the same schema', () => {
    const fromClient = templateListSchema.parse(
      dataset.templates.map((template) => overTheWire(wire.template(template))),
    );
    expect(fromClient).toHaveLength(dataset.templates.length);
    const { store } = openTestStore();
    expect(store.putTemplates(fromClient)).toEqual({ stored: fromClient.length, skipped: 0 });
    const byId = (list: readonly { templateId: string }[]) =>
      [...list].sort((a, b) => a.templateId.localeCompare(b.templateId));
    expect(byId(store.getTemplates())).toEqual(byId(fromClient));
  });
});

describe('a waiver form the client could not read', () => {
  it('is not kept by the copy either, and is counted', () => {
    const { store } = openTestStore();
    const readable = { templateId: 'T1', title: 'Climbing' };
    const unreadable = { templateId: 'T2', title: 'Rental', publishedOn: 'last Tuesday' };
    expect(templateListSchema.safeParse([readable, unreadable]).success).toBe(false);
    expect(store.putTemplates([readable, unreadable])).toEqual({ stored: 1, skipped: 1 });
    expect(store.getTemplates().map((template) => template.templateId)).toEqual(['T1']);
  });
});

describe('a waiver body an earlier version sealed', () => {
  it('reads back with every field of the schema, those it lacks empty', () => {
    const keys = deriveCacheKeys(DATA_KEY);
    const older = {
      waiverId: 'w-older',
      title: 'Climbing',
      firstName: 'Ann',
      participants: [{ firstName: 'Ann' }],
    };
    const read = unsealWaiver(keys, 'w-older', sealWaiver(keys, older as never));
    expect(Object.keys(read).sort()).toEqual(WAIVER_FIELDS.filter((field) => field !== 'pdf'));
    expect(read).toMatchObject({
      waiverId: 'w-older',
      title: 'Climbing',
      lastName: '',
      guardian: null,
      flags: [],
    });
    expect(read.participants[0]).toMatchObject({ firstName: 'Ann', isMinor: false, tags: [], flags: [] });
  });
});

describe('one row per found waiver', () => {
  const signedByGuardian = dataset.waivers.filter((waiver) => waiver.guardian);
  const signedByParticipant = dataset.waivers.filter((waiver) => !waiver.guardian);

  it('the sample holds waivers a guardian signed and waivers a participant signed', () => {
    expect(signedByGuardian.length).toBeGreaterThan(0);
    expect(signedByParticipant.length).toBeGreaterThan(0);
  });

  it('the service search and the copy make the same row of a waiver, on the page too', () => {
    const { store } = openTestStore();
    store.putWaivers(dataset.waivers);
    const copyRows = new Map(store.signedSince(0, { limit: 200 }).map((row) => [row.waiverId, row]));
    expect(copyRows.size).toBe(dataset.waivers.length);
    for (const waiver of dataset.waivers) {
      const fromCopy = matchWithVerdict(copyRows.get(waiver.waiverId)!, DEFAULT_RULES, NOBODY_IN);
      const fromService = serviceMatchOf(waiver, DEFAULT_RULES, NOBODY_IN);
      const { match: _copyMatch, ...copyRow } = fromCopy;
      const { match: _serviceMatch, ...serviceRow } = fromService;
      expect(serviceRow).toEqual(copyRow);
      expect(readMatch(structuredClone(fromService))).toEqual(fromService);
    }
  });

  it('a waiver a guardian signed is listed under the guardian, with the minors beside', () => {
    for (const waiver of signedByGuardian) {
      const row = waiverRowOf(waiver);
      expect(row.position).toBe(GUARDIAN_POSITION);
      expect(row.name).toBe(personName(waiver.guardian!));
      expect(row.otherCount).toBe(waiver.participants.length);
      expect(row.hasMinor).toBe(waiver.isMinor || waiver.participants.some((person) => person.isMinor));
    }
  });
});
