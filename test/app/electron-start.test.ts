/**
 * `npm start` where Electron cannot run: it serves the browser host, asks it to
 * open the app in the browser, and prints one line saying why and where the app is.
 * A stand-in `xdg-open` on the PATH records what would have been opened.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const URL_LINE = /http:\/\/127\.0\.0\.1:\d+\/?/;

interface Started {
  child: ChildProcess;
  firstLine: Promise<string>;
  output: () => string;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function startDesk(env: NodeJS.ProcessEnv): Started {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('WAIVER_DESK_') && name !== 'DISPLAY' && name !== 'WAYLAND_DISPLAY',
    ),
  );
  const child = spawn(process.execPath, ['scripts/start.ts', '--port', '0'], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('close', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('close', (code) => reject(new Error(`npm start exited with ${code}:\n${stdout}${stderr}`)));
  });
  return { child, firstLine, output: () => stdout + stderr };
}

describe('npm start without Electron', () => {
  it('says in one line that Electron is unavailable and where the app is', async () => {
    const dataDir = tempDir('waiver-desk-start-');
    const desk = startDesk({ WAIVER_DESK_DATA_DIR: dataDir });
    const line = await desk.firstLine;
    expect(line).toMatch(/^Electron is unavailable here \(no display is available\)\. /);
    expect(line).toMatch(URL_LINE);
    // The desk answers there (with its own headers, whether or not the renderer is built yet).
    const answer = await fetch(URL_LINE.exec(line)![0]);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('opens the app in the browser where one can be opened', async () => {
    const dataDir = tempDir('waiver-desk-start-');
    const bin = tempDir('waiver-desk-opener-');
    const opened = path.join(bin, 'opened.txt');
    writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\necho "$@" > "${opened}"\n`);
    chmodSync(path.join(bin, 'xdg-open'), 0o755);
    const desk = startDesk({
      WAIVER_DESK_DATA_DIR: dataDir,
      DISPLAY: ':99',
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      // An empty Electron folder: "not installed", without trying to download it.
      ELECTRON_OVERRIDE_DIST_PATH: tempDir('waiver-desk-no-electron-'),
    });
    const line = await desk.firstLine;
    expect(line).toMatch(/^Electron is unavailable here \(the Electron binary is not installed\)\. /);
    const url = URL_LINE.exec(line)![0];
    await vi.waitFor(() => expect(existsSync(opened)).toBe(true), { timeout: 10_000 });
    expect(readFileSync(opened, 'utf8').trim()).toBe(url);
  });
});
