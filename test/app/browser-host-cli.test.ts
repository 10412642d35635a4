import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { describeAccount, openerFor } from '../../electron/browser-host/cli-support.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

const CLI = 'electron/browser-host/cli.ts';

const info = (patch: Partial<AppInfo>): AppInfo => ({
  appVersion: '0.0.0-test',
  host: 'browser',
  phase: 'ready',
  sessionId: 1,
  firstRun: false,
  account: null,
  setupProblem: null,
  timeZone: 'Etc/UTC',
  ...patch,
});

describe('browser host start-up line', () => {
  it('names the account the desk opened', () => {
    expect(
      describeAccount(info({ account: { mode: 'demo', baseUrl: 'http://127.0.0.1:9', statusUrl: '' } })),
    ).toBe('on the demo account');
    expect(
      describeAccount(
        info({ account: { mode: 'configured', baseUrl: 'https://api.waiver.example', statusUrl: '' } }),
      ),
    ).toBe('on https://api.waiver.example');
    expect(
      describeAccount(
        info({
          phase: 'needs-setup',
          setupProblem: {
            setting: 'baseUrl',
            problem: { setting: 'baseUrl', fromEnvironment: false, fault: { kind: 'has_credentials' } },
          },
        }),
      ),
    ).toBe(
      'needs set-up: The waiver service address must not carry a user name or password; the API key is entered separately.',
    );
  });

  it('opens a browser only where one can be opened', () => {
    const url = 'http://127.0.0.1:5199/';
    expect(openerFor(url, 'linux', {})).toBeNull();
    expect(openerFor(url, 'linux', { DISPLAY: ':0' })).toEqual({ command: 'xdg-open', args: [url] });
    expect(openerFor(url, 'linux', { WAYLAND_DISPLAY: 'wayland-0' })).toEqual({
      command: 'xdg-open',
      args: [url],
    });
    expect(openerFor(url, 'darwin', {})).toEqual({ command: 'open', args: [url] });
    expect(openerFor(url, 'win32', {})?.args).toContain('start');
  });
});

describe('browser host CLI', () => {
  const running: RunningCli[] = [];
  const dirs: string[] = [];

  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-cli-'));
    dirs.push(dir);
    return dir;
  };

  const noAccount = { WAIVER_DESK_BASE_URL: '', WAIVER_DESK_STATUS_URL: '', WAIVER_DESK_API_KEY: '' };

  afterEach(async () => {
    for (const cli of running.splice(0)) await cli.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('starts on the demo account and says so in one line; --open without a display changes nothing', async () => {
    const cli = await spawnCli(CLI, ['--port', '0', '--open'], {
      ...noAccount,
      WAIVER_DESK_DATA_DIR: dataDir(),
      WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
      DISPLAY: '',
      WAYLAND_DISPLAY: '',
    });
    running.push(cli);
    await expect.poll(() => cli.output()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/ on the demo account\n/);
    // Up, and guarded: a page socket without the token is refused, the page's own is answered.
    const { port } = new URL(cli.url);
    const refused = new WebSocket(`ws://127.0.0.1:${port}/calls?page=p1`, ['waiver-desk.calls'], {
      origin: cli.url,
    });
    const status = await new Promise<number>((resolve, reject) => {
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.once('open', () => reject(new Error('a socket without the token opened')));
      refused.once('error', reject);
    });
    expect(status).toBe(403);
    expect(await callDeskOnce(cli.url, 'getAppInfo')).toMatchObject({
      ok: true,
      value: { host: 'browser', account: { mode: 'demo' } },
    });
  });

  it('starts in set-up when a setting cannot be used, and names it', async () => {
    const cli = await spawnCli(CLI, ['--port', '0'], {
      ...noAccount,
      WAIVER_DESK_BASE_URL: 'ftp://waiver.example',
      WAIVER_DESK_DATA_DIR: dataDir(),
      WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
    });
    running.push(cli);
    await expect.poll(() => cli.output()).toMatch(/needs set-up: The waiver service address.*ftp/);
  });

  it('refuses a port that is not one', () => {
    const result = spawnSync(process.execPath, [CLI, '--port', 'eighty'], {
      env: { ...process.env, ...noAccount, WAIVER_DESK_DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--port must be a whole number');
  });
});
