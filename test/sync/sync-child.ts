/**
 * A desk's sync in a process of its own, so a test can kill it with SIGKILL
 * mid-backfill. argv: baseUrl apiKey dir dataKeyBase64 rateWindowMs. Prints one
 * line per progress report: `done <n>`.
 */
import { openCacheWorker } from '../../electron/cache/index.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { startSyncEngine } from '../../electron/services/sync/sync-engine.ts';
import { cacheSyncStore } from '../../electron/services/sync/sync-store.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';

const [baseUrl = '', apiKey = '', dir = '', dataKey = '', rateWindowMs = '60000'] = process.argv.slice(2);
const scheduler = createRequestScheduler({ rateWindowMs: Number(rateWindowMs) });
const client = createWaiverClient({ baseUrl, apiKey, timeZone: 'America/Denver', scheduler });
const { cache } = await openCacheWorker({ dir, dataKey: Buffer.from(dataKey, 'base64') });
startSyncEngine({
  waiver: client,
  store: cacheSyncStore(cache),
  scheduler,
  timeZone: 'America/Denver',
  retentionDays: 365,
  consumeQueue: false,
  onProgress: (progress) => process.stdout.write(`done ${progress.done} ${progress.phase}\n`),
  onArrived: () => {},
});
