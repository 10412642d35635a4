/**
 * Search result pages and the waiver list when the service sends odd records, over
 * real HTTP: a waiver without `templateId`, `createdOn` or `autoTag` is kept with
 * those fields empty, one without `waiverId` is left out and counted, and paging
 * goes on to the last page.
 */

import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import { createClock } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WaiverClient } from '../../electron/services/waiver-api/index.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import {
  clearFaults,
  oddOnEachPage,
  pagesOf,
  serveOddRecords,
  signedBy,
  startSandboxWithClient,
} from './support.ts';

const ZONE = 'Europe/Madrid';
const NOW = Date.parse('2025-09-20T16:45:00Z');
const API_KEY = 'odd-lists-key';

describe('waiver lists with odd records on every page', () => {
  const clock = createClock({ startAt: NOW, frozen: true });
  let sandbox: SandboxHandle;
  let client: WaiverClient;
  /** Signed by now, newest first: the order search and the list answer in. */
  let signed: SignedWaiver[];

  beforeAll(async () => {
    ({ sandbox, client } = await startSandboxWithClient({
      seed: 5,
      waivers: 1400,
      timeZone: ZONE,
      clock,
      apiKey: API_KEY,
    }));
    signed = signedBy(sandbox, NOW);
  });

  afterEach(() => clearFaults(sandbox));

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it('walks every search result page, keeping incomplete results and counting the unreadable', async () => {
    const templateId = sandbox.dataset.templates[0]?.templateId as string;
    const expectedPages = pagesOf(
      signed.filter((waiver) => waiver.templateId === templateId),
      100,
    );
    expect(expectedPages.length).toBeGreaterThan(2);
    await serveOddRecords(sandbox, '/v4/search');
    const read = [];
    for await (const page of client.searchResults({ templateId })) read.push(page);

    const { incomplete, unidentifiable } = oddOnEachPage(expectedPages);
    expect(read.map((page) => page.skipped)).toEqual(expectedPages.map((page) => (page.length > 1 ? 1 : 0)));
    expect(read.map((page) => page.length)).toEqual(
      expectedPages.map((page) => page.length - (page.length > 1 ? 1 : 0)),
    );
    const kept = new Map(read.flat().map((waiver) => [waiver.waiverId, waiver]));
    for (const waiver of unidentifiable) expect(kept.has(waiver.waiverId)).toBe(false);
    for (const waiver of incomplete) {
      expect(kept.get(waiver.waiverId)).toEqual({ ...waiver, templateId: '', createdOn: '', autoTag: '' });
    }
    const whole = expectedPages.flat().filter((w) => !incomplete.includes(w) && !unidentifiable.includes(w));
    for (const waiver of whole) expect(kept.get(waiver.waiverId)).toEqual(waiver);
  });

  it('reads one result page with its skip count', async () => {
    await serveOddRecords(sandbox, '/v4/search');
    const summary = await client.search({ sort: 'desc' });
    const page = await client.searchResultsPage(summary.guid, 1);
    expect(page).toHaveLength(99);
    expect(page.skipped).toBe(1);
    expect(page[0]).toMatchObject({ waiverId: signed[100]?.waiverId, templateId: '', createdOn: '' });
  });

  it('lists waiver summaries without the unreadable one, the incomplete one kept', async () => {
    await serveOddRecords(sandbox, '/v4/waivers');
    const list = await client.listWaivers({ limit: 20 });
    expect(list.skipped).toBe(1);
    expect(list.map((summary) => summary.waiverId)).toEqual(signed.slice(0, 19).map((w) => w.waiverId));
    expect(list[0]).toMatchObject({ templateId: '', createdOn: '', autoTag: '', title: signed[0]?.title });
    expect(list[1]?.templateId).toBe(signed[1]?.templateId);
  });
});
