/** A Vite plugin that prints, after each build, how much JavaScript the first screen needs gzipped. */
import type { Logger, Plugin } from 'vite';
import { initialScripts } from './initial-scripts.ts';

export function reportInitialSize(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'waiver-desk:report-initial-size',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      logger = config.logger;
    },
    closeBundle() {
      const { scripts, totalGzipBytes } = initialScripts(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      logger?.info(
        `initial JavaScript ${kb(totalGzipBytes)} gzipped in ${scripts.length} files (${scripts
          .map((script) => `${script.file} ${kb(script.gzipBytes)}`)
          .join(', ')})`,
      );
    },
  };
}
