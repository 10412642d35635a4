/**
 * The sandbox is a workspace package (`packages/sandbox`, `@waiver-desk/sandbox`)
 * with two entries: `demo`, what the app ships for the demo account, and
 * `testing`, the same server with faults and a control endpoint, for tests,
 * benchmarks and `npm run sandbox`. The product (`electron/`, `renderer/src`,
 * `shared/`) reaches the package only through `demo`, never `testing`, the
 * package's root or a path into `packages/`; the package imports nothing of
 * the app but `shared/`, the typed contract; and everything the demo entry can
 * load, dynamic imports included, is free of test machinery.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = 'packages/sandbox';
const NAME = '@waiver-desk/sandbox';
const DEMO_ENTRY = `${NAME}/demo`;
const PRODUCT = ['electron', 'renderer/src', 'shared'];
/** Faults and the control endpoint: test machinery, in the testing entry only. */
const TEST_MACHINERY = /^packages\/sandbox\/src\/(faults\/|control\/|status\/control\.ts$|index\.ts$)/;

/** One import of one file: the file, as written, where a relative one points from the root, and whether only types. */
interface SandboxImport {
  from: string;
  specifier: string;
  to?: string;
  typeOnly?: boolean;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('node_modules/'));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (text: string, pattern: string) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

/** Every import of the files under `folders`: static, type-only, re-exports and dynamic alike. */
function importsOf(folders: readonly string[]): SandboxImport[] {
  return folders.flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: specifier }) => ({
      from: file,
      specifier,
      ...(specifier.startsWith('.')
        ? { to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) }
        : {}),
      // Erased when the file runs: every import of it is `import type … from` or `export type … from`.
      typeOnly:
        count(text, `(import|export) type [^;']*?from '${escaped(specifier)}'`) ===
        count(text, `'${escaped(specifier)}'`),
    }));
  });
}

/** The product's imports of the sandbox other than its demo entry. */
function productBreaches(imports: readonly SandboxImport[]): SandboxImport[] {
  return imports.filter(
    ({ specifier, to }) =>
      ((specifier === NAME || specifier.startsWith(`${NAME}/`)) && specifier !== DEMO_ENTRY) ||
      to?.startsWith('packages/'),
  );
}

/** The package's imports of the project outside itself and `shared/`. */
function packageBreaches(imports: readonly SandboxImport[]): SandboxImport[] {
  return imports.filter(
    ({ to }) => to !== undefined && !to.startsWith(`${PACKAGE}/`) && !to.startsWith('shared/'),
  );
}

/** Every file of the package the demo entry can load, following the imports that stay when it runs. */
function reachedFrom(entry: string, imports: readonly SandboxImport[]): Set<string> {
  const reached = new Set([entry]);
  for (const file of reached) {
    for (const found of imports)
      if (found.from === file && !found.typeOnly && found.to?.startsWith(`${PACKAGE}/`))
        reached.add(found.to);
  }
  return reached;
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, PACKAGE, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string>;
};

describe('the sandbox package and its two entries', () => {
  it('is @waiver-desk/sandbox, whose entries are demo and testing', () => {
    expect(manifest.name).toBe(NAME);
    expect(manifest.exports).toEqual({
      './demo': './src/demo.ts',
      './testing': './src/index.ts',
      './package.json': './package.json',
    });
  });

  it('the product imports the sandbox only through its demo entry', () => {
    const imports = importsOf(PRODUCT);
    // The reading works: the demo account's session and the diagnostics do import the demo entry.
    const demo = imports.filter(({ specifier }) => specifier === DEMO_ENTRY).map(({ from }) => from);
    expect(demo).toContain('electron/runtime/account-session.ts');
    expect(demo).toContain('electron/desk/features/diagnostics.ts');
    expect(productBreaches(imports)).toEqual([]);
  });

  it('the sandbox imports nothing of the app but shared/, the typed contract', () => {
    const imports = importsOf([`${PACKAGE}/src`]);
    expect(imports.some(({ to }) => to?.startsWith('shared/domain/'))).toBe(true);
    expect(packageBreaches(imports)).toEqual([]);
  });

  it('everything the demo entry can load, dynamic imports included, is free of faults and control', () => {
    const reached = reachedFrom(`${PACKAGE}/src/demo.ts`, importsOf([`${PACKAGE}/src`]));
    // The reading works: the demo reaches its server, the data generator and the routes.
    expect(reached).toContain(`${PACKAGE}/src/sandbox-server.ts`);
    expect(reached).toContain(`${PACKAGE}/src/data/generate.ts`);
    expect([...reached].filter((file) => TEST_MACHINERY.test(file))).toEqual([]);
  });
});

describe('what the check refuses', () => {
  it('the product importing the testing entry, the package root or a file of the package', () => {
    const found = productBreaches([
      { from: 'electron/doctor/a.ts', specifier: `${NAME}/testing` },
      { from: 'electron/doctor/b.ts', specifier: NAME },
      {
        from: 'renderer/src/c.ts',
        specifier: '../../packages/sandbox/src/clock.ts',
        to: 'packages/sandbox/src/clock.ts',
      },
      { from: 'electron/runtime/d.ts', specifier: DEMO_ENTRY },
      { from: 'electron/runtime/e.ts', specifier: '@waiver-desk/sandboxed' },
    ]);
    expect(found.map(({ from }) => from)).toEqual([
      'electron/doctor/a.ts',
      'electron/doctor/b.ts',
      'renderer/src/c.ts',
    ]);
  });

  it('the package importing the main process, the page or the tests', () => {
    const found = packageBreaches([
      {
        from: `${PACKAGE}/src/a.ts`,
        specifier: '../../../electron/http/retry.ts',
        to: 'electron/http/retry.ts',
      },
      { from: `${PACKAGE}/src/b.ts`, specifier: '../../../test/support/x.ts', to: 'test/support/x.ts' },
      {
        from: `${PACKAGE}/src/c.ts`,
        specifier: '../../../shared/domain/waiver.ts',
        to: 'shared/domain/waiver.ts',
      },
      { from: `${PACKAGE}/src/d.ts`, specifier: './clock.ts', to: `${PACKAGE}/src/clock.ts` },
      { from: `${PACKAGE}/src/e.ts`, specifier: 'zod' },
    ]);
    expect(found.map(({ from }) => from)).toEqual([`${PACKAGE}/src/a.ts`, `${PACKAGE}/src/b.ts`]);
  });
});
