/**
 * Electronegativity findings that were reviewed and judged safe, each with the
 * reason. Electronegativity flags these patterns wherever they occur ("review the
 * use of …"); a review matches the finding's check and a piece of its line that
 * names what makes it safe, in the source and in the bundle alike. When that line
 * changes, the finding comes back and blocks `npm test` until someone looks again.
 */
import type { AcceptedFinding } from './electronegativity-scan.ts';

export const REVIEWED_FINDINGS: readonly AcceptedFinding[] = [
  {
    check: 'PRELOAD_JS_CHECK',
    lineContains: 'resolve(preloadPath)',
    why:
      "The preload is the app's own bundle (preload.cjs beside main.js in the ASAR), run sandboxed with " +
      'contextIsolation on. It exposes only the contract methods and one event subscription through ' +
      'contextBridge, never ipcRenderer, Node or a channel name (electron/preload/preload.ts; ' +
      'test/app/electron-preload.test.ts).',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    lineContains: 'if (isOpenableExternally(url))',
    why:
      'Only http and https links without user names or passwords reach the OS browser ' +
      '(electron/main/external-links.ts); file:, custom schemes and everything else are dropped ' +
      '(test/app/electron-window-security.test.ts).',
  },
];
