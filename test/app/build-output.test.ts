/**
 * The Electron build as `npm run build` makes it (the run's one build, built-app.ts):
 * the demo sandbox (its data and routes) stays out of the main entry, in a chunk
 * of its own that the entry loads only on demand, the sandbox's test machinery
 * (fault injection, the control endpoint) is in no file at all, no
 * source map is emitted, and nothing is left to load from node_modules (which is
 * why the installers carry no node_modules: electron-builder.yml leaves out even
 * the libraries package.json lists as shipped, whose code the bundles hold;
 * shipped-libraries.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApp } from '../support/built-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Strings that occur only in the demo sandbox's code (its data), each checked against its source first. */
const SANDBOX_MARKERS = [
  { file: 'packages/sandbox/src/data/templates.ts', text: 'Jump Zone Trampoline Park Release of Liability' },
  { file: 'packages/sandbox/src/data/places.ts', text: 'Blue Cross Blue Shield' },
];

/**
 * Strings that occur only in the sandbox's test machinery (faults and the control
 * endpoint), each checked against its source first: none may be in the app.
 */
const TEST_MACHINERY_MARKERS = [
  { file: 'packages/sandbox/src/control/control-endpoint.ts', text: '/__control' },
  { file: 'packages/sandbox/src/control/control-endpoint.ts', text: 'ControlEndpoint' },
  { file: 'packages/sandbox/src/status/control.ts', text: 'send {"enabled": true|false}' },
  { file: 'packages/sandbox/src/faults/registry.ts', text: 'rate-limit-storm' },
  { file: 'packages/sandbox/src/faults/registry.ts', text: 'FaultRegistry' },
  { file: 'packages/sandbox/src/faults/answer.ts', text: 'injected fault' },
  { file: 'packages/sandbox/src/faults/odd-records.ts', text: 'unidentifiable' },
  { file: 'packages/sandbox/src/faults/machinery.ts', text: 'testMachinery' },
];

let outdir: string;
let files: string[];
/** What esbuild recorded of the build: each output's imports. */
let metafile: Metafile;
const read = (file: string) => readFileSync(path.join(outdir, file), 'utf8');

beforeAll(async () => {
  const app = await builtApp();
  outdir = app.electronDir;
  metafile = app.report.electron;
  files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
}, 300_000);

describe('Electron build output', () => {
  it('emits the main entry, the cache worker, their chunks and the CommonJS preload, and no source map', () => {
    expect(files).toContain('main.js');
    expect(files).toContain('cache-worker.js');
    expect(files).toContain('preload.cjs');
    expect(files.some((file) => file.startsWith('chunks/') && file.endsWith('.js'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(read('main.js')).not.toContain('sourceMappingURL');
  });

  it.each(SANDBOX_MARKERS)('keeps "$text" out of the main entry, in a chunk of its own', ({ file, text }) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(text);
    expect(read('main.js')).not.toContain(text);
    const holding = files.filter((name) => name.endsWith('.js') && read(name).includes(text));
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatch(/^chunks\//);
  });

  it.each(TEST_MACHINERY_MARKERS)(
    'carries no test machinery: "$text" is in no built file',
    ({ file, text }) => {
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain(text);
      expect(files.filter((name) => /\.c?js$/.test(name) && read(name).includes(text))).toEqual([]);
    },
  );

  it('loads the sandbox chunk only through a dynamic import', () => {
    const [sandboxChunk] = files.filter(
      (name) => name.startsWith('chunks/') && read(name).includes(SANDBOX_MARKERS[0]!.text),
    );
    expect(sandboxChunk).toBeDefined();
    const name = path.posix.basename(sandboxChunk!);
    const main = read('main.js');
    // No static `import … from "./chunks/<sandbox>"` at the top of the entry.
    expect(main).not.toMatch(
      new RegExp(`^import[^;]*from\\s*["']\\./chunks/${name.replace('.', '\\.')}["']`, 'm'),
    );
    const dynamicImporters = files.filter(
      (file) =>
        file.endsWith('.js') &&
        new RegExp(`import\\(\\s*["'][^"']*${name.replace('.', '\\.')}["']\\s*\\)`).test(read(file)),
    );
    expect(dynamicImporters.length).toBeGreaterThan(0);
  });

  it('keeps the preload under 30 kB: the contract’s names and the event check, no schema library', async () => {
    const preload = readFileSync(path.join(outdir, 'preload.cjs'));
    expect(preload.byteLength).toBeLessThan(30 * 1024);
    const text = preload.toString('utf8');
    expect(text).not.toContain('ZodError');
    const { methods } = await import('../../shared/ipc/methods.ts');
    const { eventNames } = await import('../../shared/ipc/event-names.ts');
    for (const name of [...methods, ...eventNames]) expect(text).toContain(name);
  });

  it('keeps the preload one self-contained CommonJS file that needs nothing but electron', () => {
    const preload = read('preload.cjs');
    const required = new Set([...preload.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]));
    expect([...required]).toEqual(['electron']);
    expect(preload).not.toMatch(/\bimport\(\s*["']/);
  });

  it('leaves nothing to load at run time but Node built-ins and electron', () => {
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const outputs = Object.values(metafile.outputs);
    // The main entry, the cache worker, their chunks and the preload.
    expect(outputs.length).toBe(files.filter((file) => /\.c?js$/.test(file)).length);
    const outside = outputs.flatMap((output) =>
      output.imports
        .filter(
          ({ path: imported, external }) => external && imported !== 'electron' && !builtins.has(imported),
        )
        .map(({ path: imported }) => imported),
    );
    expect(outside).toEqual([]);
  });
});
