/**
 * The sandbox server itself: a local HTTP server that implements the waiver
 * service spec over a generated account and mounts the status service at
 * /status. It knows nothing of faults or of the control endpoint: a test
 * sandbox (`index.ts`) adds them through `SandboxMachinery`, the demo
 * (`demo.ts`) runs without, so the app's build carries the demo's data and
 * routes only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import { type ApiHooks, NO_API_HOOKS, WaiverApi } from './api-pipeline.ts';
import { createClock, type SandboxClock } from './clock.ts';
import type { SandboxDataset } from './data/dataset.ts';
import { generateDataset } from './data/generate.ts';
import { DEMO_API_KEY } from './demo-key.ts';
import { type OptionInput, type ResolvedOptions, resolveOptions } from './options.ts';
import { createRequestListener, type RequestIntercept, STATUS_MOUNT } from './request-listener.ts';
import { PING_RATE_LIMIT } from './routes/ping.ts';
import { FixedWindowLimiter } from './server/rate-limit.ts';
import { AccountState } from './state/account-state.ts';
import type { SigningOverrides } from './state/signing-overrides.ts';
import { createStatusService, type StatusService } from './status/index.ts';
import { WireFormat } from './wire/wire-format.ts';

export interface SandboxOptions extends OptionInput {
  /** Default `createClock()`: real time. */
  clock?: SandboxClock;
}

/** What a sandbox is made of, for the test machinery that reaches into it. */
export interface SandboxParts {
  clock: SandboxClock;
  account: AccountState;
  status: StatusService;
  options: ResolvedOptions;
  /** Aborted when the sandbox closes. */
  signal: AbortSignal;
}

/** What a test sandbox adds: a door of its own in front of the service, and changes to the service's answers. */
export interface SandboxMachinery {
  intercept: RequestIntercept;
  api: ApiHooks;
}

export interface SandboxServer {
  baseUrl: string;
  statusUrl: string;
  apiKeys: string[];
  clock: SandboxClock;
  dataset: Readonly<SandboxDataset>;
  /** How this sandbox writes its answers: tests derive the wire form they expect from it. */
  wire: WireFormat;
  /** `fields`: what the signer typed (any text); `signedAt`: epoch ms, not after the clock's now. */
  signNewWaiver(input?: { templateId?: string; autoTag?: string } & SigningOverrides): SignedWaiver;
  status: StatusService;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSandboxServer(
  options: SandboxOptions,
  machinery?: (parts: SandboxParts) => SandboxMachinery,
): Promise<SandboxServer> {
  const resolved = resolveOptions(options, DEMO_API_KEY);
  const clock = options.clock ?? createClock();
  const dataset = generateDataset({
    seed: resolved.seed,
    waivers: resolved.waivers,
    now: clock.now(),
    timeZone: resolved.timeZone,
  });
  const wire = new WireFormat({ shape: resolved.shapes, timeZone: resolved.timeZone });
  const account = new AccountState({
    dataset,
    clock,
    seed: resolved.seed,
    timeZone: resolved.timeZone,
    apiKeys: resolved.apiKeys,
    smsDailyCap: resolved.smsDailyCap,
    searchLatencyMs: resolved.searchLatencyMs,
    wire,
  });
  const status = createStatusService({ clock, scenario: resolved.statusScenario, seed: resolved.seed });
  const lifetime = new AbortController();
  const added = machinery?.({ clock, account, status, options: resolved, signal: lifetime.signal });
  const limiter = (max: number) => new FixedWindowLimiter({ max, windowMs: resolved.rateWindowMs, clock });
  const api = new WaiverApi({
    account,
    apiKeys: resolved.apiKeys,
    hooks: added?.api ?? NO_API_HOOKS,
    accountLimiter: limiter(WAIVER_LIMITS.requestsPerWindow),
    searchLimiter: limiter(WAIVER_LIMITS.searchesPerWindow),
    signal: lifetime.signal,
  });
  const server = createServer(
    createRequestListener({
      account,
      api,
      ...(added ? { intercept: added.intercept } : {}),
      status,
      pingLimiter: limiter(PING_RATE_LIMIT),
      signal: lifetime.signal,
    }),
  );
  const address = await listen(server, resolved.port, resolved.host);
  const baseUrl = `http://${urlHost(resolved.host)}:${address.port}`;
  account.baseUrl = baseUrl;

  let closing: Promise<void> | undefined;
  return {
    baseUrl,
    statusUrl: `${baseUrl}${STATUS_MOUNT}`,
    apiKeys: [...resolved.apiKeys],
    clock,
    dataset,
    wire,
    signNewWaiver: ({ templateId, autoTag, ...overrides } = {}) =>
      account.signWaiver(templateId, autoTag, overrides),
    status,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        lifetime.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
