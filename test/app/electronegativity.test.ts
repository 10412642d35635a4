/**
 * The Electronegativity gate of `npm test`: it finds what it should (a window with
 * Node in the page, in source and in a bundle with private class fields), a review
 * covers exactly the line it names, a file it cannot read fails the scan, and the
 * project itself passes with every HIGH and MEDIUM finding reviewed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcceptedFinding, judge, scanFiles } from '../../scripts/electronegativity-scan.ts';
import { builtApp } from '../support/built-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ELECTRON = '45.4.1';
let dir: string;

const UNSAFE_WINDOW = `import { BrowserWindow, shell } from 'electron';
export function open(url: string) {
  const window = new BrowserWindow({
    webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false, disableBlinkFeatures: 'Auxclick' },
  });
  void shell.openExternal(url);
  return window;
}
`;

/** What esbuild emits: plain JavaScript with private fields, which the engine's JavaScript parsers cannot walk. */
const BUNDLED_WINDOW = `import { BrowserWindow } from 'electron';
class Desk {
  #window = null;
  open() {
    this.#window = new BrowserWindow({ webPreferences: { nodeIntegration: true, disableBlinkFeatures: 'Auxclick' } });
  }
}
export { Desk };
`;

function fixture(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const scan = (files: string[]) =>
  scanFiles({ files, label: (file) => path.basename(file), electronVersion: ELECTRON });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-eng-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Electronegativity gate', () => {
  it('blocks a page window without isolation and an app that limits neither navigation nor permissions', async () => {
    const verdict = judge(await scan([fixture('unsafe.ts', UNSAFE_WINDOW)]), []);
    const blocking = verdict.blocking.map((finding) => `${finding.severity} ${finding.check}`);
    expect(blocking).toEqual(
      expect.arrayContaining([
        'HIGH CONTEXT_ISOLATION_JS_CHECK',
        'MEDIUM SANDBOX_JS_CHECK',
        'MEDIUM OPEN_EXTERNAL_JS_CHECK',
        // Whole-app checks: nothing stops navigation away or answers permission requests.
        'HIGH LIMIT_NAVIGATION_GLOBAL_CHECK',
        'MEDIUM PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
      ]),
    );
    expect(verdict.blocking.find((finding) => finding.check === 'CONTEXT_ISOLATION_JS_CHECK')).toMatchObject({
      file: 'unsafe.ts',
      line: 4,
    });
  });

  it('reads bundled JavaScript with private class fields instead of skipping it', async () => {
    const findings = await scan([fixture('main.js', BUNDLED_WINDOW), fixture('preload.cjs', BUNDLED_WINDOW)]);
    const nodeInPage = findings.filter((finding) => finding.check === 'NODE_INTEGRATION_JS_CHECK');
    expect(nodeInPage.map((finding) => finding.file).sort()).toEqual(['main.js', 'preload.cjs']);
  });

  it('accepts a reviewed finding only while its line still says what made it safe', async () => {
    const reviewed: AcceptedFinding[] = [
      { check: 'OPEN_EXTERNAL_JS_CHECK', lineContains: 'if (isWebLink(url))', why: 'web links only' },
    ];
    const guarded = UNSAFE_WINDOW.replace(
      'void shell.openExternal(url);',
      'if (isWebLink(url)) void shell.openExternal(url);',
    );
    const before = judge(await scan([fixture('guarded.ts', guarded)]), reviewed);
    expect(before.accepted.map(({ finding, why }) => [finding.check, why])).toEqual([
      ['OPEN_EXTERNAL_JS_CHECK', 'web links only'],
    ]);
    expect(before.blocking.map((finding) => finding.check)).not.toContain('OPEN_EXTERNAL_JS_CHECK');
    expect(before.unused).toEqual([]);

    // The guard is gone: the same call is a new finding, and the review matches nothing.
    const after = judge(await scan([fixture('unguarded.ts', UNSAFE_WINDOW)]), reviewed);
    expect(after.blocking.map((finding) => finding.check)).toContain('OPEN_EXTERNAL_JS_CHECK');
    expect(after.unused).toEqual(reviewed);
  });

  it('fails the scan on a file it cannot read rather than passing it', async () => {
    await expect(scan([fixture('broken.ts', 'new BrowserWindow({ webPreferences: { ')])).rejects.toThrow(
      /could not read:\n {2}broken\.ts/,
    );
  });

  it('passes the project: sources, a fresh bundle and the page, every HIGH and MEDIUM finding reviewed', async () => {
    const { electronDir } = await builtApp();
    const run = spawnSync(process.execPath, ['scripts/electronegativity.ts', '--bundle', electronDir], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /Electronegativity on Electron \d+\.\d+\.\d+: \d+ files, \d+ reviewed, .* 0 to fix\./,
    );
    // The bundle was scanned, not only the sources.
    expect(run.stdout).toContain('at dist/electron/main.js:');
    // The run's build (made here when this file asks first) and a scan of every file: most of a minute on a busy machine.
  }, 120_000);
});
