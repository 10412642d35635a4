/**
 * One desk of an account whose desks share a copy, in a process of its own (so
 * a test can kill it with SIGKILL): the same pieces a desk's session assembles
 * (its scheduler drawing on the shared budget, the waiver client, its own
 * encrypted copy, the shared sync), on a rate window and intervals the caller
 * chooses. argv[2]: JSON {@link SharedDeskConfig}. It talks to its parent over
 * IPC: it reports leadership, arrivals and progress, and answers lookups.
 */

import { openCacheWorker } from '../../electron/cache/index.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';
import { readDatabaseAddress } from '../../electron/shared-copy/address.ts';
import { openSharedConnection, startSharedSync, withSharedBudget } from '../../electron/shared-copy/index.ts';
import type { SharedTimings } from '../../electron/shared-copy/shared-sync.ts';

export interface SharedDeskConfig {
  deskId: string;
  baseUrl: string;
  apiKey: string;
  databaseUrl: string;
  password: string;
  dir: string;
  dataKeyBase64: string;
  rateWindowMs: number;
  prefersLead?: boolean;
  timings?: SharedTimings;
  timeZone?: string;
  /** False: this desk keeps only its own budget, as desks did before they shared one. */
  sharedBudget?: boolean;
}

export type DeskReport =
  | { type: 'ready' }
  | { type: 'leading'; leading: boolean; at: number }
  | { type: 'arrived'; waiverIds: string[]; at: number }
  | { type: 'progress'; phase: string; done: number }
  | { type: 'reply'; id: number; value: unknown };

export type DeskAsk =
  | { type: 'lookup'; id: number; text: string }
  | { type: 'counts'; id: number }
  | { type: 'caughtUp'; id: number }
  | { type: 'burst'; id: number; calls: number }
  | { type: 'close'; id: number };

const config = JSON.parse(process.argv[2] ?? '{}') as SharedDeskConfig;
const send = (report: DeskReport) => process.send?.(report);
const timeZone = config.timeZone ?? 'America/Denver';

const shared = {
  address: readDatabaseAddress(config.databaseUrl),
  password: config.password,
  apiKey: config.apiKey,
  deskId: config.deskId,
  label: config.deskId,
  prefersLead: config.prefersLead ?? false,
  keptKey: { read: async () => null, save: async () => {} },
};
const connection = openSharedConnection(shared, { rateWindowMs: config.rateWindowMs });
const ownScheduler = createRequestScheduler({ rateWindowMs: config.rateWindowMs });
const scheduler =
  config.sharedBudget === false ? ownScheduler : withSharedBudget(ownScheduler, connection.budget);
const waiver = createWaiverClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, timeZone, scheduler });
const { cache } = await openCacheWorker({
  dir: config.dir,
  dataKey: Buffer.from(config.dataKeyBase64, 'base64'),
});
let lastPhase = '';
const sync = startSharedSync({
  setup: shared,
  pool: connection.pool,
  cache,
  waiver,
  scheduler,
  timeZone,
  retentionDays: 365,
  timings: config.timings,
  onProgress: (progress) => {
    if (progress.phase !== lastPhase) send({ type: 'progress', phase: progress.phase, done: progress.done });
    lastPhase = progress.phase;
  },
  onArrived: (waivers) =>
    send({ type: 'arrived', waiverIds: waivers.map((w) => w.waiverId), at: Date.now() }),
  onLeadership: (leading) => send({ type: 'leading', leading, at: Date.now() }),
  log: (line) => process.stderr.write(`[${config.deskId}] ${line}\n`),
});

process.on('message', async (ask: DeskAsk) => {
  const reply = (value: unknown) => send({ type: 'reply', id: ask.id, value });
  try {
    if (ask.type === 'lookup') reply((await cache.lookup(ask.text, { limit: 5 })).map((row) => row.waiverId));
    else if (ask.type === 'counts') reply(await cache.counts());
    else if (ask.type === 'burst') {
      // People at the desk: interactive calls, all at once.
      const outcomes = await Promise.allSettled(
        Array.from({ length: ask.calls }, () => waiver.listTemplates({ customFields: false })),
      );
      reply(outcomes.filter((outcome) => outcome.status === 'fulfilled').length);
    } else if (ask.type === 'caughtUp') {
      await sync.caughtUp();
      reply(true);
    } else if (ask.type === 'close') {
      await sync.close();
      scheduler.close();
      await waiver.close();
      await connection.close();
      await cache.close();
      reply(true);
      process.exit(0);
    }
  } catch (error) {
    reply({ error: (error as Error).message });
  }
});
send({ type: 'ready' });
