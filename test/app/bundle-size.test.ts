/**
 * The first screen's JavaScript stays under 300 kB gzipped, and the PDF viewer, the
 * QR code library and the camera scanner's decoders are not part of it. Read from the
 * run's one build of the sources as they are (built-app.ts, as `npm run build` makes
 * it), not from an older build.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initialScripts } from '../../renderer/build/initial-scripts.ts';
import type { RendererChunk } from '../../scripts/build.ts';
import { builtApp } from '../support/built-app.ts';

const LIMIT_GZIP_BYTES = 300 * 1024;

describe('the renderer build', () => {
  let outDir: string;
  let chunks: RendererChunk[];
  let workers: RendererChunk[];

  beforeAll(async () => {
    const app = await builtApp();
    outDir = app.rendererDir;
    ({ chunks, workers } = app.report.renderer);
  }, 300_000);

  it('needs under 300 kB of gzipped JavaScript for the first screen', () => {
    const { scripts, totalGzipBytes } = initialScripts(outDir);
    expect(scripts.map((script) => script.file)).toContainEqual(
      expect.stringMatching(/^assets\/index-.+\.js$/),
    );
    expect(totalGzipBytes).toBeGreaterThan(10 * 1024);
    expect(totalGzipBytes).toBeLessThan(LIMIT_GZIP_BYTES);
  });

  it('reads the same first-screen files as the build graph has (entry and its static imports)', () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const graph = new Set<string>();
    const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
    for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
      if (graph.has(file)) continue;
      graph.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    expect(new Set(initialScripts(outDir).scripts.map((script) => script.file))).toEqual(graph);
  });

  it('loads the PDF viewer, the QR code library and the camera’s decoders only when a screen asks for them', () => {
    const initial = new Set(initialScripts(outDir).scripts.map((script) => script.file));
    const initialModules = chunks
      .filter((chunk) => initial.has(chunk.fileName))
      .flatMap((chunk) => chunk.moduleIds);
    const lazyModules = chunks
      .filter((chunk) => !initial.has(chunk.fileName))
      .flatMap((chunk) => chunk.moduleIds);
    for (const library of ['/node_modules/pdfjs-dist/', '/node_modules/qrcode/']) {
      expect(initialModules.filter((id) => id.includes(library))).toEqual([]);
      expect(lazyModules.some((id) => id.includes(library))).toBe(true);
    }
    // The camera's view and reader load on "Use camera"; its decoders run in a worker file of their own.
    for (const camera of [
      '/renderer/src/camera/camera-reader.ts',
      '/node_modules/@zxing/',
      '/node_modules/jsqr/',
    ]) {
      expect(initialModules.filter((id) => id.includes(camera))).toEqual([]);
    }
    expect(lazyModules.some((id) => id.endsWith('/renderer/src/camera/camera-reader.ts'))).toBe(true);
    const decoders = workers.filter((chunk) => /decode-worker-.+\.js$/.test(chunk.fileName));
    expect(decoders).toHaveLength(1);
    for (const library of ['/node_modules/@zxing/', '/node_modules/jsqr/']) {
      expect(decoders[0]?.moduleIds.some((id) => id.includes(library))).toBe(true);
    }
  });
});
