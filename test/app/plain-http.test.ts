/**
 * Plain http only on this computer, whatever the address came from: the connect
 * form, `WAIVER_DESK_BASE_URL`/`WAIVER_DESK_STATUS_URL`, or `settings.json`.
 * "This computer" is decided from the address as written (`localhost`, a literal
 * 127.0.0.0/8 or ::1 address), never by DNS: a hosts-file name for 127.0.0.1 is
 * another computer to the desk. The real browser host is started against a
 * listening server that records every request: a refused address opens the desk
 * in its set-up state saying why, and the server hears nothing.
 */
import { lookup } from 'node:dns/promises';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceUrlProblem } from '../../shared/ipc/account.ts';
import { isLoopbackHost } from '../../shared/net/loopback.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';

const CLI = 'electron/browser-host/cli.ts';
const KEY = 'k-plain-http-4Tq8zW1x';
/** Long enough for a desk that opened the account to have asked the service something. */
const SETTLE_MS = 1_500;

/** A name for 127.0.0.1 from the hosts file (this machine's own name usually is one), or a made-up one. */
async function hostsFileName(): Promise<{ name: string; resolvesHere: boolean }> {
  const name = hostname();
  try {
    const { address } = await lookup(name, { family: 4 });
    if (address.startsWith('127.')) return { name, resolvesHere: true };
  } catch {
    // Not resolvable: the rule is decided without DNS anyway.
  }
  return { name: 'desk-service.invalid', resolvesHere: false };
}

describe('which addresses are this computer', () => {
  it('are localhost and literal loopback addresses, as the URL parser writes them', () => {
    const host = (url: string) => new URL(url).hostname;
    for (const url of [
      'http://localhost:5200',
      'http://LOCALHOST',
      'http://127.0.0.1:80',
      'http://127.4.5.6',
      'http://127.1',
      'http://0x7f.0.0.1',
      'http://[::1]:5200',
      'http://[0:0:0:0:0:0:0:1]',
    ]) {
      expect(isLoopbackHost(host(url)), url).toBe(true);
    }
    for (const url of [
      'http://vm',
      'http://localhost.',
      'http://desk.localhost',
      'http://127.0.0.1.nip.io',
      'http://[::ffff:127.0.0.1]',
      'http://0.0.0.0',
      'http://128.0.0.1',
      'http://10.0.0.5',
    ]) {
      expect(isLoopbackHost(host(url)), url).toBe(false);
    }
  });

  it('and the connect form refuses plain http to anywhere else', () => {
    // The message's id: the page words it (use the https:// address).
    expect(serviceUrlProblem('http://vm:5200')).toBe('field.address.plainHttp');
    expect(serviceUrlProblem('http://127.0.0.1:5200')).toBeNull();
  });
});

describe('a plain http address for the service, from each source', () => {
  let recorder: Server;
  let port = 0;
  const heard: string[] = [];
  let name = '';
  const running: RunningCli[] = [];
  const dirs: string[] = [];

  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-plain-http-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: NodeJS.ProcessEnv) => {
    const cli = await spawnCli(CLI, ['--port', '0'], {
      WAIVER_DESK_BASE_URL: '',
      WAIVER_DESK_STATUS_URL: '',
      WAIVER_DESK_API_KEY: '',
      WAIVER_DESK_TIME_ZONE: 'Etc/UTC',
      ...env,
    });
    running.push(cli);
    await expect.poll(() => cli.output()).toMatch(/Waiver Desk \(browser host\) at .+\n/);
    return cli;
  };

  beforeAll(async () => {
    ({ name } = await hostsFileName());
    recorder = createServer((req, res) => {
      heard.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    port = (recorder.address() as AddressInfo).port;
  });

  afterEach(async () => {
    for (const cli of running.splice(0)) await cli.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    heard.length = 0;
  });

  afterAll(async () => {
    recorder.closeAllConnections();
    await new Promise((resolve) => recorder.close(resolve));
  });

  it('from the environment: the desk waits in set-up, says why, and sends nothing', async () => {
    const cli = await start({
      WAIVER_DESK_BASE_URL: `http://${name}:${port}`,
      WAIVER_DESK_API_KEY: KEY,
      WAIVER_DESK_DATA_DIR: dataDir(),
    });
    expect(cli.output()).toMatch(/needs set-up: The waiver service address .*must be an https:\/\/ address/);
    await delay(SETTLE_MS);
    expect(heard).toEqual([]);
  });

  it('from the environment, for the status page alone', async () => {
    const cli = await start({
      WAIVER_DESK_BASE_URL: `http://127.0.0.1:${port}`,
      WAIVER_DESK_STATUS_URL: `http://${name}:${port}/status`,
      WAIVER_DESK_API_KEY: KEY,
      WAIVER_DESK_DATA_DIR: dataDir(),
    });
    expect(cli.output()).toMatch(/needs set-up: The status page address .*must be an https:\/\/ address/);
    await delay(SETTLE_MS);
    expect(heard).toEqual([]);
  });

  it('from settings.json: the same', async () => {
    const dir = dataDir();
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({ accountChoice: 'configured', baseUrl: `http://${name}:${port}`, statusUrl: '' }),
      { mode: 0o600 },
    );
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    writeFileSync(path.join(dir, 'secrets', 'apiKey'), KEY, { mode: 0o600 });
    const cli = await start({ WAIVER_DESK_DATA_DIR: dir });
    expect(cli.output()).toMatch(/needs set-up: The waiver service address must be an https:\/\/ address/);
    await delay(SETTLE_MS);
    expect(heard).toEqual([]);
  });

  it('while a literal loopback address is used, and the service hears from the desk', async () => {
    const cli = await start({
      WAIVER_DESK_BASE_URL: `http://127.0.0.1:${port}`,
      WAIVER_DESK_API_KEY: KEY,
      WAIVER_DESK_DATA_DIR: dataDir(),
    });
    expect(cli.output()).toContain(`on http://127.0.0.1:${port}`);
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
