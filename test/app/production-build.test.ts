/**
 * What a production build ships: no source maps and no comment pointing at one,
 * in the renderer (vite.config.ts) and the Electron bundles (build-electron.ts)
 * alike. Read from the run's one build of the sources as they are (built-app.ts),
 * not from whatever `dist/` held before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApp } from '../support/built-app.ts';

const SOURCE_MAP_COMMENT = /[#@]\s*sourceMappingURL\s*=/;

let outdir: string;
let files: string[];

beforeAll(async () => {
  outdir = (await builtApp()).dir;
  files = readdirSync(outdir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    // What the installers take (electron-builder.yml); the build report stays behind.
    .filter((file) => file.startsWith('renderer/') || file.startsWith('electron/'));
}, 300_000);

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
