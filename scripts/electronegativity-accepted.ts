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
    lineContains: 'openExternal(verdict.url)',
    why:
      "The address is the link rule's verdict (shared/ipc/external-links.ts, judgeLink): https only, no user " +
      "name or password, and a host of the service's own or one the person agreed to in a dialog naming it; " +
      'http, file:, custom schemes and everything else are refused before this line ' +
      '(electron/main/external-links.ts; test/app/external-links.test.ts).',
  },
];
