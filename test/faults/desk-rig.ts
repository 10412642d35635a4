/**
 * A desk as a person runs it, for the fault tests: the sandbox as its own
 * process, a counting proxy in front of it (every request the desk sends, when,
 * and what came back), and the browser host as its own process on a data
 * directory that outlives it, so a desk can be killed and another started on the
 * same copy. Faults are set through the sandbox's control endpoint; the contract
 * is reached as the page reaches it (the token from the served page), timed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeskSettings } from '../../electron/settings/schema.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { type CountingProxy, startCountingProxy, type TimedRequest } from '../support/counting-proxy.ts';
import { readPageToken } from '../support/desk-log-scan.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';
import { waiversInCopy } from './account-copy.ts';

export interface FaultSpec {
  route: string;
  kind: 'latency' | 'status' | 'reset' | 'malformed-json' | 'truncated' | 'rate-limit-storm';
  method?: string;
  ms?: number;
  status?: number;
  times?: number;
}

export interface TimedCall<T = unknown> {
  result: IpcResult<T>;
  ms: number;
}

export interface DeskRigOptions {
  apiKey: string;
  timeZone: string;
  /** The sandbox's flags besides port, zone and key (seed, waivers, rate window). */
  sandboxArgs: string[];
  /** Stored settings the desk starts from. */
  settings?: Partial<DeskSettings>;
  /** The status page the desk reads, given the sandbox's address; default the sandbox's own, through the proxy. */
  statusUrl?: (sandboxUrl: string) => Promise<string>;
}

export interface DeskRig {
  sandboxUrl: string;
  proxy: CountingProxy;
  dataDir: string;
  /** The desk now running; throws when none is. */
  deskUrl(): string;
  /** Starts a desk on the rig's data directory (the copy a desk before it left there). */
  startDesk(): Promise<string>;
  /** Ends the desk with SIGKILL: nothing is flushed or closed. */
  killDesk(): Promise<void>;
  /** Ends the desk as a person quitting it would. */
  stopDesk(): Promise<void>;
  addFault(spec: FaultSpec): Promise<string>;
  /** A walk-in signs through the sandbox's control endpoint; answers its waiver id. */
  sign(body: Record<string, unknown>): Promise<string>;
  /** Switches the sandbox's status page to a scenario ('operational', 'incident', …). */
  statusScenario(scenario: string): Promise<void>;
  removeFault(id: string): Promise<void>;
  clearFaults(): Promise<void>;
  /** The faults still in force (a fault with `times` leaves once spent). */
  faults(): Promise<{ id: string; kind: string; remaining: number | null }[]>;
  /** A contract call as the page makes it, timed. */
  call<T = unknown>(method: string, payload?: unknown): Promise<TimedCall<T>>;
  /** Waivers in the copy on disk, read by a connection of the test's own. */
  storedWaivers(): number;
  /** Requests the desk sent to the waiver API (`/v4/…`), optionally only those since `since`. */
  apiRequests(since?: number): TimedRequest[];
  stop(): Promise<void>;
}

export async function startDeskRig(options: DeskRigOptions): Promise<DeskRig> {
  const sandbox = await spawnCli('packages/sandbox/src/cli.ts', [
    '--port',
    '0',
    '--time-zone',
    options.timeZone,
    '--api-key',
    options.apiKey,
    ...options.sandboxArgs,
  ]);
  const proxy = await startCountingProxy(sandbox.url);
  const statusUrl = options.statusUrl ? await options.statusUrl(sandbox.url) : `${proxy.url}/status`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-faults-e2e-'));
  const settings = openSettingsFile(dataDir);
  for (const [key, value] of Object.entries(options.settings ?? {}) as [keyof DeskSettings, never][])
    settings.set(key, value);
  let desk: RunningCli | null = null;
  let token: string | null = null;
  let calls = 0;

  const control = async (method: string, route: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${sandbox.url}/__control${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const deskUrl = () => {
    if (!desk) throw new Error('no desk is running');
    return desk.url;
  };

  const readToken = async (): Promise<string> => {
    if (token) return token;
    token = await readPageToken(deskUrl());
    return token;
  };

  return {
    sandboxUrl: sandbox.url,
    proxy,
    dataDir,
    deskUrl,
    async startDesk() {
      if (desk) throw new Error('a desk is already running');
      token = null;
      desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
        WAIVER_DESK_BASE_URL: proxy.url,
        WAIVER_DESK_STATUS_URL: statusUrl,
        WAIVER_DESK_API_KEY: options.apiKey,
        WAIVER_DESK_TIME_ZONE: options.timeZone,
        WAIVER_DESK_DATA_DIR: dataDir,
      });
      return desk.url;
    },
    async killDesk() {
      await desk?.kill('SIGKILL');
      desk = null;
    },
    async stopDesk() {
      await desk?.stop();
      desk = null;
    },
    async addFault(spec) {
      const answer = (await control('POST', '/faults', spec)) as { fault: { id: string } };
      return answer.fault.id;
    },
    async sign(body) {
      return ((await control('POST', '/signings', body)) as { waiverId: string }).waiverId;
    },
    async statusScenario(scenario) {
      await control('POST', '/status/scenario', { scenario });
    },
    async removeFault(id) {
      await control('DELETE', `/faults/${id}`);
    },
    async clearFaults() {
      await control('DELETE', '/faults');
    },
    async faults() {
      return (
        (await control('GET', '/faults')) as {
          faults: { id: string; kind: string; remaining: number | null }[];
        }
      ).faults;
    },
    async call<T>(method: string, payload: unknown = {}) {
      calls += 1;
      const token = await readToken();
      const started = performance.now();
      // A page of its own per call, as each POST was: no call supersedes another.
      const result = await callDeskOnce<T>(deskUrl(), method, payload, {
        token,
        pageId: `faults-test-${calls}`,
      });
      return { result, ms: Math.round(performance.now() - started) };
    },
    storedWaivers: () => waiversInCopy(dataDir),
    apiRequests: (since = 0) =>
      proxy.timed().filter((request) => request.path.startsWith('/v4/') && request.at >= since),
    async stop() {
      await desk?.stop();
      desk = null;
      await proxy.close();
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
