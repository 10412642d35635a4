/**
 * Serves a status service on a plain node:http server of its own, routed the
 * way the sandbox server mounts it, with a frozen clock the test moves by hand.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ListMeta } from '../../../shared/domain/status.ts';
import { createClock, type SandboxClock } from '../src/clock.ts';
import { handleStatusControl } from '../src/status/control.ts';
import { createStatusService, type StatusScenario, type StatusService } from '../src/status/index.ts';

/** A Tuesday noon, UTC; every generated time is relative to it. */
export const HARNESS_START = Date.UTC(2025, 5, 10, 12, 0, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1_000;

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface StatusHarness {
  origin: string;
  /** origin + '/status': what the app calls {status_url}. */
  statusUrl: string;
  controlUrl: string;
  clock: SandboxClock;
  service: StatusService;
  /** GET a path relative to the status root, e.g. '/api/v1/status'. */
  get<T = unknown>(path: string): Promise<JsonResponse<T>>;
  request<T = unknown>(url: string, init?: RequestInit): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  scenario?: StatusScenario;
  seed?: number;
  /** Off by default so tests that walk many pages do not trip the 10 req/s limit. */
  rateLimit?: boolean;
}

export async function startStatusHarness(options: HarnessOptions = {}): Promise<StatusHarness> {
  const clock = createClock({ startAt: HARNESS_START, frozen: true });
  const service = createStatusService({
    clock,
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (url.pathname.startsWith('/__control/status')) handleStatusControl(req, res, url, service.controls);
    else if (url.pathname.startsWith('/status')) service.handle(req, res, url);
    else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not Found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = async <T>(url: string, init?: RequestInit): Promise<JsonResponse<T>> => {
    const response = await fetch(url, init);
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  };
  const harness: StatusHarness = {
    origin,
    statusUrl: `${origin}/status`,
    controlUrl: `${origin}/__control/status`,
    clock,
    service,
    get: (path) => request(`${origin}/status${path}`),
    request,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  if (options.rateLimit !== true) {
    const reply = await request(`${harness.controlUrl}/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    if (reply.status !== 200) throw new Error(`could not turn the rate limit off: ${reply.status}`);
  }
  return harness;
}

export interface ListBody<T> {
  components?: T[];
  notices?: T[];
  meta: ListMeta;
}

/**
 * Walks a listing by following meta.next_page exactly as given, read relative to
 * the status root. Returns every record and every next_page link met.
 */
export async function walkPages<T>(
  harness: StatusHarness,
  firstPath: string,
  member: 'components' | 'notices',
): Promise<{ items: T[]; links: string[]; pages: ListBody<T>[] }> {
  const items: T[] = [];
  const links: string[] = [];
  const pages: ListBody<T>[] = [];
  let path: string | null | undefined = firstPath;
  while (path) {
    const reply: JsonResponse<ListBody<T>> = await harness.get<ListBody<T>>(path);
    if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
    pages.push(reply.body);
    items.push(...(reply.body[member] ?? []));
    path = reply.body.meta.next_page;
    if (path) links.push(path);
  }
  return { items, links, pages };
}
