import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { generateDataset } from '@waiver-desk/sandbox/testing';
import { describe, expect, it } from 'vitest';
import {
  CacheClosedError,
  InvalidCacheArgumentError,
  InvalidDataKeyError,
} from '../../electron/cache/errors.ts';
import type { WaiverInput } from '../../electron/cache/records.ts';
import { openCacheStore } from '../../electron/cache/store.ts';
import { DEFAULT_RULES, waiverVerdict } from '../../shared/desk/verdict.ts';
import type { CheckIn } from '../../shared/domain/waiver.ts';
import { openTestStore, participant, signedBy, tempDir, waiver } from './support.ts';

const dataset = generateDataset({
  seed: 5,
  waivers: 300,
  now: Date.parse('2025-06-14T15:20:00Z'),
  timeZone: 'America/Toronto',
});

function checkin(checkinId: number, date: string, overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    checkinId,
    date,
    waiverId: 'w-1',
    position: 0,
    firstName: 'Ann',
    lastName: 'Smith',
    isMinor: false,
    dateSigned: '2025-01-01T10:00:00+00:00',
    templateId: 7,
    ...overrides,
  };
}

describe('waivers', () => {
  it('gives back every field of every generated waiver, with the PDF left out', () => {
    const { store } = openTestStore();
    const withPdf = dataset.waivers.map((item, index) =>
      index === 0 ? { ...item, pdf: 'JVBERi0xLjcK' } : item,
    );
    expect(store.putWaivers(withPdf)).toEqual({ stored: 300, skipped: 0 });
    for (const item of dataset.waivers) expect(store.getWaiver(item.waiverId)).toEqual({ ...item, pdf: '' });
    expect(store.getWaiver('no-such-waiver')).toBeNull();
    expect(store.counts()).toMatchObject({
      waivers: 300,
      people: dataset.waivers.reduce(
        (sum, item) => sum + item.participants.length + (item.guardian ? 1 : 0),
        0,
      ),
    });
  });

  it('replaces a waiver put again, in the index as well', () => {
    const { store } = openTestStore();
    const first = signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z', { email: 'ann@example.com' });
    store.putWaivers([first]);
    store.putWaivers([
      {
        ...first,
        participants: [participant({ firstName: 'Ann', lastName: 'Jones' })],
        email: 'aj@example.com',
      },
    ]);
    expect(store.counts()).toMatchObject({ waivers: 1, people: 1 });
    expect(store.lookup('smith')).toEqual([]);
    expect(store.lookup('ann@example.com')).toEqual([]);
    expect(store.lookup('jones').map((row) => row.waiverId)).toEqual([first.waiverId]);
    expect(store.lookup('aj@example.com').map((row) => row.waiverId)).toEqual([first.waiverId]);
  });

  it('keeps records missing their signing time, template or auto-tag, with those fields empty', () => {
    const { store } = openTestStore();
    const odd: WaiverInput = { waiverId: 'odd-1', participants: [{ firstName: 'Odd', lastName: 'Record' }] };
    expect(store.putWaivers([odd])).toEqual({ stored: 1, skipped: 0 });
    const stored = store.getWaiver('odd-1');
    expect(stored).toMatchObject({
      waiverId: 'odd-1',
      templateId: '',
      createdOn: '',
      autoTag: '',
      title: '',
    });
    expect(stored?.participants[0]).toEqual(participant({ firstName: 'Odd', lastName: 'Record', dob: '' }));
    expect(store.lookup('odd rec').map((row) => [row.waiverId, row.createdMs, row.templateId])).toEqual([
      ['odd-1', null, ''],
    ]);
  });

  it('skips and counts records it cannot identify', () => {
    const { store } = openTestStore();
    const kept = signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z');
    const result = store.putWaivers([
      { participants: [{ firstName: 'No', lastName: 'Id' }] },
      { ...kept, waiverId: '  ' },
      null as unknown as WaiverInput,
      kept,
    ]);
    expect(result).toEqual({ stored: 1, skipped: 3 });
    expect(store.counts().waivers).toBe(1);
  });

  it('finds a waiver that names no participant by its own name fields', () => {
    const { store } = openTestStore();
    store.putWaivers([
      { waiverId: 'summary-1', firstName: 'Sam', lastName: 'Summary', createdOn: '2025-06-01T12:00:00Z' },
    ]);
    expect(store.lookup('sam sum').map((row) => [row.waiverId, row.name, row.position])).toEqual([
      ['summary-1', 'Sam Summary', 0],
    ]);
  });
});

