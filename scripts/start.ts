/**
 * `npm start`: launch Electron on the built app. Where the Electron binary cannot
 * be had (no download possible, no display), serve the browser host instead and
 * open the app in the browser where one can be opened; the one line printed says
 * why and where the app is.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const BROWSER_HOST_CLI = 'electron/browser-host/cli.ts';

function electronBinary(): { path: string } | { problem: string } {
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { problem: 'no display is available' };
  }
  try {
    // The electron package resolves (and on first use downloads) its binary when required.
    const binary = createRequire(import.meta.url)('electron') as unknown;
    if (typeof binary === 'string' && existsSync(binary)) return { path: binary };
    return { problem: 'the Electron binary is not installed' };
  } catch (error) {
    return {
      problem: `the Electron binary could not be fetched (${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'})`,
    };
  }
}

function forwardSignals(child: ReturnType<typeof spawn>): void {
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
}

/** Resolves once the child has exited and its output has been read to the end. */
function exitCode(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function runElectron(binary: string, args: string[]): Promise<number> {
  const child = spawn(binary, ['.', ...args], { stdio: 'inherit' });
  forwardSignals(child);
  return exitCode(child);
}

/**
 * The browser host with `--open`. Its first line (its address and account) is
 * printed after the reason Electron is not used, as one line; the rest passes through.
 */
function runBrowserHost(reason: string, args: string[]): Promise<number> {
  const hostArgs = args.includes('--open') ? args : [...args, '--open'];
  const child = spawn(process.execPath, [BROWSER_HOST_CLI, ...hostArgs], {
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  forwardSignals(child);
  let first = true;
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(first ? `Electron is unavailable here (${reason}). ${line}` : line);
      first = false;
    });
  }
  return exitCode(child);
}

const electron = electronBinary();
const passThrough = process.argv.slice(2);
process.exit(
  'path' in electron
    ? await runElectron(electron.path, passThrough)
    : await runBrowserHost(electron.problem, passThrough),
);
