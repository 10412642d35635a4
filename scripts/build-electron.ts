/**
 * Bundles the main process (ESM, so ESM-only packages such as conf load)
 * and the preload (CommonJS: a sandboxed preload cannot load ES modules).
 *
 * The main build is split: whatever is imported dynamically (the demo sandbox,
 * with its data generator, faults and control code) lands in its own chunk under
 * `chunks/`, loaded only when the demo account is opened. No source maps: the
 * installers leave them out anyway, and they would carry the sources.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_OUTDIR = path.join(ROOT, 'dist/electron');

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: false,
  external: ['electron'],
  // Optional packages a bundled library loads if they happen to be installed: the PostgreSQL
  // driver's native binding (never used) and debug's terminal colour probe (electron-updater's
  // logging; installed here only for the development tools). Neither ships.
  alias: {
    'pg-native': './scripts/stubs/pg-native.cjs',
    'supports-color': './scripts/stubs/supports-color.cjs',
  },
  logLevel: 'warning',
  absWorkingDir: ROOT,
};

export function mainBuildOptions(outdir: string): BuildOptions {
  return {
    ...common,
    // The cache's worker thread is started from a file of its own beside main.js.
    entryPoints: { main: 'electron/main/main.ts', 'cache-worker': 'electron/cache/worker/cache-worker.ts' },
    outdir,
    format: 'esm',
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // Bundled CommonJS dependencies still call require(); give every chunk one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  };
}

export function preloadBuildOptions(outdir: string): BuildOptions {
  return {
    ...common,
    entryPoints: ['electron/preload/preload.ts'],
    outfile: path.join(outdir, 'preload.cjs'),
    format: 'cjs',
  };
}

/**
 * Builds both bundles into `outdir`, emptied first so no chunk of an earlier build is
 * shipped, and returns esbuild's metafile of the two (what each output imports).
 */
export async function buildElectron(outdir: string = DEFAULT_OUTDIR): Promise<Metafile> {
  rmSync(outdir, { recursive: true, force: true });
  const [main, preload] = await Promise.all([
    build({ ...mainBuildOptions(outdir), metafile: true }),
    build({ ...preloadBuildOptions(outdir), metafile: true }),
  ]);
  return {
    inputs: { ...main.metafile.inputs, ...preload.metafile.inputs },
    outputs: { ...main.metafile.outputs, ...preload.metafile.outputs },
  };
}

const runAsScript =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) {
  await buildElectron();
  console.log(
    `Built ${path.relative(ROOT, DEFAULT_OUTDIR)}: main.js, cache-worker.js, chunks/ and preload.cjs`,
  );
}
