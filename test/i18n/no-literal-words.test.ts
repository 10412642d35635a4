/**
 * No word the page shows is written in a component or held as text by a words module:
 * every one is a message of the catalogs, so it follows the desk's Language. The finder
 * (scripts/find-literal-words.ts) reads renderer/src's components and words modules with
 * the TypeScript compiler; its few exceptions are named there, each with why.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findLiteralWords,
  NOT_IN_CATALOGS_YET,
  SAME_IN_EVERY_LANGUAGE,
  scanForLiteralWords,
} from '../../scripts/find-literal-words.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const texts = (source: string, file = 'renderer/src/example/Example.tsx') =>
  scanForLiteralWords(file, source).map((word) => word.text);

describe('the finder of literal words', () => {
  it('finds text between tags with a letter of any alphabet, and a string written as a child', () => {
    const source = `
      export const Row = ({ busy }: { busy: boolean }) => (
        <p>
          <strong>Hoy</strong> · {busy ? 'Saving…' : count} <span>Español</span> <em>✓ 12:05</em>
          {'x'}
        </p>
      );`;
    expect(texts(source)).toEqual(['Hoy', 'Saving…', 'Español', 'x']);
  });

  it('finds a letter in what a person reads or hears: ARIA labels, titles, placeholders, alternatives, words props', () => {
    const source = `
      export const Box = ({ label }: { label: string }) => (
        <>
          <button aria-label="close" title={label || 'Close this'}>×</button>
          <input placeholder={\`Find \${label}\`} />
          <img alt="logo" src="/logo.svg" />
          <Query loadingLabel="loading" emptyText={label} />
          <option label="one" value="1" />
        </>
      );`;
    expect(texts(source)).toEqual(['close', 'Close this', 'Find …', 'logo', 'loading', 'one']);
  });

  it('leaves code alone: class names, ids, roles, test ids, keys, symbols', () => {
    const source = `
      export const Code = () => (
        <div className="row wide" id="main-row" role="status" data-testid="today-summary" aria-live="polite" key="a">
          <span aria-hidden="true">→ 3 · 4</span>
        </div>
      );`;
    expect(texts(source)).toEqual([]);
  });

  it('finds words a words module holds as text rather than as a message id', () => {
    const source = `
      import { message, texts } from '../i18n/messages.ts';
      export const rowText = texts({ open: 'today.row.open', of: (tone: string) => message('x.y', { tone }) });
      export const pinText = { confirm: 'Go ahead with the PIN', kind: 'waiver' };`;
    expect(texts(source, 'renderer/src/example/words.ts')).toEqual(['Go ahead with the PIN']);
  });

  it('names its exceptions, each with why, and only texts still outside the catalogs', () => {
    expect(SAME_IN_EVERY_LANGUAGE.size).toBeLessThanOrEqual(3);
    for (const [where, why] of Object.entries(NOT_IN_CATALOGS_YET)) {
      expect(why).toMatch(/\w+ \w+/);
      // Once its texts are messages, an entry goes: it would let them back in unseen.
      const file = where.slice(0, where.indexOf(' '));
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      expect(scanForLiteralWords(file, source, {}).length, where).toBeGreaterThan(
        scanForLiteralWords(file, source).length,
      );
    }
  });
});

describe("the page's words", () => {
  it('are all in the catalogs: no component writes a word, no words module holds one as text', () => {
    const found = findLiteralWords(ROOT).map((word) => `${word.file}:${word.line}  ${word.text}`);
    expect(found).toEqual([]);
  });
});
