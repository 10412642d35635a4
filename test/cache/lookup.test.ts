import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../electron/cache/types.ts';
import { guardian, openTestStore, participant, signedBy, waiver } from './support.ts';

let store: CacheStore;

beforeEach(() => {
  store = openTestStore().store;
});

const names = (text: string, limit?: number) => store.lookup(text, { limit }).map((row) => row.name);

describe('lookup by name', () => {
  it("folds apostrophes: obrien, O'Brien, O’Brien and O Brien all find Siobhán O'Brien", () => {
    store.putWaivers([
      signedBy('Siobhán', "O'Brien", '2025-06-01T12:00:00Z'),
      signedBy('Ann', 'Brown', '2025-06-01T12:00:00Z'),
    ]);
    for (const query of ['obrien', "O'Brien", 'O’BRIEN', 'o brien', 'siobhan', 'Siobhán obr']) {
      expect(names(query), query).toEqual(["Siobhán O'Brien"]);
    }
  });

  it('folds accents both ways: jose finds José and josé finds Jose', () => {
    store.putWaivers([
      signedBy('José', 'Núñez', '2025-06-01T12:00:00Z'),
      signedBy('Jose', 'Nunez', '2025-05-01T12:00:00Z'),
      signedBy('Bjørn', 'Åström', '2025-04-01T12:00:00Z'),
    ]);
    expect(names('jose')).toEqual(['José Núñez', 'Jose Nunez']);
    expect(names('JOSÉ NÚÑ')).toEqual(['José Núñez', 'Jose Nunez']);
    expect(names('bjorn astrom')).toEqual(['Bjørn Åström']);
  });

  it('finds hyphenated names run together, split, or by either part', () => {
    store.putWaivers([
      signedBy('Mary-Kate', 'Smith-Jones', '2025-06-01T12:00:00Z'),
      signedBy('Kate', 'Jennings', '2025-06-01T12:00:00Z'),
    ]);
    for (const query of [
      'smithjones',
      'smith jones',
      'Smith-Jones',
      'jones',
      'marykate',
      'mary kate smith',
    ]) {
      expect(names(query), query).toEqual(['Mary-Kate Smith-Jones']);
    }
  });

  it('finds multi-word surnames run together too', () => {
    store.putWaivers([signedBy('Pieter', 'van der Berg', '2025-06-01T12:00:00Z')]);
    expect(names('vanderberg')).toEqual(['Pieter van der Berg']);
    expect(names('van der b')).toEqual(['Pieter van der Berg']);
    expect(names('pieter berg')).toEqual(['Pieter van der Berg']);
  });

  it('requires every word of "ann smi" to match the same person, not two people of one waiver', () => {
    store.putWaivers([
      signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z'),
      waiver({
        createdOn: '2025-06-05T12:00:00Z',
        participants: [
          participant({ firstName: 'Ann', lastName: 'Jones' }),
          participant({ firstName: 'Bob', lastName: 'Smith' }),
        ],
      }),
      signedBy('Annika', 'Smithers', '2025-06-03T12:00:00Z'),
    ]);
    expect(names('ann smi')).toEqual(['Annika Smithers', 'Ann Smith']);
    expect(names('smi ann')).toEqual(['Annika Smithers', 'Ann Smith']);
  });

  it('forgives one typo in a word of five letters or more, never in shorter words', () => {
    store.putWaivers([
      signedBy('Erik', 'Johnson', '2025-06-01T12:00:00Z'),
      signedBy('Katharine', 'Lee', '2025-06-01T12:00:00Z'),
      signedBy('Katherine', 'Ng', '2025-05-01T12:00:00Z'),
      signedBy('Jane', 'Smith', '2025-06-01T12:00:00Z'),
    ]);
    expect(store.lookup('jonson').map((row) => [row.name, row.match])).toEqual([['Erik Johnson', 'typo']]);
    expect(names('johnsno')).toEqual(['Erik Johnson']); // two letters swapped
    expect(names('erik jonson')).toEqual(['Erik Johnson']);
    expect(names('Katherine')).toEqual(['Katherine Ng', 'Katharine Lee']);
    expect(names('katharine')).toEqual(['Katharine Lee', 'Katherine Ng']);
    expect(names('smiht')).toEqual(['Jane Smith']);
    expect(names('jame')).toEqual([]); // four letters: taken as typed
    expect(names('jhonsonn')).toEqual([]); // two edits
  });

  it('matches a long prefix against every word it begins, however many there are', () => {
    const letter = (i: number) => String.fromCharCode(97 + i);
    // 60 surnames beginning "zeph": more than a prefix is expanded to, so FTS5 takes the prefix itself.
    const surnames = Array.from(
      { length: 60 },
      (_, i) => `Zeph${letter(i % 26)}${letter(Math.floor(i / 26))}`,
    );
    store.putWaivers(
      surnames.map((last, i) => signedBy('Ola', last, new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString())),
    );
    store.putWaivers([
      signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z'),
      signedBy('Bo', 'Smithers', '2025-05-01T12:00:00Z'),
    ]);
    const prefixMatches = (text: string) =>
      store
        .lookup(text, { limit: 100 })
        .filter((row) => row.match === 'prefix')
        .map((row) => row.name);
    expect(prefixMatches('zeph')).toHaveLength(60);
    expect(prefixMatches('zepha').sort()).toEqual(['Ola Zephaa', 'Ola Zephab', 'Ola Zephac']);
    expect(prefixMatches('ola zephz')).toEqual(['Ola Zephzb', 'Ola Zephza']);
    expect(names('smit')).toEqual(['Ann Smith', 'Bo Smithers']);
  });

  it('returns nothing for a name nobody has, or an empty query', () => {
    store.putWaivers([signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z')]);
    expect(store.lookup('zzqx')).toEqual([]);
    expect(store.lookup('   ')).toEqual([]);
    expect(store.lookup("'-")).toEqual([]);
  });
});

describe('lookup by auto-tag, email and phone', () => {
  it('matches an auto-tag exactly, whatever its case, and ranks it first', () => {
    store.putWaivers([
      signedBy('Anna', 'Bell', '2025-06-09T12:00:00Z'),
      signedBy('Zed', 'Tagged', '2024-01-01T12:00:00Z', { autoTag: 'ANNA' }),
      signedBy('Tom', 'Member', '2025-06-01T12:00:00Z', { autoTag: 'M-001234' }),
    ]);
    expect(store.lookup('anna').map((row) => [row.name, row.match])).toEqual([
      ['Zed Tagged', 'autoTag'],
      ['Anna Bell', 'prefix'],
    ]);
    expect(store.lookup('m-001234').map((row) => [row.name, row.autoTag])).toEqual([
      ['Tom Member', 'M-001234'],
    ]);
    expect(store.lookup('M-00123')).toEqual([]);
  });

  it('matches an email exactly, ignoring case and surrounding spaces', () => {
    store.putWaivers([
      signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z', { email: 'Ann.Smith@Example.com' }),
      signedBy('Ann', 'Smythe', '2025-06-01T12:00:00Z', { email: 'ann.smith@example.co' }),
    ]);
    expect(store.lookup('  ann.smith@EXAMPLE.com ').map((row) => [row.name, row.match])).toEqual([
      ['Ann Smith', 'email'],
    ]);
    expect(store.lookup('ann.smith@example')).toEqual([]);
  });

  it('matches a phone by its last ten digits however it is written, and names whose phone it is', () => {
    const family = waiver({
      createdOn: '2025-06-01T12:00:00Z',
      participants: [
        participant({ firstName: 'Mia', lastName: 'Park', isMinor: true, phone: '' }),
        participant({ firstName: 'Leo', lastName: 'Park', isMinor: true, phone: '' }),
      ],
      guardian: guardian({ firstName: 'Dana', lastName: 'Park', phone: '555-123-4567' }),
    });
    store.putWaivers([
      family,
      signedBy('Eve', 'Stone', '2025-05-01T12:00:00Z', {
        participants: [participant({ firstName: 'Eve', lastName: 'Stone', phone: '+1 (555) 765-4321' })],
      }),
    ]);
    for (const query of ['(555) 123-4567', '+1 555 123 4567', '5551234567', '555.123.4567']) {
      const rows = store.lookup(query);
      expect(
        rows.map((row) => [row.name, row.match, row.position]),
        query,
      ).toEqual([['Dana Park', 'phone', -1]]);
      expect(rows[0]?.others).toEqual(['Mia Park', 'Leo Park']);
      expect(rows[0]?.hasMinor).toBe(true);
      expect(rows[0]?.isMinor).toBe(false);
    }
    expect(names('555 765 4321')).toEqual(['Eve Stone']);
    expect(names('123-4567')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts exact full names before prefixes before typos, and the newest first within each', () => {
    store.putWaivers([
      signedBy('Ann', 'Smith', '2023-03-01T12:00:00Z'),
      signedBy('Ann', 'Smyth', '2025-06-10T12:00:00Z'),
      signedBy('Annabel', 'Smithers', '2025-01-01T12:00:00Z'),
      signedBy('Anne', 'Smithson', '2025-05-01T12:00:00Z'),
      signedBy('Ann', 'Smith', '2024-03-01T12:00:00Z'),
    ]);
    expect(store.lookup('ann smith').map((row) => [row.name, row.match, row.createdOn.slice(0, 10)])).toEqual(
      [
        ['Ann Smith', 'fullName', '2024-03-01'],
        ['Ann Smith', 'fullName', '2023-03-01'],
        ['Anne Smithson', 'prefix', '2025-05-01'],
        ['Annabel Smithers', 'prefix', '2025-01-01'],
        ['Ann Smyth', 'typo', '2025-06-10'],
      ],
    );
    expect(names('ann smith', 3)).toEqual(['Ann Smith', 'Ann Smith', 'Anne Smithson']);
  });

  it('lists a waiver once, for the best-matching person, with the others summarised', () => {
    const group = waiver({
      createdOn: '2025-06-01T12:00:00Z',
      participants: ['Ann', 'Annie', 'Anna', 'Hanna', 'Joe'].map((first) =>
        participant({ firstName: first, lastName: 'Lind' }),
      ),
    });
    store.putWaivers([group]);
    const rows = store.lookup('anna');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      waiverId: group.waiverId,
      name: 'Anna Lind',
      position: 2,
      others: ['Ann Lind', 'Annie Lind', 'Hanna Lind'],
      otherCount: 4,
      title: 'Zipline Release',
      templateId: 't-1',
      createdMs: Date.parse('2025-06-01T12:00:00Z'),
      verified: true,
      expired: false,
    });
  });

  it('newest first among many matches, cut at the limit', () => {
    const waivers = Array.from({ length: 60 }, (_, day) =>
      signedBy(`Kim${day}`, 'Taylor', new Date(Date.UTC(2025, 0, 1 + day, 12)).toISOString()),
    );
    store.putWaivers([...waivers].reverse());
    const rows = store.lookup('taylor', { limit: 25 });
    expect(rows).toHaveLength(25);
    expect(rows.map((row) => row.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Kim${59 - i} Taylor`));
  });
});
