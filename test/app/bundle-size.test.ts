/**
 * The first screen's JavaScript stays under 300 kB gzipped, and the PDF viewer, the
 * QR code library and the camera scanner's decoders are not part of it. The renderer is built afresh into a temporary
 * folder, so this holds for the sources as they are, not for an older build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialScripts } from '../../renderer/build/initial-scripts.ts';

const LIMIT_GZIP_BYTES = 300 * 1024;

describe('the renderer build', () => {
  let outDir: string;
  let chunks: OutputChunk[];
  let outputs: RolldownOutput[];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bundle-'));
    const result = await build({
      configFile: 'renderer/vite.config.ts',
      logLevel: 'silent',
      mode: 'production',
      // What ships: the test runner sets NODE_ENV to "test", which would build React's development code.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true },
    });
    outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
    chunks = outputs.flatMap((output) =>
      output.output.filter((item): item is OutputChunk => item.type === 'chunk'),
    );
  }, 120_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

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
    const workers = outputs
      .flatMap((output) => output.output)
      .filter((item) => /decode-worker-.+\.js$/.test(item.fileName));
    expect(workers).toHaveLength(1);
  });
});
