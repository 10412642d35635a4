/**
 * Bundles the main process (ESM, so ESM-only packages such as electron-store load)
 * and the preload (CommonJS: a sandboxed preload cannot load ES modules).
 */
import { type BuildOptions, build } from 'esbuild';

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: ['electron'],
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['electron/main/main.ts'],
    outfile: 'dist/electron/main.js',
    format: 'esm',
    // Bundled CommonJS dependencies still call require(); give them one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  }),
  build({
    ...common,
    entryPoints: ['electron/preload/preload.ts'],
    outfile: 'dist/electron/preload.cjs',
    format: 'cjs',
  }),
]);
console.log('Built dist/electron/main.js and dist/electron/preload.cjs');
