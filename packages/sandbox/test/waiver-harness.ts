/**
 * Starts the real sandbox on 127.0.0.1:0 with a frozen clock at a fixed moment, so
 * the current-hour, daily and window rules behave the same on every run, and wraps
 * global fetch for the waiver API and the control endpoint.
 */
import { createClock } from '../src/clock.ts';
import { DEMO_API_KEY, type SandboxHandle, type SandboxOptions, startSandbox } from '../src/index.ts';

/** Saturday 14 June 2025, 15:20:00 UTC (09:20 in Denver): 20 minutes into the hour, at the start of a minute window. */
export const START = Date.UTC(2025, 5, 14, 15, 20, 0);
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const TIME_ZONE = 'America/Denver';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: T;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Key to send as Bearer; null sends none. Defaults to the sandbox's first key. */
  key?: string | null;
}

export interface WaiverHarness {
  sandbox: SandboxHandle;
  key: string;
  request<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  control<T = Record<string, unknown>>(
    path: string,
    method?: string,
    body?: unknown,
  ): Promise<ApiResponse<T>>;
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startHarness(
  options: SandboxOptions & { startAt?: number } = {},
): Promise<WaiverHarness> {
  const { startAt, ...sandboxOptions } = options;
  const sandbox = await startSandbox({
    waivers: 1500,
    timeZone: TIME_ZONE,
    clock: createClock({ startAt: startAt ?? START, frozen: true }),
    ...sandboxOptions,
  });
  const key = sandbox.apiKeys[0] ?? DEMO_API_KEY;
  const send = async <T>(url: string, init: RequestInit): Promise<ApiResponse<T>> => {
    const response = await fetch(url, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Plain-text answers (/ping, /version, link pages) stay text.
    }
    return { status: response.status, headers: response.headers, body: body as T };
  };
  return {
    sandbox,
    key,
    request(path, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      const bearer = requestOptions.key === undefined ? key : requestOptions.key;
      if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
      let body: string | undefined = requestOptions.rawBody;
      if (requestOptions.body !== undefined) {
        body = JSON.stringify(requestOptions.body);
        headers['content-type'] ??= 'application/json';
      }
      return send(`${sandbox.baseUrl}${path}`, {
        method: requestOptions.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
      });
    },
    control(path, method = 'GET', body) {
      return send(`${sandbox.controlUrl}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    },
    advance(ms) {
      sandbox.clock.advance(ms);
    },
    close: () => sandbox.close(),
  };
}

/**
 * Epoch ms of a date-time from the sandbox: ISO 8601, or the zone-less
 * `YYYY-MM-DD HH:MM:SS` of its default shape, which is UTC.
 */
export function ms(dateTime: string): number {
  const zoneless = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(dateTime);
  return Date.parse(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : dateTime);
}
