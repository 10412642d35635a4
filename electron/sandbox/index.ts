/**
 * The sandbox: a local HTTP server that implements the waiver service spec over a
 * generated account, mounts the status service at /status, and offers a control
 * endpoint for tests. Tests, benchmarks and the app's demo account run on it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { WAIVER_LIMITS } from '../../shared/domain/waiver.ts';
import { WaiverApi } from './api-pipeline.ts';
import { createClock, type SandboxClock } from './clock.ts';
import { ControlEndpoint } from './control/control-endpoint.ts';
import type { SandboxDataset } from './data/dataset.ts';
import { generateDataset } from './data/generate.ts';
import { type FaultController, FaultRegistry } from './faults/registry.ts';
import { type OptionInput, resolveOptions } from './options.ts';
import { createRequestListener, STATUS_MOUNT } from './request-listener.ts';
import { PING_RATE_LIMIT } from './routes/ping.ts';
import { FixedWindowLimiter } from './server/rate-limit.ts';
import { AccountState } from './state/account-state.ts';
import type { SigningOverrides } from './state/signing-overrides.ts';
import { createStatusService, type StatusService } from './status/index.ts';
import { WireFormat } from './wire/wire-format.ts';

export type { Fault, FaultController, FaultKind, FaultSpec } from './faults/registry.ts';
export { SandboxOptionError, STATUS_SCENARIOS, WIRE_SHAPES } from './options.ts';
export type { SigningFields, SigningOverrides } from './state/signing-overrides.ts';
export type { WireShape } from './wire/shapes.ts';
export type { WireFormat } from './wire/wire-format.ts';

export const DEMO_API_KEY = 'demo-0f5c2a9e4b7d4c1e8a3b6d9f2e5c8a1b';

export interface SandboxOptions extends OptionInput {
  /** Default `createClock()`: real time. */
  clock?: SandboxClock;
}

export interface SandboxHandle {
  baseUrl: string;
  statusUrl: string;
  controlUrl: string;
  apiKeys: string[];
  clock: SandboxClock;
  dataset: Readonly<SandboxDataset>;
  /** How this sandbox writes its answers: tests derive the wire form they expect from it. */
  wire: WireFormat;
  faults: FaultController;
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

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
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
  const faults = new FaultRegistry();
  const lifetime = new AbortController();
  const limiter = (max: number) => new FixedWindowLimiter({ max, windowMs: resolved.rateWindowMs, clock });
  const api = new WaiverApi({
    account,
    apiKeys: resolved.apiKeys,
    faults,
    accountLimiter: limiter(WAIVER_LIMITS.requestsPerWindow),
    searchLimiter: limiter(WAIVER_LIMITS.searchesPerWindow),
    signal: lifetime.signal,
  });
  const control = resolved.enableControl ? new ControlEndpoint({ clock, faults, account, status }) : null;
  const server = createServer(
    createRequestListener({
      account,
      api,
      control,
      faults,
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
    controlUrl: `${baseUrl}/__control`,
    apiKeys: [...resolved.apiKeys],
    clock,
    dataset,
    wire,
    faults,
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