describe('verdicts of many waivers at once', () => {
  it('gives the desk’s verdict on everyone of each waiver held, by id, leaving out those not held, in one call', () => {
    const { store } = openTestStore();
    store.putWaivers(dataset.waivers);
    const [first, second] = dataset.waivers;
    const ids = [first!.waiverId, second!.waiverId, first!.waiverId, 'no-such-waiver', '', '__proto__'];
    const verdicts = store.waiverVerdicts(ids, DEFAULT_RULES);
    expect(Object.keys(verdicts).sort()).toEqual([first!.waiverId, second!.waiverId].sort());
    expect(verdicts[first!.waiverId]).toEqual(waiverVerdict(first!));
    expect(verdicts[second!.waiverId]).toEqual(waiverVerdict(second!));
    // "__proto__" is only a key: the answer has no prototype to set.
    expect(Object.getPrototypeOf(verdicts)).toBeNull();
  });

  it('gives a waiver put again its new verdict, though the one before was kept for the next call', () => {
    const { store } = openTestStore();
    const first = signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z');
    store.putWaivers([first]);
    expect(store.waiverVerdicts([first.waiverId], DEFAULT_RULES)[first.waiverId]?.tone).toBe('ok');
    store.putWaivers([{ ...first, tags: ['Banned'] }]);
    expect(store.waiverVerdicts([first.waiverId], DEFAULT_RULES)[first.waiverId]?.tone).toBe('stop');
  });

  it('says the tags a manager marked "show at the desk", and minors as the desk’s rules say', () => {
    const { store } = openTestStore();
    const tagged = signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z', { tags: ['Season pass'] });
    store.putWaivers([tagged]);
    const points = (marked: string[]) =>
      store.waiverVerdicts([tagged.waiverId], { ...DEFAULT_RULES, marked })[tagged.waiverId]?.people[0]
        ?.points;
    expect(points([])).toEqual([]);
    expect(points(['season pass'])).toEqual([
      { kind: 'deskTag', tag: 'Season pass', meaning: 'marked', ofWaiver: true, tone: 'ok' },
    ]);
  });
});

describe('templates, check-ins, files and sync state', () => {
  it('round-trips templates with their field definitions', () => {
    const { store } = openTestStore();
    expect(store.putTemplates([...dataset.templates, { title: 'no id' }])).toEqual({
      stored: dataset.templates.length,
      skipped: 1,
    });
    const byId = (a: { templateId: string }, b: { templateId: string }) =>
      a.templateId.localeCompare(b.templateId);
    expect(store.getTemplates()).toEqual([...dataset.templates].sort(byId));
  });

  it('lists check-ins in a time range, oldest first, and keeps ones missing their signing date', () => {
    const { store } = openTestStore();
    const { dateSigned: _dropped, ...undated } = checkin(3, '2025-06-02T09:00:00Z');
    expect(
      store.putCheckins([
        checkin(1, '2025-06-01T09:00:00Z'),
        checkin(2, '2025-06-01T08:00:00Z', { firstName: 'Zoë' }),
        undated,
        checkin(4, '2025-06-03T09:00:00Z'),
        { firstName: 'no id' },
      ]),
    ).toEqual({ stored: 4, skipped: 1 });
    const listed = store.listCheckins(Date.parse('2025-06-01T00:00:00Z'), Date.parse('2025-06-03T00:00:00Z'));
    expect(listed.map((item) => item.checkinId)).toEqual([2, 1, 3]);
    expect(listed[0]).toEqual(checkin(2, '2025-06-01T08:00:00Z', { firstName: 'Zoë' }));
    expect(listed[2]?.dateSigned).toBe('');
  });

  it('stores files sealed, replaces them, and refuses unknown kinds', () => {
    const { store } = openTestStore();
    const pdf = Buffer.from('%PDF-1.7 signed');
    store.putFile('pdf', 'w-1', pdf, 'application/pdf');
    store.putFile('photo', 'ph-9', new Uint8Array([1, 2, 3]), 'image/jpeg', { waiverId: 'w-1' });
    store.putFile('photo', 'ph-9', new Uint8Array([4, 5]), 'image/png', { waiverId: 'w-1' });
    expect(store.getFile('pdf', 'w-1')).toMatchObject({ contentType: 'application/pdf', waiverId: 'w-1' });
    expect(Buffer.from(store.getFile('pdf', 'w-1')?.bytes ?? []).equals(pdf)).toBe(true);
    expect(store.getFile('photo', 'ph-9')).toMatchObject({
      bytes: new Uint8Array([4, 5]),
      contentType: 'image/png',
    });
    expect(store.getFile('photo', 'w-1')).toBeNull();
    expect(store.counts()).toMatchObject({ files: 2, fileBytes: pdf.length + 2 });
    expect(() => store.putFile('video' as 'pdf', 'x', new Uint8Array(1), 'video/mp4')).toThrow(
      InvalidCacheArgumentError,
    );
  });

  it('keeps sync state as key/value strings; null removes a key', () => {
    const { store } = openTestStore();
    expect(store.getSyncState('waivers.highWater')).toBeNull();
    store.setSyncState('waivers.highWater', '2025-06-14T15:20:00Z');
    store.setSyncState('backfill.cursor', JSON.stringify({ page: 4 }));
    store.setSyncState('waivers.highWater', '2025-06-15T00:00:00Z');
    expect(store.getSyncState('waivers.highWater')).toBe('2025-06-15T00:00:00Z');
    expect(JSON.parse(store.getSyncState('backfill.cursor') ?? '')).toEqual({ page: 4 });
    store.setSyncState('backfill.cursor', null);
    expect(store.getSyncState('backfill.cursor')).toBeNull();
  });
});

