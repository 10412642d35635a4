/**
 * What the odd-records tests share: a sandbox on a frozen clock with a client of
 * it, the fault, set over the sandbox's control endpoint, and paging arithmetic.
 */
import type { SandboxClock } from '@waiver-desk/sandbox/testing';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '@waiver-desk/sandbox/testing';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';

/** A sandbox that accepts `apiKey` only, and a waiver client of it in the same zone, on the same clock. */
export async function startSandboxWithClient(
  options: SandboxOptions & { apiKey: string; timeZone: string; clock: SandboxClock },
): Promise<{ sandbox: SandboxHandle; client: WaiverClient }> {
  const { apiKey, ...sandboxOptions } = options;
  const sandbox = await startSandbox({ ...sandboxOptions, apiKeys: [apiKey] });
  const client = createWaiverClient({
    baseUrl: sandbox.baseUrl,
    apiKey,
    timeZone: options.timeZone,
    now: () => new Date(options.clock.now()),
  });
  return { sandbox, client };
}

/** The sandbox's waivers signed by `now`, newest first: the order search and the list answer in. */
export function signedBy(sandbox: SandboxHandle, now: number): SignedWaiver[] {
  return sandbox.dataset.waivers
    .filter((waiver) => Date.parse(waiver.createdOn) <= now)
    .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}

/** Makes every list answer under `route` odd (see packages/sandbox/src/faults/odd-records.ts). */
export async function serveOddRecords(sandbox: SandboxHandle, route: string): Promise<void> {
  const response = await fetch(`${sandbox.controlUrl}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, kind: 'odd-records' }),
  });
  if (response.status !== 201) throw new Error(`fault refused: ${response.status} ${await response.text()}`);
}

export async function clearFaults(sandbox: SandboxHandle): Promise<void> {
  await fetch(`${sandbox.controlUrl}/faults`, { method: 'DELETE' });
}

/** `list` cut into the pages the service sends it in. */
export function pagesOf<T>(list: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < list.length; start += size) pages.push(list.slice(start, start + size));
  return pages;
}

/** Which records of each page the fault leaves incomplete (the first) and unidentifiable (the last of two or more). */
export function oddOnEachPage<T>(pages: readonly T[][]): { incomplete: T[]; unidentifiable: T[] } {
  return {
    incomplete: pages.flatMap((page) => page.slice(0, 1)),
    unidentifiable: pages.flatMap((page) => (page.length > 1 ? page.slice(-1) : [])),
  };
}
