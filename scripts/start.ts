/**
 * `npm start`: launch Electron on the built app; where the Electron binary cannot
 * be had (no download possible, no display), say so in one line and serve the
 * browser host instead.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

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

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const electron = electronBinary();
const passThrough = process.argv.slice(2);
if ('path' in electron) {
  process.exit(await run(electron.path, ['.', ...passThrough]));
} else {
  console.log(`Electron is unavailable here (${electron.problem}); serving the browser host instead.`);
  process.exit(await run(process.execPath, ['electron/browser-host/cli.ts', ...passThrough]));
}
