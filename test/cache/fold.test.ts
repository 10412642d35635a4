import { describe, expect, it } from 'vitest';
import {
  foldQuery,
  fullNameKeysOf,
  looksLikePhone,
  nameWordsOf,
  normalizeEmail,
  normalizePhone,
} from '../../electron/cache/fold.ts';
import { deletionKeys, withinOneEdit } from '../../electron/cache/typo.ts';

const person = (firstName: string, lastName: string, middleName = '') => ({
  firstName,
  middleName,
  lastName,
});

describe('folding', () => {
  it('drops case, accents, apostrophes and hyphens, and splits on anything else', () => {
    expect(foldQuery("  O'Brien ")).toEqual(['obrien']);
    expect(foldQuery('D’Andre  Núñez')).toEqual(['dandre', 'nunez']);
    expect(foldQuery('Smith-Jones')).toEqual(['smithjones']);
    expect(foldQuery('St. James')).toEqual(['st', 'james']);
    expect(foldQuery('Łukasz Søndergaard Müller straße')).toEqual([
      'lukasz',
      'sondergaard',
      'muller',
      'strasse',
    ]);
    expect(foldQuery('Nguyễn Çelik Dvořák')).toEqual(['nguyen', 'celik', 'dvorak']);
    expect(foldQuery('ann ann ANN')).toEqual(['ann']);
  });

  it('indexes each name by its words, its joined parts and its run-together form', () => {
    expect(nameWordsOf(person('Mary-Kate', "O'Brien")).sort()).toEqual(
      ['brien', 'kate', 'mary', 'marykate', 'o', 'obrien'].sort(),
    );
    expect(nameWordsOf(person('María José', 'De la Cruz', 'J.')).sort()).toEqual(
      ['cruz', 'de', 'delacruz', 'j', 'jose', 'la', 'maria', 'mariajose'].sort(),
    );
  });

  it('keys the whole name as first+last, first+middle+last and last+first', () => {
    expect(fullNameKeysOf(person('Ann', 'Smith', 'Marie')).sort()).toEqual(
      ['annmariesmith', 'annsmith', 'smithann'].sort(),
    );
    expect(fullNameKeysOf(person('', ''))).toEqual([]);
  });

  it('normalises emails and phones the way they are compared', () => {
    expect(normalizeEmail(' Ann.Smith@Example.COM ')).toBe('ann.smith@example.com');
    expect(normalizeEmail('ann smith')).toBeNull();
    expect(normalizePhone('+1 (555) 123-4567')).toBe('5551234567');
    expect(normalizePhone('555-0123')).toBe('5550123');
    expect(normalizePhone('12-34')).toBeNull();
    expect(looksLikePhone('(555) 123-4567')).toBe(true);
    expect(looksLikePhone('M-001234')).toBe(false);
    expect(looksLikePhone('2024')).toBe(false);
  });
});

describe('one-typo matching', () => {
  it('accepts one insertion, deletion, substitution or swap and nothing more', () => {
    expect(withinOneEdit('jonson', 'johnson')).toBe(true);
    expect(withinOneEdit('katherine', 'katharine')).toBe(true);
    expect(withinOneEdit('jhonson', 'johnson')).toBe(true);
    expect(withinOneEdit('johnsonn', 'johnson')).toBe(true);
    expect(withinOneEdit('jhonsonn', 'johnson')).toBe(false);
    expect(withinOneEdit('smith', 'smyth')).toBe(true);
    expect(withinOneEdit('smith', 'smythe')).toBe(false);
  });

  it('gives words within one edit a shared deletion key', () => {
    const shared = (a: string, b: string) => deletionKeys(a).some((key) => deletionKeys(b).includes(key));
    expect(shared('katherine', 'katharine')).toBe(true);
    expect(shared('jonson', 'johnson')).toBe(true);
    expect(shared('jhonson', 'johnson')).toBe(true);
    expect(deletionKeys('anna')).toEqual(['anna', 'nna', 'ana', 'ann']);
  });
});
