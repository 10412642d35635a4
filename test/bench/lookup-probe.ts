/**
 * A fresh process holding one copy open as the desk's main process does (the
 * cache in its worker thread), timing lookups through the contract and the raw
 * query beside them, then reporting its own RSS. Input on stdin: { dir, dataKey, queries }.
 */
import { openCacheWorker } from '../../electron/cache/index.ts';
import { openCacheStore } from '../../electron/cache/store.ts';
import type { DeskServices } from '../../electron/desk/desk-services.ts';
import { lookupHandlers } from '../../electron/desk/features/lookup.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import type { AccountSession } from '../../electron/runtime/account-session.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import { summarise } from './stats.ts';

interface ProbeInput {
  dir: string;
  dataKey: string;
  queries: string[];
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const input = JSON.parse(Buffer.concat(chunks).toString()) as ProbeInput;
const dataKey = Buffer.from(input.dataKey, 'base64');

const { cache } = await openCacheWorker({ dir: input.dir, dataKey });
const session = {
  copy: {
    cache,
    sync: {
      progress: () => ({
        phase: 'idle',
        done: 0,
        total: 0,
        totalIsEstimate: false,
        secondsLeft: null,
        budgetInUse: 0,
        lastCurrentAt: null,
        message: null,
      }),
    },
  },
} as unknown as AccountSession;
// What the lookup reads of the desk besides the copy: its zone and clock (who is already
// in), the visit length and the counter's rules, as a desk with no preferences set has them.
const desk = {
  session: async () => session,
  info: () => ({ timeZone: 'UTC' }),
  now: () => new Date(),
  printing: { settings: () => ({ visitMinutes: 120 }) },
  accounts: { preferences: () => ({ preferences: {} }) },
} as unknown as DeskServices;
const dispatcher = createDispatcher(lookupHandlers(desk) as unknown as DeskHandlers);
const viaContract: number[] = [];
for (const [index, text] of input.queries.entries()) {
  const started = performance.now();
  const result = await dispatcher.call('lookupWaivers', { text }, { caller: 'bench' });
  // A failed lookup is fast and would be timed as one: the figure is of lookups that answered.
  if (!result.ok) throw new Error(`a lookup failed during the benchmark: ${JSON.stringify(result.error)}`);
  JSON.stringify(result);
  if (index >= 200) viaContract.push(performance.now() - started);
}
const rss = process.memoryUsage().rss;
await cache.close();

// The raw query in this thread, on the same data (after the RSS reading, which it would inflate).
const raw: number[] = [];
{
  const { store } = openCacheStore({ dir: input.dir, dataKey });
  for (const query of input.queries.slice(0, 200)) store.lookup(query);
  for (const query of input.queries) {
    const started = performance.now();
    store.lookup(query);
    raw.push(performance.now() - started);
  }
  store.close();
}

const contract = summarise(viaContract);
const rawStats = summarise(raw);
process.stdout.write(
  JSON.stringify({
    'lookup{n}ContractP50Ms': contract.median,
    'lookup{n}ContractP95Ms': contract.p95,
    'lookup{n}ContractP99Ms': contract.p99,
    'lookup{n}RawP50Ms': rawStats.median,
    'lookup{n}RawP95Ms': rawStats.p95,
    'lookup{n}RawP99Ms': rawStats.p99,
    'rssWithCopy{n}Mb': Math.round(rss / (1024 * 1024)),
  }),
);
