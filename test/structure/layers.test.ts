/**
 * The house keeps its floors: no top folder of the main process, nor of the page,
 * imports one on a floor above it (`floors.ts` names them), no two top folders
 * import each other in a circle, the page and the main process never import each
 * other, and `shared/` imports neither. A failure names every import that breaks a rule.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOORS, PAGE_FLOORS } from './floors.ts';
import { findBreaches, type Import, readImports } from './structure.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const readable = (imports: readonly Import[]) => imports.map((found) => `${found.from} -> ${found.to}`);

describe('the floors of the house', () => {
  it('every import of the product points down a floor or along one, and none runs in a circle', () => {
    const imports = readImports(ROOT, ['electron', 'renderer/src', 'shared']);
    // The reading itself works: the hosts do import the desk, the page the contract.
    expect(imports.length).toBeGreaterThan(1_000);
    expect(imports).toContainEqual({ from: 'electron/main/main.ts', to: 'electron/desk/desk-runtime.ts' });
    expect(imports).toContainEqual({ from: 'renderer/src/main.tsx', to: 'renderer/src/App.tsx' });

    const breaches = findBreaches(imports, FLOORS, PAGE_FLOORS).map((breach) => ({
      rule: breach.rule,
      imports: readable(breach.imports),
    }));
    expect(breaches).toEqual([]);
  });

  it('every top folder of electron/ stands on exactly one floor', () => {
    const named = FLOORS.flatMap((floor) => floor.folders);
    expect(new Set(named).size).toBe(named.length);
  });

  it('every top folder and file of renderer/src/ stands on exactly one floor, and every floor names what is there', () => {
    const named = PAGE_FLOORS.flatMap((floor) => floor.folders);
    expect(new Set(named).size).toBe(named.length);
    // Declarations (`global.d.ts`) import nothing and are imported by no one.
    const standing = readdirSync(path.join(ROOT, 'renderer/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.d.ts'))
      .map((entry) => entry.name);
    expect([...named].sort()).toEqual(standing.sort());
  });
});

describe('what the check refuses on the page', () => {
  const pageFloors = [
    { folders: ['records', 'paths.ts'], holds: 'ground' },
    { folders: ['i18n', 'format'], holds: 'words' },
    { folders: ['lookup', 'scanner'], holds: 'features' },
    { folders: ['screens', 'App.tsx'], holds: 'top' },
  ];

  it('an import up a floor between folders of the page, and one by a file at its top', () => {
    const breaches = findBreaches(
      [
        { from: 'renderer/src/format/time.ts', to: 'renderer/src/lookup/words.ts' },
        { from: 'renderer/src/paths.ts', to: 'renderer/src/App.tsx' },
        { from: 'renderer/src/screens/today/TodayScreen.tsx', to: 'renderer/src/format/time.ts' },
      ],
      FLOORS,
      pageFloors,
    );
    expect(breaches).toEqual([
      {
        rule: 'up a floor',
        imports: [{ from: 'renderer/src/format/time.ts', to: 'renderer/src/lookup/words.ts' }],
      },
      { rule: 'up a floor', imports: [{ from: 'renderer/src/paths.ts', to: 'renderer/src/App.tsx' }] },
    ]);
  });

  it('two folders of one floor importing each other, and a folder on no floor', () => {
    const breaches = findBreaches(
      [
        { from: 'renderer/src/lookup/LookupBox.tsx', to: 'renderer/src/scanner/open-best.ts' },
        { from: 'renderer/src/scanner/use-scanner.ts', to: 'renderer/src/lookup/LookupProvider.tsx' },
        { from: 'renderer/src/attic/old.ts', to: 'renderer/src/format/time.ts' },
      ],
      FLOORS,
      pageFloors,
    );
    expect(breaches.map((breach) => breach.rule)).toEqual(['no floor', 'circle']);
    expect(breaches[1]?.imports).toHaveLength(2);
  });

  it('the page importing its own catalogs, outside renderer/src/, is no breach', () => {
    const breaches = findBreaches(
      [{ from: 'renderer/src/i18n/messages.ts', to: 'renderer/locales/en.json' }],
      FLOORS,
      pageFloors,
    );
    expect(breaches).toEqual([]);
  });
});

describe('what the check refuses', () => {
  const floors = [
    { folders: ['files', 'logging'], holds: 'ground' },
    { folders: ['cache'], holds: 'first' },
    { folders: ['main', 'browser-host'], holds: 'top', apart: true },
  ];

  it('an import up a floor, with the file that makes it', () => {
    const breaches = findBreaches(
      [
        { from: 'electron/main/main.ts', to: 'electron/cache/store.ts' },
        { from: 'electron/cache/store.ts', to: 'electron/main/ipc.ts' },
      ],
      floors,
    );
    expect(breaches).toEqual([
      { rule: 'up a floor', imports: [{ from: 'electron/cache/store.ts', to: 'electron/main/ipc.ts' }] },
      // Two folders that import each other are a circle as well.
      {
        rule: 'circle',
        imports: [
          { from: 'electron/main/main.ts', to: 'electron/cache/store.ts' },
          { from: 'electron/cache/store.ts', to: 'electron/main/ipc.ts' },
        ],
      },
    ]);
  });

  it('a circle along one floor, through three folders or two', () => {
    const breaches = findBreaches(
      [
        { from: 'electron/files/a.ts', to: 'electron/logging/b.ts' },
        { from: 'electron/logging/b.ts', to: 'electron/files/c.ts' },
        { from: 'electron/cache/d.ts', to: 'electron/files/a.ts' },
      ],
      floors,
    );
    expect(breaches.map((breach) => breach.rule)).toEqual(['circle']);
    expect(breaches[0]?.imports).toHaveLength(2);
  });

  it('a host importing another host', () => {
    const breaches = findBreaches([{ from: 'electron/main/a.ts', to: 'electron/browser-host/b.ts' }], floors);
    expect(breaches.map((breach) => breach.rule)).toEqual(['across an apart floor']);
  });

  it('a folder on no floor, the page and main importing each other, and shared importing either', () => {
    const breaches = findBreaches(
      [
        { from: 'electron/attic/x.ts', to: 'electron/files/a.ts' },
        { from: 'renderer/src/App.tsx', to: 'electron/ipc/desk-failure.ts' },
        { from: 'electron/main/main.ts', to: 'renderer/src/lookup/words.ts' },
        { from: 'shared/ipc/contract.ts', to: 'electron/files/a.ts' },
        { from: 'renderer/src/App.tsx', to: 'shared/ipc/contract.ts' },
        // The catalogs are data both sides read, as shared is.
        { from: 'electron/main/main-words.ts', to: 'renderer/locales/en.json' },
      ],
      floors,
    );
    expect(breaches.map((breach) => breach.rule)).toEqual([
      'no floor',
      'page and main',
      'page and main',
      'shared imports a side',
    ]);
  });
});