describe('purgeOlderThan', () => {
  it('removes old waivers with their index entries and files, old check-ins, and names nobody has any more', () => {
    const dir = tempDir();
    const storedAt = Date.parse('2025-06-14T00:00:00Z');
    const { store } = openTestStore({ dir, now: () => storedAt });
    const old = signedBy('Bartholomew', 'Quigley', '2024-01-10T12:00:00Z', {
      email: 'bq@example.com',
      autoTag: 'M-1',
    });
    const recent = signedBy('Ann', 'Quigley', '2025-03-01T12:00:00Z');
    const undated: WaiverInput = {
      waiverId: 'undated',
      participants: [{ firstName: 'Una', lastName: 'Dated' }],
    };
    store.putWaivers([old, recent, undated]);
    store.putCheckins([checkin(1, '2024-01-10T13:00:00Z'), checkin(2, '2025-03-01T13:00:00Z')]);
    store.putFile('pdf', old.waiverId, new Uint8Array([1]), 'application/pdf');
    store.putFile('pdf', recent.waiverId, new Uint8Array([2]), 'application/pdf');
    store.putFile('photo', 'loose', new Uint8Array([3]), 'image/jpeg');

    expect(store.purgeOlderThan(Date.parse('2025-01-01T00:00:00Z'))).toEqual({
      waivers: 1,
      checkins: 1,
      files: 1,
      admissions: 0,
    });

    expect(store.getWaiver(old.waiverId)).toBeNull();
    expect(store.lookup('quigley').map((row) => row.name)).toEqual(['Ann Quigley']);
    for (const query of ['bartholomew', 'bartholomeu', 'bq@example.com', 'M-1'])
      expect(store.lookup(query)).toEqual([]);
    expect(store.getFile('pdf', old.waiverId)).toBeNull();
    expect(store.getFile('pdf', recent.waiverId)).not.toBeNull();
    expect(store.getFile('photo', 'loose')).not.toBeNull(); // stored just now
    expect(store.getWaiver('undated')).not.toBeNull(); // judged by when it was stored
    expect(store.listCheckins(0, Date.parse('2030-01-01T00:00:00Z')).map((item) => item.checkinId)).toEqual([
      2,
    ]);
    expect(store.counts()).toMatchObject({ waivers: 2, people: 2, checkins: 1, files: 2 });

    store.close();
    const db = new DatabaseSync(join(dir, 'waiver-cache.sqlite'));
    const vocabulary = db
      .prepare('SELECT word FROM name_vocabulary')
      .all()
      .map((row) => row.word);
    expect(vocabulary).toContain('quigley');
    expect(vocabulary).not.toContain('bartholomew');
    const terms = db
      .prepare('SELECT term FROM name_words_vocab')
      .all()
      .map((row) => row.term);
    expect(terms).not.toContain('bartholomew');
    db.close();
  });

  it('purges by the time a record was stored when it has no signing time', () => {
    let now = Date.parse('2024-01-01T00:00:00Z');
    const { store } = openTestStore({ now: () => now });
    store.putWaivers([{ waiverId: 'undated', participants: [{ firstName: 'Una', lastName: 'Dated' }] }]);
    now = Date.parse('2025-06-01T00:00:00Z');
    expect(store.purgeOlderThan(Date.parse('2025-01-01T00:00:00Z')).waivers).toBe(1);
  });
});

describe('opening, closing and wiping', () => {
  it('refuses a data key that is not 32 bytes', () => {
    expect(() => openCacheStore({ dir: tempDir(), dataKey: new Uint8Array(16) })).toThrow(
      InvalidDataKeyError,
    );
  });

  it('refuses calls once closed', () => {
    const { store } = openTestStore();
    store.close();
    expect(() => store.lookup('ann')).toThrow(CacheClosedError);
    expect(() => store.putWaivers([waiver()])).toThrow(CacheClosedError);
  });

  it('wipe closes the store and deletes its files, moved-aside copies included, and nothing else', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'waiver-cache.sqlite'), 'garbage, to be moved aside on open..............');
    writeFileSync(join(dir, 'settings.json'), '{}');
    const { store, recovered } = openTestStore({ dir });
    expect(recovered).not.toBeNull();
    store.putWaivers(dataset.waivers.slice(0, 50));
    expect(existsSync(`${store.path}-wal`)).toBe(true);

    store.wipe();
    expect(readdirSync(dir)).toEqual(['settings.json']);
    expect(() => store.counts()).toThrow(CacheClosedError);
  });
});
