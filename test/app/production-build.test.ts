/**
 * What a production build ships: no source maps and no comment pointing at one,
 * in the renderer (vite.config.ts) and the Electron bundles (build-electron.ts)
 * alike. Built here into throwaway folders with the project's own configuration,
 * so the check does not depend on whatever `dist/` holds right now.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElectron } from '../../scripts/build-electron.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_MAP_COMMENT = /[#@]\s*sourceMappingURL\s*=/;

let outdir: string;
let files: string[];

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-production-'));
  await build({
    configFile: path.join(ROOT, 'renderer/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.join(outdir, 'renderer'), emptyOutDir: true },
  });
  await buildElectron(path.join(outdir, 'electron'));
  files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
}, 180_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the production build', () => {
  it('holds the renderer page and its scripts, and the Electron bundles', () => {
    expect(files).toContain('renderer/index.html');
    expect(files.some((file) => /^renderer\/assets\/.+\.js$/.test(file))).toBe(true);
    expect(files).toContain('electron/main.js');
    expect(files).toContain('electron/preload.cjs');
  });

  it('ships no source map file', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('points no script or stylesheet at a source map', () => {
    const scripts = files.filter((file) => /\.(m?js|cjs|css|html)$/.test(file));
    expect(scripts.length).toBeGreaterThan(5);
    const pointing = scripts.filter((file) =>
      SOURCE_MAP_COMMENT.test(readFileSync(path.join(outdir, file), 'utf8')),
    );
    expect(pointing).toEqual([]);
  });
});
