/**
 * `dependencies` in package.json are the libraries the app ships: exactly those
 * whose code the build puts into the bundles (the main process, the cache
 * worker and the preload by esbuild, the page and its workers by Vite), with everything they
 * bring in themselves outside the development tree of the lockfile. So
 * `npm audit --omit=dev` reports on what the installers carry, and a library
 * that stops being bundled leaves the list with it. (electron-builder copies
 * none of them: the bundles carry their code; electron-builder-config.test.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApp } from '../support/built-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, { dev?: boolean; link?: boolean; resolved?: string }>;
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
const lockfile = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

/** The workspace packages (the sandbox), by folder: bundled from there, not from node_modules. */
const workspaces = Object.entries(lockfile.packages)
  .filter(([, entry]) => entry.link && entry.resolved)
  .map(([key, entry]) => ({ key, folder: `${entry.resolved}/` }));

/**
 * The lockfile's key of the package a bundled file belongs to (its innermost
 * `node_modules/<name>`, scoped names included, or the link to the workspace
 * package holding it), or null for the project's own code.
 */
function packageKey(file: string): string | null {
  const workspace = workspaces.find(({ folder }) => file.startsWith(folder));
  if (workspace) return workspace.key;
  const at = file.indexOf('node_modules/');
  if (at < 0) return null;
  const inside = file.slice(at);
  const segments = [...inside.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = segments.at(-1);
  if (!last || last.index === undefined) return null;
  return inside.slice(0, last.index + last[0].length);
}
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

let bundled: Set<string>;

beforeAll(async () => {
  const { report } = await builtApp();
  const files = [
    ...Object.keys(report.electron.inputs),
    ...[...report.renderer.chunks, ...report.renderer.workers].flatMap((chunk) => chunk.moduleIds),
  ];
  bundled = new Set(files.map(packageKey).filter((key): key is string => key !== null));
}, 300_000);

describe('the shipped libraries', () => {
  it('finds libraries in the bundles of both processes, the sandbox (the demo) among them', () => {
    const names = new Set([...bundled].map(nameOf));
    for (const library of ['zod', 'undici', 'conf', 'react', 'react-dom', '@waiver-desk/sandbox'])
      expect(names).toContain(library);
  });

  it('keeps every bundled library, and what it brings in, out of the development tree', () => {
    const development = [...bundled].filter((key) => lockfile.packages[key]?.dev === true);
    expect(development).toEqual([]);
    const unknown = [...bundled].filter((key) => !lockfile.packages[key]);
    expect(unknown).toEqual([]);
  });

  it('lists as dependencies only libraries the bundles carry', () => {
    const names = new Set([...bundled].map(nameOf));
    const listed = Object.keys(manifest.dependencies ?? {});
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((library) => !names.has(library))).toEqual([]);
  });

  it('leaves Electron itself a development dependency, as electron-builder requires', () => {
    expect(manifest.dependencies).not.toHaveProperty('electron');
    expect(manifest.devDependencies).toHaveProperty('electron');
  });
});
