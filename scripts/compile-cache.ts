/**
 * Node's compile cache for every process the tests start: Node keeps the compiled
 * code of each module it loads (the project's TypeScript included) in a folder,
 * and the next process that loads the same file skips compiling it. The test
 * runs start hundreds of Node processes over the same sources (a vitest worker
 * per file, a browser host and a sandbox per desk), so this halves the
 * processor time each spends loading them. A changed file is compiled afresh
 * (the cache is keyed by its contents).
 */
import module from 'node:module';
import path from 'node:path';

export const COMPILE_CACHE_DIR = path.resolve(
  import.meta.dirname,
  '../node_modules/.cache/node-compile-cache',
);

/** Turns the cache on for this process and, through the environment, for every process it starts. */
export function shareCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE_DIR;
  module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
}
