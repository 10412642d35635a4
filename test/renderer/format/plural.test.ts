/**
 * Plural forms are chosen by the language's rules, not by `count === 1`: the
 * English words read as before, and a language with more forms gets each of them.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsText } from '../../../renderer/src/screens/diagnostics/words.ts';
import { checkInText } from '../../../renderer/src/screens/waiver/words.ts';
import { pluralsOf } from '../../../shared/words/plural.ts';

describe('plural forms', () => {
  it('English: one, and other for every other count (none included)', () => {
    expect(checkInText.button(1)).toBe('Check in 1 person');
    expect(checkInText.button(3)).toBe('Check in 3 people');
    expect(diagnosticsText.summary.needFixing(1)).toBe('1 check needs fixing: see what to do below each.');
    expect(diagnosticsText.summary.needFixing(0)).toBe('0 checks need fixing: see what to do below each.');
    expect(diagnosticsText.summary.worthALook(2)).toBe('Nothing is broken; 2 checks are worth a look.');
  });

  it('a language with more forms than English gets each of them', () => {
    const plural = pluralsOf('pl');
    const forms = { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' };
    expect([1, 2, 5, 22, 1.5].map((count) => plural(count, forms))).toEqual([
      'plik',
      'pliki',
      'plików',
      'pliki',
      'pliku',
    ]);
  });
});
