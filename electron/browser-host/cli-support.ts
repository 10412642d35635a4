/** The browser host CLI's start-up line and its `--open`, apart from the CLI so tests can import them. */
import { spawn } from 'node:child_process';
import type { AppInfo } from '../../shared/ipc/events.ts';
import { settingProblemForLog } from '../runtime/account-plan.ts';

/** Which account the desk opened, for the one start-up line. */
export function describeAccount(info: AppInfo): string {
  if (info.phase === 'needs-setup' || !info.account) {
    const problem = info.setupProblem?.problem;
    return `needs set-up: ${problem ? settingProblemForLog(problem) : 'no account is open'}`;
  }
  return info.account.mode === 'demo' ? 'on the demo account' : `on ${info.account.baseUrl}`;
}

/** The platform's "open this in the default browser" command, or null where none can be opened. */
export function openerFor(
  url: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): { command: string; args: string[] } | null {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; its first quoted argument is the window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '', url] };
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  return { command: 'xdg-open', args: [url] };
}

/** Best effort: a missing opener or a failing browser never stops the desk. */
export function openInBrowser(url: string): void {
  const opener = openerFor(url);
  if (!opener) return;
  try {
    const child = spawn(opener.command, opener.args, { detached: true, stdio: 'ignore', windowsHide: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // Nothing to open it with; the printed URL is enough.
  }
}
