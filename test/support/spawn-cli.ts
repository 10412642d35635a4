/**
 * Runs one of the project's CLIs (sandbox, browser host) as a real child process
 * and waits for the line announcing its URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningCli {
  /** The first http://127.0.0.1:PORT URL the process printed. */
  url: string;
  output(): string;
  stop(): Promise<void>;
  /** Ends the process with `signal` (e.g. SIGKILL: no chance to tidy up) and resolves once it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const URL_PATTERN = /http:\/\/127\.0\.0\.1:\d+\/?/;

/**
 * The CLIs this process started and that still run. A test runner's worker that ends
 * (a hook that timed out, a failed file) ends them with it rather than leaving them
 * to outlive the run.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function spawnCli(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  // A cold start beside other suites on two cores can take half a minute by itself.
  readyTimeoutMs = 90_000,
  /** A command that runs Node for it, e.g. `['setpriv', '--reuid', …]` to run it as another user. */
  launcher: string[] = [],
  /** Another Node binary and working folder (a copy another user can reach: checkout-for-user.ts). */
  where: { node?: string; cwd?: string } = {},
): Promise<RunningCli> {
  const node = where.node ?? process.execPath;
  const [command = node, ...prefix] = [...launcher, node];
  const child: ChildProcess = spawn(command, [...prefix, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(where.cwd ? { cwd: where.cwd } : {}),
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = () => kill('SIGTERM');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} printed no URL within ${readyTimeoutMs} ms:\n${output}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = URL_PATTERN.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[0].replace(/\/$/, ''), output: () => output, stop, kill });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before printing a URL:\n${output}`));
    });
  });
}
