/**
 * `npm run build`: the renderer (Vite, with `renderer/vite.config.ts`) and the
 * Electron bundles (`build-electron.ts`) into one folder, `dist/` by default
 * (`--out <folder>` for another), beside a report of what went into them
 * (`build-report.json`: each renderer chunk's modules and imports, and
 * esbuild's metafile of the main process). The report is for the tests of the
 * build (its size, what it carries, which libraries it ships); it stays out of
 * the installers, which take `dist/electron` and `dist/renderer` only.
 *
 * `npm test` builds once with it and every test of the build, the
 * Electronegativity scan and the end-to-end run read that one build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Metafile } from 'esbuild';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { buildElectron } from './build-electron.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_BUILD_DIR = path.join(ROOT, 'dist');
export const BUILD_REPORT = 'build-report.json';

/** One chunk of the renderer build: what the bundle-size and shipped-library tests read. */
export interface RendererChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Every module in the chunk, as absolute paths (node_modules ones included). */
  moduleIds: string[];
}

export interface BuildReport {
  /** The page's chunks, and those of the bundles its workers run (built apart, one per `new Worker`). */
  renderer: { chunks: RendererChunk[]; workers: RendererChunk[] };
  /** esbuild's metafile of the main process, cache worker and preload builds together. */
  electron: Metafile;
}

const chunkOf = (chunk: OutputChunk): RendererChunk => ({
  fileName: chunk.fileName,
  isEntry: chunk.isEntry,
  imports: chunk.imports,
  dynamicImports: chunk.dynamicImports,
  moduleIds: chunk.moduleIds,
});

async function buildRenderer(outDir: string): Promise<BuildReport['renderer']> {
  // Loaded here, so that the tests that read the report import no bundler.
  const { build: viteBuild } = await import('vite');
  // Vite bundles each worker on its own and hands the page only its file: a plugin in the
  // workers' builds notes their chunks.
  const workers: RendererChunk[] = [];
  const workerChunks = {
    name: 'waiver-desk:report-worker-chunks',
    generateBundle(_options: unknown, bundle: Record<string, OutputChunk | { type: 'asset' }>) {
      for (const item of Object.values(bundle)) if (item.type === 'chunk') workers.push(chunkOf(item));
    },
  };
  const result = await viteBuild({
    configFile: path.join(ROOT, 'renderer/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    worker: { plugins: () => [workerChunks] },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
  const chunks = outputs
    .flatMap((output) => output.output.filter((item): item is OutputChunk => item.type === 'chunk'))
    .map(chunkOf);
  return { chunks, workers };
}

/** Builds the app into `dir` (`renderer/`, `electron/`, the report) and returns the report. */
export async function buildApp(dir: string = DEFAULT_BUILD_DIR): Promise<BuildReport> {
  mkdirSync(dir, { recursive: true });
  const [renderer, electron] = await Promise.all([
    buildRenderer(path.join(dir, 'renderer')),
    buildElectron(path.join(dir, 'electron')),
  ]);
  const report: BuildReport = { renderer, electron };
  writeFileSync(path.join(dir, BUILD_REPORT), JSON.stringify(report));
  return report;
}

const runAsScript =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const dir = path.resolve(values.out ?? DEFAULT_BUILD_DIR);
  await buildApp(dir);
  console.log(`Built ${path.relative(process.cwd(), dir) || '.'}: renderer/, electron/ and ${BUILD_REPORT}`);
}
