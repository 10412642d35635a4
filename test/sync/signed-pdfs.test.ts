/**
 * Signed PDFs open offline: a PDF opened at the desk is kept in its copy (sealed,
 * like the records) and opens again with the service gone; the PDFs of today's
 * check-ins are fetched ahead, in the background, one request each, newest
 * check-in first, and never fetched again once kept. Real sandbox over HTTP,
 * a real copy on disk.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CacheWorker, openCacheWorker } from '../../electron/cache/index.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import {
  type PdfKeeper,
  type PdfKeeperCache,
  type PdfKeeperOptions,
  startPdfKeeper,
  todaysWaiverIds,
} from '../../electron/services/sync/pdf-keeper.ts';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';
import { DATA_KEY, tempDir } from '../cache/support.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { type DeskWithCopy, startDeskWithCopy } from '../support/desk-with-copy.ts';
import { middayZone } from '../support/midday-zone.ts';

// Early afternoon wherever the suite runs: today has check-ins whose PDFs to keep.
const ZONE = middayZone().zone;
const KEY = 'pdf-key';

let sandbox: SandboxHandle | undefined;
let proxy: CountingProxy | undefined;
let cache: CacheWorker | undefined;
let client: WaiverClient | undefined;
let keeper: PdfKeeper | undefined;
let desk: DeskWithCopy | undefined;

afterEach(async () => {
  await keeper?.close();
  await desk?.close();
  await cache?.close();
  await client?.close();
  await proxy?.close();
  await sandbox?.close();
  keeper = desk = cache = client = proxy = sandbox = undefined;
});

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString() === '%PDF-';

describe('the signed PDFs of today', () => {
  it('are kept ahead, newest check-in first, one request each, and never fetched again', async () => {
    sandbox = await startSandbox({
      seed: 41,
      waivers: 400,
      timeZone: ZONE,
      apiKeys: [KEY],
      rateWindowMs: 500,
    });
    proxy = await startCountingProxy(sandbox.baseUrl);
    const scheduler = createRequestScheduler({ rateWindowMs: 500 });
    client = createWaiverClient({ baseUrl: proxy.url, apiKey: KEY, timeZone: ZONE, scheduler });
    cache = (await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY })).cache;
    const now = sandbox.clock.now();
    const window = { from: new Date(now - 36 * 3_600_000), to: new Date(now - 3_600_000) };
    for await (const page of client.checkins(window)) await cache.putCheckins(page);
    const wanted = await todaysWaiverIds(cache, now, ZONE);
    expect(wanted.length).toBeGreaterThan(2);
    proxy.reset();

    const fetched: string[] = [];
    const watched: CacheWorker = cache;
    let rounds = 0;
    const counting: PdfKeeperCache = {
      listCheckins: (...args) => watched.listCheckins(...args),
      listAdmissions: (...args) => watched.listAdmissions(...args),
      heldFileIds: (...args) => {
        rounds += 1;
        return watched.heldFileIds(...args);
      },
      putFile: (...args) => {
        fetched.push(args[1]);
        return watched.putFile(...args);
      },
    };
    const keep = (options: Partial<PdfKeeperOptions>) =>
      startPdfKeeper({
        cache: counting,
        waiver: client as WaiverClient,
        timeZone: ZONE,
        ready: () => true,
        ...options,
      });
    keeper = keep({ everyMs: 5, restMs: 20 });
    await vi.waitFor(
      async () => expect(await watched.heldFileIds('pdf', wanted)).toHaveLength(wanted.length),
      {
        timeout: 30_000,
      },
    );
    expect(fetched).toEqual(wanted);
    const pdf = await watched.getFile('pdf', wanted[0] as string);
    expect(pdf && isPdf(pdf.bytes)).toBe(true);
    expect(proxy.count()).toBe(wanted.length);

    // Several more rounds find nothing missing: nothing more is asked of the service.
    await keeper.close();
    rounds = 0;
    keeper = keep({ restMs: 5 });
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(proxy.count()).toBe(wanted.length);
  });

  it('opens a PDF opened once at the desk again with the service gone', async () => {
    sandbox = await startSandbox({ seed: 43, waivers: 200, timeZone: ZONE, apiKeys: [KEY] });
    desk = await startDeskWithCopy({ sandbox, apiKey: KEY, timeZone: ZONE });
    const waiverId = sandbox.dataset.waivers.find((waiver) => Date.parse(waiver.createdOn) < Date.now())
      ?.waiverId as string;
    const ref = { kind: 'waiver-pdf' as const, waiverId, index: 0 };
    const online = await desk.runtime.readFile(ref, new AbortController().signal);
    expect(isPdf(online.bytes)).toBe(true);
    await sandbox.close();
    sandbox = undefined;
    const offline = await desk.runtime.readFile(ref, new AbortController().signal);
    expect(offline.contentType).toBe('application/pdf');
    expect(Buffer.from(offline.bytes).equals(Buffer.from(online.bytes))).toBe(true);
  });
});
