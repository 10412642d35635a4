/** What the odd-records tests share: the fault, set over the sandbox's control endpoint, and paging arithmetic. */
import type { SandboxHandle } from '../../electron/sandbox/index.ts';

/** Makes every list answer under `route` odd (see electron/sandbox/faults/odd-records.ts). */
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
