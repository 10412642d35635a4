/**
 * Which Electron app an end-to-end test drives, or why none can be driven here.
 *
 * - `WAIVER_DESK_E2E_APP` set: a packaged build's executable, made with the test
 *   profile (`npm run dist:e2e`, electron-builder.e2e.yml), which leaves the Node
 *   inspector fuse on so Playwright can attach. A production build refuses it.
 * - otherwise: the development Electron from node_modules running this checkout's
 *   `dist/` (the e2e step builds it first), when its binary was downloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ElectronTarget =
  | { kind: 'packaged' | 'development'; executablePath: string; args: string[] }
  | { kind: 'unavailable'; reason: string };

function developmentBinary(): string | null {
  const pathFile = path.resolve('node_modules/electron/path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.resolve('node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/** The executable to drive, before asking whether this machine can show its window. */
function chosenApp(env: NodeJS.ProcessEnv): ElectronTarget {
  const packaged = env.WAIVER_DESK_E2E_APP;
  if (packaged) {
    return existsSync(packaged)
      ? { kind: 'packaged', executablePath: path.resolve(packaged), args: [] }
      : { kind: 'unavailable', reason: `WAIVER_DESK_E2E_APP names ${packaged}, which does not exist.` };
  }
  const binary = developmentBinary();
  return binary
    ? { kind: 'development', executablePath: binary, args: ['.'] }
    : {
        kind: 'unavailable',
        reason: 'The Electron binary is not installed here (it cannot be downloaded on this machine).',
      };
}

export function electronTarget(env: NodeJS.ProcessEnv = process.env): ElectronTarget {
  const app = chosenApp(env);
  if (app.kind !== 'unavailable' && process.platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
    return {
      kind: 'unavailable',
      reason: 'Electron needs a display (DISPLAY or WAYLAND_DISPLAY) and none is set.',
    };
  }
  return app;
}

/** Why no Electron app can be driven here, or null when one can: the reason a skipped test states. */
export function unavailableReason(target: ElectronTarget): string | null {
  return target.kind === 'unavailable' ? target.reason : null;
}
