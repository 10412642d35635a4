/**
 * Every word the page shows lives in a words module beside its feature (a `words.ts`
 * under renderer/src/, or under shared/ for the field messages of the contract's
 * schemas, which the main process sends back too): a change of wording (or a
 * translation) touches those modules alone. The finder reads the renderer's and
 * shared's sources for text between tags and prose-looking strings outside them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLooseWords, isWordsModule, readsLikeWords, scanSource } from '../../scripts/find-loose-words.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const texts = (source: string, file = 'Example.tsx') => scanSource(file, source).map((word) => word.text);

describe('the finder of loose words', () => {
  it('finds text between tags and in the attributes a person reads or hears', () => {
    const source = `
      export const Screen = () => (
        <section aria-label="Today's check-ins">
          <h1>Today</h1>
          <input placeholder="Find a waiver…" title="Search" />
          <Query loadingLabel="Loading today's check-ins…" />
        </section>
      );`;
    expect(texts(source)).toEqual([
      "Today's check-ins",
      'Today',
      'Find a waiver…',
      'Search',
      "Loading today's check-ins…",
    ]);
  });

  it('finds messages built in plain modules, templates included', () => {
    const source = `
      export const pageOf = (page: number, pages: number) => \`Page \${page} of \${pages}\`;
      export const failed = { message: 'The file could not be fetched.' };`;
    expect(texts(source, 'words.ts')).toEqual(['Page … of …', 'The file could not be fetched.']);
  });

  it('leaves code alone: class names, ids, paths, key names, literal types, developer errors', () => {
    const source = `
      import { thing } from './some module.ts';
      type Tone = 'all good';
      export function Row({ event }: { event: KeyboardEvent }) {
        if (event.key === 'Enter') throw new Error('not used in this screen');
        switch (event.key) { case 'Escape': break; }
        return <div className="row wide" id="main row" data-state="busy now" aria-describedby="a b" />;
      }`;
    expect(texts(source)).toEqual([]);
  });

  it('keeps a string marked as not words where it is', () => {
    const source = `
      // not words: key names a scanner presses
      const NEUTRAL = new Set(['Shift', 'CapsLock']);
      const other = ['Shift'];`;
    expect(texts(source, 'keys.ts')).toEqual(['Shift']);
  });

  it('tells prose from identifiers', () => {
    expect(readsLikeWords('Refresh')).toBe(true);
    expect(readsLikeWords('Copy current as of ')).toBe(true);
    expect(readsLikeWords('Opening…')).toBe(true);
    expect(readsLikeWords('backfill')).toBe(false);
    expect(readsLikeWords('2-digit')).toBe(false);
    expect(readsLikeWords('en-CA')).toBe(false);
  });

  it('takes every words.ts of the renderer and of shared for a words module, and nothing else', () => {
    expect(isWordsModule('renderer/src/lookup/words.ts')).toBe(true);
    expect(isWordsModule('renderer/src/screens/manage/words.ts')).toBe(true);
    expect(isWordsModule('shared/ipc/words.ts')).toBe(true);
    expect(isWordsModule('renderer/src/lookup/match-words.ts')).toBe(false);
    expect(isWordsModule('renderer/src/lookup/words.tsx')).toBe(false);
    expect(isWordsModule('shared/ipc/form-words.ts')).toBe(false);
    expect(isWordsModule('electron/ipc/words.ts')).toBe(false);
  });
});

describe("the desk's words", () => {
  it('all live in the words modules beside their features, the page’s and the schemas’', () => {
    const loose = findLooseWords(ROOT).map((word) => `${word.file}:${word.line}  ${word.text}`);
    expect(loose).toEqual([]);
  });

  it('reads the schemas in shared/ too: a field message written in a schema is found', () => {
    const source = `export const pin = z.string().regex(/^\\d*$/, 'A PIN is digits only.');`;
    expect(texts(source, 'shared/ipc/manager-lock.ts')).toEqual(['A PIN is digits only.']);
    expect(findLooseWords(ROOT, ['shared']).map((word) => word.file)).toEqual([]);
  });
});
